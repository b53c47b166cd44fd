import { describe, expect, it } from 'vitest';
import {
  FAILED_LIKE_MAX,
  queueFailedLike,
  queuedLikeOf,
  readFailedLikes,
  readLikedComments,
  rememberCommentLike,
  replayFailedLikes,
} from './comment-likes';

describe('failed like queue', () => {
  it('keeps at most 50 requests, dropping the oldest', () => {
    for (let id = 1; id <= 60; id += 1) queueFailedLike(id, 1, id);
    const queue = readFailedLikes();
    expect(queue).toHaveLength(FAILED_LIKE_MAX);
    expect(queue[0]?.commentId).toBe(11);
    expect(queue.at(-1)?.commentId).toBe(60);
    expect(JSON.parse(localStorage.getItem('failed_like_requests') ?? '[]')).toHaveLength(50);
  });

  it('keeps only the newest request per comment', () => {
    queueFailedLike(3, 1, 1);
    queueFailedLike(3, 0, 2);
    expect(readFailedLikes()).toEqual([{ commentId: 3, value: 0, timestamp: 2 }]);
    expect(queuedLikeOf(3)).toBe(0);
    expect(queuedLikeOf(4)).toBeUndefined();
  });

  it('replays in order, drops what landed and keeps what failed', async () => {
    queueFailedLike(1, 1, 1);
    queueFailedLike(2, 1, 2);
    queueFailedLike(3, 0, 3);
    const sent: number[] = [];
    const landed = await replayFailedLikes(async (commentId, value) => {
      sent.push(commentId);
      if (commentId === 2) throw new Error('offline');
      return { commentId, value };
    });
    expect(sent).toEqual([1, 2, 3]);
    expect(landed).toEqual([
      { commentId: 1, value: 1 },
      { commentId: 3, value: 0 },
    ]);
    expect(readFailedLikes().map((entry) => entry.commentId)).toEqual([2]);
    await replayFailedLikes(async () => 'ok');
    expect(localStorage.getItem('failed_like_requests')).toBeNull();
  });

  it('ignores a damaged queue', () => {
    localStorage.setItem('failed_like_requests', '{not json');
    expect(readFailedLikes()).toEqual([]);
    localStorage.setItem('failed_like_requests', JSON.stringify([{ commentId: 'x' }, 5]));
    expect(readFailedLikes()).toEqual([]);
  });
});

describe('likedComments', () => {
  it('mirrors like states by comment id', () => {
    rememberCommentLike(5, 1);
    rememberCommentLike(6, 0);
    expect(readLikedComments()).toEqual({ 5: 1, 6: 0 });
  });
});
