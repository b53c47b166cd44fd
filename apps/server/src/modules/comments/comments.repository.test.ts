// Lock order of a comment's deletion against a reply written to it at the same moment (PostgreSQL
// only: the embedded database runs one statement at a time and cannot deadlock).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app';
import { testDbKind } from '../../../test/database';
import { registerUser } from '../../../test/users';
import { commentsRepository } from './comments.repository';

describe.skipIf(testDbKind !== 'postgres')('deleting a comment while someone replies to it', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => t?.close());

  it('waits for the reply instead of deadlocking', async () => {
    const member = await registerUser(t.app);
    const post = await t.app.inject({
      method: 'POST',
      url: '/api/posts',
      headers: member.auth,
      payload: { title: '교착 시험', content: '내용', boardName: 'free' },
    });
    const postId = post.json<{ id: number }>().id;
    const comment = await t.app.inject({
      method: 'POST',
      url: '/api/comments',
      headers: member.auth,
      payload: { postId, parentId: null, content: '지울 댓글' },
    });
    const commentId = comment.json<{ id: number }>().id;

    // A reply in progress, as comments.repository `create` runs it: the post's count first, then
    // its parent's reply count.
    const reply = await t.database.pool.connect();
    try {
      await reply.query('BEGIN');
      await reply.query('UPDATE posts SET comment_count = comment_count + 1 WHERE id = $1', [
        postId,
      ]);
      const deleting = commentsRepository(t.database.db).softDelete(commentId);
      await new Promise((resolve) => setTimeout(resolve, 300));
      // Before the fix the deletion held the comment here and PostgreSQL broke the cycle after
      // deadlock_timeout (1 s) by failing one of the two with 40P01.
      await reply.query('UPDATE comments SET reply_count = reply_count + 1 WHERE id = $1', [
        commentId,
      ]);
      await reply.query('COMMIT');
      await expect(deleting).resolves.toMatchObject({ postId, commentCount: 1 });
    } finally {
      reply.release();
    }
  });
});
