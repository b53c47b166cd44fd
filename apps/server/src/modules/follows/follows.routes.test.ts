import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app';
import { registerUser } from '../../../test/users';

/**
 * 팔로우 (CONTRACT.md 'Following members') on PGlite and PostgreSQL: follow and unfollow are
 * idempotent 204s, oneself 400, a missing member 404, a member who blocks you 403 and blocking
 * ends follows both ways; the counts always equal the rows; the lists and the profile fields;
 * the following feed filters like every feed; FOLLOWED_POST with its setting.
 */
let t: TestApp;
type Member = Awaited<ReturnType<typeof registerUser>>;
let a: Member;
let b: Member;
let c: Member;

beforeAll(async () => {
  t = await buildTestApp();
  a = await registerUser(t.app, { nickname: '팔로워에이' });
  b = await registerUser(t.app, { nickname: '작성자비' });
  c = await registerUser(t.app, { nickname: '구경꾼씨' });
});
afterAll(async () => t.close());

const call = (
  who: Member | null,
  method: 'GET' | 'PUT' | 'DELETE' | 'POST',
  url: string,
  payload?: object,
) => t.app.inject({ method, url, headers: who?.auth ?? {}, ...(payload ? { payload } : {}) });
const follow = (who: Member | null, id: number) => call(who, 'PUT', `/api/users/${id}/follow`);
const unfollow = (who: Member | null, id: number) => call(who, 'DELETE', `/api/users/${id}/follow`);
const profile = async (who: Member | null, id: number) => {
  const res = await call(who, 'GET', `/api/users/${id}`);
  expect(res.statusCode).toBe(200);
  return res.json() as { followers: number; following: number; followedByMe: boolean | null };
};
const post = async (who: Member, title: string) => {
  const res = await call(who, 'POST', '/api/posts', {
    title,
    content: `${title} 본문`,
    boardName: 'free',
  });
  expect(res.statusCode).toBe(201);
  return (res.json() as { id: number }).id;
};
const feed = async (who: Member) => {
  const res = await call(who, 'GET', '/api/posts/following');
  expect(res.statusCode).toBe(200);
  return res.json() as { content: { id: number; title: string }[]; totalElements: number };
};
const notifications = async (who: Member) =>
  (await call(who, 'GET', '/api/notifications')).json().content as {
    type: string;
    postId: number | null;
    actor: { id: number } | null;
    postTitle: string | null;
  }[];

/** Every member's counts equal their follows rows. */
async function countsMatchRows() {
  const rows = await t.app.db
    .selectFrom('users as u')
    .select((eb) => [
      'u.id',
      'u.followers_count',
      'u.following_count',
      eb
        .selectFrom('follows')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('followee_id', '=', 'u.id')
        .as('followers'),
      eb
        .selectFrom('follows')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('follower_id', '=', 'u.id')
        .as('following'),
    ])
    .execute();
  for (const r of rows) {
    expect([Number(r.followers_count), Number(r.following_count)]).toEqual([
      Number(r.followers),
      Number(r.following),
    ]);
  }
}

describe('following members', () => {
  it('follows and unfollows idempotently; counts, lists and followedByMe follow the rows', async () => {
    expect((await follow(a, b.user.id)).statusCode).toBe(204);
    expect((await follow(a, b.user.id)).statusCode).toBe(204);
    expect((await follow(c, b.user.id)).statusCode).toBe(204);
    expect(await profile(a, b.user.id)).toMatchObject({
      followers: 2,
      following: 0,
      followedByMe: true,
    });
    expect(await profile(null, b.user.id)).toMatchObject({ followers: 2, followedByMe: null });
    expect((await profile(b, b.user.id)).followedByMe).toBeNull();
    expect(await profile(b, a.user.id)).toMatchObject({ following: 1, followedByMe: false });

    const followers = (await call(null, 'GET', `/api/users/${b.user.id}/followers`)).json();
    expect(followers.content.map((m: { id: number }) => m.id)).toEqual([c.user.id, a.user.id]);
    expect(followers).toMatchObject({ totalElements: 2, last: true, number: 0 });
    expect(followers.content[1]).toEqual({
      id: a.user.id,
      nickname: '팔로워에이',
      profileImage: null,
    });
    const following = (await call(null, 'GET', `/api/users/${a.user.id}/following?size=1`)).json();
    expect(following).toMatchObject({ totalElements: 1, content: [{ id: b.user.id }] });

    expect((await unfollow(c, b.user.id)).statusCode).toBe(204);
    expect((await unfollow(c, b.user.id)).statusCode).toBe(204);
    expect((await profile(null, b.user.id)).followers).toBe(1);
    await countsMatchRows();
  });

  it('refuses oneself (400), a missing member (404), signed-out calls (401), all in Korean', async () => {
    const self = await follow(a, a.user.id);
    expect(self.statusCode).toBe(400);
    expect(self.json().message).toMatch(/자기 자신/);
    const missing = await follow(a, 99_999_999);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toMatch(/[가-힣]/);
    expect((await follow(null, b.user.id)).statusCode).toBe(401);
    expect((await call(null, 'GET', '/api/users/99999999/followers')).statusCode).toBe(404);
    expect((await call(null, 'GET', '/api/users/abc/following')).statusCode).toBe(400);
    expect((await call(null, 'GET', '/api/posts/following')).statusCode).toBe(401);
    await countsMatchRows();
  });

  it('blocking ends follows both ways, and a member who blocks you cannot be followed', async () => {
    const x = await registerUser(t.app, { nickname: '차단하는엑스' });
    const y = await registerUser(t.app, { nickname: '차단된와이' });
    expect((await follow(x, y.user.id)).statusCode).toBe(204);
    expect((await follow(y, x.user.id)).statusCode).toBe(204);
    const block = await call(x, 'POST', '/api/users/me/blocks', { userId: y.user.id });
    expect(block.statusCode).toBeLessThan(300);
    expect(await profile(null, x.user.id)).toMatchObject({ followers: 0, following: 0 });
    expect(await profile(null, y.user.id)).toMatchObject({ followers: 0, following: 0 });

    const refused = await follow(y, x.user.id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('팔로우할 수 없는 회원입니다.');
    // The blocker cannot follow the member it blocks either, until it lifts the block.
    expect((await follow(x, y.user.id)).statusCode).toBe(403);
    expect((await profile(null, x.user.id)).followers).toBe(0);
    await call(x, 'DELETE', `/api/users/me/blocks/${y.user.id}`);
    expect((await follow(y, x.user.id)).statusCode).toBe(204);
    await countsMatchRows();
  });

  it('the following feed: newest first, only followed authors, without blocked or hidden posts', async () => {
    const reader = await registerUser(t.app, { nickname: '피드독자' });
    const w1 = await registerUser(t.app, { nickname: '글쓴이하나' });
    const w2 = await registerUser(t.app, { nickname: '글쓴이둘' });
    const stranger = await registerUser(t.app, { nickname: '모르는이' });
    await follow(reader, w1.user.id);
    await follow(reader, w2.user.id);
    const p1 = await post(w1, '첫 번째 글');
    const p2 = await post(w2, '두 번째 글');
    await post(stranger, '팔로우하지 않은 글');
    const p3 = await post(w1, '세 번째 글');
    const first = await feed(reader);
    expect(first.content.map((p) => p.id)).toEqual([p3, p2, p1]);
    expect(first.totalElements).toBe(3);

    await t.app.db
      .updateTable('posts')
      .set({ hidden_at: new Date() })
      .where('id', '=', p2)
      .execute();
    expect((await feed(reader)).content.map((p) => p.id)).toEqual([p3, p1]);
    expect((await call(w1, 'DELETE', `/api/posts/${p1}`)).statusCode).toBe(200);
    const after = await feed(reader);
    expect(after.content.map((p) => p.id)).toEqual([p3]);
    expect(after.totalElements).toBe(1);
  });

  it('FOLLOWED_POST reaches each follower who wants it, not the author, and obeys the setting', async () => {
    const fan = await registerUser(t.app, { nickname: '알림팬' });
    const quiet = await registerUser(t.app, { nickname: '조용한팬' });
    const star = await registerUser(t.app, { nickname: '인기작가' });
    await follow(fan, star.user.id);
    await follow(quiet, star.user.id);
    const off = await call(quiet, 'PUT', '/api/notifications/settings', { FOLLOWED_POST: false });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({ FOLLOWED_POST: false, PREDICTION_SETTLED: true });
    const id = await post(star, '팔로워에게 알림');
    const got = await notifications(fan);
    expect(got).toHaveLength(1);
    expect(got[0]).toMatchObject({
      type: 'FOLLOWED_POST',
      postId: id,
      actor: { id: star.user.id },
      postTitle: '팔로워에게 알림',
    });
    expect(await notifications(quiet)).toHaveLength(0);
    expect(await notifications(star)).toHaveLength(0);
    // A deleted post takes its notifications along.
    await call(star, 'DELETE', `/api/posts/${id}`);
    expect(await notifications(fan)).toHaveLength(0);
  });

  it('a deleted account leaves no follows behind', async () => {
    const leaver = await registerUser(t.app, { nickname: '떠나는이' });
    const friend = await registerUser(t.app, { nickname: '남는친구' });
    await follow(leaver, friend.user.id);
    await follow(friend, leaver.user.id);
    expect((await call(leaver, 'DELETE', '/api/users/me')).statusCode).toBe(200);
    expect(await profile(null, friend.user.id)).toMatchObject({ followers: 0, following: 0 });
    await countsMatchRows();
  });

  it('concurrent follows both ways and repeats keep the counts equal to the rows', async () => {
    const members = await Promise.all(
      Array.from({ length: 4 }, (_, i) => registerUser(t.app, { nickname: `동시회원${i}` })),
    );
    const calls = members.flatMap((m) =>
      members.filter((o) => o !== m).flatMap((o) => [follow(m, o.user.id), follow(m, o.user.id)]),
    );
    const results = await Promise.all(calls);
    expect(results.map((r) => r.statusCode)).toEqual(calls.map(() => 204));
    for (const m of members)
      expect(await profile(null, m.user.id)).toMatchObject({ followers: 3, following: 3 });
    await countsMatchRows();
  });
});
