import type { NewCommentMessage } from '@myeolgong/contract/comments';
import { topics, type TopicName } from '@myeolgong/contract/realtime';
import type { Stock } from '@myeolgong/contract/stocks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app';
import {
  baseUrl,
  rawClient,
  rawConnect,
  sleep,
  stompClient,
  type StompTestClient,
} from '../../../test/stomp';
import { registerUser } from '../../../test/users';
import { messages, SERVER_NAME } from './stomp-session';

// The channel does not touch the database kind: run once, on PGlite.
describe.skipIf(process.env.TEST_DB === 'postgres')('real-time channel (STOMP over SockJS)', () => {
  let t: TestApp;
  const clients: StompTestClient[] = [];
  const open = (options?: Parameters<typeof stompClient>[1]) => {
    const client = stompClient(t.app, options);
    clients.push(client);
    return client;
  };

  beforeAll(async () => {
    t = await buildTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await Promise.all(clients.map((c) => c.client.deactivate().catch(() => undefined)));
    await t?.close();
  });

  describe('connecting', () => {
    it('connects anonymously with STOMP 1.2 and negotiates heart-beats 4000,4000', async () => {
      const c = open({ heartbeat: 4000 });
      const connected = await c.connected;
      expect(connected.headers.version).toBe('1.2');
      expect(connected.headers['heart-beat']).toBe('4000,4000');
      expect(connected.headers.server).toBe(SERVER_NAME);
      expect(connected.headers['user-name']).toBeUndefined();
      await c.disconnect();
    });

    it('connects with a Bearer token of a member', async () => {
      const member = await registerUser(t.app);
      const c = open({ token: member.token });
      const connected = await c.connected;
      expect(connected.headers['user-name']).toBe(String(member.user.id));
      await c.disconnect();
    });

    it('refuses a bad token with a Korean ERROR and closes', async () => {
      const c = open({ token: 'not-a-token' });
      const error = await c.error;
      expect(error.headers.message).toBe(messages.invalidToken);
      expect(error.body).toBe(messages.invalidToken);
      await c.closed;
    });

    it('sends heart-beats (EOL) at the negotiated interval', async () => {
      const raw = await rawClient(t.app);
      raw.send('CONNECT\naccept-version:1.2\nheart-beat:0,1000\n\n\0');
      const connected = await raw.next((m) => m.startsWith('CONNECTED'));
      expect(connected).toContain('heart-beat:4000,4000\n');
      const started = Date.now();
      await raw.next((m) => m === '\n', 6000);
      expect(Date.now() - started).toBeGreaterThanOrEqual(3500);
      raw.ws.close();
    });

    it('refuses a client without STOMP 1.2 and a malformed heart-beat', async () => {
      const old = await rawClient(t.app);
      old.send('CONNECT\naccept-version:1.0,1.1\n\n\0');
      const error = await old.next((m) => m.startsWith('ERROR'));
      expect(error).toContain('version:1.2\n');
      expect(error).toContain(messages.unsupportedVersion);
      await old.closed;

      const hb = await rawClient(t.app);
      hb.send('CONNECT\naccept-version:1.2\nheart-beat:soon\n\n\0');
      expect(await hb.next()).toContain(messages.badHeartBeat);
      await hb.closed;
    });

    it('wants CONNECT first', async () => {
      const raw = await rawClient(t.app);
      raw.send('SUBSCRIBE\nid:1\ndestination:/topic/stocks\n\n\0');
      expect(await raw.next()).toContain(messages.connectFirst);
      await raw.closed;
    });
  });

  describe('subscriptions', () => {
    it('delivers what app.realtime.publish sends to subscribers of the topic, with STOMP headers', async () => {
      const c = open();
      await c.connected;
      const likes = await c.subscribe(topics.postLikes(1));
      const other = await c.subscribe(topics.postLikes(2));
      await t.app.realtime.publish('postLikes', { postId: 1, likes: 3 });
      await expect.poll(() => likes.length).toBe(1);
      const message = likes[0]!;
      expect(message.body).toBe('{"postId":1,"likes":3}');
      expect(JSON.parse(message.body)).toEqual({ postId: 1, likes: 3 });
      expect(message.headers.destination).toBe('/topic/posts/1/likes');
      expect(message.headers['content-type']).toBe('application/json;charset=utf-8');
      expect(message.headers['message-id']).toMatch(/\S/);
      expect(message.headers.subscription).toMatch(/\S/);
      await sleep(100);
      expect(other).toHaveLength(0);
      expect(likes).toHaveLength(1);
      await c.disconnect();
    });

    it('delivers Korean text intact and stops after UNSUBSCRIBE', async () => {
      const c = open();
      await c.connected;
      const received = await c.subscribe(topics.postComments(5));
      const comment = { postId: 5, commentCount: 1, comment: { content: '멸공! 좋은 글 👍' } };
      await t.app.realtime.publish('postComments', comment as NewCommentMessage);
      await expect.poll(() => received.length).toBe(1);
      expect(JSON.parse(received[0]!.body)).toEqual(comment);

      const raw = await rawClient(t.app);
      await rawConnect(raw);
      raw.send('SUBSCRIBE\nid:s1\ndestination:/topic/stocks\n\n\0');
      raw.send('UNSUBSCRIBE\nid:s1\nreceipt:u1\n\n\0');
      await raw.next((m) => m.includes('receipt-id:u1'));
      await t.app.realtime.publish('stocks', [{ stockCode: '005930' }] as Stock[]);
      await sleep(100);
      expect(raw.received.filter((m) => m.startsWith('MESSAGE'))).toHaveLength(0);
      raw.ws.close();
      await c.disconnect();
    });

    it('refuses an unknown topic with an ERROR', async () => {
      const c = open();
      await c.connected;
      c.client.subscribe('/topic/admin/secrets', () => undefined);
      const error = await c.error;
      expect(error.headers.message).toBe(messages.unknownTopic('/topic/admin/secrets'));
      await c.closed;
    });

    it('refuses SUBSCRIBE without id or destination', async () => {
      const raw = await rawClient(t.app);
      await rawConnect(raw);
      raw.send('SUBSCRIBE\ndestination:/topic/stocks\nreceipt:r9\n\n\0');
      const error = await raw.next((m) => m.startsWith('ERROR'));
      expect(error).toContain(messages.subscribeHeaders);
      expect(error).toContain('receipt-id:r9');
      await raw.closed;
    });

    it('allows 100 subscriptions per connection and refuses the 101st', async () => {
      const c = open();
      await c.connected;
      let receipts = 0;
      c.client.watchForReceipt('100th', () => (receipts += 1));
      for (let id = 1; id <= 100; id += 1) {
        c.client.subscribe(
          topics.postLikes(id),
          () => undefined,
          id === 100 ? { receipt: '100th' } : {},
        );
      }
      await expect.poll(() => receipts).toBe(1);
      c.client.subscribe(topics.stocks, () => undefined);
      const error = await c.error;
      expect(error.headers.message).toBe(messages.tooManySubscriptions(100));
      await c.closed;
    });
  });

  describe('what clients may not do', () => {
    it('refuses SEND from an anonymous connection', async () => {
      const c = open();
      await c.connected;
      c.client.publish({ destination: topics.postLikes(1), body: '{"likes":999}' });
      const error = await c.error;
      expect(error.headers.message).toBe('로그인이 필요합니다.');
      await c.closed;
    });

    it('refuses SEND from a member too: there are no client-writable destinations', async () => {
      const member = await registerUser(t.app);
      const c = open({ token: member.token });
      await c.connected;
      const listener = open();
      await listener.connected;
      const received = await listener.subscribe(topics.postLikes(1));
      c.client.publish({ destination: topics.postLikes(1), body: '{"likes":999}' });
      expect((await c.error).headers.message).toBe(messages.sendNotAllowed);
      await sleep(100);
      expect(received).toHaveLength(0);
      await listener.disconnect();
    });

    it('answers garbage bytes with an ERROR, closes, and keeps serving others', async () => {
      const bystander = open();
      await bystander.connected;
      const received = await bystander.subscribe(topics.postLikes(9));

      for (const garbage of ['hello world', '\u0000\u00ff\u0001 garbage', '{"json":true}']) {
        const raw = await rawClient(t.app);
        raw.send(garbage);
        const error = await raw.next();
        expect(error.startsWith('ERROR\n')).toBe(true);
        expect(error).toMatch(/message:[^\n]*[가-힣]/);
        expect(await raw.closed).toBeGreaterThan(0);
      }
      const bytes = await rawClient(t.app);
      bytes.send(Buffer.from([0xde, 0xad, 0xbe, 0xef, 0x00]));
      expect(await bytes.next()).toMatch(/^ERROR\n/);
      await bytes.closed;

      await t.app.realtime.publish('postLikes', { postId: 9, likes: 1 });
      await expect.poll(() => received.length).toBe(1);
      const fresh = open();
      await fresh.connected;
      await fresh.disconnect();
      await bystander.disconnect();
    });

    it('answers a 100 KiB frame with an ERROR and closes', async () => {
      const raw = await rawClient(t.app);
      await rawConnect(raw);
      raw.send(`SEND\ndestination:/topic/stocks\n\n${'x'.repeat(100 * 1024)}\0`);
      const error = await raw.next((m) => m.startsWith('ERROR'));
      expect(error).toContain('프레임이 너무 큽니다');
      await raw.closed;

      // The same through the real client (one SockJS message).
      const c = open();
      await c.connected;
      c.client.publish({ destination: topics.stocks, body: '가'.repeat(40_000) });
      expect((await c.error).headers.message).toContain('프레임이 너무 큽니다');
      await c.closed;
    });

    it('cuts a WebSocket message far over the limit at the transport', async () => {
      const raw = await rawClient(t.app);
      raw.send('x'.repeat(1024 * 1024));
      expect(await raw.closed).toBe(1009);
      const fresh = open();
      await fresh.connected;
      await fresh.disconnect();
    });

    it('refuses an unfinished frame that headers made too large and an unknown command', async () => {
      const raw = await rawClient(t.app);
      await rawConnect(raw);
      raw.send('FLY\n\n\0');
      expect(await raw.next((m) => m.startsWith('ERROR'))).toContain(
        messages.unknownCommand('FLY'),
      );
      await raw.closed;
    });
  });

  describe('receipts and DISCONNECT', () => {
    it('answers DISCONNECT with a receipt by a RECEIPT, then closes', async () => {
      const raw = await rawClient(t.app);
      await rawConnect(raw);
      raw.send('DISCONNECT\nreceipt:77\n\n\0');
      expect(await raw.next((m) => m.startsWith('RECEIPT'))).toBe('RECEIPT\nreceipt-id:77\n\n\0');
      await raw.closed;
    });

    it('honours receipt on SUBSCRIBE, UNSUBSCRIBE and ACK, several frames in one message', async () => {
      const raw = await rawClient(t.app);
      await rawConnect(raw);
      raw.send(
        'SUBSCRIBE\nid:a\ndestination:/topic/stocks\nreceipt:1\n\n\0\n' +
          'ACK\nid:x\nreceipt:2\n\n\0' +
          'UNSUBSCRIBE\nid:a\nreceipt:3\n\n\0',
      );
      await raw.next((m) => m.includes('receipt-id:3'));
      const receipts = raw.received.filter((m) => m.startsWith('RECEIPT'));
      expect(receipts).toEqual(['1', '2', '3'].map((id) => `RECEIPT\nreceipt-id:${id}\n\n\0`));
      raw.ws.close();
    });

    it('lets the real client deactivate cleanly (DISCONNECT with receipt)', async () => {
      const c = open();
      await c.connected;
      await c.client.deactivate();
      await c.closed;
      expect(c.errors).toHaveLength(0);
    });
  });

  describe('transports', () => {
    it('works over xhr-streaming and xhr-polling (Fastify routes hand the request to sockjs)', async () => {
      for (const transport of ['xhr-streaming', 'xhr-polling']) {
        const c = open({ transports: [transport] });
        await c.connected;
        const received = await c.subscribe(topics.postLikes(3));
        await t.app.realtime.publish('postLikes', { postId: 3, likes: 7 });
        await expect.poll(() => received.length).toBe(1);
        await c.disconnect();
      }
    });

    it('leaves every other path to Fastify, listening and under app.inject', async () => {
      const base = baseUrl(t.app);
      expect((await fetch(`${base}/healthz`)).status).toBe(200);
      const info = await fetch(`${base}/ws/info`);
      expect(info.status).toBe(200);
      expect(await info.json()).toMatchObject({ websocket: true });
      expect((await fetch(`${base}/api/no-such-thing`)).status).toBe(404);
      expect((await fetch(`${base}/ws/iframe.html`)).status).toBe(404);

      expect((await t.app.inject({ url: '/healthz' })).statusCode).toBe(200);
      expect((await t.app.inject({ url: '/api/boards' })).statusCode).toBe(200);
      const injected = await t.app.inject({ url: '/ws/info' });
      expect(injected.statusCode).toBe(200);
      expect(injected.json()).toMatchObject({ websocket: true });
      expect((await t.app.inject({ url: '/ws/iframe.html' })).json()).toMatchObject({
        code: 'NOT_FOUND',
      });
      const big = await t.app.inject({
        method: 'POST',
        url: '/ws/000/abcdefgh/xhr_send',
        payload: 'x'.repeat(300 * 1024),
      });
      expect(big.statusCode).toBe(413);
    });

    it('refuses WebSocket upgrades outside /ws', async () => {
      const { default: WebSocket } = await import('ws');
      const ws = new WebSocket(`${baseUrl(t.app).replace('http', 'ws')}/api/boards`);
      const status = await new Promise<number | undefined>((resolve) => {
        ws.on('unexpected-response', (_req, res) => resolve(res.statusCode));
        ws.on('error', () => resolve(undefined));
      });
      expect(status).toBe(404);
    });

    it('refuses publishing to an unknown topic or a body that is not JSON, and counts it', async () => {
      const failures = () => t.app.metrics.counter('realtime_publish_failures_total', '').value;
      const before = failures();
      await expect(t.app.realtime.publish('nope' as TopicName, {} as never)).rejects.toThrow(
        TypeError,
      );
      await expect(t.app.realtime.publish('stocks', undefined as never)).rejects.toThrow(TypeError);
      expect(failures()).toBe(before + 2);
      const metrics = await t.app.inject({ url: '/metrics' });
      expect(metrics.statusCode).toBe(200);
      expect(metrics.headers['content-type']).toMatch(/^text\/plain/);
      expect(metrics.body).toContain(`realtime_publish_failures_total ${before + 2}\n`);
    });
  });
});

describe.skipIf(process.env.TEST_DB === 'postgres')('connection limits and shutdown', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ REALTIME_MAX_CONNECTIONS_PER_IP: '2' });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => t?.close());

  it('refuses connections over the per-address limit with an ERROR, and frees a slot on close', async () => {
    const first = await rawClient(t.app);
    const second = await rawClient(t.app);
    expect(await rawConnect(first)).toMatch(/^CONNECTED/);
    expect(await rawConnect(second)).toMatch(/^CONNECTED/);

    const third = await rawClient(t.app);
    expect(await third.next((m) => m.startsWith('ERROR'))).toContain(
      messages.tooManyConnections(2),
    );
    await third.closed;

    const c = stompClient(t.app);
    expect((await c.error).headers.message).toBe(messages.tooManyConnections(2));
    await c.closed;

    first.ws.close();
    await first.closed;
    await sleep(50);
    const again = await rawClient(t.app);
    expect(await rawConnect(again)).toMatch(/^CONNECTED/);
    again.ws.close();
    second.ws.close();
    await Promise.all([again.closed, second.closed]);
  });

  it('closes open sessions and stops promptly on app.close', async () => {
    const other = await buildTestApp();
    await other.app.listen({ port: 0, host: '127.0.0.1' });
    const raw = await rawClient(other.app);
    await rawConnect(raw);
    const c = stompClient(other.app, { transports: ['xhr-streaming'] });
    await c.connected;
    const started = Date.now();
    await other.close();
    expect(Date.now() - started).toBeLessThan(3000);
    await raw.closed;
    await c.closed;
    // A whole second app (its own database and migrations) starts inside this test: on a busy
    // machine that alone can take most of the default 30 s.
  }, 120_000);
});
