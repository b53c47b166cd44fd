// Real-time test clients: @stomp/stompjs over sockjs-client (what the web app uses) and a raw
// WebSocket on /ws/websocket for bytes no real client would send.
import net from 'node:net';
import { Client, type IFrame, type IMessage, type IStompSocket } from '@stomp/stompjs';
import SockJS from 'sockjs-client';
import WebSocket from 'ws';
import type { App } from '../src/app';

/** The http:// base of a listening app. */
export function baseUrl(app: App): string {
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('the app is not listening');
  return `http://127.0.0.1:${address.port}`;
}

export interface StompTestClient {
  client: Client;
  /** The CONNECTED frame (rejects on an ERROR frame or a close before it). */
  connected: Promise<IFrame>;
  errors: IFrame[];
  /** Resolves with the first ERROR frame. */
  error: Promise<IFrame>;
  /** Resolves when the transport closes. */
  closed: Promise<void>;
  /** Subscribes and resolves once the server has registered it (a receipt). */
  subscribe(destination: string, onMessage?: (message: IMessage) => void): Promise<IMessage[]>;
  disconnect(): Promise<void>;
}

let receipts = 0;

export function stompClient(
  app: App,
  options: { token?: string; heartbeat?: number; transports?: string[] } = {},
): StompTestClient {
  const url = `${baseUrl(app)}/ws`;
  const errors: IFrame[] = [];
  let resolveConnected!: (frame: IFrame) => void;
  let rejectConnected!: (error: Error) => void;
  let resolveError!: (frame: IFrame) => void;
  let resolveClosed!: () => void;
  const connected = new Promise<IFrame>((resolve, reject) => {
    resolveConnected = resolve;
    rejectConnected = reject;
  });
  connected.catch(() => undefined);
  const error = new Promise<IFrame>((resolve) => (resolveError = resolve));
  const closed = new Promise<void>((resolve) => (resolveClosed = resolve));
  const heartbeat = options.heartbeat ?? 4000;
  const client = new Client({
    webSocketFactory: () =>
      new SockJS(
        url,
        undefined,
        options.transports ? { transports: options.transports } : {},
      ) as unknown as IStompSocket,
    connectHeaders: options.token ? { Authorization: `Bearer ${options.token}` } : {},
    heartbeatIncoming: heartbeat,
    heartbeatOutgoing: heartbeat,
    reconnectDelay: 0,
    debug: () => undefined,
    onConnect: (frame) => resolveConnected(frame),
    onStompError: (frame) => {
      errors.push(frame);
      resolveError(frame);
      rejectConnected(new Error(`STOMP ERROR: ${frame.headers.message}`));
    },
    onWebSocketClose: () => {
      rejectConnected(new Error('closed before CONNECTED'));
      resolveClosed();
    },
  });
  client.activate();

  return {
    client,
    connected,
    errors,
    error,
    closed,
    async subscribe(destination, onMessage) {
      const received: IMessage[] = [];
      const receipt = `sub-${(receipts += 1)}`;
      const registered = new Promise<void>((resolve) =>
        client.watchForReceipt(receipt, () => resolve()),
      );
      client.subscribe(
        destination,
        (message) => {
          received.push(message);
          onMessage?.(message);
        },
        { receipt },
      );
      await registered;
      return received;
    },
    async disconnect() {
      await client.deactivate();
    },
  };
}

/** A raw WebSocket to /ws/websocket: every message is one SockJS message, sent as is. */
export interface RawClient {
  ws: WebSocket;
  /** Everything received, in order. */
  received: string[];
  /** Resolves with the first received message that satisfies `match`. */
  next(match?: (text: string) => boolean, timeoutMs?: number): Promise<string>;
  closed: Promise<number>;
  send(data: string | Buffer): void;
}

export async function rawClient(app: App): Promise<RawClient> {
  const ws = new WebSocket(`${baseUrl(app).replace('http', 'ws')}/ws/websocket`);
  const received: string[] = [];
  const waiters: { match: (text: string) => boolean; resolve: (text: string) => void }[] = [];
  ws.on('message', (data) => {
    const text = data.toString();
    received.push(text);
    for (const waiter of [...waiters]) {
      if (waiter.match(text)) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve(text);
      }
    }
  });
  const closed = new Promise<number>((resolve) => ws.on('close', (code) => resolve(code)));
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });
  return {
    ws,
    received,
    closed,
    send: (data) => ws.send(data),
    next(match = () => true, timeoutMs = 5000) {
      const already = received.find(match);
      if (already !== undefined) return Promise.resolve(already);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(
          () =>
            reject(new Error(`no matching message in ${timeoutMs} ms: ${received.join(' | ')}`)),
          timeoutMs,
        );
        waiters.push({
          match,
          resolve: (text) => {
            clearTimeout(timer);
            resolve(text);
          },
        });
      });
    },
  };
}

/** CONNECT on a raw client and wait for CONNECTED. */
export async function rawConnect(raw: RawClient, headers = ''): Promise<string> {
  raw.send(`CONNECT\naccept-version:1.2\nheart-beat:0,0\n${headers}\n\0`);
  return raw.next((text) => text.startsWith('CONNECTED') || text.startsWith('ERROR'));
}

/** True when something at host:port answers a Redis PING within `timeoutMs`. */
export function redisAnswers(host = '127.0.0.1', port = 6379, timeoutMs = 500): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port });
    const done = (up: boolean) => {
      socket.destroy();
      resolve(up);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('error', () => done(false));
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (data) => done(data.toString().startsWith('+PONG')));
  });
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
