import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app';
import { registerUser } from '../../../test/users';
import { postTokens } from '../../lib/search-tokens';

let t: TestApp;
type Member = Awaited<ReturnType<typeof registerUser>>;
let bob: Member;
let carol: Member;
const ids: Record<string, number> = {};

interface Item {
  id: number;
  title: string;
  snippet: string;
  likeCount: number;
}

const create = async (who: Member, key: string, title: string, content: string, board = 'free') => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/posts',
    headers: who.auth,
    payload: { title, content, boardName: board },
  });
  expect(res.statusCode, res.body).toBe(201);
  ids[key] = res.json().id as number;
};

const search = (q: string, extra = '', headers: Record<string, string> = {}) =>
  t.app.inject({ url: `/api/posts/search?query=${encodeURIComponent(q)}${extra}`, headers });
const keysFor = async (q: string, extra = '') => {
  const res = await search(q, extra);
  expect(res.statusCode, res.body).toBe(200);
  const byId = new Map(Object.entries(ids).map(([k, v]) => [v, k]));
  return (res.json().content as Item[]).map((p) => byId.get(p.id) ?? String(p.id));
};

beforeAll(async () => {
  // Rows are changed with SQL below, behind the response cache's back.
  t = await buildTestApp({ RESPONSE_CACHE: 'off' });
  bob = await registerUser(t.app, { nickname: '밥아저씨' });
  carol = await registerUser(t.app, { nickname: '캐롤' });
  // Oldest first: the newest-first order is the reverse of this list.
  await create(
    bob,
    'samsung',
    '삼성전자 실적 발표',
    '서울은 오늘 맑음. 반도체 업황이 좋아졌다는 글을 올립니다.',
  );
  await create(bob, 'kospi', 'KOSPI 3000 돌파?', 'Samsung SDI와 NAVER가 이끌었습니다', 'stock');
  await create(carol, 'lunch', '점심 메뉴 추천', '김밥과 라면, 그리고 삼성 구내식당');
  await create(carol, 'percent', '수익률 100% 달성', '드디어 a_b 전략이 통했습니다');
  await create(carol, 'thousand', '수익률 1000 기록', 'axb 전략과 실적');
  await create(
    bob,
    'long',
    '긴 글',
    `${'가나다라마바사 '.repeat(40)}여기에 반도체 이야기가 나옵니다 ${'아자차카타파하 '.repeat(40)}`,
  );
  await create(
    carol,
    'html',
    '사진 글',
    '<p>첫 줄 <img src="https://example.com/a.png"> 배당 소식 &amp; 정리</p>',
  );
  await create(bob, 'dividend', '배당 정리', '배당 관련 메모');
});
afterAll(async () => t.close());

describe('query language', () => {
  it('requires every word, in any order, each as a substring (particles keep working)', async () => {
    expect(await keysFor('실적 삼성')).toEqual(['samsung']);
    expect(await keysFor('삼성 실적')).toEqual(['samsung']);
    expect(await keysFor('서울')).toEqual(['samsung']);
    expect(await keysFor('sdi와 kospi')).toEqual(['kospi']);
    expect(await keysFor('삼성')).toEqual(['lunch', 'samsung']);
    expect(await keysFor('삼성 부산')).toEqual([]);
  });

  it('matches a quoted part as written', async () => {
    expect(await keysFor('"실적 발표"')).toEqual(['samsung']);
    expect(await keysFor('"발표 실적"')).toEqual([]);
    expect(await keysFor('"오늘 맑음" 반도체')).toEqual(['samsung']);
  });

  it('leaves out posts with a word after a minus', async () => {
    expect(await keysFor('삼성 -반도체')).toEqual(['lunch']);
    expect(await keysFor('수익률 -"100%"')).toEqual(['thousand']);
  });

  it('takes % and _ literally', async () => {
    expect(await keysFor('100%')).toEqual(['percent']);
    expect(await keysFor('a_b')).toEqual(['percent']);
    expect(await keysFor('수익률 %')).toEqual(['percent']);
  });

  it('answers 400 with a Korean message when no word can be searched', async () => {
    for (const q of ['   ', '-삼성', '%%', '"" -"실적"', '- _']) {
      const res = await search(q);
      expect(res.statusCode, q).toBe(400);
      expect(res.json().message, q).toMatch(/검색/);
    }
    expect((await t.app.inject({ url: '/api/posts/search' })).statusCode).toBe(400);
  });

  it('accepts q= for query=', async () => {
    const res = await t.app.inject({ url: `/api/posts/search?q=${encodeURIComponent('김밥')}` });
    expect(res.json().content[0].id).toBe(ids.lunch);
  });
});

describe('scope, board and period', () => {
  it('searches titles, contents, authors or comments', async () => {
    expect(await keysFor('실적', '&scope=title')).toEqual(['samsung']);
    expect(await keysFor('실적', '&scope=content')).toEqual(['thousand']);
    expect(await keysFor('실적')).toEqual(['thousand', 'samsung']);
    expect(await keysFor('캐롤', '&scope=author')).toEqual([
      'html',
      'thousand',
      'percent',
      'lunch',
    ]);
    expect(await keysFor('밥아', '&scope=author&size=2')).toEqual(['dividend', 'long']);
    expect(await keysFor('아저씨', '&scope=author')).toEqual([]);

    const comment = await t.app.inject({
      method: 'POST',
      url: '/api/comments',
      headers: carol.auth,
      payload: { postId: ids.kospi, content: '저는 하이닉스 매수했습니다' },
    });
    expect(comment.statusCode, comment.body).toBe(201);
    expect(await keysFor('하이닉스 매수', '&scope=comment')).toEqual(['kospi']);
    expect(await keysFor('하이닉스')).toEqual([]);
    expect(await keysFor('하이닉스 -매수', '&scope=comment')).toEqual([]);
  });

  it('finds comments written before their search tokens existed', async () => {
    await t.database.pool.query(
      `INSERT INTO comments (post_id, author_id, content) VALUES ($1, $2, '토큰 없는 옛 댓글 코스닥')`,
      [ids.lunch, carol.user.id],
    );
    expect(await keysFor('코스닥', '&scope=comment')).toEqual(['lunch']);
  });

  it('narrows to a board', async () => {
    expect(await keysFor('삼성', '&boardName=free')).toEqual(['lunch', 'samsung']);
    expect(await keysFor('kospi', '&boardName=free')).toEqual([]);
    expect((await search('삼성', '&boardName=nowhere')).statusCode).toBe(404);
  });

  it('narrows to a period', async () => {
    await t.database.pool.query(
      `UPDATE posts SET created_at = now() - interval '3 days' WHERE id = $1`,
      [ids.samsung],
    );
    await t.database.pool.query(
      `UPDATE posts SET created_at = now() - interval '40 days' WHERE id = $1`,
      [ids.lunch],
    );
    expect(await keysFor('삼성', '&period=day')).toEqual([]);
    expect(await keysFor('삼성', '&period=week')).toEqual(['samsung']);
    expect(await keysFor('삼성', '&period=month')).toEqual(['samsung']);
    expect(await keysFor('삼성', '&period=year')).toEqual(['samsung', 'lunch']);
    expect(await keysFor('삼성', '&period=all')).toEqual(['samsung', 'lunch']);
    expect((await search('삼성', '&period=decade')).statusCode).toBe(400);
    expect((await search('삼성', '&scope=everything')).statusCode).toBe(400);
    expect((await search('삼성', '&sort=oldest')).statusCode).toBe(400);
  });
});

describe('sort', () => {
  it('orders by recency, relevance (title first) or likes', async () => {
    expect(await keysFor('배당')).toEqual(['dividend', 'html']);
    expect(await keysFor('반도체')).toEqual(['long', 'samsung']);
    expect(await keysFor('반도체', '&sort=recent')).toEqual(['long', 'samsung']);
    expect(await keysFor('정리', '&sort=relevance')).toEqual(['dividend', 'html']);
    // 글 is in the titles of long and html, and in the content of samsung (올립니다 … 글을).
    expect(await keysFor('글', '&sort=relevance')).toEqual(['html', 'long', 'samsung']);
    await t.app.inject({ method: 'POST', url: `/api/like/post/${ids.samsung}`, headers: bob.auth });
    await t.app.inject({
      method: 'POST',
      url: `/api/like/post/${ids.samsung}`,
      headers: carol.auth,
    });
    await t.app.inject({ method: 'POST', url: `/api/like/post/${ids.long}`, headers: carol.auth });
    expect(await keysFor('글', '&sort=likes')).toEqual(['samsung', 'long', 'html']);
  });
});

describe('results', () => {
  it('carries a snippet of plain text around the first match, at most 160 characters', async () => {
    const [long] = (await search('반도체 이야기')).json().content as Item[];
    expect(long!.id).toBe(ids.long);
    expect([...long!.snippet].length).toBeLessThanOrEqual(160);
    expect(long!.snippet).toContain('반도체 이야기');
    expect(long!.snippet.startsWith('…')).toBe(true);
    const [html] = (await search('배당 소식')).json().content as Item[];
    expect(html!.snippet).toBe('첫 줄 배당 소식 & 정리');
  });

  it('pages like a plain scan, newest first, with the right totals', async () => {
    for (const q of ['글', '삼성', '다', '니다', 'a', '100%', '실적 삼성']) {
      const words = q.split(' ');
      const { rows } = await t.database.pool.query<{ id: number }>(
        `SELECT id FROM posts WHERE deleted_at IS NULL
           AND ${words.map((_, i) => `strpos(lower(title || ' ' || content), lower($${i + 1})) > 0`).join(' AND ')}
         ORDER BY created_at DESC, id DESC`,
        words,
      );
      const expected = rows.map((r) => r.id);
      const got: number[] = [];
      for (let page = 0; ; page++) {
        const body = (await search(q, `&size=2&page=${page}`)).json();
        got.push(...(body.content as Item[]).map((p) => p.id));
        expect(body.totalElements, q).toBe(expected.length);
        expect(body.totalExact).toBe(true);
        if (body.last) break;
        expect(page).toBeLessThan(20);
      }
      expect(got, q).toEqual(expected);
    }
  });

  it('hides posts pending review and posts of blocked members', async () => {
    await t.database.pool.query(`UPDATE posts SET hidden_at = now() WHERE id = $1`, [ids.dividend]);
    expect(await keysFor('배당')).toEqual(['html']);
    await t.database.pool.query(`UPDATE posts SET hidden_at = NULL WHERE id = $1`, [ids.dividend]);
    await t.database.pool.query(
      `INSERT INTO user_blocks (blocker_id, blocked_id) VALUES ($1, $2)`,
      [bob.user.id, carol.user.id],
    );
    const res = await search('배당', '', bob.auth);
    expect((res.json().content as Item[]).map((p) => p.id)).toEqual([ids.dividend]);
  });
});

describe('large totals', () => {
  it('counts exactly up to 1,000, estimates above, `last` exact', async () => {
    const board = (
      await t.database.pool.query<{ id: number }>(`SELECT id FROM boards WHERE name = 'free'`)
    ).rows[0]!.id;
    const insert = (n: number, title: string) =>
      t.database.pool.query(
        `INSERT INTO posts (board_id, author_id, type, title, content, search_tokens, created_at)
         SELECT $1, $2, 'TEXT', $3, '대량 본문 ' || g, $4::text[], now() - g * interval '1 second'
           FROM generate_series(1, $5) g`,
        [board, bob.user.id, title, postTokens(title, '대량 본문 1234567890'), n],
      );
    await insert(1000, '천개 항목');
    let body = (await search('천개')).json();
    expect(body.totalElements).toBe(1000);
    expect(body.totalExact).toBe(true);
    body = (await search('천개', '&page=49&size=20')).json();
    expect(body.last).toBe(true);
    expect(body.content).toHaveLength(20);

    await insert(1500, '천오백 항목');
    body = (await search('항목', '&size=20')).json();
    // Counting stops at 1,001 matches (CONTRACT: exact up to 1,000, an estimate above).
    expect(body.totalExact).toBe(false);
    expect(body.totalElements).toBeGreaterThan(1000);
    expect(body.content).toHaveLength(20);
    expect(body.last).toBe(false);
    body = (await search('항목', '&size=100&page=24')).json();
    expect(body.last).toBe(true);
    expect(body.content).toHaveLength(100);
    expect(body.totalElements).toBe(2500);
    body = (await search('항목', '&size=100&page=25')).json();
    expect(body.last).toBe(true);
    expect(body.content).toHaveLength(0);
  });
});

describe('saturation', () => {
  it('answers 503 with Retry-After and a Korean message when every search slot is taken', async () => {
    const busy = await buildTestApp({
      SEARCH_CONCURRENCY: '1',
      SEARCH_QUEUE: '0',
      RESPONSE_CACHE: 'off',
    });
    try {
      const answers = await Promise.all(
        Array.from({ length: 6 }, () =>
          busy.app.inject({ url: `/api/posts/search?query=${encodeURIComponent('삼성')}` }),
        ),
      );
      const refused = answers.filter((a) => a.statusCode === 503);
      expect(refused.length).toBeGreaterThan(0);
      expect(answers.every((a) => a.statusCode === 200 || a.statusCode === 503)).toBe(true);
      expect(refused[0]!.headers['retry-after']).toBe('1');
      expect(refused[0]!.json()).toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
      expect(refused[0]!.json().message).toMatch(/검색/);
    } finally {
      await busy.close();
    }
  });
});

describe('response cache', () => {
  it('keeps anonymous answers until a post changes, never signed-in ones', async () => {
    const cached = await buildTestApp();
    try {
      const member = await registerUser(cached.app, { nickname: '캐시' });
      const url = `/api/posts/search?query=${encodeURIComponent('캐시실험')}`;
      expect((await cached.app.inject({ url })).json().totalElements).toBe(0);
      await cached.app.inject({
        method: 'POST',
        url: '/api/posts',
        headers: member.auth,
        payload: { title: '캐시실험 글', content: '본문', boardName: 'free' },
      });
      expect((await cached.app.inject({ url })).json().totalElements).toBe(1);
      const signedIn = await cached.app.inject({ url, headers: member.auth });
      expect(signedIn.headers['cache-control']).toContain('no-store');
    } finally {
      await cached.close();
    }
  });
});
