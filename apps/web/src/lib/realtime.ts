import { HEARTBEAT_MS } from '@myeolgong/contract/realtime';
import type { Client, StompSubscription } from '@stomp/stompjs';
import { createTransport } from './realtime-transport';
import { getToken, subscribeSession } from './session';

/** SPEC.md §9: reconnect after 5 s; disconnect 5 s after the last screen using the channel leaves. */
const RECONNECT_DELAY_MS = 5_000;
const DISCONNECT_DELAY_MS = 5_000;
/** Longest wait for the STOMP CONNECTED frame before the attempt counts as failed. */
const CONNECT_TIMEOUT_MS = 10_000;
/** Longest wait for an idle moment after the first paint before connecting anyway. */
const IDLE_TIMEOUT_MS = 2_000;

type Handler = (body: unknown) => void;

interface Listener {
  topic: string;
  handler: Handler;
  subscription: StompSubscription | null;
  /** Heard after a subscription that had lapsed (a dropped socket, a page back from the cache) is in place again. */
  onResume: (() => void) | undefined;
  /** Whether this listener has been subscribed before: the next subscription is a resumption. */
  subscribedBefore: boolean;
}

const listeners = new Set<Listener>();
let client: Client | null = null;
let connecting: Promise<Client | null> | null = null;
let disconnectTimer: ReturnType<typeof setTimeout> | null = null;
/** The token the open connection signed in with; a change of session reconnects with the new one. */
let connectedToken: string | null = null;
let stopWatchingSession: (() => void) | null = null;
let watchingLifecycle = false;

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
    return;
  }
  // What was sent while the subscription lapsed never arrives: the screen reloads what it shows,
  // after the new subscription, so nothing falls in the gap.
  if (listener.subscribedBefore) listener.onResume?.();
  listener.subscribedBefore = true;
}

/**
 * Resolves once the page has been painted and the browser has a moment to spare: the channel is
 * never part of the first screen's work. The server's page already shows current figures, so live
 * updates can start a moment later; the STOMP client's download, evaluation and handshake then do
 * not compete with the page's own code and first renders (docs/performance.md 'Issue 23, tenth
 * session').
 */
function afterFirstPaint(): Promise<void> {
  if (typeof requestAnimationFrame !== 'function' || document.visibilityState === 'hidden') {
    return Promise.resolve();
  }
  return new Promise((resolve) => {
    const whenIdle = () => {
      if (typeof requestIdleCallback === 'function') {
        requestIdleCallback(() => resolve(), { timeout: IDLE_TIMEOUT_MS });
      } else setTimeout(resolve, 0);
    };
    requestAnimationFrame(() => setTimeout(whenIdle, 0));
    // A window that paints no frames (occluded) still connects.
    setTimeout(resolve, 1_000 + IDLE_TIMEOUT_MS);
  });
}

/**
 * Back/forward cache (docs/architecture.md 'Real-time transport'): Chromium does not keep a page
 * with an open WebSocket, so the socket closes when the page is hidden for navigation and opens
 * again when the page comes back from the cache. No `unload` listener anywhere.
 */
function watchPageLifecycle(): void {
  if (watchingLifecycle || typeof window === 'undefined') return;
  watchingLifecycle = true;
  window.addEventListener('pagehide', () => {
    const active = client;
    if (!active) return;
    for (const listener of listeners) listener.subscription = null;
    void active
      .deactivate({ force: true })
      .catch((error: unknown) => logFailure('close on pagehide failed', error));
  });
  window.addEventListener('pageshow', (event) => {
    const active = client;
    if (!event.persisted || !active) return;
    connectedToken = getToken();
    active.connectHeaders = authHeaders(connectedToken);
    active.activate();
  });
}

/**
 * The STOMP client loads only when a screen first needs the channel, after the first paint and an
 * idle moment.
 */
async function connect(): Promise<Client | null> {
  if (client) return client;
  connecting ??= (async () => {
    try {
      await afterFirstPaint();
      const { Client: StompClient } = await import('./stomp-client');
      const transport = createTransport();
      const token = getToken();
      connectedToken = token;
      watchSession();
      watchPageLifecycle();
      const next = new StompClient({
        beforeConnect: () => transport.prepare(),
        webSocketFactory: () => transport.create(),
        connectHeaders: authHeaders(token),
        heartbeatIncoming: HEARTBEAT_MS,
        heartbeatOutgoing: HEARTBEAT_MS,
        reconnectDelay: RECONNECT_DELAY_MS,
        // A socket that neither opens nor fails (a proxy holding the upgrade) counts as failed.
        connectionTimeout: CONNECT_TIMEOUT_MS,
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
        // Closed while active: it failed (a deliberate close first marks the client inactive).
        if (!transport.closed(next.active) || client !== next) return;
        // The WebSocket never opened (a proxy without upgrades): SockJS now, not in 5 s.
        logFailure('WebSocket unavailable, falling back to SockJS');
        void next
          .deactivate()
          .then(() => {
            if (client === next) next.activate();
          })
          .catch((error: unknown) => logFailure('fallback failed', error));
      };
      next.onStompError = (frame) => logFailure('broker error', frame.headers.message);
      next.onWebSocketError = (event) => logFailure('socket error', event);
      client = next;
      next.activate();
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
 * Listens to a STOMP topic over the shared connection (WebSocket, else SockJS), which opens on first use and closes
 * 5 s after the last listener leaves. `onResume` runs each time the subscription is back after a
 * lapse (a reconnect, a page restored from the back/forward cache): messages sent meanwhile are
 * lost, so a screen whose topic carries events, not states, reloads there. Returns the function
 * that stops listening.
 */
export function subscribeTopic(
  topic: string,
  handler: Handler,
  options: { onResume?: () => void } = {},
): () => void {
  const listener: Listener = {
    topic,
    handler,
    subscription: null,
    onResume: options.onResume,
    subscribedBefore: false,
  };
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
