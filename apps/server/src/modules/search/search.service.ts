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
import { queryTokens } from '../../lib/search-tokens';
import type { Viewer } from '../../lib/viewer';
import { canSeeHiddenPosts } from '../../policies/post';
import type { BoardsRepository } from '../boards/boards.repository';
import type { SearchGate } from './search-gate';
import type { SampleQuery } from './token-stats';
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

/**
 * A word's tokens in at least this share of posts are left out of the index condition when a
 * rarer token of the same word is in it: 니다 (99 % of posts), 습니 (83 %) and 원 (62 %) narrow
 * "원 받았습니다" hardly at all next to 받았, yet reading their posting lists was 20 ms of a
 * 50 ms search at a million posts. The exact test still applies to every candidate.
 */
const FREQUENT_TOKEN = 0.5;

/**
 * What reading a candidate row costs against decoding one more posting entry of the search index
 * (indexTokens), at a million posts on the bench machine: a row with its content tested about
 * 10 µs (3.5 µs to visit it, the rest to decompress and search its content), a posting entry of
 * a token added to a scan about 0.04 µs (정보 질문 + 분들: 4 ms more for 분들's 100,000 posts,
 * 2,029 fewer rows read).
 */
const ROW_PER_TOKEN_ENTRY = 250;

/**
 * The count goes newest first through the windows (countNewest) when the sample finds at most
 * this many candidates of the index condition per match: then reading a third more matches than
 * the count needs costs less than a second scan of the index.
 */
const CANDIDATES_PER_MATCH = 1.5;

/** Posts of a period counted at most, for the estimates (a lower bound beyond). */
const POPULATION_CAP = 50_000;

/** What the plans read of the token statistics (token-stats.ts; tests pass their own). */
export interface PlanStatistics {
  rarestShare(tokens: readonly string[]): number | null;
  share(token: string): number | null;
  candidateShare?(tokens: readonly string[]): number | null;
  matchShare?(query: SampleQuery): number | null;
}

/** Where the windows of newestThroughIndex stopped: what they found and the next window. */
interface Windows {
  hits: Hit[];
  oldest: number;
  top: number;
  span: number;
  fraction: number;
  until: Date | undefined;
}

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
  stats: PlanStatistics;
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
    let end: Hit | undefined;
    if (walked.length < need) {
      end = await search.walkEnd(trx, spec, limits.walkRows);
      if (end) {
        await search.preferBitmaps(trx, true);
        const rest =
          spec.order === 'recent'
            ? (await newestThroughIndex(trx, spec, need - walked.length, null, 0, end)).hits
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
   * The first `need` matches newest first (strictly after `from`), through the index in time
   * windows: the candidates' bitmap ANDed with a range of creation times, the newest range
   * first, each next one four times as long, until the page is full or the oldest post is
   * reached. The first range is sized from the expected share of matches so that it usually
   * holds the whole page: a word in one post of a thousand reads its newest twenty or so
   * matches, not all of them. With `giveUpBelow`, stops after the first window when it projects
   * fewer matches than that and says so (`gaveUp`); calling again with the answer's `resume`
   * goes on from the next window, so no window is read twice.
   */
  async function newestThroughIndex(
    trx: Transaction<Database>,
    spec: SearchSpec,
    need: number,
    share: number | null,
    population: number,
    from?: Hit,
    giveUpBelow?: number,
    resume?: Windows,
  ): Promise<{ hits: Hit[]; gaveUp: Windows | null }> {
    let state = resume;
    if (!state) {
      // An index probe: plain index scans on for it, then bitmaps only for the windows.
      await search.preferBitmaps(trx, false);
      const oldest = await search.oldest(trx, spec);
      if (!oldest) return { hits: [], gaveUp: null };
      const top = from ? from.created_at.getTime() : now().getTime();
      const expected = share === null ? 0 : share * population;
      state = {
        hits: [],
        oldest: oldest.getTime(),
        top,
        span: Math.max(top - oldest.getTime(), 1),
        fraction: expected > 0 ? Math.min(1, (2 * need) / expected) : 1 / 64,
        until: undefined,
      };
    }
    await search.preferBitmaps(trx, true);
    const { oldest, top, span } = state;
    const hits = [...state.hits];
    let { fraction, until } = state;
    for (;;) {
      const since = fraction >= 1 ? new Date(oldest) : new Date(top - span * fraction);
      const found = await search.indexed(trx, spec, need - hits.length, from, { since, until });
      hits.push(...found);
      if (hits.length >= need || since.getTime() <= oldest) return { hits, gaveUp: null };
      const first = until === undefined;
      until = since;
      // The statistics took the words as independent; when the first window, sized to hold
      // the page twice over, projects a total below `giveUpBelow` (words that occur together
      // far less often than apart, such as 군사협력이's pairs), counting every match is cheaper
      // than the windows still to come: the caller counts instead.
      if (giveUpBelow !== undefined && first && hits.length / fraction < giveUpBelow) {
        return { hits, gaveUp: { hits, oldest, top, span, fraction: fraction * 4, until } };
      }
      fraction *= 4;
    }
  }

  /**
   * The newest `need` matches and the total, counted newest first through the index in time
   * windows sized from the `expected` total to hold the exact limit and a half: when the
   * candidates are the matches (short words proven by their tokens), the newest 1,001 matches
   * prove "more than 1,000" and hold the page, in one scan of the index where the count and the
   * page's windows took two (오늘 정리 공유: three long posting lists, 18 ms a scan). Fewer than
   * 1,001 once the oldest post is reached is the exact total. `resume`: the windows that gave up
   * for the count, whose matches are the newest.
   */
  async function countNewest(
    trx: Transaction<Database>,
    spec: SearchSpec,
    need: number,
    expected: number,
    population: number,
    resume: Windows | null,
  ): Promise<Found> {
    const want = limits.matchesMax + 1;
    let hits: Hit[];
    let until: Date | undefined;
    let oldest: number;
    let top: number;
    let fraction = Math.min(1, (1.5 * want) / Math.max(expected, 1));
    if (resume) {
      ({ oldest, top, until } = resume);
      hits = [...resume.hits];
      fraction = Math.max(fraction, resume.fraction);
    } else {
      await search.preferBitmaps(trx, false);
      const first = await search.oldest(trx, spec);
      if (!first) return { hits: [], total: 0, exact: true };
      oldest = first.getTime();
      top = now().getTime();
      hits = [];
    }
    const span = Math.max(top - oldest, 1);
    await search.preferBitmaps(trx, true);
    for (;;) {
      const since = fraction >= 1 ? new Date(oldest) : new Date(top - span * fraction);
      const found = await search.indexed(trx, spec, want - hits.length, undefined, {
        since,
        until,
      });
      hits.push(...found);
      if (hits.length >= want) break;
      if (since.getTime() <= oldest) {
        return { hits: hits.slice(0, need), total: hits.length, exact: true };
      }
      until = since;
      fraction *= 4;
    }
    // More than the exact limit for certain: the share of matches among the posts newer than
    // the page's last says how far (as for the windows' page).
    const page = hits.slice(0, need);
    await search.preferBitmaps(trx, false);
    const newer = await search.inWindow(
      trx,
      spec,
      { since: page.at(-1)!.created_at },
      POPULATION_CAP,
    );
    const byShare = Math.round((page.length / Math.max(newer, 1)) * population);
    return { hits: page, total: Math.max(want, byShare), exact: false };
  }

  /**
   * The tokens the index is asked for. Every token costs the decoding of its whole posting list
   * (뉴스: 151,554 posts, 28 ms at a million), and a word's pairs overlap (가짜뉴스는: 가짜 짜뉴
   * 뉴스 스는), so several narrow hardly more than one of them. With the sample, the tokens go in
   * rarest first and each next one only when the candidates it removes (measured on the sampled
   * posts) cost more to read than its posting list costs to decode, ROW_PER_TOKEN_ENTRY times a
   * posting entry: 가짜뉴스는 asks for 스는 and 가짜 (the same 2,054 candidates as all four, in
   * half the time), 공격은 for both its pairs. Without a sample, each term's tokens in
   * FREQUENT_TOKEN of the posts or more are left out when a rarer one of the term is kept. The
   * exact test applies to every candidate: the tokens decide how many rows are read, never which
   * posts match.
   */
  function indexTokens(terms: string[], scope: SearchRequest['scope']): string[] {
    const all = [...new Set(terms.flatMap((term) => queryTokens(term)))];
    if (all.length === 0 || !['all', 'title', 'content'].includes(scope)) return all;
    const shares = new Map(all.map((token) => [token, stats.share(token)]));
    if (stats.candidateShare && all.every((token) => shares.get(token) !== null)) {
      const order = [...all].sort((a, b) => shares.get(a)! - shares.get(b)!);
      const kept = [order[0]!];
      let candidates = shares.get(order[0]!)!;
      for (const token of order.slice(1)) {
        if (candidates === 0) break;
        const after = stats.candidateShare([...kept, token]) ?? candidates;
        if (shares.get(token)! < ROW_PER_TOKEN_ENTRY * (candidates - after)) {
          kept.push(token);
          candidates = after;
        }
      }
      return kept;
    }
    const kept = new Set<string>();
    for (const term of terms) {
      const tokens = queryTokens(term);
      const narrowing = tokens.filter((token) => {
        const share = shares.get(token);
        return share !== null && share !== undefined && share < FREQUENT_TOKEN;
      });
      for (const token of narrowing.length > 0 ? narrowing : tokens) kept.add(token);
    }
    return [...kept];
  }

  /** The specs whose expected share the sample measured (expectedShare). */
  const sampledShare = new WeakSet<SearchSpec>();

  /**
   * The share of the posts of the filters that match, from the sample when it holds enough posts
   * of the filters (the exact test on the sampled posts), else from the token statistics taking
   * the words as independent; null without statistics.
   */
  function expectedShare(spec: SearchSpec): number | null {
    if (spec.scope !== 'all' && spec.scope !== 'title' && spec.scope !== 'content') return null;
    const sampled = stats.matchShare?.({
      required: spec.required,
      excluded: spec.excluded,
      scope: spec.scope,
      titleTier: spec.titleTier,
      boardId: spec.boardId,
      category: spec.category,
      since: spec.since,
    });
    if (sampled !== null && sampled !== undefined) {
      sampledShare.add(spec);
      return sampled;
    }
    let share = 1;
    for (const term of spec.required) {
      const tokens = queryTokens(term);
      if (tokens.length === 0) continue;
      const termShare = stats.rarestShare(tokens);
      if (termShare === null) return null;
      // Words of a query are taken as independent: good enough to choose a plan.
      share *= termShare;
    }
    return share;
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
    const share = expectedShare(spec);
    let walk: Awaited<ReturnType<typeof walkThenIndex>> | null = null;
    // Walk when the page is expected within a quarter of the walk's bound (a tenth when the
    // share is the token product): cheaper than any index read for such words.
    const margin = sampledShare.has(spec) ? WALK_MARGIN.sampled : WALK_MARGIN.tokens;
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
      const first = await newestThroughIndex(
        trx,
        spec,
        need,
        share,
        population,
        undefined,
        2 * limits.matchesMax,
      );
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
    // Candidates that are (nearly) the matches, newest first: count through the windows, so one
    // scan of the index both proves the total and gives the page.
    if (spec.order === 'recent' && share !== null && sampledShare.has(spec)) {
      const candidates = stats.candidateShare?.(spec.tokens) ?? null;
      const expected = share * population;
      if (
        candidates !== null &&
        candidates <= CANDIDATES_PER_MATCH * share &&
        2 * expected >= limits.matchesMax &&
        need <= limits.matchesMax
      ) {
        return countNewest(trx, spec, need, expected, population, gaveUp);
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
          await newestThroughIndex(
            trx,
            spec,
            need,
            share,
            population,
            undefined,
            undefined,
            gaveUp ?? undefined,
          )
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
        tokens: indexTokens(usable, request.scope),
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
