import { readLocal, storageKeys, writeLocal } from '../../../lib/storage-keys';

/** The local like history (SPEC.md §3 likedPosts): postId → 1 liked, 0 not. */
function readLikedPosts(): Record<string, number> {
  try {
    const parsed: unknown = JSON.parse(readLocal(storageKeys.likedPosts) ?? '{}');
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, number>) : {};
  } catch {
    return {};
  }
}

export function rememberLike(postId: number, value: 0 | 1): void {
  writeLocal(storageKeys.likedPosts, JSON.stringify({ ...readLikedPosts(), [postId]: value }));
}
