import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app';
import { registerUser } from '../../../test/users';
import { stockCountersAndRows } from '../../../test/stock-counters';

let t: TestApp;
type Member = Awaited<ReturnType<typeof registerUser>>;
let alice: Member;
let bob: Member;

beforeAll(async () => {
  t = await buildTestApp();
  alice = await registerUser(t.app, { nickname: '앨리스' });
  bob = await registerUser(t.app, { nickname: '밥아저씨' });
});
afterAll(async () => t.close());

const write = async (title: string, content: string, who: Member = alice) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/posts',
    headers: who.auth,
    payload: { title, content, boardName: 'stock' },
  });
  expect(res.statusCode).toBe(201);
  return res.json() as { id: number; stocks: { stockCode: string; stockName: string }[] };
};
const edit = async (id: number, title: string, content: string) => {
  const res = await t.app.inject({
    method: 'PUT',
    url: `/api/posts/${id}`,
    headers: alice.auth,
    payload: { title, content, boardName: 'stock' },
  });
  expect(res.statusCode).toBe(200);
  return res.json() as { stocks: { stockCode: string; stockName: string }[] };
};
const comment = async (postId: number, content: string, who: Member = bob) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/comments',
    headers: who.auth,
    payload: { postId, content },
  });
  expect(res.statusCode).toBe(201);
  return res.json() as { id: number };
};
const discussion = async (code: string, query = '') => {
  const res = await t.app.inject({ url: `/api/stock/${code}/posts${query}` });
  return { status: res.statusCode, body: res.json() };
};
const idsOf = (page: { content: { id: number }[] }) => page.content.map((p) => p.id);
const discussed = async (period = 'day') =>
  (await t.app.inject({ url: `/api/stock/discussed?period=${period}` })).json() as {
    stockCode: string;
    stockName: string;
    posts: number;
    comments: number;
    changeRate: number | null;
  }[];

describe('mentions in posts', () => {
  it('reads names, codes and aliases, in order, each once; unknown names stay text', async () => {
    const post = await write(
      '$삼성전자가 오를까',
      '$005930 다시 보니 $SK하이닉스 도 좋고 $하닉 중복, $삼전 도 중복. $없는회사 $삼성 $0059301 $NAVER주가',
    );
    expect(post.stocks).toEqual([
      { stockCode: '005930', stockName: '삼성전자' },
      { stockCode: '000660', stockName: 'SK하이닉스' },
      { stockCode: '035420', stockName: 'NAVER' },
    ]);
    const again = (await t.app.inject({ url: `/api/posts/${post.id}` })).json();
    expect(again.stocks).toEqual(post.stocks);
  });

  it('takes the longest listed name (삼성전자우 is not 삼성전자) and plain posts carry []', async () => {
    expect((await write('우선주', '$삼성전자우 배당')).stocks).toEqual([
      { stockCode: '005935', stockName: '삼성전자우' },
    ]);
    expect((await write('그냥 글', '달러는 $100')).stocks).toEqual([]);
  });

  it('keeps at most 10 stocks', async () => {
    const names = [
      '삼성전자',
      'SK하이닉스',
      'LG전자',
      '현대차',
      '카카오뱅크',
      '셀트리온',
      'LG에너지솔루션',
      '삼성바이오로직스',
      'POSCO홀딩스',
      'NAVER',
      '기아',
      '한국전력',
    ];
    const post = await write('열두 종목', names.map((n) => `$${n}`).join(' '));
    expect(post.stocks.map((s) => s.stockName)).toEqual(names.slice(0, 10));
  });

  it('edits add and remove mentions, and the stock lists follow', async () => {
    const post = await write('편집 시험', '$LG화학 이야기');
    expect(idsOf((await discussion('051910')).body)).toContain(post.id);
    const edited = await edit(post.id, '편집 시험', '$삼성SDI 이야기로 바꿈');
    expect(edited.stocks).toEqual([{ stockCode: '006400', stockName: '삼성SDI' }]);
    expect(idsOf((await discussion('051910')).body)).not.toContain(post.id);
    expect(idsOf((await discussion('006400')).body)).toContain(post.id);
  });
});

describe('GET /api/stock/{stockCode}/posts', () => {
  it('lists the posts mentioning the stock newest first, with paging, comments counting', async () => {
    const first = await write('에코프로 1', '$에코프로 첫 글');
    const second = await write('에코프로 2', '$086520 둘째 글');
    const other = await write('다른 이야기', '오늘 날씨');
    await comment(other.id, '여기서도 $에코프로 이야기');
    const third = await write('에코프로 3', '$에코프로 셋째 글');

    const all = await discussion('086520');
    expect(all.status).toBe(200);
    expect(idsOf(all.body)).toEqual([third.id, other.id, second.id, first.id]);
    expect(all.body).toMatchObject({ totalElements: 4, number: 0, last: true, empty: false });
    // A post mentioned only by a comment does not carry the stock itself.
    expect(all.body.content[1].stocks).toEqual([]);

    const page1 = await discussion('086520', '?page=1&size=3');
    expect(idsOf(page1.body)).toEqual([first.id]);
    expect(page1.body).toMatchObject({ totalElements: 4, totalPages: 2, number: 1, size: 3 });
    const page0 = await discussion('086520', '?page=0&size=3');
    expect(page0.body.last).toBe(false);
  });

  it('drops deleted posts and posts whose only mentioning comment is edited or deleted', async () => {
    const gone = await write('지울 글', '$알테오젠 이야기');
    const viaComment = await write('댓글로만', '본문에는 없음');
    const c = await comment(viaComment.id, '$알테오젠 댓글');
    expect(idsOf((await discussion('196170')).body)).toEqual([viaComment.id, gone.id]);

    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/posts/${gone.id}`,
      headers: alice.auth,
    });
    expect(del.statusCode).toBe(200);
    expect(idsOf((await discussion('196170')).body)).toEqual([viaComment.id]);

    const changed = await t.app.inject({
      method: 'PUT',
      url: `/api/comments/${c.id}`,
      headers: bob.auth,
      payload: { content: '$HLB 로 바꿨어요' },
    });
    expect(changed.statusCode).toBe(200);
    expect(idsOf((await discussion('196170')).body)).toEqual([]);
    expect(idsOf((await discussion('028300')).body)).toEqual([viaComment.id]);

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/comments/${c.id}`,
      headers: bob.auth,
    });
    expect(removed.statusCode).toBe(200);
    const empty = await discussion('028300');
    expect(empty.body).toMatchObject({ content: [], totalElements: 0, empty: true });
  });

  it('counts and lists alike: no hidden post for visitors, no blocked author for a blocker', async () => {
    const shown = await write('보이는 글', '$한국전력 이야기');
    const hidden = await write('숨긴 글', '$한국전력 숨김');
    const byBob = await write('밥의 글', '$한국전력 밥', bob);
    await t.database.db
      .updateTable('posts')
      .set({ hidden_at: new Date() })
      .where('id', '=', hidden.id)
      .execute();
    const anonymous = (await discussion('015760')).body;
    expect(idsOf(anonymous)).toEqual([byBob.id, shown.id]);
    expect(anonymous.totalElements).toBe(2);
    await t.database.db
      .insertInto('user_blocks')
      .values({ blocker_id: alice.user.id, blocked_id: bob.user.id })
      .execute();
    const mine = (
      await t.app.inject({ url: '/api/stock/015760/posts', headers: alice.auth })
    ).json();
    expect(idsOf(mine)).toEqual([shown.id]);
    expect(mine.totalElements).toBe(1);
  });

  it('answers 400 for a malformed code and 404 for an unknown one, in Korean', async () => {
    const bad = await discussion('12AB');
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ success: false, status: 400, code: 'VALIDATION_FAILED' });
    const unknown = await discussion('999999');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ code: 'NOT_FOUND', message: '종목을 찾을 수 없습니다.' });
  });
});

describe('GET /api/stock/discussed', () => {
  it('ranks stocks by mentions in posts and comments of the period, with the change rate', async () => {
    const a = await write('카카오 1', '$카카오');
    await write('카카오 2', '$카카오 $카카오 (한 글에 한 번)');
    await comment(a.id, '$카카오 $카카오페이', alice);
    const ranking = await discussed('day');
    const kakao = ranking.find((r) => r.stockCode === '035720');
    expect(kakao).toMatchObject({ stockName: '카카오', posts: 2, comments: 1 });
    expect(typeof kakao?.changeRate).toBe('number');
    expect(ranking.find((r) => r.stockCode === '377300')).toMatchObject({
      posts: 0,
      comments: 1,
    });
    expect(ranking.length).toBeLessThanOrEqual(20);
    const totals = ranking.map((r) => r.posts + r.comments);
    expect([...totals].sort((x, y) => y - x)).toEqual(totals);
    expect((await discussed('week')).find((r) => r.stockCode === '035720')).toMatchObject({
      posts: 2,
      comments: 1,
    });
  });

  it('leaves out posts written before the period and deleted posts', async () => {
    const old = await write('옛 글', '$크래프톤 옛날 이야기');
    await t.database.db
      .updateTable('post_stocks')
      .set({ post_created_at: new Date(Date.now() - 3 * 24 * 3600 * 1000) })
      .where('post_id', '=', old.id)
      .execute();
    const recent = await write('새 글', '$크래프톤 요즘');
    // Written by hand above: the next write tells the ranking to count again.
    expect((await discussed('day')).find((r) => r.stockCode === '259960')?.posts).toBe(1);
    expect((await discussed('week')).find((r) => r.stockCode === '259960')?.posts).toBe(2);
    await t.app.inject({ method: 'DELETE', url: `/api/posts/${recent.id}`, headers: alice.auth });
    expect((await discussed('day')).find((r) => r.stockCode === '259960')).toBeUndefined();
  });

  it('defaults to a day and refuses other periods with a Korean message', async () => {
    expect((await t.app.inject({ url: '/api/stock/discussed' })).statusCode).toBe(200);
    const bad = await t.app.inject({ url: '/api/stock/discussed?period=year' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('day 또는 week');
  });
});

describe('GET /api/stock/discussed on a database of its own', () => {
  let own: TestApp;
  beforeAll(async () => {
    own = await buildTestApp();
  });
  afterAll(async () => own?.close());

  it('answers the 20 most mentioned of 22 stocks, most mentioned first (DISCUSSED_MAX)', async () => {
    const member = await registerUser(own.app, { nickname: '스물두종목' });
    const codes = own.app.stocks
      .listings()
      .map((l) => l.code)
      .filter((code) => /^\d{6}$/.test(code))
      .slice(0, 22);
    expect(codes).toHaveLength(22);
    // Round r mentions the first 22 - r stocks, so stock i is mentioned 22 - i times: the first
    // ten by a post (at most 10 stocks each), the rest by comments on it.
    for (let round = 0; round < 22; round++) {
      const mentioned = codes.slice(0, 22 - round).map((code) => `$${code}`);
      const post = await own.app.inject({
        method: 'POST',
        url: '/api/posts',
        headers: member.auth,
        payload: {
          title: `순위 ${round}`,
          content: mentioned.slice(0, 10).join(' '),
          boardName: 'stock',
        },
      });
      expect(post.statusCode).toBe(201);
      for (let from = 10; from < mentioned.length; from += 10) {
        const reply = await own.app.inject({
          method: 'POST',
          url: '/api/comments',
          headers: member.auth,
          payload: { postId: post.json().id, content: mentioned.slice(from, from + 10).join(' ') },
        });
        expect(reply.statusCode).toBe(201);
      }
    }
    const expected = codes.slice(0, 20).map((stockCode, i) => ({
      stockCode,
      posts: i < 10 ? 22 - i : 0,
      comments: i < 10 ? 0 : 22 - i,
    }));
    for (const period of ['day', 'week']) {
      const res = await own.app.inject({ url: `/api/stock/discussed?period=${period}` });
      expect(res.statusCode).toBe(200);
      const ranking = res.json() as { stockCode: string; posts: number; comments: number }[];
      expect(ranking).toHaveLength(20);
      expect(
        ranking.map(({ stockCode, posts, comments }) => ({ stockCode, posts, comments })),
      ).toEqual(expected);
    }
  });
});

describe('mentions in comments', () => {
  const commentsOf = async (postId: number) =>
    (await t.app.inject({ url: `/api/comments/post/${postId}` })).json().content as {
      id: number;
      deleted?: boolean;
      stocks: { stockCode: string; stockName: string }[];
    }[];

  it('carries the stocks a comment mentions, in order, none once deleted', async () => {
    const post = await write('댓글 종목', '본문');
    const c = await comment(post.id, '$셀트리온 그리고 $삼전');
    const stocks = [
      { stockCode: '068270', stockName: '셀트리온' },
      { stockCode: '005930', stockName: '삼성전자' },
    ];
    // The answer to the write carries them too (the page shows it, and the live message, as is).
    expect(c).toMatchObject({ stocks });
    expect((await commentsOf(post.id))[0]).toMatchObject({ id: c.id, stocks });
    expect(idsOf((await discussion('068270')).body)).toContain(post.id);
    // A reply keeps the deleted comment in the list, as a placeholder.
    const reply = await t.app.inject({
      method: 'POST',
      url: '/api/comments',
      headers: alice.auth,
      payload: { postId: post.id, parentId: c.id, content: '답글' },
    });
    expect(reply.statusCode).toBe(201);
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/comments/${c.id}`,
      headers: bob.auth,
    });
    expect(del.statusCode).toBe(200);
    const placeholder = (await commentsOf(post.id)).find((x) => x.id === c.id);
    expect(placeholder).toMatchObject({ content: '삭제된 댓글입니다.', stocks: [] });
    expect(idsOf((await discussion('068270')).body)).not.toContain(post.id);
    expect(idsOf((await discussion('005930')).body)).not.toContain(post.id);
  });

  it('keeps at most 10 stocks, in order', async () => {
    const names = [
      'LG화학',
      '삼성SDI',
      '카카오',
      '카카오페이',
      '에코프로',
      '알테오젠',
      'HLB',
      '크래프톤',
      '한국전력',
      '기아',
      '현대차',
      'NAVER',
    ];
    const post = await write('댓글 열두 종목', '본문');
    const c = await comment(post.id, names.map((n) => `$${n}`).join(' '));
    const listed = (await commentsOf(post.id)).find((x) => x.id === c.id);
    expect(listed?.stocks.map((s) => s.stockName)).toEqual(names.slice(0, 10));
    expect(idsOf((await discussion('005380')).body)).not.toContain(post.id);
    expect(idsOf((await discussion('000270')).body)).toContain(post.id);
  });
});

describe('a comment and its mentions are written together', () => {
  // 유한양행 (000100): mentioned nowhere else in this file. The trigger makes recording its
  // mention fail, as a lost connection or a constraint would, after the comment's own statement.
  const refuse = async () => {
    await sql`CREATE FUNCTION refuse_000100() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.stock_code = '000100' THEN RAISE EXCEPTION 'comment_stocks refused'; END IF;
        RETURN NEW;
      END $$`.execute(t.database.db);
    await sql`CREATE TRIGGER refuse_000100 BEFORE INSERT ON comment_stocks
      FOR EACH ROW EXECUTE FUNCTION refuse_000100()`.execute(t.database.db);
  };
  const allow = async () => {
    await sql`DROP TRIGGER refuse_000100 ON comment_stocks`.execute(t.database.db);
    await sql`DROP FUNCTION refuse_000100()`.execute(t.database.db);
  };
  const rowsOf = (postId: number) =>
    t.database.db
      .selectFrom('comments')
      .select(['id', 'content'])
      .where('post_id', '=', postId)
      .orderBy('id')
      .execute();
  const commentCountOf = async (postId: number) =>
    (await t.app.inject({ url: `/api/posts/${postId}` })).json().commentCount as number;

  it('a failed mention leaves no comment, and a failed edit leaves the text as it was', async () => {
    const post = await write('함께 쓰기', '본문');
    const kept = await comment(post.id, '$셀트리온 처음 댓글');
    await refuse();
    try {
      const failed = await t.app.inject({
        method: 'POST',
        url: '/api/comments',
        headers: bob.auth,
        payload: { postId: post.id, content: '$유한양행 남으면 안 되는 댓글' },
      });
      expect(failed.statusCode).toBe(500);
      const edit = await t.app.inject({
        method: 'PUT',
        url: `/api/comments/${kept.id}`,
        headers: bob.auth,
        payload: { content: '$유한양행 로 바꾸려던 댓글' },
      });
      expect(edit.statusCode).toBe(500);
    } finally {
      await allow();
    }
    expect(await rowsOf(post.id)).toEqual([{ id: kept.id, content: '$셀트리온 처음 댓글' }]);
    expect(await commentCountOf(post.id)).toBe(1);
    expect(idsOf((await discussion('000100')).body)).toEqual([]);
    expect(idsOf((await discussion('068270')).body)).toContain(post.id);
  });
});

describe('the per-stock counters (migration 0018)', () => {
  it('equal each stock’s rows after every write, edit and deletion above', async () => {
    const { counters, rows } = await stockCountersAndRows(t.database.db);
    expect(rows.length).toBeGreaterThan(0);
    expect(counters).toEqual(rows);
  });
});
