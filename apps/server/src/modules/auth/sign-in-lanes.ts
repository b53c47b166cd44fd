import type { PasswordLane } from '../../lib/password-queue';

const DAY = 24 * 60 * 60_000;

/**
 * Which lane of the password queue (lib/password-queue.ts) a sign-in takes. An address that
 * signed in to (or registered) an account before is `trusted` for that account for 30 days; an
 * address that sent a wrong password in the last 10 minutes is `suspect`; anything else `normal`.
 * Kept in this process's memory, bounded: another instance or a restart only forgets the
 * priority (everyone is `normal` again), never a limit — the limits are auth-limits.ts'.
 */
export function signInLanes(options: { now?: () => number; maxEntries?: number } = {}) {
  const now = options.now ?? Date.now;
  const maxEntries = options.maxEntries ?? 100_000;
  const trusted = new Map<string, number>();
  const suspect = new Map<string, number>();

  /** A Map in insertion order is an LRU once a key is deleted before it is set again. */
  function remember(map: Map<string, number>, key: string, until: number) {
    map.delete(key);
    map.set(key, until);
    if (map.size > maxEntries) map.delete(map.keys().next().value!);
  }
  const live = (map: Map<string, number>, key: string) => {
    const until = map.get(key);
    if (until === undefined) return false;
    if (until > now()) return true;
    map.delete(key);
    return false;
  };

  return {
    laneFor(email: string, ip: string): PasswordLane {
      if (live(trusted, `${email}|${ip}`)) return 'trusted';
      return live(suspect, ip) ? 'suspect' : 'normal';
    },
    succeeded(email: string, ip: string) {
      remember(trusted, `${email}|${ip}`, now() + 30 * DAY);
    },
    failed(ip: string) {
      remember(suspect, ip, now() + 10 * 60_000);
    },
  };
}
