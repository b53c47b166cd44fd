import { topicDestination } from '@myeolgong/contract/realtime';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app';
import { registerUser } from '../../../test/users';

let t: TestApp;
type Member = Awaited<ReturnType<typeof registerUser>>;
let alice: Member;
let bob: Member;
let admin: Member;
let postId: number;

const published: { destination: string; body: unknown }[] = [];

beforeAll(async () => {
  t = await buildTestApp();
  const original = t.app.realtime.publish.bind(t.app.realtime);
  t.app.realtime.publish = async (topic, body) => {
    published.push({ destination: topicDestination(topic, body), body });
    return original(topic, body);
  };
  alice = await registerUser(t.app, { nickname: '앨리스' });
  bob = await registerUser(t.app, { nickname: '밥아저씨' });
  admin = await registerUser(t.app, { nickname: '담당자' });
  await t.database.db
    .updateTable('users')
    .set({ role: 'ADMIN' })
    .where('id', '=', admin.user.id)
    .execute();
  postId = (
    await t.app.inject({
      method: 'POST',
      url: '/api/posts',
      headers: alice.auth,
      payload: { title: '댓글 시험', content: '본문' },
    })
  ).json().id;
});
afterAll(async () => t.close());

const comment = (who: Member, content: string, parentId?: number, post = postId) =>
  t.app.inject({
    method: 'POST',
    url: '/api/comments',
    headers: who.auth,
    payload: { content, postId: post, parentId },
  });
const list = async (query = '', who?: Member) =>
  (
    await t.app.inject({ url: `/api/comments/post/${postId}${query}`, headers: who?.auth ?? {} })
  ).json();
const post = async () => (await t.app.inject({ url: `/api/posts/${postId}` })).json();

describe('writing comments and replies', () => {
  it('creates a comment, counts it on the post and announces it on the post topic', async () => {
    const res = await comment(bob, '  첫 댓글입니다  ');
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      content: '첫 댓글입니다',
      postId,
      parentId: null,
      author: { id: bob.user.id, nickname: '밥아저씨' },
      authorNickname: '밥아저씨',
      likeStatus: 0,
      replyCount: 0,
      replies: [],
      deleted: false,
    });
    expect((await post()).commentCount).toBe(1);
    expect(published.at(-1)).toMatchObject({
      destination: `/topic/posts/${postId}/comments`,
      body: { postId, commentCount: 1, comment: { id: body.id } },
    });
  });

  it('threads replies to any depth and counts them', async () => {
    const root = (await comment(alice, '부모')).json();
    const reply = (await comment(bob, '답글', root.id)).json();
    const deeper = (await comment(alice, '답글의 답글', reply.id)).json();
    const thread = (await list('?size=50')).content.find((c: { id: number }) => c.id === root.id);
    expect(thread.replyCount).toBe(1);
    expect(thread.replies[0]).toMatchObject({ id: reply.id, parentId: root.id, replyCount: 1 });
    expect(thread.replies[0].replies[0]).toMatchObject({ id: deeper.id, content: '답글의 답글' });
    expect((await post()).commentCount).toBe(4);
  });

  it('refuses empty, oversize, orphan and cross-post replies and unknown posts', async () => {
    const before = (await post()).commentCount;
    const other = (
      await t.app.inject({
        method: 'POST',
        url: '/api/posts',
        headers: bob.auth,
        payload: { title: '다른 글', content: '본문' },
      })
    ).json();
    const foreign = (await comment(bob, '다른 글의 댓글', undefined, other.id)).json();
    const cases: [Promise<{ statusCode: number; json(): { message: string } }>, number, string][] =
      [
        [comment(bob, '   '), 400, '댓글 내용을 입력해주세요.'],
        [comment(bob, '가'.repeat(5001)), 400, '댓글은 5,000자 이내로 입력해주세요.'],
        [comment(bob, '답글', foreign.id), 400, '같은 게시글의 댓글에만 답글을 달 수 있습니다.'],
        [comment(bob, '답글', 99999999), 404, '댓글을 찾을 수 없습니다.'],
        [
          comment(bob, '댓글', undefined, 99999999),
          404,
          '게시글을 찾을 수 없습니다. 삭제되었거나 존재하지 않는 게시글입니다.',
        ],
      ];
    for (const [request, status, message] of cases) {
      const res = await request;
      expect(res.statusCode, message).toBe(status);
      expect(res.json().message).toBe(message);
    }
    expect((await post()).commentCount).toBe(before);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/comments',
          payload: { content: 'x', postId },
        })
      ).statusCode,
    ).toBe(401);
  });
});

describe('editing and deleting', () => {
  it('lets the author and admins edit; others get 403', async () => {
    const c = (await comment(bob, '원래 댓글')).json();
    const edit = (who: Member, content: string) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/comments/${c.id}`,
        headers: who.auth,
        payload: { content },
      });
    const denied = await edit(alice, '남의 댓글 수정');
    expect(denied.statusCode).toBe(403);
    expect(denied.json().message).toBe('댓글을 수정할 권한이 없습니다.');
    expect((await edit(bob, '  ')).json().message).toBe('댓글 내용을 입력해주세요.');
    expect((await edit(bob, '고친 댓글')).json().content).toBe('고친 댓글');
    expect((await edit(admin, '관리자가 고침')).json().content).toBe('관리자가 고침');
  });

  it('soft-deletes: a deleted parent with replies stays as 삭제된 댓글, counts stay exact', async () => {
    const parent = (await comment(bob, '지워질 부모')).json();
    const child = (await comment(alice, '남을 답글', parent.id)).json();
    const before = (await post()).commentCount;
    const denied = await t.app.inject({
      method: 'DELETE',
      url: `/api/comments/${parent.id}`,
      headers: alice.auth,
    });
    expect(denied.statusCode).toBe(403);
    const gone = await t.app.inject({
      method: 'DELETE',
      url: `/api/comments/${parent.id}`,
      headers: bob.auth,
    });
    expect(gone.json()).toMatchObject({ success: true, postId, commentCount: before - 1 });
    const shown = (await list('?size=50')).content.find((c: { id: number }) => c.id === parent.id);
    expect(shown).toMatchObject({ deleted: true, content: '삭제된 댓글입니다.' });
    expect(shown.replies[0].id).toBe(child.id);
    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: `/api/comments/${child.id}`,
          headers: admin.auth,
        })
      ).statusCode,
    ).toBe(200);
    const after = (await list('?size=50')).content.map((c: { id: number }) => c.id);
    expect(after).not.toContain(parent.id);
    expect((await post()).commentCount).toBe(before - 2);
    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: `/api/comments/${child.id}`,
          headers: admin.auth,
        })
      ).statusCode,
    ).toBe(404);
  });
});

describe('comment likes and ordering', () => {
  it('likes on every path, idempotently, DELETE unlikes, with every response name and a live message', async () => {
    const c = (await comment(alice, '좋아요 받을 댓글')).json();
    const call = (method: 'POST' | 'DELETE', url: string) =>
      t.app.inject({ method, url, headers: bob.auth });
    const liked = (await call('POST', `/api/comments/${c.id}/like?value=1`)).json();
    expect(liked).toEqual({
      success: true,
      commentId: c.id,
      postId,
      likeStatus: 1,
      liked: true,
      likes: 1,
      likeCount: 1,
      uplikes: 1,
      uplikeCount: 1,
    });
    expect(published.at(-1)).toEqual({
      destination: `/topic/comments/${c.id}/likes`,
      body: { commentId: c.id, likeStatus: 1, likes: 1 },
    });
    for (const url of [
      `/api/comment/${c.id}/like?status=1`,
      `/api/comments/${c.id}/like?status=1`,
      `/api/like/comment/${c.id}?status=1`,
      `/api/v1/like/comment/${c.id}`,
      `/api/likes/comment/${c.id}`,
    ]) {
      expect((await call('POST', url)).json().likes, url).toBe(1);
    }
    expect((await call('DELETE', `/api/likes/comment/${c.id}`)).json()).toMatchObject({
      likeStatus: 0,
      likes: 0,
    });
    expect((await call('POST', `/api/comments/${c.id}/like?value=0`)).json().likes).toBe(0);
    expect((await call('POST', `/api/comments/${c.id}/like?value=1`)).json().likes).toBe(1);
    expect(
      (await t.app.inject({ url: `/api/like/comment/status/${c.id}`, headers: bob.auth })).json(),
    ).toEqual({ commentId: c.id, likeStatus: 1, likes: 1 });
    expect((await t.app.inject({ url: `/api/like/comment/status/${c.id}` })).json()).toEqual({
      commentId: c.id,
      likeStatus: 0,
      likes: 1,
    });
    expect((await call('POST', `/api/comments/${c.id}/like?value=7`)).statusCode).toBe(400);
  });

  it('counts exactly 50 likes from 50 members at once', async () => {
    const c = (await comment(alice, '동시에')).json();
    const members = await Promise.all(Array.from({ length: 50 }, () => registerUser(t.app)));
    await Promise.all(
      members.map((m) =>
        t.app.inject({
          method: 'POST',
          url: `/api/comments/${c.id}/like?value=1`,
          headers: m.auth,
        }),
      ),
    );
    const row = await t.database.db
      .selectFrom('comments')
      .select('like_count')
      .where('id', '=', c.id)
      .executeTakeFirstOrThrow();
    expect(row.like_count).toBe(50);
  });

  it('pins up to three liked comments first by likes, then the rest oldest first', async () => {
    const fresh = (
      await t.app.inject({
        method: 'POST',
        url: '/api/posts',
        headers: alice.auth,
        payload: { title: '정렬', content: '본문' },
      })
    ).json();
    const ids: number[] = [];
    for (let i = 0; i < 6; i++)
      ids.push((await comment(bob, `댓글 ${i}`, undefined, fresh.id)).json().id);
    const likers = await Promise.all(Array.from({ length: 4 }, () => registerUser(t.app)));
    const like = (id: number, n: number) =>
      Promise.all(
        likers.slice(0, n).map((m) =>
          t.app.inject({
            method: 'POST',
            url: `/api/comments/${id}/like?value=1`,
            headers: m.auth,
          }),
        ),
      );
    await like(ids[4]!, 3);
    await like(ids[2]!, 1);
    await like(ids[5]!, 2);
    await like(ids[1]!, 1);
    const order = async (q: string) =>
      (await t.app.inject({ url: `/api/comments/post/${fresh.id}${q}` }))
        .json()
        .content.map((c: { id: number; pinned: boolean }) => [c.id, c.pinned]);
    expect(await order('')).toEqual([
      [ids[4], true],
      [ids[5], true],
      [ids[1], true],
      [ids[0], false],
      [ids[2], false],
      [ids[3], false],
    ]);
    const page0 = await order('?size=4');
    const page1 = await order('?size=4&page=1');
    expect([...page0, ...page1].map(([id]) => id)).toEqual([
      ids[4],
      ids[5],
      ids[1],
      ids[0],
      ids[2],
      ids[3],
    ]);
    expect((await order('?sort=new')).map(([id]: [number]) => id)).toEqual([...ids].reverse());
    expect((await order('?sort=old')).map(([id]: [number]) => id)).toEqual(ids);
    for (const alias of [
      `/api/posts/${fresh.id}/comments`,
      `/api/comment/post/${fresh.id}`,
      `/comments/post/${fresh.id}`,
    ]) {
      expect(
        (await t.app.inject({ url: alias, headers: { accept: 'application/json' } })).json()
          .totalElements,
        alias,
      ).toBe(6);
    }
    expect(
      (await t.app.inject({ url: `/api/comments/post/${fresh.id}?sort=random` })).statusCode,
    ).toBe(400);
    expect((await t.app.inject({ url: '/api/comments/post/99999999' })).statusCode).toBe(404);
  });
});

describe('saved posts', () => {
  it('saves and unsaves on every path, idempotently, and lists them for the owner', async () => {
    const save = (url: string, payload?: object) =>
      t.app.inject({ method: 'POST', url, headers: bob.auth, ...(payload ? { payload } : {}) });
    expect((await save(`/api/posts/${postId}/save`, { saved: true })).json()).toEqual({
      success: true,
      postId,
      saved: true,
    });
    expect((await save(`/posts/${postId}/save`)).json().saved).toBe(true);
    expect(
      (await t.app.inject({ url: `/api/posts/${postId}`, headers: bob.auth })).json().saved,
    ).toBe(true);
    expect(
      (await t.app.inject({ url: '/api/users/saved-posts', headers: bob.auth })).json()
        .totalElements,
    ).toBe(1);
    expect((await save(`/boards/myeolgong/posts/${postId}/unsave`)).json().saved).toBe(false);
    expect((await save(`/api/posts/${postId}/save`, { saved: false })).json().saved).toBe(false);
    expect(
      (await t.app.inject({ url: '/api/users/saved-posts', headers: bob.auth })).json()
        .totalElements,
    ).toBe(0);
    expect((await save('/api/posts/99999999/save')).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/posts/${postId}/save` })).statusCode,
    ).toBe(401);
  });
});
