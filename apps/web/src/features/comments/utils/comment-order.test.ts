import { describe, expect, it } from 'vitest';
import { makeComment } from '../../../testing/comment-fixtures';
import { orderComments } from './comment-order';

const liked = (id: number, likes: number) =>
  makeComment(id, { likes, uplikes: likes, likeCount: likes });

describe('orderComments', () => {
  it('pins the three most liked comments (at least one like) first, the rest oldest first', () => {
    const list = [liked(1, 0), liked(2, 5), liked(3, 1), liked(4, 9), liked(5, 2), liked(6, 0)];
    const ordered = orderComments(list, 'top');
    expect(ordered.map((c) => c.id)).toEqual([4, 2, 5, 1, 3, 6]);
    expect(ordered.map((c) => c.pinned)).toEqual([true, true, true, false, false, false]);
  });

  it('pins nothing without likes and breaks like ties by age', () => {
    expect(orderComments([liked(3, 0), liked(1, 0)], 'top').map((c) => c.id)).toEqual([1, 3]);
    expect(orderComments([liked(3, 2), liked(1, 2)], 'top').map((c) => c.id)).toEqual([1, 3]);
  });

  it('never pins a deleted comment', () => {
    const deleted = makeComment(1, { likes: 4, deleted: true });
    expect(orderComments([deleted, liked(2, 1)], 'top').map((c) => [c.id, c.pinned])).toEqual([
      [2, true],
      [1, false],
    ]);
  });

  it('orders by creation for new and old, without pins', () => {
    const list = [liked(2, 3), liked(1, 0), liked(3, 0)];
    expect(orderComments(list, 'new').map((c) => c.id)).toEqual([3, 2, 1]);
    expect(orderComments(list, 'old').map((c) => [c.id, c.pinned])).toEqual([
      [1, false],
      [2, false],
      [3, false],
    ]);
  });
});
