import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authGoogle } from '@myeolgong/contract/endpoints/auth';
import { boardsByName, boardsList } from '@myeolgong/contract/endpoints/boards';
import { commentsUpdate } from '@myeolgong/contract/endpoints/comments';
import {
  postsBoard,
  postsById,
  postsCreate,
  postsLike,
  postsView,
} from '@myeolgong/contract/endpoints/posts';
import { siteInfo } from '@myeolgong/contract/endpoints/site';
import { usersMe } from '@myeolgong/contract/endpoints/users';
import { ApiError, call, urlOf } from './http';

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
    await expect(call(boardsList)).resolves.toEqual([{ id: 1 }]);
    expect(lastRequest().url).toBe('/api/boards');
    expect(lastRequest().headers.Accept).toBe('application/json');
  });

  it('sends the stored token as a bearer header', async () => {
    localStorage.setItem('token', 'abc.def');
    fetchMock.mockResolvedValue(json(200, {}));
    await call(siteInfo);
    expect(lastRequest().headers.Authorization).toBe('Bearer abc.def');
  });

  it('sends an explicit token instead of the stored one', async () => {
    localStorage.setItem('token', 'stored');
    fetchMock.mockResolvedValue(json(200, {}));
    await call(usersMe, { token: 'fresh.from.popup' });
    expect(lastRequest().headers.Authorization).toBe('Bearer fresh.from.popup');
  });

  it('sends no Authorization header without a token', async () => {
    fetchMock.mockResolvedValue(json(200, {}));
    await call(siteInfo);
    expect(lastRequest().headers).not.toHaveProperty('Authorization');
  });

  it('sends bodies as JSON and appends query parameters', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
    await expect(
      call(postsLike, { params: { id: 7 }, query: { status: 1 } }),
    ).resolves.toBeUndefined();
    const { url, init, headers } = lastRequest();
    expect(url).toBe('/api/like/post/7?status=1');
    expect(init.method).toBe('POST');
    expect(init.body).toBeUndefined();
    expect(headers).not.toHaveProperty('Content-Type');
  });

  it('sends bodies as JSON, leaves out undefined query values and encodes path parameters', async () => {
    fetchMock.mockImplementation(() => Promise.resolve(json(200, {})));
    await call(commentsUpdate, { params: { id: 3 }, body: { content: '수정' } });
    expect(lastRequest().url).toBe('/api/comments/3');
    expect(lastRequest().init.method).toBe('PUT');
    expect(lastRequest().init.body).toBe('{"content":"수정"}');
    expect(lastRequest().headers['Content-Type']).toBe('application/json');
    await call(postsBoard, {
      params: { name: '주식 이야기/국내' },
      query: { sort: 'new', cursor: undefined, page: 0 },
    });
    expect(lastRequest().url).toBe(
      `/api/boards/${encodeURIComponent('주식 이야기/국내')}/posts?sort=new&page=0`,
    );
  });

  it('lets the type check refuse a call that does not fit its endpoint', () => {
    // Never run: each marked line is a type error, and tsc -p apps/web fails if one stops being one.
    const typeChecks = async () => {
      // @ts-expect-error a path parameter left out
      await call(postsById);
      // @ts-expect-error a parameter the path does not have
      await call(postsById, { params: { postId: 1 } });
      // @ts-expect-error a body the endpoint does not take
      await call(postsView, { params: { id: 1 }, body: { a: 1 } });
      // @ts-expect-error a query value outside the endpoint's type
      await call(postsLike, { params: { id: 1 }, query: { status: 2 } });
      // @ts-expect-error an endpoint the table does not have (e.g. renamed)
      await call(postsLikes, { params: { id: 1 } });
      const post = await call(postsById, { params: { id: 1 } });
      // @ts-expect-error the answer is typed: a Post has no such field
      void post.nonexistentField;
    };
    expect(typeChecks).toBeTypeOf('function');
  });

  it('builds a link to an endpoint without calling it', () => {
    expect(urlOf(authGoogle, { query: { origin: 'https://a.example' } })).toBe(
      `/api/auth/google?origin=${encodeURIComponent('https://a.example')}`,
    );
    expect(fetchMock).not.toHaveBeenCalled();
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
    const error = await call(boardsByName, { params: { name: 'nope' } }).catch((e: unknown) => e);
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
    await expect(
      call(postsCreate, { body: { title: '', content: '', boardName: '' } }),
    ).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { title: '제목을 입력해주세요.' },
    });
  });

  it('falls back to a Korean message when the error body is not JSON', async () => {
    fetchMock.mockResolvedValue(new Response('<html>Bad gateway</html>', { status: 502 }));
    await expect(call(boardsList)).rejects.toMatchObject({
      status: 502,
      code: 'INTERNAL_ERROR',
      message: '서버 오류가 발생했습니다. 잠시 후 다시 시도해주세요.',
    });
  });

  it('reports a network failure in Korean', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const error = await call(boardsList).catch((e: unknown) => e);
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
    const pending = call(boardsList, { timeoutMs: 5_000 }).catch((e: unknown) => e);
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
    const pending = call(boardsList).catch((e: unknown) => e);
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
    const pending = call(boardsList, { signal: controller.signal }).catch((e: unknown) => e);
    controller.abort();
    const error = await pending;
    expect(error).not.toBeInstanceOf(ApiError);
    expect((error as DOMException).name).toBe('AbortError');
  });
});
