import { createStore, useStore } from './create-store';
import {
  readLocal,
  removeLocalFamily,
  sessionKeys,
  storageKeys,
  writeLocal,
  writeSession,
} from './storage-keys';

/** The signed-in user as cached in localStorage 'user' (a User of the API, read defensively). */
export interface CachedUser {
  id: number | null;
  nickname: string | null;
  email: string | null;
  profileImage: string | null;
  role: string | null;
  createdAt: string | null;
  /** Set while an operator restricts the member from writing (ISO 8601). */
  restrictedUntil: string | null;
}

export interface Session {
  token: string | null;
  user: CachedUser | null;
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value ? value : null;
}

function toCachedUser(value: unknown): CachedUser | null {
  if (!value || typeof value !== 'object') return null;
  const record = value as Record<string, unknown>;
  return {
    id: typeof record.id === 'number' ? record.id : null,
    nickname: text(record.nickname),
    email: text(record.email),
    profileImage: text(record.profileImage),
    role: text(record.role),
    createdAt: text(record.createdAt),
    restrictedUntil: text(record.restrictedUntil),
  };
}

function parseUser(raw: string | null): CachedUser | null {
  if (!raw) return null;
  try {
    return toCachedUser(JSON.parse(raw));
  } catch {
    return null;
  }
}

function loadSession(): Session {
  return {
    token: readLocal(storageKeys.token),
    user: parseUser(readLocal(storageKeys.user)),
  };
}

const sessionStore = createStore<Session>(loadSession());

/** Re-reads storage, e.g. after another tab signed in or out. */
export function syncSession(): void {
  const next = loadSession();
  const current = sessionStore.get();
  if (next.token !== current.token || JSON.stringify(next.user) !== JSON.stringify(current.user)) {
    sessionStore.set(next);
  }
}

export function getToken(): string | null {
  return sessionStore.get().token;
}

export function getSessionUser(): CachedUser | null {
  return sessionStore.get().user;
}

/** Stores the token and, when known, the user; the shell then refreshes the user from the server. */
export function signIn(token: string, user?: unknown): void {
  writeLocal(storageKeys.token, token);
  if (user !== undefined) writeLocal(storageKeys.user, JSON.stringify(user));
  syncSession();
}

/** Replaces the cached user, e.g. after a refresh from the server or a nickname change. */
export function setSessionUser(user: unknown): void {
  if (!toCachedUser(user)) return;
  writeLocal(storageKeys.user, JSON.stringify(user));
  syncSession();
}

/**
 * Forgets who is signed in; vote history (likedPosts and the like) stays, as SPEC.md §4 asks. A
 * member who signs out also takes the drafts kept on this device with them, so the next person at
 * the browser cannot read them. A session that merely ran out (`expired`: the server refused the
 * token) keeps them for the member's next sign-in: they are keyed by member, no one else sees them.
 */
export function signOut({ expired = false }: { expired?: boolean } = {}): void {
  writeLocal(storageKeys.token, null);
  writeLocal(storageKeys.user, null);
  writeLocal(storageKeys.offlineMode, null);
  if (!expired) removeLocalFamily(storageKeys.draftOnDevice);
  writeSession(sessionKeys.isFirstLogin, null);
  syncSession();
}

/** Remembers that the server could not be reached, so the cached user is what we show. */
export function setOfflineMode(offline: boolean): void {
  writeLocal(storageKeys.offlineMode, offline ? 'true' : null);
}

const checkListeners = new Set<() => void>();

/** Asks whoever validates sessions (the auth feature, mounted by the shell) to check the token. */
export function requestSessionCheck(): void {
  for (const listener of checkListeners) listener();
}

export function onSessionCheckRequested(listener: () => void): () => void {
  checkListeners.add(listener);
  return () => {
    checkListeners.delete(listener);
  };
}

export function subscribeSession(listener: () => void): () => void {
  return sessionStore.subscribe(listener);
}

export function useSession(): Session & { signedIn: boolean } {
  const session = useStore(sessionStore);
  return { ...session, signedIn: session.token !== null };
}
