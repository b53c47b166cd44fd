import { vi } from 'vitest';

export function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

/** The server's error body (CONTRACT.md), with its Korean message. */
export function apiError(status: number, code: string, message: string, fields?: object): Response {
  return json(status, { success: false, status, code, message, ...(fields ? { fields } : {}) });
}

export interface FetchCall {
  method: string;
  path: string;
  url: URL;
  headers: Record<string, string>;
  body: unknown;
  /** fetch's keepalive: the request may outlive the page. */
  keepalive: boolean;
}

type Handler = (call: FetchCall) => Response | Promise<Response> | undefined;

/**
 * Replaces fetch with `handler`; a call it does not answer is a 404. Returns the calls made,
 * with the path (no query), parsed query and JSON body, for assertions.
 */
export function mockFetch(handler: Handler) {
  const calls: FetchCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const call: FetchCall = {
      method: init.method ?? 'GET',
      path: url.pathname,
      url,
      headers: (init.headers ?? {}) as Record<string, string>,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      keepalive: init.keepalive === true,
    };
    calls.push(call);
    const response = await handler(call);
    return response ?? apiError(404, 'NOT_FOUND', '요청한 정보를 찾을 수 없습니다.');
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}

/** A fetch that never reaches a server. */
export function offlineFetch() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    }),
  );
}
