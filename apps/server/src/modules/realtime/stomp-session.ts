import { isKnownTopic, isUserQueue, userDestination } from '@myeolgong/contract/realtime';
import type { FastifyBaseLogger } from 'fastify';
import {
  StompFrameError,
  StompParser,
  type FrameLimits,
  type StompFrame,
} from '../../lib/stomp/frame';
import { serializeFrame, type OutgoingFrame } from '../../lib/stomp/serialize';
import { negotiateHeartBeat, parseHeartBeat } from '../../lib/stomp/heart-beat';
import type { Viewer } from '../../lib/viewer';
import type { Broker, BrokerMessage } from './broker';
import { messageFrame, type SubscriptionHeaders } from './message-frames';

/** What a session needs of its connection (a SockJS connection in production). */
export interface StompTransport {
  write(text: string): void;
  close(): void;
  /** Bytes written but not yet taken by the client (unknown: 0). */
  backlog?(): number;
}

export interface StompSessionOptions {
  id: string;
  broker: Pick<Broker, 'subscribe'>;
  resolveViewer(token: string): Promise<Viewer | null>;
  log: FastifyBaseLogger;
  /** The server's heart-beat both ways, in ms (HEARTBEAT_MS). */
  heartBeatMs: number;
  maxSubscriptions: number;
  /** A connection that has not sent CONNECT by then is closed. */
  connectTimeoutMs: number;
  frameLimits?: Partial<FrameLimits>;
  /**
   * A client that stops reading while messages keep coming is cut off once this many bytes wait
   * for it, so one slow reader cannot make the server hold memory without end.
   */
  maxBacklogBytes?: number;
  /** Called once when the session ends, whoever ended it. */
  onEnd?: () => void;
}

export const SERVER_NAME = 'myeolgong-stomp/1.0';
/** Frames waiting while CONNECT checks its token; a client cannot make us hold more. */
const MAX_QUEUED_FRAMES = 1000;
/** Bytes a client may leave unread before it is cut off (about a thousand like messages). */
const DEFAULT_MAX_BACKLOG_BYTES = 1024 * 1024;
const ACK_MODES = new Set(['auto', 'client', 'client-individual']);

export const messages = {
  invalidToken: '로그인 정보가 올바르지 않거나 만료되었습니다. 다시 로그인해 주세요.',
  loginRequired: '로그인이 필요합니다.',
  sendNotAllowed:
    '이 채널은 받기 전용이라 메시지를 보낼 수 있는 주소(destination)가 없습니다. 댓글과 좋아요는 API로 보내 주세요.',
  connectFirst: '먼저 CONNECT 프레임을 보내야 합니다.',
  alreadyConnected: '이미 연결되어 있습니다. CONNECT는 한 번만 보낼 수 있습니다.',
  unsupportedVersion: '지원하지 않는 STOMP 버전입니다. 1.2 버전으로 연결해 주세요.',
  badHeartBeat: 'heart-beat 헤더 형식이 올바르지 않습니다. 예: heart-beat:4000,4000',
  subscribeHeaders: 'SUBSCRIBE 프레임에는 id와 destination 헤더가 필요합니다.',
  unsubscribeHeaders: 'UNSUBSCRIBE 프레임에는 id 헤더가 필요합니다.',
  duplicateSubscription: (id: string) => `이미 사용 중인 구독 id입니다: ${id}`,
  unknownTopic: (destination: string) => `구독할 수 없는 주제입니다: ${destination}`,
  badAckMode: 'ack 헤더는 auto, client, client-individual 중 하나여야 합니다.',
  tooManySubscriptions: (max: number) => `구독은 연결 하나에 최대 ${max}개까지 할 수 있습니다.`,
  transactions: '트랜잭션(BEGIN, COMMIT, ABORT)은 지원하지 않습니다.',
  unknownCommand: (command: string) => `알 수 없는 STOMP 명령입니다: ${command}`,
  tooManyFrames: '처리를 기다리는 프레임이 너무 많습니다.',
  connectTimeout: 'CONNECT 프레임을 기다리다 시간이 초과되었습니다.',
  slowConsumer: '메시지를 제때 받지 못해 연결을 끊습니다. 다시 연결해 주세요.',
  serverError: '서버 오류로 연결을 끊습니다. 잠시 후 다시 연결해 주세요.',
  tooManyConnections: (max: number) =>
    `같은 주소에서 연결이 너무 많습니다. 최대 ${max}개까지 연결할 수 있습니다.`,
} as const;

/** An ERROR frame: the short text in the `message` header, the same text as the body. */
export function errorFrame(message: string, extra: Record<string, string | undefined> = {}) {
  return serializeFrame({
    command: 'ERROR',
    headers: { message, 'content-type': 'text/plain;charset=utf-8', ...extra },
    body: message,
  });
}

interface Subscription extends SubscriptionHeaders {
  unsubscribe: () => void;
}

type State = 'awaiting-connect' | 'connected' | 'closed';

/** Case-insensitive lookup for the one header clients spell both ways. */
function authorizationHeader(frame: StompFrame): string | undefined {
  for (const [name, value] of Object.entries(frame.headers)) {
    if (name.toLowerCase() === 'authorization') return value;
  }
  return undefined;
}

/**
 * One STOMP 1.2 session on one connection: CONNECT (optional Bearer token), SUBSCRIBE,
 * UNSUBSCRIBE, MESSAGE delivery, heart-beats, DISCONNECT with receipts. Every ERROR closes the
 * connection (STOMP 1.2 'ERROR'). Never throws to its caller.
 */
export class StompSession {
  private readonly parser: StompParser;
  private state: State = 'awaiting-connect';
  private viewer: Viewer | null = null;
  private readonly subscriptions = new Map<string, Subscription>();
  private readonly queue: StompFrame[] = [];
  private draining = false;
  private lastReceived = Date.now();
  private readonly timers: NodeJS.Timeout[] = [];

  constructor(
    private readonly transport: StompTransport,
    private readonly options: StompSessionOptions,
  ) {
    this.parser = new StompParser(options.frameLimits);
    const connectTimer = setTimeout(() => {
      if (this.state === 'awaiting-connect') this.fail(messages.connectTimeout);
    }, options.connectTimeoutMs);
    connectTimer.unref();
    this.timers.push(connectTimer);
  }

  get id() {
    return this.options.id;
  }

  get isOpen() {
    return this.state !== 'closed';
  }

  get subscriptionCount() {
    return this.subscriptions.size;
  }

  /** Bytes (a SockJS message) from the client. */
  receive(data: string | Buffer): void {
    if (this.state === 'closed') return;
    this.lastReceived = Date.now();
    let frames: StompFrame[];
    try {
      frames = this.parser.push(data);
    } catch (error) {
      if (error instanceof StompFrameError) {
        this.options.log.debug({ session: this.id, code: error.code }, 'STOMP 프레임 오류');
        this.fail(error.message);
      } else {
        this.options.log.error({ err: error, session: this.id }, 'STOMP 프레임 처리 실패');
        this.fail(messages.serverError);
      }
      return;
    }
    if (frames.length === 0) return;
    if (this.queue.length + frames.length > MAX_QUEUED_FRAMES) {
      this.fail(messages.tooManyFrames);
      return;
    }
    this.queue.push(...frames);
    void this.drain();
  }

  /** The connection went away (client closed, network). */
  transportClosed(): void {
    this.dispose();
  }

  /** Ends the session from the server side (shutdown, idle client). */
  close(): void {
    if (this.state === 'closed') return;
    this.dispose();
    try {
      this.transport.close();
    } catch (err) {
      this.options.log.debug({ err, session: this.id }, 'SockJS 연결 종료 실패');
    }
  }

  private async drain() {
    if (this.draining) return;
    this.draining = true;
    try {
      while (this.queue.length > 0 && this.state !== 'closed') {
        const frame = this.queue.shift()!;
        const pending = this.handle(frame);
        if (pending) await pending;
      }
    } catch (err) {
      this.options.log.error({ err, session: this.id }, 'STOMP 프레임 처리 실패');
      this.fail(messages.serverError);
    } finally {
      this.draining = false;
    }
  }

  private handle(frame: StompFrame): Promise<void> | void {
    const receipt = frame.headers.receipt;
    if (this.state === 'awaiting-connect') {
      if (frame.command === 'CONNECT' || frame.command === 'STOMP') return this.connect(frame);
      return this.fail(messages.connectFirst, receipt);
    }
    switch (frame.command) {
      case 'CONNECT':
      case 'STOMP':
        return this.fail(messages.alreadyConnected, receipt);
      case 'SUBSCRIBE':
        if (!this.subscribe(frame)) return;
        break;
      case 'UNSUBSCRIBE': {
        const id = frame.headers.id;
        if (!id) return this.fail(messages.unsubscribeHeaders, receipt);
        const subscription = this.subscriptions.get(id);
        if (subscription) {
          subscription.unsubscribe();
          this.subscriptions.delete(id);
        }
        break;
      }
      case 'SEND':
        return this.fail(this.viewer ? messages.sendNotAllowed : messages.loginRequired, receipt);
      case 'ACK':
      case 'NACK':
        // Delivery is at-most-once: acknowledgements change nothing.
        break;
      case 'BEGIN':
      case 'COMMIT':
      case 'ABORT':
        return this.fail(messages.transactions, receipt);
      case 'DISCONNECT':
        if (receipt !== undefined)
          this.send({ command: 'RECEIPT', headers: { 'receipt-id': receipt } });
        this.close();
        return;
      default:
        return this.fail(messages.unknownCommand(frame.command), receipt);
    }
    if (receipt !== undefined)
      this.send({ command: 'RECEIPT', headers: { 'receipt-id': receipt } });
  }

  private async connect(frame: StompFrame): Promise<void> {
    const receipt = frame.headers.receipt;
    // No accept-version means STOMP 1.0 (STOMP 1.2 'Protocol Negotiation').
    const versions = (frame.headers['accept-version'] ?? '1.0').split(',').map((v) => v.trim());
    if (!versions.includes('1.2'))
      return this.fail(messages.unsupportedVersion, receipt, { version: '1.2' });
    const clientHeartBeat = parseHeartBeat(frame.headers['heart-beat']);
    if (!clientHeartBeat) return this.fail(messages.badHeartBeat, receipt);

    const authorization = authorizationHeader(frame)?.trim();
    if (authorization) {
      const match = /^Bearer\s+(\S+)$/i.exec(authorization);
      if (!match) return this.fail(messages.invalidToken, receipt);
      const viewer = await this.options.resolveViewer(match[1]!);
      if (this.state === 'closed') return;
      if (!viewer) return this.fail(messages.invalidToken, receipt);
      this.viewer = viewer;
    }

    this.state = 'connected';
    const beat = this.options.heartBeatMs;
    this.send({
      command: 'CONNECTED',
      headers: {
        version: '1.2',
        'heart-beat': `${beat},${beat}`,
        server: SERVER_NAME,
        session: this.id,
        'user-name': this.viewer ? String(this.viewer.id) : undefined,
      },
    });
    if (receipt !== undefined)
      this.send({ command: 'RECEIPT', headers: { 'receipt-id': receipt } });

    const { outgoing, incoming } = negotiateHeartBeat(clientHeartBeat, [beat, beat]);
    if (outgoing > 0) {
      const timer = setInterval(() => this.write('\n'), outgoing);
      timer.unref();
      this.timers.push(timer);
    }
    if (incoming > 0) {
      const timer = setInterval(() => {
        if (Date.now() - this.lastReceived > incoming * 2) {
          this.options.log.debug({ session: this.id }, 'heart-beat가 끊긴 STOMP 연결을 닫습니다');
          this.close();
        }
      }, incoming);
      timer.unref();
      this.timers.push(timer);
    }
  }

  /** False when the frame was refused (and the connection is closing). */
  private subscribe(frame: StompFrame): boolean {
    const { id, destination, receipt } = frame.headers;
    const ack = frame.headers.ack ?? 'auto';
    if (!id || !destination) return this.refuse(messages.subscribeHeaders, receipt);
    if (this.subscriptions.has(id)) return this.refuse(messages.duplicateSubscription(id), receipt);
    // A user queue is the signed-in member's own (CONTRACT.md): the broker destination is theirs.
    let brokerDestination = destination;
    if (isUserQueue(destination)) {
      if (!this.viewer) return this.refuse(messages.loginRequired, receipt);
      brokerDestination = userDestination(this.viewer.id, destination);
    } else if (!isKnownTopic(destination)) {
      return this.refuse(messages.unknownTopic(destination), receipt);
    }
    if (!ACK_MODES.has(ack)) return this.refuse(messages.badAckMode, receipt);
    if (this.subscriptions.size >= this.options.maxSubscriptions)
      return this.refuse(messages.tooManySubscriptions(this.options.maxSubscriptions), receipt);
    const subscription: Subscription = { id, destination, ack, unsubscribe: () => undefined };
    subscription.unsubscribe = this.options.broker.subscribe(brokerDestination, (message) =>
      this.deliver(subscription, message),
    );
    this.subscriptions.set(id, subscription);
    return true;
  }

  private refuse(message: string, receipt: string | undefined): false {
    this.fail(message, receipt);
    return false;
  }

  private deliver(subscription: Subscription, message: BrokerMessage) {
    // Delivery is queued (broker.ts): the subscription may have ended since the publish.
    if (this.state !== 'connected' || this.subscriptions.get(subscription.id) !== subscription)
      return;
    const backlog = this.transport.backlog?.() ?? 0;
    if (backlog > (this.options.maxBacklogBytes ?? DEFAULT_MAX_BACKLOG_BYTES)) {
      this.options.log.info({ session: this.id, backlog }, '느린 STOMP 구독자 연결 종료');
      return this.fail(messages.slowConsumer);
    }
    this.write(messageFrame(message, subscription));
  }

  /** Sends an ERROR frame and closes the connection. */
  private fail(
    message: string,
    receipt?: string,
    extra: Record<string, string | undefined> = {},
  ): void {
    if (this.state === 'closed') return;
    this.write(errorFrame(message, { 'receipt-id': receipt, ...extra }));
    this.close();
  }

  private send(frame: OutgoingFrame) {
    this.write(serializeFrame(frame));
  }

  private write(text: string) {
    if (this.state === 'closed') return;
    try {
      this.transport.write(text);
    } catch (err) {
      this.options.log.debug({ err, session: this.id }, 'SockJS 쓰기 실패');
    }
  }

  private dispose() {
    if (this.state === 'closed') return;
    this.state = 'closed';
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.length = 0;
    for (const subscription of this.subscriptions.values()) subscription.unsubscribe();
    this.subscriptions.clear();
    this.queue.length = 0;
    this.options.onEnd?.();
  }
}
