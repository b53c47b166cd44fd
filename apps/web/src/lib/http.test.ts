import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api, http } from './http';

const fetchMock = vi.fn<typeof fetch>();

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

function lastRequest() {
  const [url, init] = fetchMock.mock.calls.at(-1) ?? [];
  return { url, init: init ?? {}, headers: (init?.headers ?? {}) as Record<string, string> };
}

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('http', () => {
  it('returns the parsed JSON body', async () => {
    fetchMock.mockResolvedValue(json(200, [{ id: 1 }]));
    await expect(api.get('/api/boards')).resolves.toEqual([{ id: 1 }]);
    expect(lastRequest().url).toBe('/api/boards');
    expect(lastRequest().headers.Accept).toBe('application/json');
  });

  it('sends the stored token as a bearer header', async () => {
    localStorage.setItem('token', 'abc.def');
    fetchMock.mockResolvedValue(json(200, {}));
    await api.get('/api/site');
    expect(lastRequest().headers.Authorization).toBe('Bearer abc.def');
  });

  it('sends an explicit token instead of the stored one', async () => {
    localStorage.setItem('token', 'stored');
    fetchMock.mockResolvedValue(json(200, {}));
    await api.get('/api/users/me', { token: 'fresh.from.popup' });
    expect(lastRequest().headers.Authorization).toBe('Bearer fresh.from.popup');
  });

  it('sends no Authorization header without a token', async () => {
    fetchMock.mockResolvedValue(json(200, {}));
    await api.get('/api/site');
    expect(lastRequest().headers).not.toHaveProperty('Authorization');
  });

  it('sends bodies as JSON and appends query parameters', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
    await expect(
      http('/api/posts', {
        method: 'POST',
        body: { title: '제목' },
        query: { page: 0, sort: 'new', skip: undefined },
      }),
    ).resolves.toBeUndefined();
    const { url, init, headers } = lastRequest();
    expect(url).toBe('/api/posts?page=0&sort=new');
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"title":"제목"}');
    expect(headers['Content-Type']).toBe('application/json');
  });

  it('maps the server error body to ApiError', async () => {
    fetchMock.mockResolvedValue(
      json(404, {
        success: false,
        status: 404,
        code: 'NOT_FOUND',
        message: '게시판을 찾을 수 없습니다.',
      }),
    );
    const error = await api.get('/api/boards/nope').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 404,
      code: 'NOT_FOUND',
      message: '게시판을 찾을 수 없습니다.',
    });
  });

  it('keeps per-field validation messages', async () => {
    fetchMock.mockResolvedValue(
      json(400, {
        success: false,
        status: 400,
        code: 'VALIDATION_FAILED',
        message: '입력값을 확인해주세요.',
        fields: { title: '제목을 입력해주세요.' },
      }),
    );
    await expect(api.post('/api/posts', {})).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { title: '제목을 입력해주세요.' },
    });
  });

  it('falls back to a Korean message when the error body is not JSON', async () => {
    fetchMock.mockResolvedValue(new Response('<html>Bad gateway</html>', { status: 502 }));
    await expect(api.get('/api/boards')).rejects.toMatchObject({
      status: 502,
      code: 'INTERNAL_ERROR',
      message: '서버 오류가 발생했습니다. 잠시 후 다시 시도해주세요.',
    });
  });

  it('reports a network failure in Korean', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const error = await api.get('/api/boards').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 0,
      code: 'NETWORK_ERROR',
      isNetwork: true,
      isTimeout: false,
    });
    expect((error as ApiError).message).toContain('서버에 연결할 수 없습니다');
  });

  it('aborts and reports a time-out, distinct from a network failure', async () => {
    vi.useFakeTimers();
    fetchMock.mockImplementation(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () =>
            reject(new DOMException('Aborted', 'AbortError')),
          );
        }),
    );
    const pending = api.get('/api/slow', { timeoutMs: 5_000 }).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(4_999);
    expect(lastRequest().init.signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = await pending;
    expect(error).toMatchObject({ status: 0, code: 'TIMEOUT', isTimeout: true });
    expect((error as ApiError).message).toContain('시간이 초과');
  });

  it('times out after 10 s by default', async () => {
    vi.useFakeTimers();
    fetchMock.mockImplementation(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () =>
            reject(new DOMException('Aborted', 'AbortError')),
          );
        }),
    );
    const pending = api.get('/api/slow').catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(10_000);
    await expect(pending).resolves.toMatchObject({ code: 'TIMEOUT' });
  });

  it("rethrows the caller's own cancellation untouched", async () => {
    fetchMock.mockImplementation(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () =>
            reject(new DOMException('Aborted', 'AbortError')),
          );
        }),
    );
    const controller = new AbortController();
    const pending = api.get('/api/boards', { signal: controller.signal }).catch((e: unknown) => e);
    controller.abort();
    const error = await pending;
    expect(error).not.toBeInstanceOf(ApiError);
    expect((error as DOMException).name).toBe('AbortError');
  });
});
