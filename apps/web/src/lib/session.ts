import { createStore, useStore } from './create-store';
import { readLocal, storageKeys, writeLocal } from './storage-keys';

/** The signed-in user as cached in localStorage 'user'; only the fields the shell shows. */
export interface CachedUser {
  id: number | null;
  nickname: string | null;
  email: string | null;
  profileImage: string | null;
}

export interface Session {
  token: string | null;
  user: CachedUser | null;
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value ? value : null;
}

function parseUser(raw: string | null): CachedUser | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (!value || typeof value !== 'object') return null;
    const record = value as Record<string, unknown>;
    return {
      id: typeof record.id === 'number' ? record.id : null,
      nickname: text(record.nickname),
      email: text(record.email),
      profileImage: text(record.profileImage),
    };
  } catch {
    return null;
  }
}

function readSession(): Session {
  return {
    token: readLocal(storageKeys.token),
    user: parseUser(readLocal(storageKeys.user)),
  };
}

const sessionStore = createStore<Session>(readSession());

/** Re-reads storage, e.g. after another tab signed in or out. */
export function syncSession(): void {
  const next = readSession();
  const current = sessionStore.get();
  if (next.token !== current.token || JSON.stringify(next.user) !== JSON.stringify(current.user)) {
    sessionStore.set(next);
  }
}

export function getToken(): string | null {
  return sessionStore.get().token;
}

export function signIn(token: string, user?: unknown): void {
  writeLocal(storageKeys.token, token);
  if (user !== undefined) writeLocal(storageKeys.user, JSON.stringify(user));
  syncSession();
}

/** Forgets who is signed in; vote history (likedPosts and the like) stays, as SPEC.md §4 asks. */
export function signOut(): void {
  writeLocal(storageKeys.token, null);
  writeLocal(storageKeys.user, null);
  syncSession();
}

export function subscribeSession(listener: () => void): () => void {
  return sessionStore.subscribe(listener);
}

export function useSession(): Session & { signedIn: boolean } {
  const session = useStore(sessionStore);
  return { ...session, signedIn: session.token !== null };
}
