import { SearchRequest } from '@myeolgong/contract/search';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app';
import { registerUser } from '../../../test/users';
import { documentTokens, postTokens, searchText } from '../../lib/search-tokens';
import { startSearchBackfill } from './search-backfill';
import { boardsRepository } from '../boards/boards.repository';
import { searchGate } from './search-gate';
import { searchRepository } from './search.repository';
import type { PlanStatistics } from './plan-statistics';
import { postgresSearchService } from './search.service';

/**
 * The plans of a million posts on a small table: limits scaled down and the token statistics
 * fixed, so that the walk-first plan, the index taking over behind the walk and the estimate all
 * run, and every page still equals the plain scan.
 */
let t: TestApp;
const TOTAL = 600;

beforeAll(async () => {
  t = await buildTestApp();
  const author = await registerUser(t.app, { nickname: '작성자' });
  const { rows } = await t.database.pool.query<{ id: number }>(
    `SELECT id FROM boards WHERE name = 'free'`,
  );
  // Every post has 공통; every 10th 열번째; the 5 oldest 드문; every 7th is hidden or deleted.
  const posts = Array.from({ length: TOTAL }, (_, i) => {
    const content = ['공통 본문', i % 10 === 0 ? '열번째' : '', i < 5 ? '드문' : ''].join(' ');
    const title = `글 ${i}`;
    return { title, content, tokens: postTokens(title, content).join(' ') };
  });
  await t.database.pool.query(
    `INSERT INTO posts (board_id, author_id, type, title, content, search_tokens, created_at,
                        like_count, hidden_at, deleted_at)
     SELECT $1, $2, 'TEXT', u.title, u.content, string_to_array(u.tokens, ' '),
            now() - ($6 - u.i) * interval '1 minute', u.i % 13,
            CASE WHEN ($6 - u.i) % 14 = 7 THEN now() END,
            CASE WHEN ($6 - u.i) % 14 = 0 THEN now() END
       FROM unnest($3::text[], $4::text[], $5::text[]) WITH ORDINALITY AS u(title, content, tokens, i)`,
    [
      rows[0]!.id,
      author.user.id,
      posts.map((p) => p.title),
      posts.map((p) => p.content),
      posts.map((p) => p.tokens),
      TOTAL + 1,
    ],
  );
  await t.database.pool.query(
    `UPDATE boards SET post_count = (SELECT count(*) FROM posts WHERE board_id = boards.id
       AND deleted_at IS NULL AND hidden_at IS NULL)`,
  );
});
afterAll(async () => t.close());

type Share = number | null | ((token: string) => number);

function service(share: Share, extra: Partial<PlanStatistics> = {}, triples?: () => boolean) {
  const of = (token: string) => (typeof share === 'function' ? share(token) : share);
  return postgresSearchService({
    db: t.database.db,
    search: searchRepository(),
    boards: boardsRepository(t.database.db),
    gate: searchGate({ concurrency: 2, queue: 10, maxWaitMs: 1000 }),
    stats: {
      rarestShare: (tokens) =>
        share === null ? null : Math.min(...tokens.map((token) => of(token) ?? 1)),
      share: of,
      ...extra,
    },
    statementTimeoutMs: 5000,
    ...(triples ? { triples } : {}),
    limits: { walkRows: 200, estimateFloor: 100, matchesMax: 40, sortedMax: 80 },
  });
}

async function scan(words: string[], order: 'recent' | 'likes') {
  const { rows } = await t.database.pool.query<{ id: number }>(
    `SELECT id FROM posts WHERE deleted_at IS NULL AND hidden_at IS NULL
       AND ${words.map((_, i) => `strpos(lower(title || ' ' || content), $${i + 1}) > 0`).join(' AND ')}
     ORDER BY ${order === 'likes' ? 'like_count DESC, id DESC' : 'created_at DESC, id DESC'}`,
    words,
  );
  return rows.map((r) => r.id);
}

async function allPages(
  share: Share,
  query: string,
  sort: 'recent' | 'likes',
  extra: Partial<PlanStatistics> = {},
) {
  const ids: number[] = [];
  const totals: { total: number; exact: boolean }[] = [];
  for (let page = 0; page < 100; page++) {
    const request = SearchRequest.parse({ query, page, size: 15, sort });
    const answer = await service(share, extra).search(request, null);
    ids.push(...answer.content.map((p) => p.id));
    totals.push({ total: answer.totalElements, exact: answer.totalExact });
    if (answer.last) return { ids, totals };
  }
  throw new Error('no last page');
}

describe('search plans on a scaled-down table', () => {
  for (const [name, share, extra] of [
    ['walk first (common tokens)', 1],
    ['index first (rare tokens)', 0.001],
    // Windows chosen for words the statistics misjudge as common; the rare ones give up after
    // the first window and are counted instead. Every token counts as frequent: the index is
    // asked for one of them.
    ['windows first (misjudged share)', 0.5],
    // A word's frequent tokens (번째, 공통's 통) are left out of the index condition.
    ['frequent tokens left out', (token: string) => (['번째', '통'].includes(token) ? 0.9 : 0.3)],
    ['no statistics yet', null],
    // The sample (decision 031): a measured share of matches picks the plan, whatever the token
    // shares say; a measured rare share goes to the count.
    ['sample: a common share walks', 0.001, { matchShare: () => 0.9, candidateShare: () => 0.9 }],
    ['sample: a rare share counts', 1, { matchShare: () => 0.00001 }],
    // No token narrows the sampled candidates further: the index is asked for the first one
    // only, and the short words it does not hold (열 in 공통 열) are tested row by row.
    ['sample: one token asked for', 0.3, { matchShare: () => 0.05, candidateShare: () => 0.3 }],
  ] as [string, Share, Partial<PlanStatistics>?][]) {
    for (const sort of ['recent', 'likes'] as const) {
      it(`${name}, ${sort}: every page equals the plain scan`, async () => {
        for (const query of [
          '공통',
          '열번째',
          '드문',
          '공통 열번째',
          '공통 -열번째',
          '없는말',
          '공통 열',
          '글 공통',
        ]) {
          const words = query.split(' ').filter((w) => !w.startsWith('-'));
          let expected = await scan(words, sort);
          if (query.includes('-열번째')) {
            const tenth = new Set(await scan(['열번째'], sort));
            expected = expected.filter((id) => !tenth.has(id));
          }
          const { ids, totals } = await allPages(share, query, sort, extra);
          expect(ids, `${query} ${sort}`).toEqual(expected);
          const first = totals[0]!;
          if (expected.length <= 40) expect(first).toEqual({ total: expected.length, exact: true });
          else expect(first.total, query).toBeGreaterThan(40);
          // `last` is exact: the last page says so, and totals never contradict the pages.
          expect(totals.at(-1)!.total).toBeGreaterThanOrEqual(ids.length);
        }
      });
    }
  }

  it('estimates a common word from the walk, at least the bounded count', async () => {
    const answer = await service(1).search(SearchRequest.parse({ query: '공통', size: 10 }), null);
    expect(answer.totalExact).toBe(false);
    // 600 posts, 1 in 7 hidden or deleted: about 515 visible, all with 공통.
    expect(answer.totalElements).toBeGreaterThan(400);
    expect(answer.totalElements).toBeLessThan(700);
    expect(answer.last).toBe(false);
  });
});

describe('posts written before the three-letter tokens (migration 0020)', () => {
  it('are found through their pairs until the backfill rewrote them, then through the triples', async () => {
    const { rows } = await t.database.pool.query<{ id: number }>(
      `SELECT id FROM boards WHERE name = 'free'`,
    );
    const author = await registerUser(t.app, { nickname: '옛작성자' });
    const old = ['옛토큰 하나', '옛날토큰 둘', '옛토큰이 셋'];
    for (const [i, title] of old.entries()) {
      await t.database.pool.query(
        `INSERT INTO posts (board_id, author_id, type, title, content, search_tokens, created_at)
         VALUES ($1, $2, 'TEXT', $3, '본문', $4, now() - $5 * interval '1 second')`,
        [rows[0]!.id, author.user.id, title, documentTokens(searchText(title, '본문')), i],
      );
    }
    const backfill = startSearchBackfill(t.database.db, t.app.log);
    try {
      await backfill.check();
      expect(backfill.triples()).toBe(false);
      const find = async (query: string, triples: boolean) =>
        (
          await service(0.001, {}, () => triples).search(SearchRequest.parse({ query }), null)
        ).content.map((p) => p.title);
      expect(await find('옛토큰', false)).toEqual(['옛토큰 하나', '옛토큰이 셋']);
      // Asked for its triple, the index does not hold these posts yet: why searches wait.
      expect(await find('옛토큰', true)).toEqual([]);

      await backfill.drain();
      await backfill.check();
      expect(backfill.triples()).toBe(true);
      const { rows: left } = await t.database.pool.query(
        `SELECT id FROM posts WHERE NOT (search_tokens @> ARRAY['#3']::text[])`,
      );
      expect(left).toEqual([]);
      expect(await find('옛토큰', true)).toEqual(['옛토큰 하나', '옛토큰이 셋']);
      expect(await find('날토큰', true)).toEqual(['옛날토큰 둘']);
      expect(await find('토큰 옛', true)).toEqual(['옛토큰 하나', '옛날토큰 둘', '옛토큰이 셋']);
    } finally {
      await backfill.stop();
    }
  });
});
