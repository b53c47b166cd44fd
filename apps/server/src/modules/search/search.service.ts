import {
  SEARCH_EXACT_TOTAL_MAX,
  searchMessages,
  type SearchPage,
  type SearchPeriod,
  type SearchRequest,
} from '@myeolgong/contract/search';
import { parseSearchQuery, usableTerms } from '@myeolgong/contract/search-query';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { AppError, notFound, validationFailed } from '../../lib/errors';
import type { Viewer } from '../../lib/viewer';
import { canSeeHiddenPosts } from '../../policies/post';
import type { BoardsRepository } from '../boards/boards.repository';
import type { SearchGate } from './search-gate';
import { expectedShare, indexTokens, type PlanStatistics } from './plan-statistics';
import { planWindows, type Windows } from './plan-windows';
import { presentSearchResult } from './search.presenter';
import type { Hit, PlanLimits, SearchRepository, SearchSpec } from './search.repository';

/**
 * What the search route depends on. The PostgreSQL implementation below is the default; an
 * OpenSearch (nori) one would implement the same interface in its own module
 * (docs/decisions/016-search-plans.md 'Past one machine').
 */
export interface SearchService {
  search(request: SearchRequest, viewer: Viewer | null): Promise<SearchPage>;
}

const DAY = 24 * 60 * 60 * 1000;
const periodDays: Record<SearchPeriod, number | null> = {
  all: null,
  day: 1,
  week: 7,
  month: 30,
  year: 365,
};

const defaultPlanLimits: PlanLimits = {
  walkRows: 5_000,
  estimateFloor: 5_000,
  matchesMax: SEARCH_EXACT_TOTAL_MAX,
  sortedMax: 20_000,
};

const byRecency = (a: Hit, b: Hit) =>
  b.created_at.getTime() - a.created_at.getTime() || b.id - a.id;
const byLikes = (a: Hit, b: Hit) => b.like_count - a.like_count || b.id - a.id;

/**
 * The walk goes first when it is expected to fill the page within 1/WALK_MARGIN of its rows: a
 * margin of 4 when the sample measured the share of matches, 10 when it comes from the token
 * shares taken as independent (an upper bound that can be far off).
 */
const WALK_MARGIN = { sampled: 4, tokens: 10 };

/** A post found, its total and whether that total is exact. */
interface Found {
  hits: Hit[];
  total: number;
  exact: boolean;
}

/** Posts of a period counted at most, for the estimates (a lower bound beyond). */
const POPULATION_CAP = 50_000;

const timedOut = () =>
  new AppError(503, 'SERVICE_UNAVAILABLE', searchMessages.timedOut, undefined, {
    'retry-after': '1',
  });

/** PostgreSQL's statement time-out and node-postgres's pool wait, both answered with 503. */
function isOverload(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  return (
    code === '57014' ||
    (typeof message === 'string' && message.includes('timeout exceeded when trying to connect'))
  );
}

export function postgresSearchService(deps: {
  db: Kysely<Database>;
  search: SearchRepository;
  boards: Pick<BoardsRepository, 'findByName' | 'findById'>;
  gate: SearchGate;
  stats: PlanStatistics;
  /**
   * Whether every post's tokens hold the three-letter runs (search-backfill.ts): until then the
   * index is asked for pairs only. Absent: they do (tests on fresh databases).
   */
  triples?: () => boolean;
  statementTimeoutMs: number;
  limits?: PlanLimits;
  now?: () => Date;
}): SearchService {
  const { search, gate, stats } = deps;
  const limits = deps.limits ?? defaultPlanLimits;
  const now = deps.now ?? (() => new Date());
  const { newestThroughIndex } = planWindows({ search, now });

  /** Walks the newest posts, then the index behind the walk when it did not fill the page. */
  async function walkThenIndex(trx: Transaction<Database>, spec: SearchSpec, need: number) {
    await search.preferBitmaps(trx, false);
    const walked = await search.walk(trx, spec, need, limits.walkRows);
    let hits: Hit[] = walked;
    let end: Hit | undefined;
    if (walked.length < need) {
      end = await search.walkEnd(trx, spec, limits.walkRows);
      if (end) {
        await search.preferBitmaps(trx, true);
        const rest =
          spec.order === 'recent'
            ? (await newestThroughIndex(trx, spec, need - walked.length, { from: end })).hits
            : await search.indexed(trx, spec, need - walked.length, end);
        hits = [...walked, ...rest];
      }
    }
    // The walk's share of matches: a full page after `walked` rows, or fewer in all it read.
    const last = walked.at(-1);
    const rowsRead = walked.length < need ? limits.walkRows : (last?.walked ?? limits.walkRows);
    return { hits, share: walked.length / Math.max(rowsRead, 1) };
  }

  /**
   * The first `need` posts of `spec` in its order, and the total. The token statistics pick
   * the plan (docs/decisions/020-search-windows.md):
   * - matches expected in a good share of the newest posts: walk them in order (a page after a
   *   few hundred rows); the total is the walk's share times the posts of the filters when
   *   that is far above the exact limit;
   * - otherwise count through the index, stopping at `matchesMax` + 1 matches: at most
   *   `matchesMax` is the exact total and, sorted, the page; above, the newest page comes from
   *   the index in time windows (or, sorted by likes, from at most `sortedMax` sorted matches).
   * Every total is exact up to `matchesMax` or provably above it, but for the walk's estimate,
   * which needs a margin of `estimateFloor` matches.
   */
  async function find(trx: Transaction<Database>, spec: SearchSpec, need: number): Promise<Found> {
    const population = await search.filtered(trx, spec, POPULATION_CAP);
    const { share, sampled } = expectedShare(stats, spec);
    let walk: Awaited<ReturnType<typeof walkThenIndex>> | null = null;
    // Walk when the page is expected within a quarter of the walk's bound (a tenth when the
    // share is the token product): cheaper than any index read for such words.
    const margin = sampled ? WALK_MARGIN.sampled : WALK_MARGIN.tokens;
    if (share !== null && share * limits.walkRows >= margin * need) {
      walk = await walkThenIndex(trx, spec, need);
      const estimate = Math.round(walk.share * population);
      if (walk.hits.length >= need && estimate >= limits.estimateFloor) {
        return { hits: walk.hits, total: estimate, exact: false };
      }
    }
    // Many matches expected, newest first: the page through the index in time windows, and
    // the total estimated from the share of matches among the posts newer than the page's last
    // when both that and the statistics put it far above the exact limit.
    let windowed: Hit[] | null = null;
    /** Where the windows stopped when they gave up for the count: the count goes on there. */
    let gaveUp: Windows | null = null;
    /** Posts newer than the windowed page's last, once counted. */
    let newerThanWindowed: number | null = null;
    if (
      spec.order === 'recent' &&
      share !== null &&
      share * population >= limits.estimateFloor &&
      (!walk || walk.hits.length < need)
    ) {
      const first = await newestThroughIndex(trx, spec, need, {
        share,
        population,
        giveUpBelow: 2 * limits.matchesMax,
      });
      gaveUp = first.gaveUp;
      windowed = gaveUp ? null : first.hits;
      const last = windowed?.at(-1);
      if (windowed && windowed.length >= need && last) {
        await search.preferBitmaps(trx, false); // an index-only count of posts_new_idx
        newerThanWindowed = await search.inWindow(
          trx,
          spec,
          { since: last.created_at },
          POPULATION_CAP,
        );
        const estimate = Math.round(
          (windowed.length / Math.max(newerThanWindowed, 1)) * population,
        );
        if (estimate >= limits.estimateFloor)
          return { hits: windowed, total: estimate, exact: false };
      }
    }
    await search.preferBitmaps(trx, true);
    const counted = await search.matches(trx, spec, limits.matchesMax + 1);
    if (counted.length <= limits.matchesMax) {
      counted.sort(spec.order === 'likes' ? byLikes : byRecency);
      return { hits: counted.slice(0, need), total: counted.length, exact: true };
    }
    const estimate = Math.max(
      limits.matchesMax + 1,
      Math.round((walk?.share ?? share ?? 0) * population),
    );
    if (walk && walk.hits.length >= need) return { hits: walk.hits, total: estimate, exact: false };
    if (spec.order === 'recent') {
      const hits =
        windowed ??
        (
          await newestThroughIndex(trx, spec, need, {
            share,
            population,
            resume: gaveUp ?? undefined,
          })
        ).hits;
      const last = hits.at(-1);
      if (hits.length < need || !last) return { hits, total: estimate, exact: false };
      // Above the exact limit for certain: the share among the newer posts says how far.
      await search.preferBitmaps(trx, false);
      const newer =
        hits === windowed && newerThanWindowed !== null
          ? newerThanWindowed
          : await search.inWindow(trx, spec, { since: last.created_at }, POPULATION_CAP);
      const byShare = Math.round((hits.length / Math.max(newer, 1)) * population);
      return { hits, total: Math.max(limits.matchesMax + 1, byShare), exact: false };
    }
    const sorted = await search.matches(trx, spec, limits.sortedMax + 1);
    if (sorted.length <= limits.sortedMax) {
      // Every match was read: the total is exact, above the limit.
      sorted.sort(byLikes);
      return { hits: sorted.slice(0, need), total: sorted.length, exact: true };
    }
    walk ??= await walkThenIndex(trx, spec, need);
    return { hits: walk.hits, total: Math.max(estimate, limits.sortedMax + 1), exact: false };
  }

  async function run(spec: SearchSpec, sort: SearchRequest['sort'], need: number) {
    return search.run(deps.db, deps.statementTimeoutMs, async (trx): Promise<Found> => {
      if (sort !== 'relevance') return find(trx, spec, need);
      const inTitle = await find(trx, { ...spec, titleTier: 'title' }, need);
      const rest = await find(
        trx,
        { ...spec, titleTier: 'rest' },
        Math.max(need - inTitle.hits.length, 1),
      );
      const hits = inTitle.hits.length >= need ? inTitle.hits : inTitle.hits.concat(rest.hits);
      return {
        hits: hits.slice(0, need),
        total: inTitle.total + rest.total,
        exact: inTitle.exact && rest.exact,
      };
    });
  }

  return {
    async search(request, viewer) {
      const text = (request.query ?? request.q ?? '').trim();
      if (!text)
        throw validationFailed(searchMessages.queryRequired, {
          query: searchMessages.queryRequired,
        });
      const parsed = parseSearchQuery(text);
      const usable = usableTerms(parsed);
      if (usable.length === 0) {
        throw validationFailed(searchMessages.noUsableWord, { query: searchMessages.noUsableWord });
      }
      let boardId: number | undefined;
      if (request.boardName && !['all', 'popular'].includes(request.boardName.toLowerCase())) {
        const name = request.boardName;
        const board = /^\d+$/.test(name)
          ? await deps.boards.findById(Number(name))
          : await deps.boards.findByName(name);
        if (!board) throw notFound('요청하신 게시판을 찾을 수 없습니다.');
        boardId = board.id;
      }
      const days = periodDays[request.period];
      const spec: SearchSpec = {
        required: parsed.required,
        excluded: parsed.excluded,
        tokens: indexTokens(stats, usable, request.scope, deps.triples?.() ?? true),
        scope: request.scope,
        order: request.sort === 'likes' ? 'likes' : 'recent',
        boardId,
        category: request.category?.trim() || undefined,
        since: days === null ? undefined : new Date(now().getTime() - days * DAY),
        viewerId: viewer?.id ?? null,
        seeHidden: canSeeHiddenPosts(viewer),
      };
      const offset = request.page * request.size;
      const need = offset + request.size + 1;
      try {
        return await gate.run(async () => {
          const found = await run(spec, request.sort, need);
          const ids = found.hits.slice(offset, offset + request.size).map((h) => h.id);
          const [rows, state] = await Promise.all([
            search.load(deps.db, ids),
            viewer ? search.viewerState(deps.db, viewer.id, ids) : undefined,
          ]);
          const content = rows.map((row) =>
            presentSearchResult(row, parsed.required, {
              liked: state?.liked.has(row.id) ?? false,
              saved: state?.saved.has(row.id) ?? false,
              disliked: state?.disliked.has(row.id) ?? false,
            }),
          );
          const last = found.hits.length < need;
          // The total agrees with `last`: at least every post up to this page.
          const total = last
            ? Math.max(found.exact ? found.total : 0, offset + content.length)
            : Math.max(found.total, need);
          return {
            content,
            totalElements: total,
            totalExact: found.exact || last,
            last,
            number: request.page,
            size: request.size,
            totalPages: Math.ceil(total / request.size),
            empty: content.length === 0,
          };
        });
      } catch (error) {
        if (isOverload(error)) throw timedOut();
        throw error;
      }
    },
  };
}
