import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { hydrateServerState, SERVER_STATE_ID } from './server-state';

function embed(json: string) {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = SERVER_STATE_ID;
  block.textContent = json;
  document.body.append(block);
}

const state = (dataUpdatedAt: number) =>
  JSON.stringify({
    mutations: [],
    queries: [
      {
        queryKey: ['posts', 'detail', 7],
        queryHash: '["posts","detail",7]',
        state: {
          data: { id: 7, title: '서버에서 온 글' },
          dataUpdateCount: 1,
          dataUpdatedAt,
          error: null,
          errorUpdateCount: 0,
          errorUpdatedAt: 0,
          fetchFailureCount: 0,
          fetchFailureReason: null,
          fetchMeta: null,
          isInvalidated: false,
          status: 'success',
          fetchStatus: 'idle',
        },
      },
    ],
  });

afterEach(() => {
  document.getElementById(SERVER_STATE_ID)?.remove();
  localStorage.clear();
});

describe('hydrateServerState', () => {
  it('puts the embedded answers in the cache as fresh, once, and removes the block', () => {
    embed(state(1));
    const client = new QueryClient();
    expect(hydrateServerState(client)).toBe(true);
    const query = client.getQueryCache().find({ queryKey: ['posts', 'detail', 7] })!;
    expect(query.state.data).toEqual({ id: 7, title: '서버에서 온 글' });
    // The server's clock does not decide freshness here.
    expect(Date.now() - query.state.dataUpdatedAt).toBeLessThan(1_000);
    expect(query.isStaleByTime(60_000)).toBe(false);
    expect(document.getElementById(SERVER_STATE_ID)).toBeNull();
    expect(hydrateServerState(new QueryClient())).toBe(false);
  });

  it('marks the answers stale for a signed-in reader, whose own answers differ', () => {
    localStorage.setItem('token', 'a-token');
    embed(state(Date.now()));
    const client = new QueryClient();
    expect(hydrateServerState(client)).toBe(true);
    const query = client.getQueryCache().find({ queryKey: ['posts', 'detail', 7] })!;
    expect(query.state.data).toEqual({ id: 7, title: '서버에서 온 글' });
    expect(query.state.isInvalidated).toBe(true);
  });

  it('ignores a missing or damaged block', () => {
    expect(hydrateServerState(new QueryClient())).toBe(false);
    embed('{not json');
    expect(hydrateServerState(new QueryClient())).toBe(false);
  });
});
