import { topicDestination } from '@myeolgong/contract/realtime';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app';
import { registerUser } from '../../../test/users';

let t: TestApp;
type Member = Awaited<ReturnType<typeof registerUser>>;
let alice: Member;
let bob: Member;
let admin: Member;
const published: { destination: string; body: unknown }[] = [];

beforeAll(async () => {
  t = await buildTestApp();
  const original = t.app.realtime.publish.bind(t.app.realtime);
  t.app.realtime.publish = async (topic, body) => {
    published.push({ destination: topicDestination(topic, body), body });
    return original(topic, body);
  };
  alice = await registerUser(t.app, { nickname: '앨리스' });
  bob = await registerUser(t.app, { nickname: '밥아저씨' });
  admin = await registerUser(t.app, { nickname: '담당자' });
  await t.database.db
    .updateTable('users')
    .set({ role: 'ADMIN' })
    .where('id', '=', admin.user.id)
    .execute();
});
afterAll(async () => t.close());

const create = (who: Member, payload: object, url = '/api/posts') =>
  t.app.inject({ method: 'POST', url, headers: who.auth, payload });
const boardCount = async (name: string) =>
  (await t.app.inject({ url: `/api/boards/${name}` })).json().postCount as number;

describe('creating posts', () => {
  it('creates a TEXT post with every field of SPEC.md §3 and counts it on its board', async () => {
    const before = await boardCount('stock');
    const res = await create(alice, {
      title: '  첫 글  ',
      content: '안녕하세요\n반갑습니다',
      type: 'TEXT',
      boardName: 'stock',
    });
    expect(res.statusCode).toBe(201);
    const post = res.json();
    expect(post).toMatchObject({
      title: '첫 글',
      content: '안녕하세요\n반갑습니다',
      type: 'TEXT',
      url: null,
      images: [],
      author: { id: alice.user.id, nickname: '앨리스' },
      authorId: alice.user.id,
      authorNickname: '앨리스',
      boardId: 2,
      boardName: 'stock',
      boardDisplayName: '투자 게시판',
      boardPath: '/boards/stock',
      likeCount: 0,
      likes: 0,
      uplikes: 0,
      uplikeCount: 0,
      commentCount: 0,
      viewCount: 0,
      likeStatus: 0,
      userHasliked: false,
      saved: false,
    });
    expect(await boardCount('stock')).toBe(before + 1);
  });

  it('takes the board from the alias path, and defaults to the 멸공 board', async () => {
    const viaPath = await create(
      alice,
      { title: '경로로', content: '본문' },
      '/api/boards/free/posts',
    );
    expect(viaPath.json().boardName).toBe('free');
    const byDefault = await create(alice, { title: '기본', content: '본문' });
    expect(byDefault.json().boardName).toBe('myeolgong');
  });

  it('applies every rule of SPEC.md §5 with its Korean message and stores nothing', async () => {
    const before = await boardCount('free');
    const cases: [object, string, string][] = [
      [{ title: '', content: 'x' }, 'title', '제목을 입력해주세요.'],
      [{ title: '가'.repeat(301), content: 'x' }, 'title', '제목은 300자 이내로 입력해주세요.'],
      [{ title: '글', content: 'x', boardName: '' }, 'boardName', '게시판을 선택해주세요.'],
      [
        { title: '글', content: 'x', boardName: 'nope' },
        'boardName',
        '존재하지 않는 게시판입니다.',
      ],
      [{ title: '글', content: '  ', type: 'TEXT' }, 'content', '내용을 입력해주세요.'],
      [{ title: '글', type: 'LINK' }, 'url', 'URL을 입력해주세요.'],
      [{ title: '글', type: 'LINK', url: 'not a url' }, 'url', '올바른 URL을 입력해주세요.'],
      [
        { title: '글', type: 'LINK', url: 'javascript:alert(1)' },
        'url',
        '올바른 URL을 입력해주세요.',
      ],
      [
        { title: '글', type: 'LINK', url: `https://e.com/${'a'.repeat(2050)}` },
        'url',
        'URL이 너무 깁니다. 최대 2048자까지 입력할 수 있습니다.',
      ],
      [{ title: '글', type: 'IMAGE' }, 'images', '이미지를 업로드해주세요.'],
      [
        { title: '글', type: 'IMAGE', images: Array(6).fill('/api/files/images/a.png') },
        'images',
        '이미지는 최대 5개까지 업로드할 수 있습니다.',
      ],
      [{ title: '글', type: 'VIDEO' }, 'videoUrl', '동영상을 업로드해주세요.'],
      [
        { title: '글', type: 'POLL' },
        'type',
        '투표 게시글은 아직 지원하지 않습니다. 다른 유형을 선택해주세요.',
      ],
    ];
    for (const [payload, field, message] of cases) {
      const res = await create(alice, { boardName: 'free', ...payload });
      expect(res.statusCode, message).toBe(400);
      expect(res.json().message, message).toBe(message);
      expect(res.json().fields[field], message).toBe(message);
    }
    expect(await boardCount('free')).toBe(before);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/posts',
          payload: { title: '글', content: 'x' },
        })
      ).statusCode,
    ).toBe(401);
  });

  it('adds https to a link without a scheme and makes video links LINK posts with videoUrl', async () => {
    const link = (
      await create(alice, { title: '링크', type: 'LINK', url: 'news.example.com/a?b=1' })
    ).json();
    expect(link).toMatchObject({
      type: 'LINK',
      url: 'https://news.example.com/a?b=1',
      videoUrl: null,
    });
    const video = (
      await create(alice, {
        title: '영상',
        type: 'TEXT',
        content: '보세요',
        url: 'youtu.be/dQw4w9WgXcQ',
      })
    ).json();
    expect(video).toMatchObject({
      type: 'LINK',
      url: 'https://youtu.be/dQw4w9WgXcQ',
      videoUrl: 'https://youtu.be/dQw4w9WgXcQ',
    });
  });

  it('keeps images of an IMAGE post, the first as imageUrl', async () => {
    const post = (
      await create(alice, {
        title: '사진',
        type: 'IMAGE',
        images: ['/api/files/images/a.webp', 'https://cdn.example.com/b.png'],
      })
    ).json();
    expect(post).toMatchObject({
      type: 'IMAGE',
      imageUrl: '/api/files/images/a.webp',
      mediaUrl: '/api/files/images/a.webp',
    });
    expect(post.images).toHaveLength(2);
  });

  it('returns HTML content sanitised and plain text as it is', async () => {
    const html = (
      await create(alice, {
        title: 'HTML',
        content:
          '<p>사진</p><img src="https://e.com/a.png" onerror="alert(1)"><script>alert(2)</script><a href="javascript:x">링크</a><iframe src="https://evil.com/x"></iframe><iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ"></iframe>',
      })
    ).json();
    expect(html.content).toContain('<img src="https://e.com/a.png" />');
    expect(html.content).not.toMatch(/onerror|<script|javascript:|evil\.com/);
    expect(html.content).toContain('youtube.com/embed/dQw4w9WgXcQ');
    const text = (await create(alice, { title: '텍스트', content: 'a < b && c > d' })).json();
    expect(text.content).toBe('a < b && c > d');
  });
});

describe('reading, editing and deleting', () => {
  it('refuses ids that are not positive integers and answers missing posts with 404', async () => {
    for (const id of ['abc', '0', '-1', '1.5']) {
      const res = await t.app.inject({ url: `/api/posts/${id}` });
      expect(res.statusCode, id).toBe(400);
      expect(res.json().message, id).toContain('잘못된 게시글 ID입니다.');
    }
    const missing = await t.app.inject({ url: '/api/posts/99999999' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(
      '게시글을 찾을 수 없습니다. 삭제되었거나 존재하지 않는 게시글입니다.',
    );
  });

  it('lets the author and admins edit, nobody else, and moves counts with the board', async () => {
    const post = (
      await create(alice, { title: '원래', content: '본문', boardName: 'free' })
    ).json();
    const byBob = await t.app.inject({
      method: 'PUT',
      url: `/api/posts/${post.id}`,
      headers: bob.auth,
      payload: { title: '해킹', content: 'x' },
    });
    expect(byBob.statusCode).toBe(403);
    expect(byBob.json().message).toBe('게시글을 수정할 권한이 없습니다.');
    const free = await boardCount('free');
    const stock = await boardCount('stock');
    const edited = await t.app.inject({
      method: 'PUT',
      url: `/api/posts/${post.id}`,
      headers: alice.auth,
      payload: { title: '수정됨', content: '새 본문', boardName: 'stock' },
    });
    expect(edited.json()).toMatchObject({
      title: '수정됨',
      content: '새 본문',
      boardName: 'stock',
    });
    expect(await boardCount('free')).toBe(free - 1);
    expect(await boardCount('stock')).toBe(stock + 1);
    const byAdmin = await t.app.inject({
      method: 'PUT',
      url: `/api/posts/${post.id}`,
      headers: admin.auth,
      payload: { title: '관리자 수정', content: '본문' },
    });
    expect(byAdmin.json()).toMatchObject({ title: '관리자 수정', boardName: 'stock' });
  });

  it('soft-deletes for the author or an admin, on both paths, and the board count follows', async () => {
    const a = (
      await create(alice, { title: '지울 글', content: '본문', boardName: 'free' })
    ).json();
    const b = (
      await create(alice, { title: '또 지울 글', content: '본문', boardName: 'free' })
    ).json();
    const before = await boardCount('free');
    const denied = await t.app.inject({
      method: 'DELETE',
      url: `/api/posts/${a.id}`,
      headers: bob.auth,
    });
    expect(denied.statusCode).toBe(403);
    expect(denied.json().message).toBe('게시글을 삭제할 권한이 없습니다.');
    expect(
      (
        await t.app.inject({ method: 'DELETE', url: `/api/posts/${a.id}`, headers: alice.auth })
      ).json(),
    ).toMatchObject({ success: true });
    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: `/api/boards/free/posts/${b.id}`,
          headers: admin.auth,
        })
      ).statusCode,
    ).toBe(200);
    expect(await boardCount('free')).toBe(before - 2);
    expect((await t.app.inject({ url: `/api/posts/${a.id}` })).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/posts/${a.id}`, headers: alice.auth }))
        .statusCode,
    ).toBe(404);
  });

  it('blocks a restricted member from writing, naming the end date', async () => {
    const restricted = await registerUser(t.app);
    await t.database.db
      .updateTable('users')
      .set({ restricted_until: new Date('2099-01-02T03:00:00Z') })
      .where('id', '=', restricted.user.id)
      .execute();
    const res = await create(restricted, { title: '글', content: '본문' });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toContain('2099년 1월 2일');
  });
});

describe('likes and views', () => {
  it('sets and clears a like idempotently on both paths and moves the hot score', async () => {
    const post = (await create(alice, { title: '좋아요', content: '본문' })).json();
    const like = (status: number, url = `/api/like/post/${post.id}?status=${status}`) =>
      t.app.inject({
        method: 'POST',
        url,
        headers: { ...bob.auth, 'content-type': 'application/json' },
        payload: '',
      });
    expect((await like(1)).json()).toEqual({
      success: true,
      postId: post.id,
      likeStatus: 1,
      likes: 1,
      likeCount: 1,
      dislikes: 0,
      best: false,
    });
    expect(published.at(-1)).toEqual({
      destination: `/topic/posts/${post.id}/likes`,
      body: { postId: post.id, likes: 1, dislikes: 0 },
    });
    expect((await like(1)).json().likes).toBe(1);
    const hot = await t.database.db
      .selectFrom('posts')
      .select('hot_score')
      .where('id', '=', post.id)
      .executeTakeFirstOrThrow();
    const seen = (await t.app.inject({ url: `/api/posts/${post.id}`, headers: bob.auth })).json();
    expect(seen).toMatchObject({ likeStatus: 1, userHasliked: true, likeCount: 1 });
    expect((await like(0, `/api/posts/${post.id}/like?status=0`)).json()).toMatchObject({
      likeStatus: 0,
      likes: 0,
    });
    expect((await like(0)).json().likes).toBe(0);
    expect(published.at(-1)).toEqual({
      destination: `/topic/posts/${post.id}/likes`,
      body: { postId: post.id, likes: 0, dislikes: 0 },
    });
    const after = await t.database.db
      .selectFrom('posts')
      .select('hot_score')
      .where('id', '=', post.id)
      .executeTakeFirstOrThrow();
    expect(after.hot_score).toBeLessThanOrEqual(hot.hot_score);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/like/post/${post.id}?status=2`,
          headers: bob.auth,
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/like/post/99999999?status=1',
          headers: bob.auth,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/like/post/${post.id}?status=1` }))
        .statusCode,
    ).toBe(401);
  });

  it('counts exactly 50 likes from 50 members liking at once, before and after the fold', async () => {
    const post = (await create(alice, { title: '동시 좋아요', content: '본문' })).json();
    const members = await Promise.all(Array.from({ length: 50 }, () => registerUser(t.app)));
    const published = vi.spyOn(t.app.realtime, 'publish');
    const answers = await Promise.all(
      members.flatMap((m) => [
        t.app.inject({
          method: 'POST',
          url: `/api/like/post/${post.id}?status=1`,
          headers: m.auth,
        }),
        t.app.inject({
          method: 'POST',
          url: `/api/like/post/${post.id}?status=1`,
          headers: m.auth,
        }),
      ]),
    );
    // Each answer counts every like written before its batch's statement and in its batch, its
    // own included (like-batch.ts); the last ones, and the last message to every tab, count all.
    const counts = answers.map((a) => a.json().likeCount as number);
    expect(Math.min(...counts)).toBeGreaterThanOrEqual(1);
    expect(Math.max(...counts)).toBe(50);
    const messages = published.mock.calls.filter(([topic]) => topic === 'postLikes');
    expect(messages).toHaveLength(100);
    expect(messages.at(-1)?.[1]).toEqual({ postId: post.id, likes: 50, dislikes: 0 });
    published.mockRestore();
    const likeCount = async () =>
      (await t.app.inject({ url: `/api/posts/${post.id}` })).json().likeCount as number;
    const column = async () =>
      (
        await t.database.db
          .selectFrom('posts')
          .select(['like_count', 'hot_score'])
          .where('id', '=', post.id)
          .executeTakeFirstOrThrow()
      ).like_count;
    const likes = await t.database.db
      .selectFrom('post_likes')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('post_id', '=', post.id)
      .executeTakeFirstOrThrow();
    expect(Number(likes.n)).toBe(50);
    // Shown exactly while the deltas wait for the fold (decision 028), and after it.
    expect(await likeCount()).toBe(50);
    await sql`SELECT fold_post_reactions()`.execute(t.database.db);
    expect(await column()).toBe(50);
    expect(await likeCount()).toBe(50);
    const pending = await t.database.db
      .selectFrom('post_reaction_deltas')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('post_id', '=', post.id)
      .executeTakeFirstOrThrow();
    expect(Number(pending.n)).toBe(0);
  });

  it('folds likes, dislikes and the hot score into the post row', async () => {
    const post = (await create(alice, { title: '접기', content: '본문' })).json();
    const like = (who: Member, status: number) =>
      t.app.inject({
        method: 'POST',
        url: `/api/like/post/${post.id}?status=${status}`,
        headers: who.auth,
      });
    expect((await like(bob, 1)).json()).toMatchObject({ likeCount: 1, dislikes: 0 });
    expect((await like(admin, -1)).json()).toMatchObject({ likeCount: 1, dislikes: 1 });
    expect((await like(bob, -1)).json()).toMatchObject({ likeCount: 0, dislikes: 2 });
    expect((await like(bob, 0)).json()).toMatchObject({ likeCount: 0, dislikes: 1 });
    expect((await like(bob, 1)).json()).toMatchObject({ likeCount: 1, dislikes: 1 });
    await sql`SELECT fold_post_reactions()`.execute(t.database.db);
    const row = await t.database.db
      .selectFrom('posts')
      .select([
        'like_count',
        'dislike_count',
        'hot_score',
        sql<number>`hot_score(1, created_at)`.as('expected'),
      ])
      .where('id', '=', post.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ like_count: 1, dislike_count: 1 });
    expect(row.hot_score).toBeCloseTo(row.expected, 9);
    const shown = (await t.app.inject({ url: `/api/posts/${post.id}` })).json();
    expect(shown).toMatchObject({ likeCount: 1, dislikes: 1 });
  });

  it('counts a viewer once per 5 minutes', async () => {
    const post = (await create(alice, { title: '조회', content: '본문' })).json();
    const view = (headers: Record<string, string> = {}) =>
      t.app.inject({
        method: 'POST',
        url: `/api/posts/${post.id}/view`,
        headers: { 'content-type': 'application/json', ...headers },
        payload: '',
      });
    expect((await view()).json()).toEqual({ success: true, viewCount: 1 });
    expect((await view()).json()).toEqual({ success: true, viewCount: 1 });
    expect((await view(bob.auth)).json()).toEqual({ success: true, viewCount: 2 });
    expect((await view(bob.auth)).json().viewCount).toBe(2);
    expect((await t.app.inject({ method: 'POST', url: '/api/posts/abc/view' })).statusCode).toBe(
      400,
    );
  });

  it('writes views in batches: 30 viewers at once reach the row exactly', async () => {
    const post = (await create(alice, { title: '조회 묶음', content: '본문' })).json();
    const viewers = await Promise.all(Array.from({ length: 30 }, () => registerUser(t.app)));
    // The stored count's read held for a moment, so that the views overlap on either database.
    const read = t.app.repos.posts.viewCountOf.bind(t.app.repos.posts);
    const reads = vi.spyOn(t.app.repos.posts, 'viewCountOf').mockImplementation(async (id) => {
      await new Promise((resolve) => setTimeout(resolve, 300));
      return read(id);
    });
    const answers = await Promise.all(
      viewers.map((v) =>
        t.app.inject({
          method: 'POST',
          url: `/api/posts/${post.id}/view`,
          headers: { 'content-type': 'application/json', ...v.auth },
          payload: '',
        }),
      ),
    );
    expect(Math.max(...answers.map((a) => a.json().viewCount as number))).toBe(30);
    // Views at the same moment share the read of the stored count.
    expect(reads.mock.calls.length).toBeLessThan(30);
    reads.mockRestore();
    // The flush (every POST_COUNTER_FLUSH_MS, 1 s) writes them in one statement.
    await vi.waitFor(
      async () => {
        const row = await t.database.db
          .selectFrom('posts')
          .select('view_count')
          .where('id', '=', post.id)
          .executeTakeFirstOrThrow();
        expect(row.view_count).toBe(30);
      },
      { timeout: 5000, interval: 100 },
    );
  });
});

describe('feeds', () => {
  let feedBoard: string;
  beforeAll(async () => {
    feedBoard = 'feedtest';
    await t.app.inject({
      method: 'POST',
      url: '/api/boards',
      headers: admin.auth,
      payload: { name: feedBoard, displayName: '피드 시험' },
    });
    for (let i = 0; i < 25; i++) {
      await create(alice, {
        title: `피드 ${String(i).padStart(2, '0')}`,
        content: '본문',
        boardName: feedBoard,
      });
    }
  });

  const titles = (body: { content: { title: string }[] }) => body.content.map((p) => p.title);

  it('pages a board newest first and the cursor gives the same pages as page numbers', async () => {
    const first = (await t.app.inject({ url: `/api/boards/${feedBoard}/posts?size=10` })).json();
    expect(first).toMatchObject({
      totalElements: 25,
      totalPages: 3,
      number: 0,
      size: 10,
      last: false,
      empty: false,
    });
    expect(titles(first)[0]).toBe('피드 24');
    const second = (
      await t.app.inject({ url: `/api/boards/${feedBoard}/posts?size=10&page=1` })
    ).json();
    const byCursor = (
      await t.app.inject({
        url: `/api/boards/${feedBoard}/posts?size=10&cursor=${first.nextCursor}`,
      })
    ).json();
    expect(titles(byCursor)).toEqual(titles(second));
    const third = (
      await t.app.inject({
        url: `/api/boards/${feedBoard}/posts?size=10&cursor=${byCursor.nextCursor}`,
      })
    ).json();
    expect(third.content).toHaveLength(5);
    expect(third).toMatchObject({ last: true, nextCursor: null });
  });

  it('serves the board feed on every alias, by name or id', async () => {
    const board = (await t.app.inject({ url: `/api/boards/${feedBoard}` })).json();
    for (const url of [
      `/api/posts/board/${feedBoard}`,
      `/api/posts/board/${board.id}`,
      `/api/board/${feedBoard}/posts`,
      `/api/posts?boardName=${feedBoard}`,
    ]) {
      const res = await t.app.inject({ url: `${url}${url.includes('?') ? '&' : '?'}size=5` });
      expect(res.statusCode, url).toBe(200);
      expect(res.json().totalElements, url).toBe(25);
    }
    expect((await t.app.inject({ url: '/api/boards/nope/posts' })).json().message).toBe(
      '요청하신 게시판을 찾을 수 없습니다.',
    );
  });

  it('sorts by hot, top and comments and refuses unknown sorts, bad pages and bad cursors', async () => {
    const posts = (await t.app.inject({ url: `/api/boards/${feedBoard}/posts?size=25` })).json()
      .content;
    const liked = posts[20];
    // Reddit's formula: one like is log10(1) = 0, two likes lift a post by 0.3 orders (3.75 hours).
    for (const who of [bob, admin]) {
      await t.app.inject({
        method: 'POST',
        url: `/api/like/post/${liked.id}?status=1`,
        headers: who.auth,
      });
    }
    await t.database.db
      .updateTable('posts')
      .set({ view_count: 99 })
      .where('id', '=', posts[22].id)
      .execute();
    await t.database.db
      .updateTable('posts')
      .set({ comment_count: 7 })
      .where('id', '=', posts[23].id)
      .execute();
    const top = async (sort: string) =>
      (await t.app.inject({ url: `/api/boards/${feedBoard}/posts?sort=${sort}&size=1` })).json()
        .content[0].id;
    expect(await top('top')).toBe(posts[22].id);
    expect(await top('views,desc')).toBe(posts[22].id);
    expect(await top('comments')).toBe(posts[23].id);
    expect(await top('new')).toBe(posts[0].id);
    expect(await top('latest')).toBe(posts[0].id);
    expect(await top('hot')).toBe(liked.id);
    for (const query of ['sort=sideways', 'page=-1', 'size=0', 'size=abc', 'cursor=garbage']) {
      const res = await t.app.inject({ url: `/api/boards/${feedBoard}/posts?${query}` });
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message, query).toMatch(/[가-힣]/);
    }
    expect(
      (await t.app.inject({ url: `/api/boards/${feedBoard}/posts?size=1000` })).json().size,
    ).toBe(100);
  });

  it('serves the all and popular pseudo-boards and popular time ranges', async () => {
    const all = (await t.app.inject({ url: '/api/boards/all/posts?size=1' })).json();
    expect(all.totalElements).toBeGreaterThan(25);
    const old = (
      await create(alice, { title: '오래된 인기글', content: '본문', boardName: feedBoard })
    ).json();
    await t.app.inject({
      method: 'POST',
      url: `/api/like/post/${old.id}?status=1`,
      headers: bob.auth,
    });
    await t.app.inject({
      method: 'POST',
      url: `/api/like/post/${old.id}?status=1`,
      headers: admin.auth,
    });
    await t.database.pool.query(
      "UPDATE posts SET created_at = now() - interval '40 days' WHERE id = $1",
      [old.id],
    );
    const ids = async (url: string) =>
      (await t.app.inject({ url })).json().content.map((p: { id: number }) => p.id) as number[];
    expect(await ids('/api/posts/popular?timeRange=month&size=100')).not.toContain(old.id);
    expect(await ids('/api/posts/popular?timeRange=year&size=100')).toContain(old.id);
    expect((await ids(`/api/posts/board/${feedBoard}/popular?timeRange=all`))[0]).toBe(old.id);
    expect(await ids('/api/posts/popular?timeRange=nonsense&size=100')).not.toContain(old.id);
    expect(await ids(`/api/posts/board/${feedBoard}/popular?timeRange=year`)).toContain(old.id);
    expect(await ids('/api/boards/popular/posts?size=100')).not.toContain(old.id);
  });

  it('serves the subscribed feed to members', async () => {
    const reader = await registerUser(t.app);
    expect((await t.app.inject({ url: '/api/posts/subscribed' })).statusCode).toBe(401);
    const empty = (
      await t.app.inject({ url: '/api/posts/subscribed', headers: reader.auth })
    ).json();
    expect(empty).toMatchObject({ totalElements: 0, empty: true });
    await t.app.inject({
      method: 'POST',
      url: `/api/boards/${feedBoard}/subscribe`,
      headers: reader.auth,
    });
    const feed = (
      await t.app.inject({ url: '/api/posts/subscribed?size=5', headers: reader.auth })
    ).json();
    expect(feed.totalElements).toBeGreaterThanOrEqual(25);
    expect(feed.content.every((p: { boardName: string }) => p.boardName === feedBoard)).toBe(true);
  });
});
