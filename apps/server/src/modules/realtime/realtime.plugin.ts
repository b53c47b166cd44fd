import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import {
  HEARTBEAT_MS,
  REALTIME_PATH,
  topicDestination,
  userDestination,
  userQueues,
  type TopicMessages,
  type TopicName,
  type UserQueueMessages,
  type UserQueueName,
} from '@myeolgong/contract/realtime';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import sockjs from 'sockjs';
import { clientAddressReader } from '../../lib/client-address';
import { AppError, notFound, serviceUnavailable } from '../../lib/errors';
import { DEFAULT_FRAME_LIMITS } from '../../lib/stomp/frame';
import { createMemoryBroker, createRedisBroker, MessageDropped, type Broker } from './broker';
import { errorFrame, messages, StompSession } from './stomp-session';

/**
 * Topics every instance publishes to its own subscribers only, from what it computes itself: each
 * runs the same deterministic simulator (or polls the same market), so the stock quotes would
 * otherwise reach every dashboard once per instance (docs/operations.md 'Several instances').
 */
const instanceTopics: ReadonlySet<string> = new Set<TopicName>(['stocks', 'stock']);

/** What other modules use: publish to a CONTRACT.md topic after the database commit. */
export interface Realtime {
  /**
   * Sends `message` (as JSON) to every subscriber of its topic's destination (read from the
   * message: `publish('postLikes', { postId, likes })`) on every server instance (the stock
   * quote topics: on this one, see `instanceTopics`). A message the
   * transport could not take (Redis away) reaches this instance's subscribers only and is logged
   * and counted (realtime_publish_failures_total at /metrics); only a programming error (a destination outside the table, a body that is not JSON)
   * rejects, after being logged and counted too.
   */
  publish<Name extends TopicName>(topic: Name, message: TopicMessages[Name]): Promise<void>;
  /** The same for one member's user queue (`/user/{userId}/queue/...`), on every instance. */
  publishToUser<Queue extends UserQueueName>(
    userId: number,
    queue: Queue,
    message: UserQueueMessages[Queue],
  ): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The real-time channel (STOMP over SockJS at /ws). */
    realtime: Realtime;
  }
}

interface RealtimeOptions {
  /** Replaces the broker chosen from REDIS_URL (memory when unset); the plugin closes it. */
  broker?: Broker;
}

/** Subscriptions one connection may hold. */
const MAX_SUBSCRIPTIONS = 100;
/** A connection that has not sent CONNECT by then is closed. */
const CONNECT_TIMEOUT_MS = 10_000;
/**
 * Largest SockJS message (WebSocket message or xhr_send/jsonp_send body). A message may carry
 * several frames, so this is a few frames' worth; larger messages are cut off at the transport.
 */
const MAX_MESSAGE_BYTES = 4 * DEFAULT_FRAME_LIMITS.maxFrameBytes;
/** How long shutdown waits for WebSocket closing handshakes before cutting the sockets. */
const CLOSE_GRACE_MS = 1000;

/** sockjs's own request handler; @types/sockjs does not declare `middleware` or faye options. */
type SockjsHandler = (req: IncomingMessage, res: ServerResponse | Duplex, head?: Buffer) => boolean;
interface SockjsServer extends sockjs.Server {
  middleware(): SockjsHandler;
}

const PREFIX_URL = new RegExp(`^${REALTIME_PATH}([/?].*)?$`);
const IFRAME_URL = new RegExp(`^${REALTIME_PATH}/iframe[^/]*\\.html`);

function rejectUpgrade(socket: Duplex, status: string) {
  socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
}

/** What sockjs keeps inside a connection, read only to measure what a client has not taken. */
interface SockjsInternals {
  _session?: {
    send_buffer?: unknown[];
    recv?: {
      connection?: { writableLength?: number };
      thingy?: { writableLength?: number };
    } | null;
  };
}

/**
 * Bytes waiting for a client: sockjs's own buffer (polling transports between polls) plus the
 * socket's unsent output (WebSocket and streaming). sockjs has no public call for this.
 */
function backlog(conn: sockjs.Connection): number {
  const session = (conn as unknown as SockjsInternals)._session;
  if (!session) return 0;
  let bytes = 0;
  for (const item of session.send_buffer ?? []) if (typeof item === 'string') bytes += item.length;
  const recv = session.recv;
  bytes += recv?.connection?.writableLength ?? recv?.thingy?.writableLength ?? 0;
  return bytes;
}

/**
 * The SockJS endpoint at /ws speaking STOMP 1.2, and `app.realtime` for publishing.
 *
 * HTTP transports (info, xhr, xhr_streaming, eventsource, jsonp…) arrive as Fastify routes that
 * hand the raw request to sockjs, so Fastify keeps answering every other path, under app.inject
 * too. WebSocket upgrades arrive on the server's 'upgrade' event (Fastify forwards those of extra
 * bindings, e.g. IPv6 on localhost, to the main server).
 */
export default fp(
  async function realtime(app: FastifyInstance, opts: RealtimeOptions) {
    const log = app.log.child({ module: 'realtime' });
    const { REDIS_URL, REDIS_PREFIX, REALTIME_MAX_CONNECTIONS_PER_IP: maxPerIp } = app.config;
    const broker =
      opts.broker ??
      (REDIS_URL
        ? await createRedisBroker({ url: REDIS_URL, prefix: REDIS_PREFIX, log })
        : createMemoryBroker(log));
    const failures = app.metrics.counter(
      'realtime_publish_failures_total',
      'Real-time messages that could not be published (dropped, or refused as a programming error).',
    );
    /** The one place a publish failure is handled: logged with its topic, counted, swallowed. */
    async function send(topic: string, destinationOf: () => string, body: unknown) {
      let destination: string | undefined;
      try {
        destination = destinationOf();
        if (instanceTopics.has(topic)) await broker.publishLocal(destination, body);
        else await broker.publish(destination, body);
      } catch (err) {
        failures.inc();
        if (err instanceof MessageDropped) {
          log.warn(
            { err: err.cause, topic, destination },
            '실시간 메시지를 다른 서버로 보내지 못했습니다',
          );
          return;
        }
        log.error({ err, topic, destination }, '실시간 메시지를 보낼 수 없습니다');
        throw err;
      }
    }
    app.decorate('realtime', {
      publish: (topic, message) => send(topic, () => topicDestination(topic, message), message),
      publishToUser: (userId, queue, message) =>
        send(queue, () => userDestination(userId, userQueues[queue]), message),
    } satisfies Realtime);

    // The same client address as request.ip everywhere else (TRUST_PROXY).
    const clientAddress = clientAddressReader(app.config.TRUST_PROXY);
    const sessions = new Set<StompSession>();
    const connectionsByAddress = new Map<string, number>();
    const upgradedSockets = new Set<Duplex>();
    let closing = false;

    const server = sockjs.createServer({
      prefix: REALTIME_PATH,
      websocket: true,
      // The iframe transport (the only thing that loads sockjs_url) is switched off below; this
      // local address only makes sure nothing would ever be fetched from a CDN.
      sockjs_url: `${REALTIME_PATH}/iframe-transport-disabled.js`,
      log: (severity: string, line: string) => {
        if (severity === 'error') log.warn(line);
        else log.debug(line);
      },
      // faye-websocket: refuse WebSocket messages larger than this (close code 1009).
      faye_server_options: { maxLength: MAX_MESSAGE_BYTES },
    } as sockjs.ServerOptions) as SockjsServer;
    const handle = server.middleware();

    server.on('connection', (conn: sockjs.Connection | null) => {
      if (!conn) return;
      if (closing) {
        conn.close();
        return;
      }
      const address = clientAddress(conn);
      const open = connectionsByAddress.get(address) ?? 0;
      if (open >= maxPerIp) {
        log.debug({ address }, '주소당 실시간 연결 한도 초과');
        conn.write(errorFrame(messages.tooManyConnections(maxPerIp)));
        conn.close();
        return;
      }
      connectionsByAddress.set(address, open + 1);
      const session = new StompSession(
        {
          write: (text) => conn.write(text),
          close: () => conn.close(),
          backlog: () => backlog(conn),
        },
        {
          id: conn.id,
          broker,
          resolveViewer: (token) => app.resolveViewer(token),
          log,
          heartBeatMs: HEARTBEAT_MS,
          maxSubscriptions: MAX_SUBSCRIPTIONS,
          connectTimeoutMs: CONNECT_TIMEOUT_MS,
          onEnd() {
            sessions.delete(session);
            const left = (connectionsByAddress.get(address) ?? 1) - 1;
            if (left > 0) connectionsByAddress.set(address, left);
            else connectionsByAddress.delete(address);
          },
        },
      );
      sessions.add(session);
      conn.on('data', (data: string | Buffer) => session.receive(data));
      conn.on('close', () => session.transportClosed());
    });

    // HTTP transports: hand the untouched request (body not read) to sockjs.
    async function toSockjs(request: FastifyRequest, reply: FastifyReply) {
      const url = request.raw.url ?? '';
      // No iframe transport: its page would load a script from elsewhere. Clients on this origin
      // never need it; sockjs-client falls back to the other transports.
      if (IFRAME_URL.test(url)) throw notFound('요청한 API를 찾을 수 없습니다.');
      if (closing) throw serviceUnavailable();
      const length = Number(request.headers['content-length'] ?? 0);
      if (length > MAX_MESSAGE_BYTES)
        throw new AppError(413, 'PAYLOAD_TOO_LARGE', '요청 본문이 너무 큽니다.');
      reply.hijack();
      const raw = request.raw;
      if (!handle(raw, reply.raw)) {
        reply.raw.writeHead(404).end();
        return;
      }
      if (request.method === 'POST') {
        // Bodies without a content-length (chunked) are counted as they arrive.
        let received = 0;
        raw.on('data', (chunk: Buffer) => {
          received += chunk.length;
          if (received > MAX_MESSAGE_BYTES) raw.destroy();
        });
      }
    }
    for (const url of [REALTIME_PATH, `${REALTIME_PATH}/*`]) {
      app.route({
        method: ['GET', 'POST', 'OPTIONS'],
        url,
        exposeHeadRoute: false,
        schema: { hide: true },
        onRequest: toSockjs,
        handler: async () => undefined,
      });
    }

    // WebSocket transports: /ws/websocket (raw) and /ws/{server}/{session}/websocket (SockJS).
    function onUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer) {
      socket.on('error', (err) => log.debug({ err }, 'WebSocket 소켓 오류'));
      if (!PREFIX_URL.test(req.url ?? '')) return rejectUpgrade(socket, '404 Not Found');
      if (closing) return rejectUpgrade(socket, '503 Service Unavailable');
      upgradedSockets.add(socket);
      socket.once('close', () => upgradedSockets.delete(socket));
      try {
        if (!handle(req, socket, head)) rejectUpgrade(socket, '404 Not Found');
      } catch (err) {
        log.warn({ err }, 'WebSocket 연결 처리 실패');
        socket.destroy();
      }
    }
    let installed = false;
    app.addHook('onReady', async () => {
      if (installed) return;
      installed = true;
      app.server.on('upgrade', onUpgrade);
    });

    // Graceful shutdown: end every session (clients reconnect elsewhere), then cut what remains.
    app.addHook('preClose', async () => {
      closing = true;
      for (const session of [...sessions]) session.close();
      const deadline = Date.now() + CLOSE_GRACE_MS;
      while (upgradedSockets.size > 0 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      for (const socket of upgradedSockets) socket.destroy();
      upgradedSockets.clear();
    });
    app.addHook('onClose', async () => {
      app.server.off('upgrade', onUpgrade);
      connectionsByAddress.clear();
      await broker.close();
    });
  },
  { name: 'realtime', dependencies: ['auth'] },
);
