import { gunzipSync } from 'node:zlib';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app';
import { registerUser } from '../../test/users';
import { cacheTags, TaggedCache } from '../lib/response-cache';
import { REDIS_URL, redisReachable, uniqueRedisPrefix } from '../../test/redis';

let t: TestApp;
type Member = Awaited<ReturnType<typeof registerUser>>;
let alice: Member;
let bob: Member;

beforeAll(async () => {
  t = await buildTestApp({ RESPONSE_CACHE_SECONDS: '30' });
  alice = await registerUser(t.app, { nickname: '캐시앨리스' });
  bob = await registerUser(t.app, { nickname: '캐시밥' });
});
afterAll(async () => t.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });
const createPost = async (who: Member, title: string, boardName = 'free') => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/posts',
    headers: who.auth,
    payload: { title, content: `${title} 본문`, type: 'TEXT', boardName },
  });
  expect(res.statusCode).toBe(201);
  return res.json<{ id: number }>().id;
};
/** Changes a post's title in the database behind the server's back: nothing is invalidated. */
const renameQuietly = async (id: number, title: string) => {
  await sql`UPDATE posts SET title = ${title} WHERE id = ${id}`.execute(t.database.db);
};
const titles = (res: { json(): unknown }) =>
  (res.json() as { content: { title: string }[] }).content.map((p) => p.title);

describe('anonymous responses', () => {
  it('carry an ETag and a short public max-age, and a repeat is served from memory', async () => {
    await createPost(alice, '캐시 첫 글');
    const first = await get('/api/boards/free/posts?sort=new');
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('public, max-age=30');
    expect(first.headers.vary).toMatch(/Authorization/);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/"[\w-]+"$/);

    const again = await get('/api/boards/free/posts?sort=new');
    expect(again.statusCode).toBe(200);
    expect(again.body).toBe(first.body);
    expect(again.headers.etag).toBe(etag);
    expect(again.headers['content-type']).toMatch(/application\/json/);
    expect(again.headers['content-security-policy']).toBeDefined();
  });

  it('go out gzipped to clients that accept it, on a hit and on a miss, under the same ETag', async () => {
    for (const n of [1, 2, 3]) await createPost(alice, `압축될 글 ${n}`);
    const url = '/api/boards/free/posts?sort=new&size=30';
    const plain = await get(url);
    const zipped = await get(url, { 'accept-encoding': 'gzip, br' });
    t.app.responseCache.cache.clear();
    const zippedMiss = await get(url, { 'accept-encoding': 'gzip' });
    expect(zippedMiss.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(zippedMiss.rawPayload).toString()).toBe(plain.body);
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toMatch(/Accept-Encoding/);
    expect(zipped.headers.etag).toBe(plain.headers.etag);
    expect(gunzipSync(zipped.rawPayload).toString()).toBe(plain.body);
    const refused = await get(url, { 'accept-encoding': 'gzip;q=0, identity' });
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.body).toBe(plain.body);
  });

  it('answer 304 without a body to a matching If-None-Match, on a miss and on a hit', async () => {
    const id = await createPost(alice, '조건부 요청');
    const first = await get(`/api/posts/${id}`);
    const etag = first.headers.etag as string;
    const hit = await get(`/api/posts/${id}`, { 'if-none-match': etag });
    expect(hit.statusCode).toBe(304);
    expect(hit.body).toBe('');
    expect(hit.headers.etag).toBe(etag);

    // A miss (another URL of the same post is not cached yet) computes the same validator.
    t.app.responseCache.cache.clear();
    const miss = await get(`/api/posts/${id}`, { 'if-none-match': `"other", ${etag}` });
    expect(miss.statusCode).toBe(304);
    expect(miss.body).toBe('');

    const changed = await get(`/api/posts/${id}`, { 'if-none-match': '"stale"' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ id, title: '조건부 요청' });
  });

  it('render once for simultaneous misses of one URL, and every caller gets the answer', async () => {
    await createPost(alice, '동시 요청');
    t.app.responseCache.cache.clear();
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => get('/api/posts?sort=new&size=5')),
    );
    expect(new Set(answers.map((a) => a.statusCode))).toEqual(new Set([200]));
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    expect(titles(answers[0]!)[0]).toBe('동시 요청');
  });

  it("give an expired URL's expired answer to everyone, the first included, while it renders anew once", async () => {
    const id = await createPost(alice, '만료된 답');
    t.app.responseCache.cache.clear();
    const url = `/api/posts/${id}`;
    const first = await get(url);
    expect(first.headers['cache-control']).toBe('public, max-age=30');
    // A change that no write of the server announces (as a folded count is); the TTL passes.
    await renameQuietly(id, '만료된 답, 고침');
    const later = Date.now() + 31_000;
    const clock = vi.spyOn(Date, 'now').mockReturnValue(later);
    const stores = vi.spyOn(t.app.responseCache.cache, 'set');
    try {
      const answers = await Promise.all(Array.from({ length: 4 }, () => get(url)));
      for (const answer of answers) {
        expect(answer.statusCode).toBe(200);
        // Nobody waits for the render: the expired answer, which the browser is not to keep.
        expect(answer.headers['cache-control']).toBe('public, max-age=0');
        expect(answer.headers.etag).toBe(first.headers.etag);
      }
      // The server renders it once in the background; then everyone gets the new answer.
      await vi.waitFor(async () =>
        expect((await get(url)).headers['cache-control']).toBe('public, max-age=30'),
      );
      expect(stores).toHaveBeenCalledTimes(1);
      expect((await get(url)).json()).toMatchObject({ title: '만료된 답, 고침' });
    } finally {
      stores.mockRestore();
      clock.mockRestore();
    }
  });

  it('render anew only for the server itself: a client cannot force renders with its header', async () => {
    const url = '/api/posts?sort=new&size=6';
    t.app.responseCache.cache.clear();
    await get(url);
    const stores = vi.spyOn(t.app.responseCache.cache, 'set');
    try {
      const forged = await get(url, { 'x-response-cache-refresh': 'guess' });
      expect(forged.statusCode).toBe(200);
      expect(stores).not.toHaveBeenCalled();
    } finally {
      stores.mockRestore();
    }
  });

  it('never give an expired answer that a write has changed since', async () => {
    const url = '/api/posts?sort=new&size=3';
    t.app.responseCache.cache.clear();
    await get(url);
    const later = Date.now() + 31_000;
    const clock = vi.spyOn(Date, 'now').mockReturnValue(later);
    try {
      const id = await createPost(bob, '새로 쓴 글');
      const answers = await Promise.all(Array.from({ length: 4 }, () => get(url)));
      for (const answer of answers) {
        expect(titles(answer)[0]).toBe('새로 쓴 글');
        expect(answer.headers['cache-control']).toBe('public, max-age=30');
      }
      // Written at the moved clock: out of the way of the tests below, which expect their own
      // posts to be the newest.
      const removed = await t.app.inject({
        method: 'DELETE',
        url: `/api/posts/${id}`,
        headers: bob.auth,
      });
      expect(removed.statusCode).toBe(200);
    } finally {
      clock.mockRestore();
    }
  });

  it('keep numbered pages past the first for RESPONSE_CACHE_PAGE_SECONDS, the first for RESPONSE_CACHE_SECONDS', async () => {
    const short = await buildTestApp({
      RESPONSE_CACHE_SECONDS: '5',
      RESPONSE_CACHE_PAGE_SECONDS: '30',
    });
    try {
      const member = await registerUser(short.app, { nickname: '쪽수캐시' });
      for (const title of ['쪽 하나', '쪽 둘']) {
        const res = await short.app.inject({
          method: 'POST',
          url: '/api/posts',
          headers: member.auth,
          payload: { title, content: `${title} 본문`, type: 'TEXT', boardName: 'free' },
        });
        expect(res.statusCode).toBe(201);
      }
      const read = (url: string) => short.app.inject({ method: 'GET', url });
      const first = '/api/boards/free/posts?sort=new&size=1&page=0';
      const second = '/api/boards/free/posts?sort=new&size=1&page=1';
      const firstBefore = await read(first);
      const secondBefore = await read(second);
      // Browsers keep either for the short max-age only: the server hears every write, they do not.
      expect(secondBefore.headers['cache-control']).toBe('public, max-age=5');
      const stores = vi.spyOn(short.app.responseCache.cache, 'set');
      const start = Date.now();
      const clock = vi.spyOn(Date, 'now').mockReturnValue(start + 6_000);
      try {
        // Six seconds on, the first page has expired (given as it was, rendered anew behind);
        // the second is still fresh and nothing renders it.
        expect((await read(first)).headers['cache-control']).toBe('public, max-age=0');
        const secondLater = await read(second);
        expect(secondLater.headers['cache-control']).toBe('public, max-age=5');
        expect(secondLater.headers.etag).toBe(secondBefore.headers.etag);
        await vi.waitFor(() => expect(stores).toHaveBeenCalledTimes(1));
        expect(stores.mock.calls[0]![0]).toBe(first);
        // Past its own lifetime the second page is given as it was and rendered anew, once.
        clock.mockReturnValue(start + 31_000);
        expect((await read(second)).headers['cache-control']).toBe('public, max-age=0');
        await vi.waitFor(() => expect(stores).toHaveBeenCalledTimes(2));
        expect(stores.mock.calls[1]![0]).toBe(second);
        expect((await read(second)).headers['cache-control']).toBe('public, max-age=5');
        // A write still reaches it at once.
        const res = await short.app.inject({
          method: 'POST',
          url: '/api/posts',
          headers: member.auth,
          payload: { title: '쪽 셋', content: '쪽 셋 본문', type: 'TEXT', boardName: 'free' },
        });
        expect(res.statusCode).toBe(201);
        expect(titles(await read(second))).toEqual(['쪽 둘']);
        expect(titles(firstBefore)).toEqual(['쪽 둘']);
      } finally {
        clock.mockRestore();
        stores.mockRestore();
      }
    } finally {
      await short.close();
    }
  });

  it('do not cache errors', async () => {
    expect((await get('/api/posts/99999999')).statusCode).toBe(404);
    const res = await get('/api/posts/99999999');
    expect(res.statusCode).toBe(404);
    expect(res.headers.etag).toBeUndefined();
  });
});

describe('signed-in responses', () => {
  it('are private, never stored, and anonymous readers never get their state', async () => {
    const id = await createPost(alice, '좋아요 상태');
    await t.app.inject({ method: 'POST', url: `/api/like/post/${id}`, headers: bob.auth });
    const anonymous = await get(`/api/posts/${id}`);
    expect(anonymous.json()).toMatchObject({ likeCount: 1 });
    expect(anonymous.json()).toMatchObject({ userHasliked: false, likeStatus: 0 });

    const signedIn = await get(`/api/posts/${id}`, bob.auth);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.headers['cache-control']).toBe('private, no-store');
    expect(signedIn.headers.vary).toMatch(/Authorization/);
    // Its validator is of the member's own answer (CONTRACT.md 'HTTP behaviour'), never the shared one.
    expect(signedIn.headers.etag).toBeTruthy();
    expect(signedIn.headers.etag).not.toBe(anonymous.headers.etag);
    expect(signedIn.json()).toMatchObject({ id, likeCount: 1, userHasliked: true });

    // Served after Bob's request, the anonymous copy still has no viewer state.
    const after = await get(`/api/posts/${id}`);
    expect(after.body).toBe(anonymous.body);
    // An If-None-Match from a signed-in client gets a full private answer.
    const conditional = await get(`/api/posts/${id}`, {
      ...bob.auth,
      'if-none-match': anonymous.headers.etag as string,
    });
    expect(conditional.statusCode).toBe(200);
    expect(conditional.json()).toMatchObject({ userHasliked: true });
  });

  it('are private for a feed and a comment list too, even with a bad token', async () => {
    const id = await createPost(alice, '비공개 응답');
    for (const url of ['/api/posts?sort=new', `/api/comments/post/${id}`]) {
      const res = await get(url, alice.auth);
      expect(res.headers['cache-control']).toBe('private, no-store');
      const bad = await get(url, { authorization: 'Bearer nonsense' });
      expect(bad.statusCode).toBe(200);
      expect(bad.headers['cache-control']).toBe('private, no-store');
    }
  });
});

describe('signed-in feeds and details start from what everyone sees', () => {
  type Card = {
    id: number;
    title: string;
    userHasliked: boolean;
    likeStatus: number;
    saved: boolean;
  };
  const cards = (res: { json(): unknown }) => (res.json() as { content: Card[] }).content;

  it("keep the anonymous answer for everyone and add the member's own likes and saves", async () => {
    const id = await createPost(alice, '내 상태만 다르게', 'stock');
    await t.app.inject({ method: 'POST', url: `/api/like/post/${id}`, headers: bob.auth });
    await t.app.inject({ method: 'POST', url: `/api/posts/${id}/save`, headers: bob.auth });
    t.app.responseCache.cache.clear();
    const url = '/api/boards/stock/posts?sort=new&size=5';

    const bobs = await get(url, bob.auth);
    expect(bobs.headers['cache-control']).toBe('private, no-store');
    expect(cards(bobs)[0]).toMatchObject({ id, userHasliked: true, likeStatus: 1, saved: true });
    // Bob's request rendered and kept the anonymous page: the next anonymous reader hits it.
    expect(t.app.responseCache.cache.get(url)).toBeDefined();
    const anonymous = await get(url);
    expect(cards(anonymous)[0]).toMatchObject({ id, userHasliked: false, saved: false });
    const plain = (card: Card) => ({ ...card, userHasliked: false, likeStatus: 0, saved: false });
    expect({ ...bobs.json<object>(), content: cards(bobs).map(plain) }).toEqual(anonymous.json());
    expect(cards(await get(url, alice.auth))[0]).toMatchObject({ id, userHasliked: false });

    const detail = await get(`/api/posts/${id}`, bob.auth);
    expect(detail.json()).toMatchObject({ id, userHasliked: true, saved: true });

    await t.app.inject({ method: 'POST', url: `/api/like/post/${id}?status=0`, headers: bob.auth });
    await t.app.inject({ method: 'POST', url: `/api/posts/${id}/unsave`, headers: bob.auth });
    expect(cards(await get(url, bob.auth))[0]).toMatchObject({
      id,
      userHasliked: false,
      saved: false,
    });
    expect((await get(`/api/posts/${id}`, bob.auth)).json()).toMatchObject({ saved: false });
  });

  it("render everyone's answer once for members missing one URL at once", async () => {
    const id = await createPost(alice, '회원 동시 요청', 'stock');
    await t.app.inject({ method: 'POST', url: `/api/like/post/${id}`, headers: bob.auth });
    t.app.responseCache.cache.clear();
    const url = '/api/boards/stock/posts?sort=new&size=4';
    const stores = vi.spyOn(t.app.responseCache.cache, 'set');
    try {
      const answers = await Promise.all(
        Array.from({ length: 8 }, (_, i) => get(url, (i % 2 ? alice : bob).auth)),
      );
      expect(answers.map((a) => a.statusCode)).toEqual(Array(8).fill(200));
      expect(stores).toHaveBeenCalledTimes(1);
      answers.forEach((answer, i) =>
        expect(cards(answer)[0]).toMatchObject({ id, userHasliked: i % 2 === 0 }),
      );
    } finally {
      stores.mockRestore();
    }
  });

  it("start from everyone's expired answer while it renders anew, with the member's marks of now", async () => {
    const id = await createPost(alice, '회원 만료', 'stock');
    t.app.responseCache.cache.clear();
    const url = '/api/boards/stock/posts?sort=new&size=3';
    const first = await get(url);
    await renameQuietly(id, '회원 만료, 고침');
    const later = Date.now() + 31_000;
    const clock = vi.spyOn(Date, 'now').mockReturnValue(later);
    const stores = vi.spyOn(t.app.responseCache.cache, 'set');
    try {
      await t.app.inject({ method: 'POST', url: `/api/posts/${id}/save`, headers: bob.auth });
      const bobs = await get(url, bob.auth);
      // Everyone's expired page, with Bob's save of a moment ago.
      expect(cards(bobs)[0]).toMatchObject({ id, title: '회원 만료', saved: true });
      await vi.waitFor(async () =>
        expect((await get(url)).headers['cache-control']).toBe('public, max-age=30'),
      );
      expect(stores).toHaveBeenCalledTimes(1);
      expect((await get(url)).headers.etag).not.toBe(first.headers.etag);
      expect(cards(await get(url, bob.auth))[0]).toMatchObject({
        id,
        title: '회원 만료, 고침',
        saved: true,
      });
    } finally {
      stores.mockRestore();
      clock.mockRestore();
    }
  });

  it('are rendered for a member who blocks someone: their authors stay out, and the totals', async () => {
    const carol = await registerUser(t.app, { nickname: '캐시캐롤' });
    const id = await createPost(alice, '차단된 작성자의 글', 'stock');
    const url = '/api/boards/stock/posts?sort=new&size=5';
    const everyone = await get(url);
    expect(cards(everyone).map((c) => c.id)).toContain(id);
    const block = await t.app.inject({
      method: 'POST',
      url: '/api/users/me/blocks',
      headers: carol.auth,
      payload: { userId: alice.user.id },
    });
    expect(block.statusCode).toBe(201);
    const carols = await get(url, carol.auth);
    expect(cards(carols).map((c) => c.id)).not.toContain(id);
    expect(carols.json<{ totalElements: number }>().totalElements).toBeLessThan(
      everyone.json<{ totalElements: number }>().totalElements,
    );
  });
});

describe('every write invalidates what it changes', () => {
  it('create: a new post shows in the feed at once', async () => {
    const before = await get('/api/boards/free/posts?sort=new');
    expect(titles(before)).not.toContain('방금 쓴 글');
    expect(t.app.responseCache.cache.get('/api/boards/free/posts?sort=new')).toBeDefined();
    await createPost(bob, '방금 쓴 글');
    const after = await get('/api/boards/free/posts?sort=new');
    expect(titles(after)[0]).toBe('방금 쓴 글');
    expect(after.headers.etag).not.toBe(before.headers.etag);
    // The all-boards feed and the popular list are feeds too.
    expect(titles(await get('/api/posts?sort=new'))[0]).toBe('방금 쓴 글');
  });

  it('like: the count changes in the detail and the feed, and again on unlike', async () => {
    const id = await createPost(alice, '좋아요 받을 글');
    const detail = () => get(`/api/posts/${id}`).then((r) => r.json<{ likeCount: number }>());
    const inFeed = async () =>
      (await get('/api/boards/free/posts?sort=new'))
        .json<{ content: { id: number; likeCount: number }[] }>()
        .content.find((p) => p.id === id)?.likeCount;
    expect((await detail()).likeCount).toBe(0);
    expect(await inFeed()).toBe(0);
    await t.app.inject({ method: 'POST', url: `/api/like/post/${id}`, headers: bob.auth });
    expect((await detail()).likeCount).toBe(1);
    expect(await inFeed()).toBe(1);
    // The SPEC.md alias of the like call declares the same tags.
    await t.app.inject({
      method: 'POST',
      url: `/api/posts/${id}/like?status=0`,
      headers: bob.auth,
    });
    expect((await detail()).likeCount).toBe(0);
    expect(await inFeed()).toBe(0);
  });

  it('edit and delete: the detail and the feed follow', async () => {
    const id = await createPost(alice, '고칠 글');
    expect((await get(`/api/posts/${id}`)).json()).toMatchObject({ title: '고칠 글' });
    expect(titles(await get('/api/boards/free/posts?sort=new'))).toContain('고칠 글');
    const edit = await t.app.inject({
      method: 'PUT',
      url: `/api/posts/${id}`,
      headers: alice.auth,
      payload: { title: '고친 글', content: '고친 본문', type: 'TEXT' },
    });
    expect(edit.statusCode).toBe(200);
    expect((await get(`/api/posts/${id}`)).json()).toMatchObject({ title: '고친 글' });
    expect(titles(await get('/api/boards/free/posts?sort=new'))).toContain('고친 글');

    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/posts/${id}`,
      headers: alice.auth,
    });
    expect(del.statusCode).toBe(200);
    expect((await get(`/api/posts/${id}`)).statusCode).toBe(404);
    expect(titles(await get('/api/boards/free/posts?sort=new'))).not.toContain('고친 글');
  });

  it('comments: create, like, edit and delete show in the list, the count in the detail and feed', async () => {
    const id = await createPost(alice, '댓글 달릴 글');
    const list = () =>
      get(`/api/comments/post/${id}`).then(
        (r) => r.json<{ content: { id: number; content: string; likeCount: number }[] }>().content,
      );
    const count = () =>
      get(`/api/posts/${id}`).then((r) => r.json<{ commentCount: number }>().commentCount);
    expect(await list()).toEqual([]);
    expect(await count()).toBe(0);

    const created = await t.app.inject({
      method: 'POST',
      url: '/api/comments',
      headers: bob.auth,
      payload: { postId: id, content: '첫 댓글' },
    });
    expect(created.statusCode).toBe(201);
    const commentId = created.json<{ id: number }>().id;
    expect((await list()).map((c) => c.content)).toEqual(['첫 댓글']);
    expect(await count()).toBe(1);

    await t.app.inject({
      method: 'POST',
      url: `/api/comments/${commentId}/like`,
      headers: alice.auth,
    });
    expect((await list())[0]!.likeCount).toBe(1);

    await t.app.inject({
      method: 'PUT',
      url: `/api/comments/${commentId}`,
      headers: bob.auth,
      payload: { content: '고친 댓글' },
    });
    expect((await list())[0]!.content).toBe('고친 댓글');

    await t.app.inject({ method: 'DELETE', url: `/api/comments/${commentId}`, headers: bob.auth });
    expect(await count()).toBe(0);
  });

  it('a failed write (4xx) invalidates nothing; an undeclared write invalidates everything', async () => {
    await get('/api/posts?sort=new');
    const key = '/api/posts?sort=new';
    expect(t.app.responseCache.cache.get(key)).toBeDefined();
    const denied = await t.app.inject({
      method: 'DELETE',
      url: '/api/posts/99999999',
      headers: alice.auth,
    });
    expect(denied.statusCode).toBe(404);
    expect(t.app.responseCache.cache.get(key)).toBeDefined();
    // A nickname change shows in every post of the member: no declaration, so everything goes.
    const renamed = await t.app.inject({
      method: 'PUT',
      url: '/api/users/nickname',
      headers: alice.auth,
      payload: { nickname: '새앨리스' },
    });
    expect(renamed.statusCode).toBeLessThan(300);
    expect(t.app.responseCache.cache.get(key)).toBeUndefined();
  });

  it('a view does not invalidate: the count in cached responses may lag by the max-age', async () => {
    const id = await createPost(alice, '조회될 글');
    const before = await get(`/api/posts/${id}`);
    const view = await t.app.inject({ method: 'POST', url: `/api/posts/${id}/view` });
    expect(view.json()).toMatchObject({ viewCount: 1 });
    expect((await get(`/api/posts/${id}`)).body).toBe(before.body);
  });
});

describe('the store', () => {
  it('keeps an expired entry for its grace for getStale, never past an invalidation', () => {
    let now = 1_000_000;
    const cache = new TaggedCache<string>({
      ttlMs: 1000,
      maxEntries: 10,
      graceMs: 1000,
      now: () => now,
    });
    cache.set('/a', 'a', [cacheTags.post(1)], cache.snapshot());
    cache.set('/b', 'b', [cacheTags.post(2)], cache.snapshot());
    now += 1500;
    expect(cache.get('/a')).toBeUndefined();
    expect(cache.getStale('/a')).toBe('a');
    cache.invalidate([cacheTags.post(2)]);
    expect(cache.getStale('/b')).toBeUndefined();
    now += 600;
    expect(cache.getStale('/a')).toBeUndefined();
    // Without a grace an entry is gone when it expires, as before.
    const plain = new TaggedCache<string>({ ttlMs: 1000, maxEntries: 10, now: () => now });
    plain.set('/c', 'c', [], plain.snapshot());
    now += 1001;
    expect(plain.get('/c')).toBeUndefined();
    expect(plain.getStale('/c')).toBeUndefined();
  });

  it('keeps invalidation marks as long as the longest lifetime an entry may have', () => {
    let now = 1_000_000;
    const cache = new TaggedCache<string>({
      ttlMs: 1000,
      maxEntries: 10,
      graceMs: 1000,
      longest: { ttlMs: 6000, graceMs: 6000 },
      now: () => now,
    });
    const long = { ttlMs: 6000, graceMs: 6000 };
    // Read before a write of its tag, stored long after: past the short lifetime, the write's
    // mark must still refuse it, or a page read before the write would be kept for six seconds.
    const before = cache.snapshot();
    cache.invalidate([cacheTags.post(1)]);
    now += 2500;
    cache.invalidate([cacheTags.post(2)]); // sweeps
    expect(cache.set('/p2', 'old', [cacheTags.post(1)], before, long)).toBe(false);
    // A long entry lives its own TTL and then its own grace for getStale.
    cache.set('/p3', 'p3', [], cache.snapshot(), long);
    cache.set('/p0', 'p0', [], cache.snapshot());
    now += 1500;
    expect(cache.get('/p0')).toBeUndefined();
    expect(cache.get('/p3')).toBe('p3');
    now += 5000;
    expect(cache.get('/p3')).toBeUndefined();
    expect(cache.getStale('/p3')).toBe('p3');
    now += 6000;
    expect(cache.getStale('/p3')).toBeUndefined();
  });

  it('refuses a response read before an invalidation of its tags', () => {
    const cache = t.app.responseCache.cache;
    const snapshot = cache.snapshot();
    cache.invalidate([cacheTags.post(1)]);
    const response = { body: Buffer.from('{}'), contentType: 'application/json', etag: 'W/"x"' };
    expect(cache.set('/a', response, [cacheTags.post(1)], snapshot)).toBe(false);
    expect(cache.set('/b', response, [cacheTags.post(2)], snapshot)).toBe(true);
    expect(cache.get('/b')).toBeDefined();
  });
});

const redisUp = await redisReachable();

describe.skipIf(!redisUp || process.env.TEST_DB === 'postgres')('between instances (Redis)', () => {
  const prefix = uniqueRedisPrefix();
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    [a, b] = await Promise.all([
      buildTestApp({ REDIS_URL, REDIS_PREFIX: prefix, RESPONSE_CACHE_SECONDS: '30' }),
      buildTestApp({ REDIS_URL, REDIS_PREFIX: prefix, RESPONSE_CACHE_SECONDS: '30' }),
    ]);
  });
  afterAll(async () => Promise.all([a, b].map((x) => x?.close())));

  it("drops B's entries when A invalidates their tags", async () => {
    expect(b.app.responseCache.usable).toBe(true);
    const member = await registerUser(b.app);
    const post = await b.app.inject({
      method: 'POST',
      url: '/api/posts',
      headers: member.auth,
      payload: { title: '다른 서버', content: '본문', type: 'TEXT', boardName: 'free' },
    });
    const comments = `/api/comments/post/${post.json<{ id: number }>().id}`;
    await b.app.inject({ url: '/api/posts?sort=new' });
    await b.app.inject({ url: comments });
    expect(b.app.responseCache.cache.get('/api/posts?sort=new')).toBeDefined();
    await a.app.responseCache.invalidate([cacheTags.feeds]);
    await expect.poll(() => b.app.responseCache.cache.get('/api/posts?sort=new')).toBeUndefined();
    expect(b.app.responseCache.cache.get(comments)).toBeDefined();
  });
});
