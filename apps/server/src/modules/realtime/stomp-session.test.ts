import { topics } from '@myeolgong/contract/realtime';
import type { FastifyBaseLogger } from 'fastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { parseFrames } from '../../lib/stomp/frame';
import type { Viewer } from '../../lib/viewer';
import { createMemoryBroker } from './broker';
import { messages, StompSession, type StompSessionOptions } from './stomp-session';

const silent = {
  debug: () => undefined,
  info: () => undefined,
  warn: () => undefined,
  error: () => undefined,
  child: () => silent,
} as unknown as FastifyBaseLogger;

function setup(overrides: Partial<StompSessionOptions> = {}, pending = { bytes: 0 }) {
  const written: string[] = [];
  let closes = 0;
  let ends = 0;
  const broker = createMemoryBroker(silent);
  const session = new StompSession(
    {
      write: (text) => written.push(text),
      close: () => (closes += 1),
      backlog: () => pending.bytes,
    },
    {
      id: 'test',
      broker,
      resolveViewer: async (token) =>
        token === 'good' ? ({ id: 7, role: 'USER', restrictedUntil: null } as Viewer) : null,
      log: silent,
      heartBeatMs: 4000,
      maxSubscriptions: 3,
      connectTimeoutMs: 10_000,
      onEnd: () => (ends += 1),
      ...overrides,
    },
  );
  const frames = () => written.filter((w) => w !== '\n').flatMap((w) => parseFrames(w));
  const commands = () => frames().map((f) => f.command);
  return {
    session,
    broker,
    written,
    frames,
    commands,
    closes: () => closes,
    ends: () => ends,
  };
}

const CONNECT = (headers = 'heart-beat:0,0\n') => `CONNECT\naccept-version:1.1,1.2\n${headers}\n\0`;
const flush = () => new Promise((resolve) => setImmediate(resolve));

describe('StompSession', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'setInterval', 'Date'] }));
  afterEach(() => vi.useRealTimers());

  it('sends an EOL every negotiated interval', async () => {
    const s = setup();
    s.session.receive(CONNECT('heart-beat:0,1000\n'));
    await vi.advanceTimersByTimeAsync(0);
    expect(s.commands()).toEqual(['CONNECTED']);
    expect(s.frames()[0]!.headers['heart-beat']).toBe('4000,4000');
    await vi.advanceTimersByTimeAsync(3999);
    expect(s.written.filter((w) => w === '\n')).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(s.written.filter((w) => w === '\n')).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(8000);
    expect(s.written.filter((w) => w === '\n')).toHaveLength(3);
  });

  it('sends no heart-beats when the client does not want them', async () => {
    const s = setup();
    s.session.receive(CONNECT('heart-beat:4000,0\n'));
    await vi.advanceTimersByTimeAsync(60_000);
    expect(s.written.filter((w) => w === '\n')).toHaveLength(0);
  });

  it('closes a client silent for more than twice its interval, not one that keeps beating', async () => {
    const beating = setup();
    beating.session.receive(CONNECT('heart-beat:4000,0\n'));
    const silentClient = setup();
    silentClient.session.receive(CONNECT('heart-beat:4000,0\n'));
    await vi.advanceTimersByTimeAsync(0);
    for (let i = 0; i < 10; i += 1) {
      await vi.advanceTimersByTimeAsync(3000);
      beating.session.receive('\n');
    }
    expect(beating.session.isOpen).toBe(true);
    expect(silentClient.session.isOpen).toBe(false);
    expect(silentClient.closes()).toBe(1);
    expect(silentClient.ends()).toBe(1);
  });

  it('uses the client interval when it is longer than the server one', async () => {
    const s = setup();
    s.session.receive(CONNECT('heart-beat:10000,0\n'));
    await vi.advanceTimersByTimeAsync(19_000);
    expect(s.session.isOpen).toBe(true);
    await vi.advanceTimersByTimeAsync(11_000);
    expect(s.session.isOpen).toBe(false);
  });

  it('closes a connection that never sends CONNECT', async () => {
    const s = setup();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(s.frames()[0]!.headers.message).toBe(messages.connectTimeout);
    expect(s.session.isOpen).toBe(false);
  });

  it('queues frames that arrive while CONNECT checks the token, in order', async () => {
    let release!: () => void;
    const s = setup({
      resolveViewer: () =>
        new Promise((resolve) => {
          release = () => resolve({ id: 7, role: 'USER', restrictedUntil: null } as Viewer);
        }),
    });
    s.session.receive(CONNECT('Authorization:Bearer slow\n'));
    s.session.receive(`SUBSCRIBE\nid:1\ndestination:${topics.stocks}\nreceipt:r\n\n\0`);
    await vi.advanceTimersByTimeAsync(0);
    expect(s.commands()).toEqual([]);
    release();
    await vi.advanceTimersByTimeAsync(0);
    expect(s.commands()).toEqual(['CONNECTED', 'RECEIPT']);
    expect(s.frames()[0]!.headers['user-name']).toBe('7');
    expect(s.session.subscriptionCount).toBe(1);
  });

  it('accepts the authorization header in any case and ignores an empty one', async () => {
    const lower = setup();
    lower.session.receive(CONNECT('authorization:bearer good\n'));
    const empty = setup();
    empty.session.receive(CONNECT('Authorization:\n'));
    const basic = setup();
    basic.session.receive(CONNECT('Authorization:Basic abc\n'));
    await vi.advanceTimersByTimeAsync(0);
    expect(lower.frames()[0]!.headers['user-name']).toBe('7');
    expect(empty.commands()).toEqual(['CONNECTED']);
    expect(basic.frames()[0]!.headers.message).toBe(messages.invalidToken);
  });

  it('answers a failing token lookup with a server ERROR instead of throwing', async () => {
    const s = setup({ resolveViewer: () => Promise.reject(new Error('database down')) });
    s.session.receive(CONNECT('Authorization:Bearer x\n'));
    await flush();
    await vi.advanceTimersByTimeAsync(0);
    expect(s.frames()[0]!.headers.message).toBe(messages.serverError);
    expect(s.session.isOpen).toBe(false);
  });

  it('delivers published messages until the session ends, then unsubscribes from the broker', async () => {
    const s = setup();
    s.session.receive(CONNECT());
    s.session.receive(
      `SUBSCRIBE\nid:a\ndestination:${topics.postLikes(1)}\nack:client\n\n\0` +
        `SUBSCRIBE\nid:b\ndestination:${topics.postLikes(1)}\n\n\0`,
    );
    await vi.advanceTimersByTimeAsync(0);
    await s.broker.publish(topics.postLikes(1), { postId: 1, likes: 2 });
    await s.broker.drained();
    const delivered = s.frames().filter((f) => f.command === 'MESSAGE');
    expect(delivered.map((f) => f.headers.subscription)).toEqual(['a', 'b']);
    expect(delivered[0]!.headers.ack).toBe(delivered[0]!.headers['message-id']);
    expect(delivered[1]!.headers.ack).toBeUndefined();
    expect(delivered[0]!.headers['message-id']).not.toBe(delivered[1]!.headers['message-id']);
    s.session.transportClosed();
    await s.broker.publish(topics.postLikes(1), { postId: 1, likes: 3 });
    await s.broker.drained();
    expect(s.frames().filter((f) => f.command === 'MESSAGE')).toHaveLength(2);
    expect(s.ends()).toBe(1);
  });

  it('refuses duplicate subscription ids, bad ack modes and more than the maximum', async () => {
    const cases: [string, string][] = [
      [
        `SUBSCRIBE\nid:a\ndestination:${topics.stocks}\n\n\0SUBSCRIBE\nid:a\ndestination:${topics.postLikes(1)}\n\n\0`,
        messages.duplicateSubscription('a'),
      ],
      [`SUBSCRIBE\nid:a\ndestination:${topics.stocks}\nack:never\n\n\0`, messages.badAckMode],
      [
        [1, 2, 3, 4]
          .map((i) => `SUBSCRIBE\nid:${i}\ndestination:${topics.postLikes(i)}\n\n\0`)
          .join(''),
        messages.tooManySubscriptions(3),
      ],
      ['BEGIN\ntransaction:t\n\n\0', messages.transactions],
      [CONNECT(), messages.alreadyConnected],
      ['UNSUBSCRIBE\n\n\0', messages.unsubscribeHeaders],
    ];
    for (const [input, message] of cases) {
      const s = setup();
      s.session.receive(CONNECT());
      s.session.receive(input);
      await vi.advanceTimersByTimeAsync(0);
      const error = s.frames().find((f) => f.command === 'ERROR');
      expect(error?.headers.message).toBe(message);
      expect(s.session.isOpen).toBe(false);
      expect(s.closes()).toBe(1);
    }
  });

  it('ignores input after it closed and never throws', async () => {
    const s = setup();
    s.session.receive('garbage');
    expect(s.session.isOpen).toBe(false);
    const count = s.written.length;
    s.session.receive(CONNECT());
    s.session.close();
    s.session.transportClosed();
    await vi.advanceTimersByTimeAsync(20_000);
    expect(s.written).toHaveLength(count);
    expect(s.closes()).toBe(1);
    expect(s.ends()).toBe(1);
  });

  it('cuts off a client that stops reading once its backlog passes the limit', async () => {
    const pending = { bytes: 0 };
    const s = setup({ maxBacklogBytes: 1000 }, pending);
    s.session.receive(CONNECT());
    await vi.advanceTimersByTimeAsync(0);
    s.session.receive(`SUBSCRIBE\nid:1\ndestination:${topics.postLikes(1)}\n\n\0`);
    await s.broker.publish(topics.postLikes(1), { postId: 1, likes: 1 });
    await s.broker.drained();
    await flush();
    expect(s.commands()).toEqual(['CONNECTED', 'MESSAGE']);

    pending.bytes = 1001;
    await s.broker.publish(topics.postLikes(1), { postId: 1, likes: 2 });
    await s.broker.drained();
    await flush();
    expect(s.commands()).toEqual(['CONNECTED', 'MESSAGE', 'ERROR']);
    expect(s.frames().at(-1)!.headers.message).toBe(messages.slowConsumer);
    expect(s.closes()).toBe(1);
    expect(s.ends()).toBe(1);
  });
});
