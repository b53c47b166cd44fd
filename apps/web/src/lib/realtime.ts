import { HEARTBEAT_MS, REALTIME_PATH } from '@myeolgong/contract/realtime';
import type { Client, StompSubscription } from '@stomp/stompjs';
import { getToken, subscribeSession } from './session';

/** SPEC.md §9: reconnect after 5 s; disconnect 5 s after the last screen using the channel leaves. */
const RECONNECT_DELAY_MS = 5_000;
const DISCONNECT_DELAY_MS = 5_000;

type Handler = (body: unknown) => void;

interface Listener {
  topic: string;
  handler: Handler;
  subscription: StompSubscription | null;
}

const listeners = new Set<Listener>();
let client: Client | null = null;
let connecting: Promise<Client | null> | null = null;
let disconnectTimer: ReturnType<typeof setTimeout> | null = null;
/** The token the open connection signed in with; a change of session reconnects with the new one. */
let connectedToken: string | null = null;
let stopWatchingSession: (() => void) | null = null;

function authHeaders(token: string | null): Record<string, string> {
  return token ? { Authorization: `Bearer ${token}` } : {};
}

/** After sign-in or sign-out the channel reconnects, so the server knows who is listening. */
function watchSession(): void {
  stopWatchingSession ??= subscribeSession(() => {
    const active = client;
    const token = getToken();
    if (!active || token === connectedToken) return;
    connectedToken = token;
    active.connectHeaders = authHeaders(token);
    for (const listener of listeners) listener.subscription = null;
    void active
      .deactivate()
      .then(() => {
        // Still the current client (not closed for good meanwhile): open it again.
        if (client === active) active.activate();
      })
      .catch((error: unknown) => logFailure('reconnect failed', error));
  });
}

/** Channel failures are only logged (SPEC.md §4). */
function logFailure(message: string, detail?: unknown): void {
  console.warn(`[realtime] ${message}`, detail ?? '');
}

function parse(body: string): unknown {
  try {
    return JSON.parse(body) as unknown;
  } catch {
    logFailure('unreadable message', body);
    return undefined;
  }
}

function attach(active: Client, listener: Listener): void {
  if (!active.connected || listener.subscription) return;
  try {
    listener.subscription = active.subscribe(listener.topic, (message) => {
      const body = parse(message.body);
      if (body !== undefined) listener.handler(body);
    });
  } catch (error) {
    logFailure('subscribe failed', error);
  }
}

/** The STOMP client and SockJS load only when a screen first needs the channel. */
async function connect(): Promise<Client | null> {
  if (client) return client;
  connecting ??= (async () => {
    try {
      // sockjs-client reads Node's `global`, which browsers call globalThis.
      (globalThis as Record<string, unknown>).global ??= globalThis;
      const [{ Client: StompClient }, { default: SockJS }] = await Promise.all([
        import('@stomp/stompjs'),
        import('sockjs-client'),
      ]);
      const token = getToken();
      connectedToken = token;
      watchSession();
      const next = new StompClient({
        webSocketFactory: () => new SockJS(REALTIME_PATH),
        connectHeaders: authHeaders(token),
        heartbeatIncoming: HEARTBEAT_MS,
        heartbeatOutgoing: HEARTBEAT_MS,
        reconnectDelay: RECONNECT_DELAY_MS,
        debug: () => {},
      });
      next.onConnect = () => {
        for (const listener of listeners) {
          listener.subscription = null;
          attach(next, listener);
        }
      };
      next.onWebSocketClose = () => {
        for (const listener of listeners) listener.subscription = null;
      };
      next.onStompError = (frame) => logFailure('broker error', frame.headers.message);
      next.onWebSocketError = (event) => logFailure('socket error', event);
      next.activate();
      client = next;
      return next;
    } catch (error) {
      logFailure('could not start', error);
      return null;
    } finally {
      connecting = null;
    }
  })();
  return connecting;
}

function scheduleDisconnect(): void {
  if (disconnectTimer) clearTimeout(disconnectTimer);
  disconnectTimer = setTimeout(() => {
    disconnectTimer = null;
    if (listeners.size > 0 || !client) return;
    const closing = client;
    client = null;
    void closing.deactivate().catch((error: unknown) => logFailure('disconnect failed', error));
  }, DISCONNECT_DELAY_MS);
}

/**
 * Listens to a STOMP topic over the shared SockJS connection, which opens on first use and closes
 * 5 s after the last listener leaves. Returns the function that stops listening.
 */
export function subscribeTopic(topic: string, handler: Handler): () => void {
  const listener: Listener = { topic, handler, subscription: null };
  listeners.add(listener);
  if (disconnectTimer) {
    clearTimeout(disconnectTimer);
    disconnectTimer = null;
  }
  void connect().then((active) => {
    if (active && listeners.has(listener)) attach(active, listener);
  });
  return () => {
    listeners.delete(listener);
    try {
      listener.subscription?.unsubscribe();
    } catch (error) {
      logFailure('unsubscribe failed', error);
    }
    listener.subscription = null;
    if (listeners.size === 0) scheduleDisconnect();
  };
}

/** Whether a connection is open or opening, for tests and diagnostics. */
export function isRealtimeActive(): boolean {
  return client !== null;
}
