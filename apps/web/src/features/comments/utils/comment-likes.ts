import { readLocal, storageKeys, writeLocal } from '../../../lib/storage-keys';

/** SPEC.md §9: at most 50 failed like requests are kept; the oldest go first. */
export const FAILED_LIKE_MAX = 50;

export interface FailedLikeRequest {
  commentId: number;
  value: 0 | 1;
  timestamp: number;
}

function readJson(key: string): unknown {
  const raw = readLocal(key);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return null;
  }
}

/** likedComments: {commentId: 0|1}, mirrored from server answers and local likes. */
export function readLikedComments(): Record<string, 0 | 1> {
  const value = readJson(storageKeys.likedComments);
  if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
  const result: Record<string, 0 | 1> = {};
  for (const [id, status] of Object.entries(value as Record<string, unknown>)) {
    if (status === 1 || status === true) result[id] = 1;
    else if (status === 0 || status === false) result[id] = 0;
  }
  return result;
}

export function rememberCommentLike(commentId: number, likeStatus: 0 | 1): void {
  const liked = readLikedComments();
  liked[String(commentId)] = likeStatus;
  writeLocal(storageKeys.likedComments, JSON.stringify(liked));
}

export function readFailedLikes(): FailedLikeRequest[] {
  const value = readJson(storageKeys.failedLikeRequests);
  if (!Array.isArray(value)) return [];
  return value.filter(
    (entry): entry is FailedLikeRequest =>
      !!entry &&
      typeof entry === 'object' &&
      typeof (entry as FailedLikeRequest).commentId === 'number' &&
      ((entry as FailedLikeRequest).value === 0 || (entry as FailedLikeRequest).value === 1),
  );
}

function writeFailedLikes(entries: readonly FailedLikeRequest[]): void {
  writeLocal(
    storageKeys.failedLikeRequests,
    entries.length ? JSON.stringify(entries.slice(-FAILED_LIKE_MAX)) : null,
  );
}

/** Queues a like the server did not take; a newer request for the same comment replaces the older. */
export function queueFailedLike(commentId: number, value: 0 | 1, now = Date.now()): void {
  const entries = readFailedLikes().filter((entry) => entry.commentId !== commentId);
  entries.push({ commentId, value, timestamp: now });
  writeFailedLikes(entries);
}

/** The queued like status of a comment, which wins over the server's until it is replayed. */
export function queuedLikeOf(commentId: number): 0 | 1 | undefined {
  return readFailedLikes().find((entry) => entry.commentId === commentId)?.value;
}

/**
 * Sends every queued like in order; those the server takes leave the queue, the others stay for
 * the next try. Returns the answers that landed.
 */
export async function replayFailedLikes<T>(
  send: (commentId: number, value: 0 | 1) => Promise<T>,
): Promise<T[]> {
  const entries = readFailedLikes();
  if (entries.length === 0) return [];
  const landed: T[] = [];
  const done = new Set<FailedLikeRequest>();
  for (const entry of entries) {
    try {
      landed.push(await send(entry.commentId, entry.value));
      done.add(entry);
    } catch {
      // Stays queued.
    }
  }
  // Requests queued while replaying are kept.
  const current = readFailedLikes().filter(
    (entry) =>
      ![...done].some(
        (sent) =>
          sent.commentId === entry.commentId &&
          sent.value === entry.value &&
          sent.timestamp === entry.timestamp,
      ),
  );
  writeFailedLikes(current);
  return landed;
}
