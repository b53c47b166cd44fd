import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

interface FakeClient {
  config: Record<string, unknown>;
  connected: boolean;
  active: boolean;
  onConnect: () => void;
  onWebSocketClose: () => void;
  activate: ReturnType<typeof vi.fn>;
  deactivate: ReturnType<typeof vi.fn>;
  subscribe: ReturnType<typeof vi.fn>;
}

const clients: FakeClient[] = [];
vi.mock('@stomp/stompjs', () => ({
  Client: class {
    connected = false;
    active = false;
    onConnect = () => {};
    onWebSocketClose = () => {};
    activate = vi.fn(() => {
      this.active = true;
    });
    deactivate = vi.fn(async (_options?: { force?: boolean }) => {
      this.active = false;
    });
    subscribe = vi.fn((_topic: string, _callback: (message: { body: string }) => void) => ({
      unsubscribe: vi.fn(),
    }));
    constructor(public config: Record<string, unknown>) {
      clients.push(this as unknown as FakeClient);
    }
  },
}));
const sockjsLoaded = vi.fn();
vi.mock('sockjs-client', () => {
  sockjsLoaded();
  return {
    default: class {
      constructor(public url: string) {}
    },
  };
});

/** A WebSocket that fails before opening, as behind a proxy that refuses the upgrade. */
class BlockedWebSocket extends EventTarget {
  constructor(public url: string) {
    super();
  }
  close() {}
}

afterEach(() => {
  vi.useRealTimers();
  clients.length = 0;
});

describe('subscribeTopic', () => {
  it('connects with the token and heart-beats, delivers JSON, and disconnects 5 s after the last listener', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { signIn, signOut } = await import('./session');
    signIn('secret');
    const { subscribeTopic, isRealtimeActive } = await import('./realtime');
    const received: unknown[] = [];
    const stop = subscribeTopic('/topic/posts/1/comments', (body) => received.push(body));
    await vi.waitFor(() => expect(clients).toHaveLength(1));
    const client = clients[0]!;
    expect(client.config).toMatchObject({
      connectHeaders: { Authorization: 'Bearer secret' },
      heartbeatIncoming: 4000,
      heartbeatOutgoing: 4000,
      reconnectDelay: 5000,
    });
    expect(client.activate).toHaveBeenCalled();

    client.connected = true;
    client.onConnect();
    expect(client.subscribe).toHaveBeenCalledWith('/topic/posts/1/comments', expect.any(Function));
    const deliver = client.subscribe.mock.calls[0]![1] as (message: { body: string }) => void;
    deliver({ body: '{"postId":1}' });
    deliver({ body: 'not json' });
    expect(received).toEqual([{ postId: 1 }]);

    vi.useFakeTimers();
    stop();
    vi.advanceTimersByTime(4_900);
    expect(client.deactivate).not.toHaveBeenCalled();
    expect(isRealtimeActive()).toBe(true);
    vi.advanceTimersByTime(200);
    expect(client.deactivate).toHaveBeenCalled();
    expect(isRealtimeActive()).toBe(false);
    signOut();
  });

  it('reconnects with the new token after sign-in and without one after sign-out', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { signIn, signOut } = await import('./session');
    signOut();
    const { subscribeTopic } = await import('./realtime');
    const stop = subscribeTopic('/topic/posts/2/likes', () => {});
    await vi.waitFor(() => expect(clients).toHaveLength(1));
    const client = clients[0]! as FakeClient & { connectHeaders?: Record<string, string> };
    expect(client.config.connectHeaders).toEqual({});
    client.connected = true;
    client.onConnect();
    expect(client.activate).toHaveBeenCalledTimes(1);

    signIn('fresh-token');
    expect(client.connectHeaders).toEqual({ Authorization: 'Bearer fresh-token' });
    expect(client.deactivate).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(client.activate).toHaveBeenCalledTimes(2));

    signIn('fresh-token'); // the same token again: nothing to do
    expect(client.deactivate).toHaveBeenCalledTimes(1);

    signOut();
    expect(client.connectHeaders).toEqual({});
    await vi.waitFor(() => expect(client.activate).toHaveBeenCalledTimes(3));
    stop();
  });
});

describe('transport', () => {
  // A fresh module each time: no connection left over from another test.
  beforeEach(() => {
    vi.resetModules();
    sockjsLoaded.mockClear();
  });

  it('opens a native WebSocket, and falls back at once to SockJS (loaded only then) when it never opens', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.stubGlobal('WebSocket', BlockedWebSocket);
    const { subscribeTopic } = await import('./realtime');
    const stop = subscribeTopic('/topic/stocks', () => {});
    await vi.waitFor(() => expect(clients).toHaveLength(1));
    const client = clients[0]!;
    const prepare = client.config.beforeConnect as () => Promise<void>;
    const factory = client.config.webSocketFactory as () => { url: string };
    await prepare();
    const first = factory();
    expect(first).toBeInstanceOf(BlockedWebSocket);
    expect(first.url).toMatch(/^ws:\/\/.+\/ws\/websocket$/);
    expect(sockjsLoaded).not.toHaveBeenCalled();

    (first as unknown as BlockedWebSocket).dispatchEvent(new Event('close'));
    client.onWebSocketClose(); // still active: the attempt failed
    expect(client.deactivate).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(client.activate).toHaveBeenCalledTimes(2));
    await prepare();
    expect(sockjsLoaded).toHaveBeenCalledTimes(1);
    expect(factory()).toMatchObject({ url: '/ws' });
    stop();
    vi.unstubAllGlobals();
  });

  it('closes the socket when the page is hidden and reconnects when it returns from the back/forward cache', async () => {
    const { subscribeTopic } = await import('./realtime');
    const stop = subscribeTopic('/topic/stocks', () => {});
    await vi.waitFor(() => expect(clients.length).toBeGreaterThan(0));
    const client = clients.at(-1)!;
    client.active = true;
    const activations = client.activate.mock.calls.length;
    window.dispatchEvent(new PageTransitionEvent('pagehide', { persisted: true }));
    expect(client.deactivate).toHaveBeenLastCalledWith({ force: true });
    client.onWebSocketClose(); // inactive now: a deliberate close, no fallback
    window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: false }));
    expect(client.activate).toHaveBeenCalledTimes(activations);
    window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
    expect(client.activate).toHaveBeenCalledTimes(activations + 1);
    stop();
  });

  it('tells a listener when its subscription is back after a lapse, not on the first one', async () => {
    const { subscribeTopic } = await import('./realtime');
    const resumed = vi.fn();
    const stop = subscribeTopic('/topic/posts/3/comments', () => {}, { onResume: resumed });
    await vi.waitFor(() => expect(clients.length).toBeGreaterThan(0));
    const client = clients.at(-1)!;
    client.connected = true;
    client.onConnect();
    expect(client.subscribe).toHaveBeenCalledTimes(1);
    expect(resumed).not.toHaveBeenCalled();

    // Away in the back/forward cache, then back: subscribed again, and the screen catches up.
    window.dispatchEvent(new PageTransitionEvent('pagehide', { persisted: true }));
    client.onWebSocketClose();
    window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
    client.onConnect();
    expect(client.subscribe).toHaveBeenCalledTimes(2);
    expect(resumed).toHaveBeenCalledTimes(1);

    // A dropped socket that the client reopens on its own.
    client.onWebSocketClose();
    client.onConnect();
    expect(resumed).toHaveBeenCalledTimes(2);
    stop();
  });
});
