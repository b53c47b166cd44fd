import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app';
import { registerUser } from '../../../test/users';

/** CONTRACT.md 'Community conventions', on PGlite and PostgreSQL. */
let t: TestApp;
type Member = Awaited<ReturnType<typeof registerUser>>;
let alice: Member;
let bob: Member;
let admin: Member;
const BEST = 3;
const voters: Member[] = [];

beforeAll(async () => {
  t = await buildTestApp({ BEST_LIKES: String(BEST) });
  alice = await registerUser(t.app, { nickname: '앨리스' });
  bob = await registerUser(t.app, { nickname: '밥아저씨' });
  admin = await registerUser(t.app, { nickname: '담당자' });
  await t.database.db
    .updateTable('users')
    .set({ role: 'ADMIN' })
    .where('id', '=', admin.user.id)
    .execute();
  for (let i = 0; i < 6; i++) voters.push(await registerUser(t.app, { nickname: `투표${i}` }));
});
afterAll(async () => t.close());

type Headers = Record<string, string>;
const call = (who: Member | null, method: string, url: string, payload?: object) =>
  t.app.inject({
    method: method as 'GET',
    url,
    headers: (who?.auth ?? {}) as Headers,
    ...(payload ? { payload } : {}),
  });
async function write(who: Member, payload: object) {
  const res = await call(who, 'POST', '/api/posts', payload);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number; [key: string]: unknown };
}
const setBoard = (who: Member | null, id: number, payload: object) =>
  call(who, 'PUT', `/api/admin/boards/${id}`, payload);

describe('notices (공지)', () => {
  it('lets only operators pin, and lists a board’s notices with the site-wide ones', async () => {
    const boardPost = await write(alice, {
      title: '게시판 공지',
      content: '본문',
      boardName: 'free',
    });
    const sitePost = await write(alice, {
      title: '전체 공지',
      content: '본문',
      boardName: 'stock',
    });
    const other = await write(alice, {
      title: '다른 게시판 공지',
      content: '본문',
      boardName: 'stock',
    });
    expect(boardPost.notice).toBeNull();

    const url = (id: number) => `/api/admin/posts/${id}/notice`;
    expect((await call(null, 'PUT', url(boardPost.id), { scope: 'board' })).statusCode).toBe(401);
    const member = await call(alice, 'PUT', url(boardPost.id), { scope: 'board' });
    expect(member.statusCode).toBe(403);
    expect(member.json().code).toBe('FORBIDDEN');
    expect((await call(admin, 'PUT', url(boardPost.id), { scope: 'top' })).statusCode).toBe(400);
    expect((await call(admin, 'PUT', url(999999), { scope: 'board' })).statusCode).toBe(404);

    const pinned = await call(admin, 'PUT', url(boardPost.id), { scope: 'board' });
    expect(pinned.statusCode).toBe(200);
    expect(pinned.json().notice).toBe('board');
    expect((await call(admin, 'PUT', url(sitePost.id), { scope: 'site' })).json().notice).toBe(
      'site',
    );
    await call(admin, 'PUT', url(other.id), { scope: 'board' });

    const free = await call(null, 'GET', '/api/posts/notices?boardName=free');
    expect(free.statusCode).toBe(200);
    // Newest pin first; the stock board's own notice is not the free board's.
    expect(free.json().map((p: { id: number }) => p.id)).toEqual([sitePost.id, boardPost.id]);
    const site = await call(null, 'GET', '/api/posts/notices');
    expect(site.json().map((p: { id: number }) => p.id)).toEqual([sitePost.id]);
    expect((await call(null, 'GET', '/api/posts/notices?boardName=nowhere')).statusCode).toBe(404);
    expect((await call(null, 'GET', `/api/posts/${boardPost.id}`)).json().notice).toBe('board');

    const unpinned = await call(admin, 'PUT', url(boardPost.id), { scope: 'none' });
    expect(unpinned.json().notice).toBeNull();
    const after = await call(null, 'GET', '/api/posts/notices?boardName=free');
    expect(after.json().map((p: { id: number }) => p.id)).toEqual([sitePost.id]);
    await call(admin, 'PUT', url(sitePost.id), { scope: 'none' });
    await call(admin, 'PUT', url(other.id), { scope: 'none' });
  });
});

describe('categories (말머리)', () => {
  it('lets operators set a board’s categories, validated', async () => {
    expect((await setBoard(alice, 3, { categories: ['잡담'] })).statusCode).toBe(403);
    expect((await setBoard(null, 3, { categories: ['잡담'] })).statusCode).toBe(401);
    const tooLong = await setBoard(admin, 3, { categories: ['가'.repeat(21)] });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toBe('말머리는 1~20자로 입력해주세요.');
    expect((await setBoard(admin, 3, { categories: ['  '] })).statusCode).toBe(400);
    expect((await setBoard(admin, 3, { categories: ['잡담', '잡담'] })).statusCode).toBe(400);
    const many = Array.from({ length: 21 }, (_, i) => `말머리${i}`);
    expect((await setBoard(admin, 3, { categories: many })).statusCode).toBe(400);
    expect((await setBoard(admin, 3, { categories: [], categoryRequired: true })).statusCode).toBe(
      400,
    );

    const res = await setBoard(admin, 3, { categories: [' 잡담 ', '질문', '정보'] });
    expect(res.statusCode, res.body).toBe(200);
    // Only the categories changed: the name on screen and the description stay.
    expect(res.json()).toMatchObject({
      categories: ['잡담', '질문', '정보'],
      categoryRequired: false,
      displayName: '자유 게시판',
    });
    expect((await call(null, 'GET', '/api/boards/free')).json().categories).toEqual([
      '잡담',
      '질문',
      '정보',
    ]);
  });

  it('takes a post’s category from its board’s list only, and filters the lists by it', async () => {
    const unknown = await call(alice, 'POST', '/api/posts', {
      title: '없는 말머리',
      content: '본문',
      boardName: 'free',
      category: '유머',
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(unknown.json().fields.category).toBeDefined();
    // A board without categories accepts none.
    const elsewhere = await call(alice, 'POST', '/api/posts', {
      title: '말머리 없는 게시판',
      content: '본문',
      boardName: 'myeolgong',
      category: '잡담',
    });
    expect(elsewhere.statusCode).toBe(400);

    const question = await write(alice, {
      title: '질문 글',
      content: '본문',
      boardName: 'free',
      category: '질문',
    });
    expect(question.category).toBe('질문');
    const plain = await write(alice, {
      title: '말머리 없는 글',
      content: '본문',
      boardName: 'free',
    });
    expect(plain.category).toBeNull();

    const filtered = await call(null, 'GET', '/api/boards/free/posts?category=질문');
    expect(filtered.statusCode).toBe(200);
    expect(filtered.json().content.map((p: { id: number }) => p.id)).toEqual([question.id]);
    expect(filtered.json().totalElements).toBe(1);
    const all = await call(null, 'GET', `/api/posts?boardName=free&category=${encodeURI('질문')}`);
    expect(all.json().content.map((p: { id: number }) => p.id)).toEqual([question.id]);

    // An edit may change it, only to one of the board's.
    const edit = (category: string | null) =>
      call(alice, 'PUT', `/api/posts/${question.id}`, {
        title: '질문 글',
        content: '본문',
        category,
      });
    expect((await edit('유머')).statusCode).toBe(400);
    expect((await edit('정보')).json().category).toBe('정보');
    expect((await edit(null)).json().category).toBeNull();
  });

  it('requires one when the board says so', async () => {
    expect((await setBoard(admin, 3, { categoryRequired: true })).json().categoryRequired).toBe(
      true,
    );
    const none = await call(alice, 'POST', '/api/posts', {
      title: '말머리 없이',
      content: '본문',
      boardName: 'free',
    });
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe('말머리를 선택해주세요.');
    expect(
      (await write(alice, { title: '잡담', content: '본문', boardName: 'free', category: '잡담' }))
        .category,
    ).toBe('잡담');
    await setBoard(admin, 3, { categoryRequired: false });
  });
});

describe('dislikes (비추천) and best posts (개념글)', () => {
  const react = (who: Member, id: number, status: number | string) =>
    call(who, 'POST', `/api/like/post/${id}?status=${status}`);

  it('keeps one of like or dislike per member, with exact counts', async () => {
    const post = await write(alice, { title: '호불호', content: '본문', boardName: 'stock' });
    const liked = await react(bob, post.id, 1);
    expect(liked.json()).toMatchObject({ likeStatus: 1, likes: 1, dislikes: 0 });
    const switched = await react(bob, post.id, -1);
    expect(switched.statusCode).toBe(200);
    expect(switched.json()).toMatchObject({ likeStatus: -1, likes: 0, likeCount: 0, dislikes: 1 });
    // Idempotent.
    expect((await react(bob, post.id, -1)).json()).toMatchObject({ likes: 0, dislikes: 1 });
    await react(alice, post.id, -1);
    const seen = (await call(bob, 'GET', `/api/posts/${post.id}`)).json();
    expect(seen).toMatchObject({ likes: 0, dislikes: 2, likeStatus: -1, userHasliked: false });
    const back = await react(bob, post.id, 1);
    expect(back.json()).toMatchObject({ likeStatus: 1, likes: 1, dislikes: 1 });
    const cleared = await react(bob, post.id, 0);
    expect(cleared.json()).toMatchObject({ likeStatus: 0, likes: 0, dislikes: 1 });
    expect((await react(bob, post.id, 2)).statusCode).toBe(400);

    const rows = async (table: 'post_likes' | 'post_dislikes') =>
      (
        await t.database.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('post_id', '=', post.id)
          .executeTakeFirstOrThrow()
      ).n;
    expect(Number(await rows('post_likes'))).toBe(0);
    expect(Number(await rows('post_dislikes'))).toBe(1);
  });

  let crowded = 0;
  it('counts exactly when many members switch at once', async () => {
    const post = await write(alice, { title: '동시에', content: '본문', boardName: 'stock' });
    await Promise.all(voters.map((v) => react(v, post.id, 1)));
    await Promise.all(voters.map((v, i) => react(v, post.id, i % 2 === 0 ? -1 : 1)));
    const final = (await call(null, 'GET', `/api/posts/${post.id}`)).json();
    expect(final).toMatchObject({ likes: 3, dislikes: 3 });
    crowded = post.id;
  });

  it('promotes a post at BEST_LIKES ahead of its dislikes, for good, newest promotion first', async () => {
    const first = await write(alice, {
      title: '개념글 후보',
      content: '본문',
      boardName: 'free',
      category: '정보',
    });
    const second = await write(bob, { title: '두번째 후보', content: '본문', boardName: 'stock' });
    // Two dislikes hold the first back: 3 likes reach BEST_LIKES but not 3 ahead.
    await react(voters[0]!, first.id, -1);
    await react(voters[1]!, first.id, -1);
    for (const v of voters.slice(2, 5)) await react(v, first.id, 1);
    let detail = (await call(null, 'GET', `/api/posts/${first.id}`)).json();
    expect(detail).toMatchObject({ likes: 3, dislikes: 2, best: false });
    await react(voters[5]!, first.id, 1);
    detail = (await call(null, 'GET', `/api/posts/${first.id}`)).json();
    expect(detail).toMatchObject({ likes: 4, dislikes: 2, best: false });
    const promoted = await react(voters[0]!, first.id, 1);
    expect(promoted.json()).toMatchObject({ likes: 5, dislikes: 1, best: true });

    for (const v of voters.slice(0, BEST)) await react(v, second.id, 1);
    expect((await call(null, 'GET', `/api/posts/${second.id}`)).json().best).toBe(true);

    // It stays best when likes fall back.
    for (const v of voters.slice(0, 4)) await react(v, first.id, -1);
    expect((await call(null, 'GET', `/api/posts/${first.id}`)).json()).toMatchObject({
      best: true,
      likes: 2,
      dislikes: 4,
    });

    const best = (await call(null, 'GET', '/api/posts/best')).json();
    // The crowded post above reached 6 likes before half switched: best too.
    expect(best.content.map((p: { id: number }) => p.id)).toEqual([second.id, first.id, crowded]);
    expect(best.totalElements).toBe(3);
    const onFree = (
      await call(null, 'GET', '/api/posts/best?boardName=free&page=0&size=10')
    ).json();
    expect(onFree.content.map((p: { id: number }) => p.id)).toEqual([first.id]);
    expect((await call(null, 'GET', '/api/posts/best?boardName=nowhere')).statusCode).toBe(404);
  });
});

describe('neighbors (이전글/다음글)', () => {
  it('answers the posts around one in its board’s newest-first order, null at either end', async () => {
    await t.database.db.updateTable('boards').set({ categories: [] }).where('id', '=', 1).execute();
    const board = await call(admin, 'POST', '/api/boards', {
      name: 'neighbors',
      displayName: '이웃 게시판',
    });
    expect(board.statusCode).toBe(201);
    const oldest = await write(alice, { title: '하나', content: '본문', boardName: 'neighbors' });
    await write(alice, { title: '딴 게시판', content: '본문', boardName: 'stock' });
    const middle = await write(bob, { title: '둘', content: '본문', boardName: 'neighbors' });
    const newest = await write(alice, { title: '셋', content: '본문', boardName: 'neighbors' });
    const around = async (id: number, query = '') =>
      (await call(null, 'GET', `/api/posts/${id}/neighbors${query}`)).json() as {
        previous: { id: number } | null;
        next: { id: number } | null;
      };
    const mid = await around(middle.id);
    expect(mid.previous?.id).toBe(newest.id);
    expect(mid.next?.id).toBe(oldest.id);
    const top = await around(newest.id);
    expect(top.previous).toBeNull();
    expect(top.next?.id).toBe(middle.id);
    const bottom = await around(oldest.id, '?boardName=neighbors');
    expect(bottom.previous?.id).toBe(middle.id);
    expect(bottom.next).toBeNull();
    expect((await call(null, 'GET', '/api/posts/999999/neighbors')).statusCode).toBe(404);

    // A deleted neighbour is skipped.
    await call(bob, 'DELETE', `/api/posts/${middle.id}`);
    expect((await around(newest.id)).next?.id).toBe(oldest.id);
  });
});

describe('neighbors: the list page that holds a post', () => {
  it('counts the page of 20 in the board’s newest-first list, and stops counting after page 10', async () => {
    const board = await call(admin, 'POST', '/api/boards', {
      name: 'paged',
      displayName: '쪽 게시판',
    });
    expect(board.statusCode).toBe(201);
    const boardId = (board.json() as { id: number }).id;
    // 205 posts a minute apart, newest last: the newest is on page 1, the 21st newest on
    // page 2, the 200th newest on page 10 and older ones on no counted page.
    await sql`
      INSERT INTO posts (board_id, author_id, type, title, content, created_at)
      SELECT ${boardId}, ${alice.user.id}, 'TEXT', '쪽 ' || n, '본문',
             now() - interval '1 day' + n * interval '1 minute'
        FROM generate_series(1, 205) AS n`.execute(t.database.db);
    const ids = (
      await t.database.db
        .selectFrom('posts')
        .select('id')
        .where('board_id', '=', boardId)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .execute()
    ).map((row) => Number(row.id));
    const pageOf = async (id: number) =>
      ((await call(null, 'GET', `/api/posts/${id}/neighbors`)).json() as { page: number | null })
        .page;
    expect(await pageOf(ids[0]!)).toBe(1);
    expect(await pageOf(ids[19]!)).toBe(1);
    expect(await pageOf(ids[20]!)).toBe(2);
    expect(await pageOf(ids[199]!)).toBe(10);
    expect(await pageOf(ids[200]!)).toBeNull();
    // A deleted post above it moves it up.
    expect((await call(alice, 'DELETE', `/api/posts/${ids[0]!}`)).statusCode).toBeLessThan(300);
    expect(await pageOf(ids[20]!)).toBe(1);
  });
});

describe('edits (수정됨) and revisions', () => {
  it('marks a post edited only when its text changes and keeps the earlier versions', async () => {
    const post = await write(alice, {
      title: '원래 제목',
      content: '원래 본문',
      boardName: 'stock',
    });
    expect(post.editedAt).toBeNull();
    expect((await call(null, 'GET', `/api/posts/${post.id}/revisions`)).json()).toEqual([]);

    const same = await call(alice, 'PUT', `/api/posts/${post.id}`, {
      title: '원래 제목',
      content: '원래 본문',
    });
    expect(same.json().editedAt).toBeNull();

    const first = await call(alice, 'PUT', `/api/posts/${post.id}`, {
      title: '고친 제목',
      content: '원래 본문',
    });
    expect(first.json().editedAt).toEqual(expect.any(String));
    await call(alice, 'PUT', `/api/posts/${post.id}`, { title: '고친 제목', content: '고친 본문' });
    const revisions = (await call(null, 'GET', `/api/posts/${post.id}/revisions`)).json();
    expect(revisions).toEqual([
      { title: '원래 제목', content: '원래 본문', editedAt: post.createdAt },
      { title: '고친 제목', content: '원래 본문', editedAt: first.json().editedAt },
    ]);
    expect((await call(null, 'GET', '/api/posts/999999/revisions')).statusCode).toBe(404);
    await call(alice, 'DELETE', `/api/posts/${post.id}`);
    expect((await call(null, 'GET', `/api/posts/${post.id}/revisions`)).statusCode).toBe(404);
  });

  it('marks a comment edited only when its text changes', async () => {
    const post = await write(alice, { title: '댓글 수정', content: '본문', boardName: 'stock' });
    const created = await call(bob, 'POST', '/api/comments', {
      postId: post.id,
      content: '첫 댓글',
    });
    expect(created.statusCode, created.body).toBe(201);
    const comment = created.json();
    expect(comment.editedAt).toBeNull();
    const path = `/api/comments/${comment.id}`;
    expect((await call(bob, 'PUT', path, { content: '첫 댓글' })).json().editedAt).toBeNull();
    const edited = await call(bob, 'PUT', path, { content: '고친 댓글' });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().editedAt).toEqual(expect.any(String));
  });
});

describe('drafts (임시저장)', () => {
  it('keeps drafts private to their owner', async () => {
    expect((await call(null, 'GET', '/api/drafts')).statusCode).toBe(401);
    const created = await call(alice, 'POST', '/api/drafts', { title: '쓰다 만 글' });
    expect(created.statusCode).toBe(201);
    const draft = created.json();
    expect(draft).toMatchObject({
      title: '쓰다 만 글',
      content: '',
      type: 'TEXT',
      boardName: null,
      category: null,
      images: [],
    });
    const empty = await call(alice, 'POST', '/api/drafts', {});
    expect(empty.statusCode).toBe(201);

    const path = `/api/drafts/${draft.id}`;
    expect((await call(bob, 'GET', path)).statusCode).toBe(404);
    expect((await call(bob, 'PUT', path, { title: '가로채기' })).statusCode).toBe(404);
    expect((await call(bob, 'DELETE', path)).statusCode).toBe(404);
    expect((await call(bob, 'GET', '/api/drafts')).json()).toEqual([]);

    const saved = await call(alice, 'PUT', path, {
      title: '쓰다 만 글',
      content: '이어서 씀',
      boardName: 'free',
    });
    expect(saved.json()).toMatchObject({ content: '이어서 씀', boardName: 'free' });
    expect((await call(alice, 'GET', path)).json().content).toBe('이어서 씀');
    const mine = (await call(alice, 'GET', '/api/drafts')).json();
    expect(mine.map((d: { id: number }) => d.id)).toEqual([draft.id, empty.json().id]);

    expect((await call(alice, 'DELETE', `/api/drafts/${empty.json().id}`)).statusCode).toBe(204);
    expect((await call(alice, 'GET', `/api/drafts/${empty.json().id}`)).statusCode).toBe(404);
    expect((await call(alice, 'POST', '/api/drafts', { title: '가'.repeat(301) })).statusCode).toBe(
      400,
    );
  });

  it('removes the draft a post is published from', async () => {
    const draft = (await call(bob, 'POST', '/api/drafts', { title: '발행할 글' })).json();
    // Someone else's draft id changes nothing.
    await write(alice, {
      title: '남의 초안',
      content: '본문',
      boardName: 'stock',
      draftId: draft.id,
    });
    expect((await call(bob, 'GET', `/api/drafts/${draft.id}`)).statusCode).toBe(200);
    await write(bob, {
      title: '발행할 글',
      content: '본문',
      boardName: 'stock',
      draftId: draft.id,
    });
    expect((await call(bob, 'GET', `/api/drafts/${draft.id}`)).statusCode).toBe(404);
  });

  it('keeps at most 20 per member', async () => {
    const member = await registerUser(t.app, { nickname: '초안왕' });
    const results = await Promise.all(
      Array.from({ length: 22 }, (_, i) =>
        call(member, 'POST', '/api/drafts', { title: `초안 ${i}` }),
      ),
    );
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(20);
    const refused = results.find((r) => r.statusCode !== 201)!;
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'LIMIT_EXCEEDED' });
    expect(refused.json().message).toContain('20개');
    expect((await call(member, 'GET', '/api/drafts')).json()).toHaveLength(20);
  });
});
