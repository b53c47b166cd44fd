import { userQueues } from '@myeolgong/contract/realtime';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app';
import { REDIS_URL, redisReachable, uniqueRedisPrefix } from '../../../test/redis';
import { sleep, stompClient, type StompTestClient } from '../../../test/stomp';
import { registerUser } from '../../../test/users';

type Member = Awaited<ReturnType<typeof registerUser>>;
const QUEUE = userQueues.notifications;

const clients: StompTestClient[] = [];
async function connect(t: TestApp, member?: Member) {
  const client = stompClient(t.app, member ? { token: member.token } : {});
  clients.push(client);
  await client.connected;
  return client;
}
afterAll(async () => {
  await Promise.all(clients.map((c) => c.client.deactivate().catch(() => undefined)));
});

async function writePost(t: TestApp, who: Member) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/posts',
    headers: who.auth,
    payload: { title: '실시간 알림 시험', content: '본문' },
  });
  expect(res.statusCode).toBe(201);
  return res.json().id as number;
}
async function comment(t: TestApp, who: Member, postId: number, content: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/comments',
    headers: who.auth,
    payload: { content, postId },
  });
  expect(res.statusCode).toBe(201);
  return res.json().id as number;
}

describe('/user/queue/notifications on one instance', () => {
  let t: TestApp;
  let alice: Member;
  let bob: Member;
  beforeAll(async () => {
    t = await buildTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    alice = await registerUser(t.app, { nickname: '실시간앨리' });
    bob = await registerUser(t.app, { nickname: '실시간밥' });
  });
  afterAll(async () => t.close());

  it('delivers a new notification to its recipient only: the list item and the unread count', async () => {
    const alices = await (await connect(t, alice)).subscribe(QUEUE);
    const bobs = await (await connect(t, bob)).subscribe(QUEUE);
    const postId = await writePost(t, alice);
    const commentId = await comment(t, bob, postId, '앨리스에게 가는 알림');

    await expect.poll(() => alices.length, { timeout: 5000 }).toBe(1);
    expect(alices[0]!.headers.destination).toBe('/user/queue/notifications');
    const body = JSON.parse(alices[0]!.body);
    const listed = (await t.app.inject({ url: '/api/notifications', headers: alice.auth })).json()
      .content[0];
    const unread = (
      await t.app.inject({ url: '/api/notifications/unread-count', headers: alice.auth })
    ).json().count;
    // Every field exactly as GET /api/notifications presents it, and the count beside them.
    expect(body).toEqual({ ...listed, unreadCount: unread });
    expect(unread).toBe(1);
    expect(body).toMatchObject({
      type: 'COMMENT',
      read: false,
      postId,
      commentId,
      actor: { id: bob.user.id, nickname: '실시간밥' },
      text: '앨리스에게 가는 알림',
      count: 1,
    });
    await sleep(500);
    expect(alices).toHaveLength(1);
    expect(bobs).toHaveLength(0);
  });

  it('sends a grouped like again as its count grows', async () => {
    const alices = await (await connect(t, alice)).subscribe(QUEUE);
    const postId = await writePost(t, alice);
    await t.app.inject({ method: 'POST', url: `/api/like/post/${postId}`, headers: bob.auth });
    await expect.poll(() => alices.length, { timeout: 5000 }).toBe(1);
    const carol = await registerUser(t.app, { nickname: '실시간캐롤' });
    await t.app.inject({ method: 'POST', url: `/api/like/post/${postId}`, headers: carol.auth });
    await expect.poll(() => alices.length, { timeout: 5000 }).toBe(2);
    const [first, second] = alices.map((m) => JSON.parse(m.body));
    // The first test's comment is unread too: the group grows, the unread count does not.
    expect(first).toMatchObject({ type: 'POST_LIKES', count: 1, unreadCount: 2 });
    expect(second).toMatchObject({ type: 'POST_LIKES', count: 2, id: first.id, unreadCount: 2 });
    const { unreadCount, ...item } = second;
    const listed = (await t.app.inject({ url: '/api/notifications', headers: alice.auth })).json()
      .content[0];
    expect(item).toEqual(listed);
    expect(
      (await t.app.inject({ url: '/api/notifications/unread-count', headers: alice.auth })).json(),
    ).toEqual({ count: unreadCount });
  });

  it('refuses the queue to an anonymous session, which never gets a notification', async () => {
    const anonymous = await connect(t);
    // Topics stay open to visitors.
    await anonymous.subscribe('/topic/stocks');
    anonymous.client.subscribe(QUEUE, () => {
      throw new Error('an anonymous session received a notification');
    });
    const error = await anonymous.error;
    expect(error.headers.message).toBe('로그인이 필요합니다.');
    await anonymous.closed;
  });

  it('refuses the per-user broker form, so nobody subscribes to another member’s queue', async () => {
    const bobsSession = await connect(t, bob);
    bobsSession.client.subscribe(`/user/${alice.user.id}/queue/notifications`, () => {
      throw new Error('bob received alice’s notification');
    });
    const error = await bobsSession.error;
    expect(error.headers.message).toContain('구독할 수 없는 주제입니다');
  });
});

// Probed once at load; CI runs Redis, so there these tests always run.
const redisUp = await redisReachable();

describe.skipIf(!redisUp)('/user/queue/notifications across two instances with Redis', () => {
  const env = { REDIS_URL, REDIS_PREFIX: uniqueRedisPrefix() };
  let a: TestApp;
  let b: TestApp;
  let alice: Member;
  let bob: Member;
  beforeAll(async () => {
    a = await buildTestApp(env);
    b = await buildTestApp(env, { sameDatabaseAs: a });
    await Promise.all([a, b].map((t) => t.app.listen({ port: 0, host: '127.0.0.1' })));
    alice = await registerUser(a.app, { nickname: '두서버앨리' });
    bob = await registerUser(a.app, { nickname: '두서버밥' });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('a reply written through A reaches the recipient’s sessions on A and B, once each', async () => {
    const onB = await (await connect(b, alice)).subscribe(QUEUE);
    const onA = await (await connect(a, alice)).subscribe(QUEUE);
    const bobOnB = await (await connect(b, bob)).subscribe(QUEUE);
    const postId = await writePost(b, alice);
    const commentId = await comment(a, bob, postId, '다른 서버에서 쓴 댓글');
    await expect.poll(() => onB.length, { timeout: 5000 }).toBe(1);
    await expect.poll(() => onA.length, { timeout: 5000 }).toBe(1);
    expect(JSON.parse(onB[0]!.body)).toMatchObject({ type: 'COMMENT', commentId, unreadCount: 1 });
    expect(onA[0]!.body).toBe(onB[0]!.body);
    expect(onB[0]!.headers.destination).toBe('/user/queue/notifications');
    // Both instances read the outbox; one of them claimed the row, so nobody gets it twice.
    await sleep(800);
    expect(onA).toHaveLength(1);
    expect(onB).toHaveLength(1);
    expect(bobOnB).toHaveLength(0);
  });
});
