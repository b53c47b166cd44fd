import { stat } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app';
import {
  decryptPush,
  fakeBrowser,
  localPushService,
  verifyVapid,
  type FakeBrowser,
} from '../../../test/push-service';
import { registerUser } from '../../../test/users';
import { MAX_ATTEMPTS } from './push-deliveries';

/**
 * Web Push (CONTRACT.md 'Push and install') on PGlite and PostgreSQL, against a local push
 * service that decrypts what it gets with the subscription's private key (RFC 8291): the key,
 * subscribing and its refusals, a notification's push for its recipient only, settings, 5xx
 * retries, 410 removing the subscription, unsubscribing.
 */
let t: TestApp;
let service: Awaited<ReturnType<typeof localPushService>>;
type Member = Awaited<ReturnType<typeof registerUser>>;
let author: Member;
let reader: Member;
const authorPhone = fakeBrowser();
const readerPhone = fakeBrowser();

beforeAll(async () => {
  service = await localPushService();
  t = await buildTestApp({ PUSH_ALLOW_HOSTS: '127.0.0.1' });
  author = await registerUser(t.app, { nickname: '글쓴이' });
  reader = await registerUser(t.app, { nickname: '댓글러' });
});
afterAll(async () => {
  await t.close();
  await service.close();
});

const subscribe = (who: Member | null, payload: unknown) =>
  t.app.inject({
    method: 'POST',
    url: '/api/push/subscriptions',
    headers: who?.auth ?? {},
    payload: payload as object,
  });
const unsubscribe = (who: Member, endpoint: string) =>
  t.app.inject({
    method: 'DELETE',
    url: '/api/push/subscriptions',
    headers: who.auth,
    payload: { endpoint },
  });
const count = async (table: 'push_subscriptions' | 'push_deliveries') =>
  Number(
    (await sql<{ n: string }>`SELECT count(*) AS n FROM ${sql.table(table)}`.execute(t.database.db))
      .rows[0]!.n,
  );
const writePost = async (who: Member) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/posts',
    headers: who.auth,
    payload: { title: '푸시 시험 글', content: '본문입니다' },
  });
  expect(res.statusCode).toBe(201);
  return res.json().id as number;
};
const comment = async (who: Member, postId: number, content: string) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/comments',
    headers: who.auth,
    payload: { content, postId },
  });
  expect(res.statusCode).toBe(201);
  return res.json().id as number;
};
/** Works the queue until it is empty (the app's own worker may take some meanwhile). */
const drain = async () => {
  await expect.poll(async () => (await t.app.push.runOnce(), count('push_deliveries'))).toBe(0);
};
const payloadsTo = (pathname: string, browser: FakeBrowser) =>
  service
    .to(pathname)
    .map((r) => JSON.parse(decryptPush(r.body, browser)) as Record<string, string>);

describe('the key and subscriptions', () => {
  it('gives members the VAPID public key, kept in DATA_DIR (owner-readable only)', async () => {
    expect((await t.app.inject({ url: '/api/push/key' })).statusCode).toBe(401);
    const res = await t.app.inject({ url: '/api/push/key', headers: author.auth });
    expect(res.statusCode).toBe(200);
    const { publicKey } = res.json() as { publicKey: string };
    expect(Buffer.from(publicKey, 'base64url')).toHaveLength(65);
    const file = await stat(path.join(t.config.dataDir, 'vapid.json'));
    expect(file.mode & 0o777).toBe(0o600);
    const again = await t.app.inject({ url: '/api/push/key', headers: reader.auth });
    expect(again.json()).toEqual({ publicKey });
  });

  it('refuses endpoints that are not https on a public address, bad keys and visitors, storing nothing', async () => {
    const keys = authorPhone.subscription('x').keys;
    expect(
      (await subscribe(null, { endpoint: 'https://push.example.com/a', keys })).statusCode,
    ).toBe(401);
    const refusals: [string, string][] = [
      ['http://push.example.com/a', 'https'],
      ['ftp://push.example.com/a', 'https'],
      ['not a url', '올바르지'],
      ['https://127.0.0.2/a', '공개 인터넷 주소'],
      ['https://10.0.0.8/a', '공개 인터넷 주소'],
      ['https://169.254.169.254/latest', '공개 인터넷 주소'],
      ['https://[::1]/a', '공개 인터넷 주소'],
      ['https://[::ffff:192.168.0.1]/a', '공개 인터넷 주소'],
      ['https://localhost/a', '공개 인터넷 주소'],
      ['https://push.localhost/a', '공개 인터넷 주소'],
      ['https://user:pw@push.example.com/a', '올바르지'],
    ];
    for (const [endpoint, message] of refusals) {
      const res = await subscribe(author, { endpoint, keys });
      expect(res.statusCode, endpoint).toBe(400);
      expect(res.json().message, endpoint).toContain(message);
    }
    const badKeys = [
      { p256dh: 'abc', auth: keys.auth },
      { p256dh: keys.p256dh, auth: 'short' },
      // 65 bytes, but not a point on the curve.
      { p256dh: Buffer.alloc(65, 7).toString('base64url'), auth: keys.auth },
    ];
    for (const bad of badKeys) {
      const res = await subscribe(author, { endpoint: service.endpoint('/bad'), keys: bad });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain('푸시 알림 키가 올바르지 않습니다.');
    }
    expect((await subscribe(author, { endpoint: service.endpoint('/x') })).statusCode).toBe(400);
    expect(await count('push_subscriptions')).toBe(0);
  });

  it('takes a public https endpoint (201, again 201 without a second row) and a test host', async () => {
    const endpoint = 'https://fcm.googleapis.com/fcm/send/device-token-1';
    expect((await subscribe(reader, readerPhone.subscription(endpoint))).statusCode).toBe(201);
    expect((await subscribe(reader, readerPhone.subscription(endpoint))).statusCode).toBe(201);
    expect(await count('push_subscriptions')).toBe(1);
    expect((await unsubscribe(reader, endpoint)).statusCode).toBe(204);
    expect((await unsubscribe(reader, endpoint)).statusCode).toBe(204);
    expect(await count('push_subscriptions')).toBe(0);
    const local = authorPhone.subscription(service.endpoint('/author'));
    expect((await subscribe(author, local)).statusCode).toBe(201);
    expect(
      (await subscribe(reader, readerPhone.subscription(service.endpoint('/reader')))).statusCode,
    ).toBe(201);
    expect(await count('push_subscriptions')).toBe(2);
  });
});

describe('deliveries', () => {
  it("pushes a new comment to the post author's device only, encrypted for it, signed with the key", async () => {
    const postId = await writePost(author);
    const commentId = await comment(reader, postId, '좋은 글 잘 읽었습니다');
    await drain();
    const pushes = service.to('/author');
    expect(pushes).toHaveLength(1);
    expect(pushes[0]!.headers['content-encoding']).toBe('aes128gcm');
    expect(Number(pushes[0]!.headers.ttl)).toBeGreaterThan(0);
    const { publicKey, subject } = await verifyVapid(pushes[0]!.headers, service.origin);
    const key = await t.app.inject({ url: '/api/push/key', headers: author.auth });
    expect(publicKey).toBe(key.json().publicKey);
    expect(subject).toMatch(/^mailto:/);
    expect(payloadsTo('/author', authorPhone)).toEqual([
      {
        title: '댓글러님이 회원님의 글에 댓글을 남겼습니다.',
        body: '좋은 글 잘 읽었습니다',
        url: `/post/${postId}#comment-${commentId}`,
        tag: expect.stringMatching(/^notification-\d+$/),
      },
    ]);
    // The reader's own device gets nothing of it; another key cannot read it.
    expect(service.to('/reader')).toHaveLength(0);
    expect(() => decryptPush(pushes[0]!.body, readerPhone)).toThrow();
  });

  it('sends nothing for a type the member turned off', async () => {
    const off = await t.app.inject({
      method: 'PUT',
      url: '/api/notifications/settings',
      headers: author.auth,
      payload: { COMMENT: false },
    });
    expect(off.statusCode).toBe(200);
    const before = service.to('/author').length;
    await comment(reader, await writePost(author), '꺼 둔 알림');
    expect(await count('push_deliveries')).toBe(0);
    await t.app.push.runOnce();
    expect(service.to('/author')).toHaveLength(before);
    await t.app.inject({
      method: 'PUT',
      url: '/api/notifications/settings',
      headers: author.auth,
      payload: { COMMENT: true },
    });
  });

  it('tries again after a 5xx, with backoff, and delivers', async () => {
    service.answer('/author', 503);
    const before = service.to('/author').length;
    await comment(reader, await writePost(author), '다시 보내 주세요');
    await expect.poll(() => service.to('/author').length).toBe(before + 1);
    const { rows } = await sql<{ attempts: number; wait: number }>`
      SELECT attempts, extract(epoch FROM next_attempt_at - now())::float8 AS wait
        FROM push_deliveries`.execute(t.database.db);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.attempts).toBe(1);
    expect(rows[0]!.wait).toBeGreaterThan(5);
    await sql`UPDATE push_deliveries SET next_attempt_at = now()`.execute(t.database.db);
    await drain();
    const got = payloadsTo('/author', authorPhone).slice(before);
    expect(got).toHaveLength(2);
    expect(got[1]!.body).toBe('다시 보내 주세요');
    expect(MAX_ATTEMPTS).toBeGreaterThan(1);
  });

  it('removes a subscription its push service answers 410 for, and stops sending to it', async () => {
    service.answer('/author', 410);
    const before = service.to('/author').length;
    await comment(reader, await writePost(author), '사라진 기기');
    await drain();
    expect(service.to('/author')).toHaveLength(before + 1);
    const { rows } = await sql<{ user_id: string }>`
      SELECT user_id FROM push_subscriptions`.execute(t.database.db);
    expect(rows.map((r) => Number(r.user_id))).toEqual([reader.user.id]);
    await comment(reader, await writePost(author), '이제 안 감');
    await drain();
    expect(service.to('/author')).toHaveLength(before + 1);
  });

  it('unsubscribing stops pushes; a device passes to the member who subscribes it last', async () => {
    const endpoint = service.endpoint('/shared');
    expect((await subscribe(author, authorPhone.subscription(endpoint))).statusCode).toBe(201);
    // Signed in as the reader later on the same browser: the device is the reader's now.
    expect((await subscribe(reader, readerPhone.subscription(endpoint))).statusCode).toBe(201);
    await comment(reader, await writePost(author), '작성자에게 가면 안 됨');
    await drain();
    expect(service.to('/shared')).toHaveLength(0);
    expect((await unsubscribe(author, endpoint)).statusCode).toBe(204);
    expect(await count('push_subscriptions')).toBe(2);
    expect((await unsubscribe(reader, endpoint)).statusCode).toBe(204);
    expect((await unsubscribe(reader, service.endpoint('/reader'))).statusCode).toBe(204);
    expect(await count('push_subscriptions')).toBe(0);
  });
});
