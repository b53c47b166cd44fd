import { describe, expect, it } from 'vitest';
import { makeComment, makeCommentPage } from '../../../testing/comment-fixtures';
import {
  applyCommentLike,
  applyNewComment,
  isCommentLikeMessage,
  isNewCommentMessage,
} from './live-updates';

describe('live comment messages', () => {
  const page = makeCommentPage([
    makeComment(1, { replies: [makeComment(2, { parentId: 1 })], replyCount: 1 }),
  ]);

  it('recognises only well-formed messages for this post', () => {
    expect(isNewCommentMessage({ postId: 1, commentCount: 3, comment: makeComment(9) }, 1)).toBe(
      true,
    );
    expect(isNewCommentMessage({ postId: 2, commentCount: 3, comment: makeComment(9) }, 1)).toBe(
      false,
    );
    expect(isNewCommentMessage({ postId: 1 }, 1)).toBe(false);
    expect(isNewCommentMessage('garbage', 1)).toBe(false);
    expect(isCommentLikeMessage({ commentId: 2, likeStatus: 1, likes: 4 })).toBe(true);
    expect(isCommentLikeMessage({ commentId: 2 })).toBe(false);
  });

  it('adds a new top-level comment and a reply under its parent', () => {
    const withTop = applyNewComment(page, { postId: 1, commentCount: 3, comment: makeComment(3) });
    expect(withTop?.content.map((c) => c.id)).toEqual([1, 3]);
    expect(withTop?.totalElements).toBe(2);
    const withReply = applyNewComment(page, {
      postId: 1,
      commentCount: 3,
      comment: makeComment(4, { parentId: 2 }),
    });
    expect(withReply?.content[0]?.replies[0]?.replies.map((c) => c.id)).toEqual([4]);
  });

  it('does not add a comment that is already shown (your own)', () => {
    const again = applyNewComment(page, { postId: 1, commentCount: 2, comment: makeComment(2) });
    expect(again).toBe(page);
  });

  it('applies like counts anywhere in the tree but not the actor’s like status', () => {
    const next = applyCommentLike(page, { commentId: 2, likeStatus: 1, likes: 4 });
    const reply = next?.content[0]?.replies[0];
    expect(reply).toMatchObject({ likes: 4, uplikes: 4, likeCount: 4, likeStatus: 0 });
    expect(applyCommentLike(page, { commentId: 99, likeStatus: 1, likes: 4 })).toBe(page);
  });
});
