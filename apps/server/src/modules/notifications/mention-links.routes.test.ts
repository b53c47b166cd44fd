import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app';
import { registerUser } from '../../../test/users';

// Issue 21 point 5: a mention keeps the member it named (migration 0017), so it still leads to
// them after they change their nickname; posts and comments carry `mentions`.
let t: TestApp;
type Member = Awaited<ReturnType<typeof registerUser>>;
let hong: Member;
let kim: Member;
let writer: Member;

beforeAll(async () => {
  t = await buildTestApp();
  hong = await registerUser(t.app, { nickname: '홍길동' });
  kim = await registerUser(t.app, { nickname: 'Kim_7' });
  writer = await registerUser(t.app, { nickname: '글쓴이' });
});
afterAll(async () => t.close());

const post = async (content: string) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/posts',
    headers: writer.auth,
    payload: { title: '멘션 시험', content },
  });
  expect(res.statusCode).toBe(201);
  return res.json().id as number;
};
const readPost = async (id: number) =>
  (await t.app.inject({ url: `/api/posts/${id}` })).json() as {
    mentions: { nickname: string; userId: number }[];
  };
const comments = async (postId: number) =>
  (await t.app.inject({ url: `/api/comments/post/${postId}` })).json() as
    | { content: { id: number; mentions: { nickname: string; userId: number }[] }[] }
    | { id: number; mentions: { nickname: string; userId: number }[] }[];
const listOf = (page: Awaited<ReturnType<typeof comments>>) =>
  Array.isArray(page) ? page : page.content;

describe('mentions keep their member', () => {
  it('records the members a post mentions, as written, in order, once each', async () => {
    const id = await post(
      '@kim_7 님과 @홍길동님 그리고 다시 @홍길동, 없는 @아무개 와 메일 a@홍길동',
    );
    expect((await readPost(id)).mentions).toEqual([
      { nickname: 'kim_7', userId: kim.user.id },
      { nickname: '홍길동', userId: hong.user.id },
    ]);
    const plain = await post('멘션 없는 글');
    expect((await readPost(plain)).mentions).toEqual([]);
  });

  it('still names the same member after a nickname change, and follows edits', async () => {
    const id = await post('@홍길동 확인 부탁해요');
    const renamed = await t.app.inject({
      method: 'PUT',
      url: '/api/users/nickname',
      headers: hong.auth,
      payload: { nickname: '새이름' },
    });
    expect(renamed.statusCode).toBe(200);
    expect((await readPost(id)).mentions).toEqual([{ nickname: '홍길동', userId: hong.user.id }]);

    const edit = await t.app.inject({
      method: 'PUT',
      url: `/api/posts/${id}`,
      headers: writer.auth,
      payload: { title: '멘션 시험', content: '@새이름 님, 그리고 @Kim_7' },
    });
    expect(edit.statusCode).toBe(200);
    expect((await readPost(id)).mentions).toEqual([
      { nickname: '새이름', userId: hong.user.id },
      { nickname: 'Kim_7', userId: kim.user.id },
    ]);
  });

  it('records the members a comment mentions and withholds them on a deleted one', async () => {
    const postId = await post('댓글 멘션 시험');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/comments',
      headers: writer.auth,
      payload: { postId, content: '@Kim_7 이거 보세요' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().mentions ?? null).not.toBeNull();
    const commentId = res.json().id as number;
    const reply = await t.app.inject({
      method: 'POST',
      url: '/api/comments',
      headers: kim.auth,
      payload: { postId, parentId: commentId, content: '네 봤어요' },
    });
    expect(reply.statusCode).toBe(201);
    const before = listOf(await comments(postId)).find((c) => c.id === commentId)!;
    expect(before.mentions).toEqual([{ nickname: 'Kim_7', userId: kim.user.id }]);

    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/comments/${commentId}`,
      headers: writer.auth,
    });
    expect(del.statusCode).toBeLessThan(300);
    const after = listOf(await comments(postId)).find((c) => c.id === commentId)!;
    expect(after.mentions).toEqual([]);
  });
});
