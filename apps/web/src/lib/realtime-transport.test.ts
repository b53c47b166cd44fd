import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTransport, nativeSocketUrl } from './realtime-transport';

/** A browser WebSocket that opens, or fails like one behind a proxy that refuses upgrades. */
class FakeWebSocket extends EventTarget {
  static mode: 'open' | 'fail' = 'open';
  static made: FakeWebSocket[] = [];
  readyState = 0;
  constructor(public url: string) {
    super();
    FakeWebSocket.made.push(this);
  }
  settle() {
    if (FakeWebSocket.mode === 'open') {
      this.readyState = 1;
      this.dispatchEvent(new Event('open'));
    } else {
      this.readyState = 3;
      this.dispatchEvent(new Event('error'));
      this.dispatchEvent(new Event('close'));
    }
  }
  close() {}
  send() {}
}

class FakeSockJS {
  onclose = null;
  onerror = null;
  onmessage = null;
  onopen = null;
  readyState = 0;
  constructor(public url: string) {}
  close() {}
  send() {}
}

afterEach(() => {
  vi.unstubAllGlobals();
  FakeWebSocket.made = [];
  FakeWebSocket.mode = 'open';
});

describe('nativeSocketUrl', () => {
  it('is the raw WebSocket endpoint on the page origin, wss on https', () => {
    expect(nativeSocketUrl({ protocol: 'http:', host: '127.0.0.1:4711' })).toBe(
      'ws://127.0.0.1:4711/ws/websocket',
    );
    expect(nativeSocketUrl({ protocol: 'https:', host: 'example.kr' })).toBe(
      'wss://example.kr/ws/websocket',
    );
  });
});

describe('createTransport', () => {
  it('uses a native WebSocket and never downloads SockJS while it works', async () => {
    vi.stubGlobal('WebSocket', FakeWebSocket);
    const load = vi.fn(async () => FakeSockJS);
    const transport = createTransport(load);
    await transport.prepare();
    const socket = transport.create() as unknown as FakeWebSocket;
    expect(socket).toBeInstanceOf(FakeWebSocket);
    expect(socket.url).toMatch(/^ws:\/\/.+\/ws\/websocket$/);
    socket.settle();
    // A server restart later: still a WebSocket, the proxy let it through before.
    expect(transport.closed(true)).toBe(false);
    const again = transport.create() as unknown as FakeWebSocket;
    FakeWebSocket.mode = 'fail';
    again.settle();
    expect(transport.closed(true)).toBe(false);
    expect(transport.kind).toBe('websocket');
    await transport.prepare();
    expect(load).not.toHaveBeenCalled();
  });

  it('falls back to SockJS, loaded only then, when the WebSocket fails before opening', async () => {
    vi.stubGlobal('WebSocket', FakeWebSocket);
    FakeWebSocket.mode = 'fail';
    const load = vi.fn(async () => FakeSockJS);
    const transport = createTransport(load);
    await transport.prepare();
    (transport.create() as unknown as FakeWebSocket).settle();
    expect(load).not.toHaveBeenCalled();
    expect(transport.closed(true)).toBe(true);
    expect(transport.kind).toBe('sockjs');
    await transport.prepare();
    expect(load).toHaveBeenCalledTimes(1);
    const socket = transport.create();
    expect(socket).toBeInstanceOf(FakeSockJS);
    expect(socket.url).toBe('/ws');
    // SockJS failing too (the server is down) does not switch again.
    expect(transport.closed(true)).toBe(false);
    expect(transport.kind).toBe('sockjs');
  });

  it('does not fall back when the app closed a socket that was still opening', () => {
    vi.stubGlobal('WebSocket', FakeWebSocket);
    const transport = createTransport(async () => FakeSockJS);
    transport.create();
    expect(transport.closed(false)).toBe(false);
    expect(transport.kind).toBe('websocket');
  });
});
