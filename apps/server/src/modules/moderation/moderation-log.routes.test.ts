import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app';
import { registerUser } from '../../../test/users';

/** The operator log names its targets (issue 25, point 9): titles and nicknames, not only ids. */
let t: TestApp;
type Member = Awaited<ReturnType<typeof registerUser>>;
let admin: Member;
let author: Member;
let troll: Member;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await registerUser(t.app, { nickname: '기록담당' });
  author = await registerUser(t.app, { nickname: '글쓴이' });
  troll = await registerUser(t.app, { nickname: '말썽꾼' });
  await t.database.db
    .updateTable('users')
    .set({ role: 'ADMIN' })
    .where('id', '=', admin.user.id)
    .execute();
});
afterAll(async () => t.close());

const call = (
  who: Member,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: Record<string, unknown>,
) => t.app.inject({ method, url, headers: who.auth, ...(payload ? { payload } : {}) });

interface Entry {
  action: string;
  targetType: string;
  targetId: number;
  targetLabel: string | null;
  targetPostId: number | null;
}
const entry = async (action: string, targetId: number) => {
  const res = await call(admin, 'GET', `/api/admin/log?action=${action}&size=100`);
  expect(res.statusCode).toBe(200);
  return (res.json().content as Entry[]).find((e) => e.targetId === targetId);
};

describe('GET /api/admin/log', () => {
  it('gives each entry its target’s title or nickname and the post it lives on', async () => {
    const created = await call(author, 'POST', '/api/posts', {
      title: '운영 기록에 보일 제목',
      content: '본문',
      boardName: 'free',
    });
    expect(created.statusCode).toBe(201);
    const postId = created.json().id as number;
    const reply = await call(troll, 'POST', '/api/comments', {
      postId,
      content: '지워질 댓글의 내용입니다',
    });
    expect(reply.statusCode).toBe(201);
    const commentId = reply.json().id as number;

    expect((await call(admin, 'DELETE', `/api/admin/comments/${commentId}`)).statusCode).toBe(200);
    expect((await call(admin, 'DELETE', `/api/admin/posts/${postId}`)).statusCode).toBe(200);
    const until = new Date(Date.now() + 3 * 86_400_000).toISOString();
    expect(
      (await call(admin, 'POST', `/api/admin/users/${troll.user.id}/restrict`, { until }))
        .statusCode,
    ).toBe(200);
    const board = await call(admin, 'PUT', '/api/admin/boards/3', { displayName: '자유 마당' });
    expect(board.statusCode).toBe(200);

    // Deleted content is still named for the operators: the log says what was removed.
    expect(await entry('POST_DELETE', postId)).toMatchObject({
      targetType: 'POST',
      targetLabel: '운영 기록에 보일 제목',
      targetPostId: postId,
    });
    expect(await entry('COMMENT_DELETE', commentId)).toMatchObject({
      targetType: 'COMMENT',
      targetLabel: '지워질 댓글의 내용입니다',
      targetPostId: postId,
    });
    expect(await entry('USER_RESTRICT', troll.user.id)).toMatchObject({
      targetType: 'USER',
      targetLabel: '말썽꾼',
      targetPostId: null,
    });
    expect(await entry('BOARD_UPDATE', 3)).toMatchObject({
      targetType: 'BOARD',
      targetLabel: '자유 마당',
      targetPostId: null,
    });
  });

  it('gives null when the target is gone', async () => {
    await t.database.db
      .insertInto('moderation_log')
      .values({
        actor_id: admin.user.id,
        action: 'POST_DELETE',
        target_type: 'POST',
        target_id: 987_654,
        reason: '',
        details: '{}',
      })
      .execute();
    expect(await entry('POST_DELETE', 987_654)).toMatchObject({
      targetLabel: null,
      targetPostId: null,
    });
  });
});
