import type { Message } from '@myeolgong/contract/messages';
import { userQueues } from '@myeolgong/contract/realtime';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app';
import { REDIS_URL, redisReachable, uniqueRedisPrefix } from '../../../test/redis';
import { sleep, stompClient, type StompTestClient } from '../../../test/stomp';
import { registerUser } from '../../../test/users';

/**
 * `/user/queue/messages` (CONTRACT.md 'Messages (쪽지)'): a new 쪽지 reaches both members' sessions,
 * nobody else's, on one instance and across two through Redis, once each; the in-process
 * listeners (`app.services.messages.onSent`, what Web Push subscribes to) hear it once.
 */
type Member = Awaited<ReturnType<typeof registerUser>>;
const QUEUE = userQueues.messages;

const clients: StompTestClient[] = [];
async function connect(t: TestApp, member: Member) {
  const client = stompClient(t.app, { token: member.token });
  clients.push(client);
  await client.connected;
  return client.subscribe(QUEUE);
}
afterAll(async () => {
  await Promise.all(clients.map((c) => c.client.deactivate().catch(() => undefined)));
});

async function send(t: TestApp, from: Member, to: Member, content: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/messages',
    headers: from.auth,
    payload: { toUserId: to.user.id, content },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as Message;
}

describe('/user/queue/messages on one instance', () => {
  let t: TestApp;
  let alice: Member;
  let bob: Member;
  let carol: Member;
  beforeAll(async () => {
    t = await buildTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    [alice, bob, carol] = await Promise.all([
      registerUser(t.app, { nickname: '실시간쪽지앨리' }),
      registerUser(t.app, { nickname: '실시간쪽지밥' }),
      registerUser(t.app, { nickname: '실시간쪽지캐롤' }),
    ]);
  });
  afterAll(async () => t.close());

  it('delivers a new message to its two members only, as POST answered it', async () => {
    const heard: Message[] = [];
    const stop = t.app.services.messages.onSent((message) => {
      heard.push(message);
    });
    const bobs = await connect(t, bob);
    const alices = await connect(t, alice);
    const carols = await connect(t, carol);
    const message = await send(t, alice, bob, '실시간으로 가는 쪽지');
    await expect.poll(() => bobs.length, { timeout: 5000 }).toBe(1);
    await expect.poll(() => alices.length, { timeout: 5000 }).toBe(1);
    expect(bobs[0]!.headers.destination).toBe('/user/queue/messages');
    expect(JSON.parse(bobs[0]!.body)).toEqual(message);
    expect(alices[0]!.body).toBe(bobs[0]!.body);
    expect(heard).toEqual([message]);
    stop();
    await sleep(300);
    expect(carols).toHaveLength(0);
    expect(bobs).toHaveLength(1);
  });

  it('sends nothing for a refused message', async () => {
    const bobs = await connect(t, bob);
    await t.app.inject({
      method: 'POST',
      url: '/api/users/me/blocks',
      headers: bob.auth,
      payload: { userId: carol.user.id },
    });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/messages',
      headers: carol.auth,
      payload: { toUserId: bob.user.id, content: '차단당한 쪽지' },
    });
    expect(res.statusCode).toBe(403);
    await sleep(300);
    expect(bobs).toHaveLength(0);
  });
});

// Probed once at load; CI runs Redis, so there these tests always run.
const redisUp = await redisReachable();

describe.skipIf(!redisUp)('/user/queue/messages across two instances with Redis', () => {
  const env = { REDIS_URL, REDIS_PREFIX: uniqueRedisPrefix() };
  let a: TestApp;
  let b: TestApp;
  let alice: Member;
  let bob: Member;
  beforeAll(async () => {
    a = await buildTestApp(env);
    b = await buildTestApp(env, { sameDatabaseAs: a });
    await Promise.all([a, b].map((t) => t.app.listen({ port: 0, host: '127.0.0.1' })));
    [alice, bob] = await Promise.all([
      registerUser(a.app, { nickname: '두서버쪽지앨리' }),
      registerUser(a.app, { nickname: '두서버쪽지밥' }),
    ]);
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('a message sent through A reaches the recipient’s sessions on A and B, once each', async () => {
    const heardOnB: Message[] = [];
    b.app.services.messages.onSent((message) => {
      heardOnB.push(message);
    });
    const onB = await connect(b, bob);
    const onA = await connect(a, bob);
    const message = await send(a, alice, bob, '다른 서버로 가는 쪽지');
    await expect.poll(() => onB.length, { timeout: 5000 }).toBe(1);
    await expect.poll(() => onA.length, { timeout: 5000 }).toBe(1);
    expect(JSON.parse(onB[0]!.body)).toEqual(message);
    await sleep(300);
    expect(onA).toHaveLength(1);
    expect(onB).toHaveLength(1);
    // Listeners run only where the message was stored.
    expect(heardOnB).toEqual([]);
  });
});
