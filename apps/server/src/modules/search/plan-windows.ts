import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import type { Hit, PlanLimits, SearchRepository, SearchSpec } from './search.repository';

/**
 * The newest matches through the search index in time windows (docs/decisions: 020 and 031):
 * the candidates' bitmap ANDed with a range of creation times, the newest range first.
 * `newestThroughIndex` reads a page; `countNewest` counts up to the exact limit and keeps the page.
 */

/** Where the windows of newestThroughIndex stopped: what they found and the next window. */
export interface Windows {
  hits: Hit[];
  oldest: number;
  top: number;
  span: number;
  fraction: number;
  until: Date | undefined;
}

/** A post found, its total and whether that total is exact. */
export interface Found {
  hits: Hit[];
  total: number;
  exact: boolean;
}

/** Posts of a period counted at most, for the estimates (a lower bound beyond). */
export const POPULATION_CAP = 50_000;

/** The window steps of the plans, on the repository and the plan limits of one search service. */
export function planWindows(deps: {
  search: SearchRepository;
  limits: PlanLimits;
  now: () => Date;
}) {
  const { search, limits, now } = deps;

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

  return { newestThroughIndex, countNewest };
}
