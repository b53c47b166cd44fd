import {
  searchMessages,
  type SearchPage,
  type SearchPeriod,
  type SearchRequest,
} from '@myeolgong/contract/search';
import { parseSearchQuery, usableTerms } from '@myeolgong/contract/search-query';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { AppError, notFound, validationFailed } from '../../lib/errors';
import { queryTokens } from '../../lib/search-tokens';
import { isAdmin, type Viewer } from '../../plugins/auth';
import type { BoardsRepository } from '../boards/boards.repository';
import type { SearchGate } from './search-gate';
import type { TokenStats } from './token-stats';
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

export const defaultPlanLimits: PlanLimits = {
  walkRows: 5_000,
  bitmapMax: 5_000,
  estimateFloor: 5_000,
  matchesMax: 20_000,
};

const byRecency = (a: Hit, b: Hit) =>
  b.created_at.getTime() - a.created_at.getTime() || b.id - a.id;
const byLikes = (a: Hit, b: Hit) => b.like_count - a.like_count || b.id - a.id;

/** Posts of a period counted at most, for the estimates (a lower bound beyond). */
const POPULATION_CAP = 50_000;

/** A post found, its total and whether that total is exact. */
interface Found {
  hits: Hit[];
  total: number;
  exact: boolean;
}

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
  stats: TokenStats;
  statementTimeoutMs: number;
  limits?: PlanLimits;
  now?: () => Date;
}): SearchService {
  const { search, gate, stats } = deps;
  const limits = deps.limits ?? defaultPlanLimits;
  const now = deps.now ?? (() => new Date());

  /** Walks the newest posts, then the index behind the walk when it did not fill the page. */
  async function walkThenIndex(trx: Transaction<Database>, spec: SearchSpec, need: number) {
    await search.preferBitmaps(trx, false);
    const walked = await search.walk(trx, spec, need, limits.walkRows);
    let hits: Hit[] = walked;
    if (walked.length < need) {
      const end = await search.walkEnd(trx, spec, limits.walkRows);
      if (end) {
        await search.preferBitmaps(trx, true);
        hits = [...walked, ...(await search.indexed(trx, spec, need - walked.length, end))];
      }
    }
    // The walk's share of matches: a full page after `walked` rows, or fewer in all it read.
    const last = walked.at(-1);
    const rowsRead = walked.length < need ? limits.walkRows : (last?.walked ?? limits.walkRows);
    return { hits, share: walked.length / Math.max(rowsRead, 1) };
  }

  /**
   * The first `need` posts of `spec` in its order, and the total. The sampled token statistics
   * pick the plan: when even the rarest token is in many posts, walking the newest posts finds
   * a page after a few hundred rows and the total is an estimate far above 1,000; otherwise the
   * index count (up to 1,001 checked candidates) gives the exact total and, when it is at most
   * 1,000, the page from the same candidates sorted. Every path ends exact or provably above
   * 1,000 but for the estimate, which needs a margin of `estimateFloor` matches.
   */
  async function find(trx: Transaction<Database>, spec: SearchSpec, need: number): Promise<Found> {
    const population = await search.filtered(trx, spec, POPULATION_CAP);
    const share = ['all', 'title', 'content'].includes(spec.scope)
      ? stats.rarestShare(spec.tokens)
      : null;
    const candidates = share === null ? null : share * population;
    let walk: Awaited<ReturnType<typeof walkThenIndex>> | null = null;
    if (candidates !== null && candidates > limits.bitmapMax) {
      walk = await walkThenIndex(trx, spec, need);
      const estimate = Math.round(walk.share * population);
      if (walk.hits.length >= need && estimate >= limits.estimateFloor) {
        return { hits: walk.hits, total: estimate, exact: false };
      }
    }
    // Every match through the index in one pass (bounded): the exact total, and the page.
    await search.preferBitmaps(trx, true);
    const all = await search.matches(trx, spec, limits.matchesMax + 1);
    if (all.length <= limits.matchesMax) {
      all.sort(spec.order === 'likes' ? byLikes : byRecency);
      return { hits: all.slice(0, need), total: all.length, exact: true };
    }
    walk ??= await walkThenIndex(trx, spec, need);
    const estimate = Math.round(walk.share * population);
    return { hits: walk.hits, total: Math.max(limits.matchesMax + 1, estimate), exact: false };
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
        tokens: [...new Set(usable.flatMap((term) => queryTokens(term)))],
        scope: request.scope,
        order: request.sort === 'likes' ? 'likes' : 'recent',
        boardId,
        category: request.category?.trim() || undefined,
        since: days === null ? undefined : new Date(now().getTime() - days * DAY),
        viewerId: viewer?.id ?? null,
        seeHidden: isAdmin(viewer),
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
