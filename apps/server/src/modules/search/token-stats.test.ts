import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app';
import { registerUser } from '../../../test/users';
import { postTokens } from '../../lib/search-tokens';
import { tokenStats } from './token-stats';

/**
 * The planner's sample (decision 031): with a sample of the whole table, the shares it gives are
 * the table's own, counted exactly as the search would test the posts.
 */
let t: TestApp;
let free: number;
let stock: number;
const TOTAL = 800;

beforeAll(async () => {
  t = await buildTestApp();
  const author = await registerUser(t.app, { nickname: '표본작성자' });
  const boards = await t.database.pool.query<{ id: number; name: string }>(
    `SELECT id, name FROM boards WHERE name IN ('free', 'stock')`,
  );
  free = boards.rows.find((b) => b.name === 'free')!.id;
  stock = boards.rows.find((b) => b.name === 'stock')!.id;
  // Every post has 공통; 정리 and 후기 each in half the posts but together only in every fourth
  // (i % 4 === 0: both; 1: 정리 only; 2: 후기 only); 가짜뉴스는 in every 20th, its pairs 가짜 and
  // 뉴스 apart in every 10th; the first 600 on free, the rest on stock; every 50th hidden.
  const posts = Array.from({ length: TOTAL }, (_, i) => {
    const words = ['공통 본문'];
    if (i % 4 === 0) words.push('정리 후기');
    if (i % 4 === 1) words.push('정리만');
    if (i % 4 === 2) words.push('후기만');
    if (i % 20 === 0) words.push('가짜뉴스는');
    else if (i % 10 === 0) words.push('가짜 얘기와 뉴스');
    const title = `표본 ${i}`;
    const content = words.join(' ');
    return { title, content, tokens: postTokens(title, content).join(' ') };
  });
  await t.database.pool.query(
    `INSERT INTO posts (board_id, author_id, type, title, content, search_tokens, created_at, hidden_at)
     SELECT CASE WHEN u.i <= 600 THEN $1::int8 ELSE $2::int8 END, $3, 'TEXT', u.title, u.content,
            string_to_array(u.tokens, ' '), now() - u.i * interval '1 hour',
            CASE WHEN u.i % 50 = 0 THEN now() END
       FROM unnest($4::text[], $5::text[], $6::text[]) WITH ORDINALITY AS u(title, content, tokens, i)`,
    [
      free,
      stock,
      author.user.id,
      posts.map((p) => p.title),
      posts.map((p) => p.content),
      posts.map((p) => p.tokens),
    ],
  );
  await t.database.pool.query(
    `UPDATE boards SET post_count = (SELECT count(*) FROM posts WHERE board_id = boards.id
       AND deleted_at IS NULL AND hidden_at IS NULL)`,
  );
});
afterAll(async () => t.close());

/** The share of visible posts matching `where` (SQL on the posts row), counted by PostgreSQL. */
async function share(where: string, filter = 'true') {
  const { rows } = await t.database.pool.query<{ m: number; n: number }>(
    `SELECT count(*) FILTER (WHERE ${where})::int AS m, count(*)::int AS n FROM posts
      WHERE deleted_at IS NULL AND hidden_at IS NULL AND ${filter}`,
  );
  return rows[0]!.m / rows[0]!.n;
}

describe('the planner sample', () => {
  it("measures the share of a query's matches, not the product of its words", async () => {
    const stats = tokenStats(t.database.db, { sampleRows: 100_000 });
    await stats.ready();
    const both = stats.matchShare({ required: ['정리', '후기'], excluded: [], scope: 'all' });
    expect(both).toBeCloseTo(
      await share(`strpos(content, '정리') > 0 AND strpos(content, '후기') > 0`),
      10,
    );
    // Apart, each is in about half the posts: taken as independent they would say a quarter
    // of the posts holds both; the sample says what the table says.
    expect(stats.share('정리')!).toBeGreaterThan(0.45);
    expect(stats.share('후기')!).toBeGreaterThan(0.45);
    expect(both!).toBeLessThan(0.27);
    // A phrase, an exclusion, a scope and the filters are tested as the search tests them.
    expect(stats.matchShare({ required: ['가짜뉴스는'], excluded: [], scope: 'all' })).toBeCloseTo(
      await share(`strpos(content, '가짜뉴스는') > 0`),
      10,
    );
    expect(
      stats.matchShare({ required: ['정리'], excluded: ['후기'], scope: 'content' }),
    ).toBeCloseTo(await share(`strpos(content, '정리') > 0 AND strpos(content, '후기') = 0`), 10);
    expect(stats.matchShare({ required: ['정리'], excluded: [], scope: 'title' })).toBe(0);
    expect(
      stats.matchShare({ required: ['공통'], excluded: [], scope: 'all', boardId: free }),
    ).toBe(1);
    expect(
      stats.matchShare({
        required: ['정리 후기'],
        excluded: [],
        scope: 'all',
        boardId: free,
        since: new Date(Date.now() - 560 * 3_600_000 - 60_000),
      }),
    ).toBeCloseTo(
      await share(
        `strpos(content, '정리 후기') > 0`,
        `board_id = ${free} AND created_at >= now() - interval '560 hours 1 minute'`,
      ),
      10,
    );
  });

  it('says nothing for filters it holds too few posts of', async () => {
    const stats = tokenStats(t.database.db, { sampleRows: 100_000 });
    await stats.ready();
    // The stock board's 200 posts are under the sample's minimum of 500.
    expect(
      stats.matchShare({ required: ['공통'], excluded: [], scope: 'all', boardId: stock }),
    ).toBeNull();
  });

  it("gives the candidates of a token set: a word's pairs together, apart", async () => {
    const stats = tokenStats(t.database.db, { sampleRows: 100_000 });
    await stats.ready();
    const pairs = await share(`strpos(content, '가짜') > 0 AND strpos(content, '뉴스') > 0`);
    expect(stats.candidateShare(['가짜', '뉴스'])).toBeCloseTo(pairs, 10);
    expect(stats.candidateShare(['짜뉴', '스는'])).toBeCloseTo(
      await share(`strpos(content, '가짜뉴스는') > 0`),
      10,
    );
    expect(stats.candidateShare(['뷁꿿'])).toBe(0);
  });

  it('answers nothing before its first sample', () => {
    const stats = tokenStats(t.database.db);
    expect(stats.share('정리')).toBeNull();
    expect(stats.matchShare({ required: ['정리'], excluded: [], scope: 'all' })).toBeNull();
    expect(stats.candidateShare(['정리'])).toBeNull();
  });
});
