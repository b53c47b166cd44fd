import { REALTIME_PATH } from '@myeolgong/contract/realtime';
import type { IStompSocket } from '@stomp/stompjs';

/**
 * How the STOMP client reaches the server (docs/decisions/027): a plain WebSocket to
 * `/ws/websocket` first; SockJS (its code downloaded only then) when that WebSocket never opens,
 * e.g. behind a proxy that refuses the upgrade.
 */
type TransportKind = 'websocket' | 'sockjs';

type SockJSConstructor = new (url: string) => IStompSocket;

/** The raw WebSocket endpoint of the SockJS server: every message is one STOMP frame. */
export function nativeSocketUrl(location: Pick<Location, 'protocol' | 'host'>): string {
  const scheme = location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${scheme}//${location.host}${REALTIME_PATH}/websocket`;
}

export interface Transport {
  /** What the next connection attempt uses. */
  readonly kind: TransportKind;
  /** Called before each attempt: downloads sockjs-client when the fallback is needed. */
  prepare(): Promise<void>;
  /** The socket for the STOMP client's `webSocketFactory`. */
  create(): IStompSocket;
  /**
   * Called when a socket closed, `failed` unless the app closed it: answers true when that was a
   * WebSocket that failed before opening on a page where none ever opened, so the next attempt
   * should go (at once) through SockJS.
   */
  closed(failed: boolean): boolean;
}

/** Loads sockjs-client; a module of its own so tests can replace it. */
async function loadSockJS(): Promise<SockJSConstructor> {
  // sockjs-client reads Node's `global`, which browsers call globalThis.
  (globalThis as Record<string, unknown>).global ??= globalThis;
  const { default: SockJS } = await import('sockjs-client');
  return SockJS as unknown as SockJSConstructor;
}

export function createTransport(load: () => Promise<SockJSConstructor> = loadSockJS): Transport {
  let kind: TransportKind = 'websocket';
  let SockJS: SockJSConstructor | null = null;
  /** Whether a native WebSocket has opened on this page: later failures are outages, not a proxy. */
  let everOpened = false;
  let current: { socket: IStompSocket; opened: boolean } | null = null;

  return {
    get kind() {
      return kind;
    },
    async prepare() {
      if (kind === 'sockjs' && !SockJS) SockJS = await load();
    },
    create() {
      if (kind === 'sockjs' && SockJS) {
        current = { socket: new SockJS(REALTIME_PATH), opened: false };
        return current.socket;
      }
      // No sub-protocol list: the server's raw endpoint answers without one, and a browser drops
      // a connection whose requested protocols were not confirmed.
      const socket = new WebSocket(nativeSocketUrl(window.location));
      const attempt = { socket: socket as IStompSocket, opened: false };
      socket.addEventListener('open', () => {
        attempt.opened = true;
        everOpened = true;
      });
      current = attempt;
      return attempt.socket;
    },
    closed(failed) {
      const attempt = current;
      current = null;
      if (!failed || kind !== 'websocket' || !attempt || attempt.opened || everOpened) return false;
      kind = 'sockjs';
      return true;
    },
  };
}
