import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import type { Hit, SearchRepository, SearchSpec } from './search.repository';

/**
 * The newest matches through the search index in time windows (docs/decisions: 020 and 031):
 * the candidates' bitmap ANDed with a range of creation times, the newest range first.
 * `newestThroughIndex` reads a page, and goes on where it gave up for the count.
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

/** How newestThroughIndex reads: all optional. */
interface WindowOptions {
  /** The expected share of matches among the `population` posts of the filters. */
  share?: number | null;
  population?: number;
  /** Strictly after this post in the order. */
  from?: Hit | undefined;
  /** Stop after the first window when it projects fewer matches than this (`gaveUp`). */
  giveUpBelow?: number;
  /** Go on where an earlier call gave up. */
  resume?: Windows | undefined;
}

/** The window steps of the plans, on the repository of one search service. */
export function planWindows(deps: { search: SearchRepository; now: () => Date }) {
  const { search, now } = deps;

  /**
   * The first `need` matches newest first (strictly after `from`), through the index in time
   * windows: the candidates' bitmap ANDed with a range of creation times, the newest range
   * first, each next one four times as long, until the page is full or the oldest post is
   * reached. The first range is sized from the expected share of matches so that it usually
   * holds the whole page: a word in one post of a thousand reads its newest twenty or so
   * matches, not all of them. With `giveUpBelow`, stops after the first window when it projects
   * fewer matches than that and says so (`gaveUp`); calling again with that as `resume`
   * goes on from the next window, so no window is read twice.
   */
  async function newestThroughIndex(
    trx: Transaction<Database>,
    spec: SearchSpec,
    need: number,
    options: WindowOptions = {},
  ): Promise<{ hits: Hit[]; gaveUp: Windows | null }> {
    const { share = null, population = 0, from, giveUpBelow, resume } = options;
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

  return { newestThroughIndex };
}
