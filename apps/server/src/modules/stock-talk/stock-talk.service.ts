import {
  mentionedStocks,
  stockLookup,
  type StockLookup,
  type StockRef,
} from '@myeolgong/contract/stock-mentions';
import { stockMessages, isStockCode } from '@myeolgong/contract/stocks';
import {
  DISCUSSED_MAX,
  type DiscussedPeriod,
  type DiscussedStock,
  type StockMentionCount,
} from '@myeolgong/contract/stock-talk';
import {
  discussedPeriods,
  STOCK_MENTIONS_MAX_CODES,
  stockTalkMessages,
} from '@myeolgong/contract/stock-talk-paths';
import type { PostPage } from '@myeolgong/contract/posts';
import { badRequest, notFound } from '../../lib/errors';
import type { PageRequest } from '../../lib/pagination';
import { cacheTags, TaggedCache } from '../../lib/response-cache';
import { seoulDayStart } from '../../lib/seoul-day';
import type { Viewer } from '../../lib/viewer';
import { canSeeHiddenPosts } from '../../policies/post';
import { presentPost } from '../posts/posts.presenter';
import type { PostsRepository } from '../posts/posts.repository';
import { viewerPosts } from '../posts/viewer-posts';
import type { StockListing } from '../stocks/stock-provider';
import type { StockService } from '../stocks/stocks.service';
import type { StockTalkRepository } from './stock-talk.repository';

const HOUR = 60 * 60 * 1000;
const periodMs: Record<DiscussedPeriod, number> = { day: 24 * HOUR, week: 7 * 24 * HOUR };
/**
 * The ranking's counts are reused this long, unless a mention is written or removed on any
 * instance (`changed`: the response cache's invalidations, over Redis between instances).
 */
const RANKING_TTL_MS = 30_000;

/** What of the response cache (plugins/response-cache.ts) the ranking's counts go through. */
interface Invalidations {
  /** Makes the invalidations of `scope`, here or on another instance, reach `cache`. */
  attach(cache: TaggedCache<unknown>, scope: string): void;
  /** Invalidates `tags` here and, with Redis, on every other instance. */
  invalidate(tags: string[]): Promise<void>;
  /** False while another instance's invalidations could be missed: nothing is reused. */
  readonly hearsAll: boolean;
}

/**
 * 종목토론 and 토론 많은 종목 (CONTRACT.md 'Stocks in the community'): which stocks a text
 * mentions (exact names, codes and the alias table of contract/stock-mentions against the
 * listed stocks of `app.stocks`), the posts mentioning a stock, the most discussed stocks.
 */
export function stockTalkService(deps: {
  repository: StockTalkRepository;
  /** A member's likes, saves and blocks in 종목토론 (`ownPage`). */
  posts: Pick<PostsRepository, 'viewerState'>;
  /** Read on use: the stocks plugin is registered after the services (src/services.ts). */
  stocks: () => StockService;
  invalidations: Invalidations;
  now?: () => number;
}) {
  const now = deps.now ?? Date.now;
  let lookup: { listings: readonly StockListing[]; find: StockLookup; names: Map<string, string> } =
    { listings: [], find: () => undefined, names: new Map() };
  type RankedRow = { stockCode: string; posts: number; comments: number };
  /** The counts of each period, until a mention changes anywhere (tag `discussed`). */
  const ranking = new TaggedCache<RankedRow[]>({
    ttlMs: RANKING_TTL_MS,
    maxEntries: discussedPeriods.length,
    now,
  });
  deps.invalidations.attach(ranking, cacheTags.discussed);

  function current() {
    const listings = deps.stocks().listings();
    if (listings !== lookup.listings) {
      const refs = listings.map((l) => ({ stockCode: l.code, stockName: l.name }));
      lookup = {
        listings,
        find: stockLookup(refs),
        names: new Map(refs.map((r) => [r.stockCode, r.stockName])),
      };
    }
    return lookup;
  }

  function checkCode(code: string) {
    if (!isStockCode(code)) throw badRequest(stockMessages.invalidCode);
    if (!current().names.has(code)) throw notFound(stockMessages.notFound);
  }

  return {
    /** A page of everyone's 종목토론 as a member sees it (null: render for them; decision 015). */
    ownPage: viewerPosts(deps.posts).ownPage,

    /** The distinct listed stocks `text` mentions, in order, at most 10. */
    mentionsIn(text: string): StockRef[] {
      if (!text.includes('$')) return [];
      return mentionedStocks(text, current().find);
    },

    /**
     * A mention was written or removed: every instance counts the ranking again on its next
     * request.
     */
    changed: () => deps.invalidations.invalidate([cacheTags.discussed]),

    /** GET /api/stock/{code}/posts: posts mentioning the stock, newest first. */
    async posts(code: string, page: PageRequest, viewer: Viewer | null): Promise<PostPage> {
      checkCode(code);
      const seeHidden = canSeeHiddenPosts(viewer);
      const viewerId = viewer?.id ?? null;
      const [{ rows, more }, total] = await Promise.all([
        deps.repository.postsMentioning(code, page, viewerId, seeHidden),
        deps.repository.countMentioning(code, viewerId, seeHidden),
      ]);
      const totalPages = Math.ceil(total / page.size);
      return {
        content: rows.map(presentPost),
        totalElements: total,
        last: !more,
        number: page.page,
        size: page.size,
        totalPages,
        empty: rows.length === 0,
        nextCursor: null,
      };
    },

    /**
     * GET /api/stock/mentions: today's (Asia/Seoul) mentions of each listed stock of `codes`, in
     * the order asked, zero for a stock no one mentioned; unknown codes are left out.
     */
    async mentionsToday(codes: readonly string[]): Promise<StockMentionCount[]> {
      if (codes.length > STOCK_MENTIONS_MAX_CODES) {
        throw badRequest(stockTalkMessages.tooManyMentionCodes);
      }
      if (codes.some((code) => !isStockCode(code))) throw badRequest(stockMessages.invalidCode);
      const { names } = current();
      const listed = [...new Set(codes)].filter((code) => names.has(code));
      const rows = await deps.repository.mentionsOf(listed, seoulDayStart(new Date(now())));
      const counted = new Map(rows.map((row) => [row.stockCode, row]));
      return listed.map((stockCode) => ({
        stockCode,
        posts: counted.get(stockCode)?.posts ?? 0,
        comments: counted.get(stockCode)?.comments ?? 0,
      }));
    },

    /** GET /api/stock/discussed: up to 20 stocks by mentions in the last day or week. */
    async discussed(period: DiscussedPeriod): Promise<DiscussedStock[]> {
      const reuse = deps.invalidations.hearsAll;
      let rows = reuse ? ranking.get(period) : undefined;
      if (!rows) {
        // Taken before the read: counts read before a mention's invalidation are not kept.
        const snapshot = ranking.snapshot();
        rows = await deps.repository.discussed(new Date(now() - periodMs[period]), DISCUSSED_MAX);
        if (reuse) ranking.set(period, rows, [cacheTags.discussed], snapshot);
      }
      const { names } = current();
      const stocks = deps.stocks();
      return rows.map((row) => ({
        stockCode: row.stockCode,
        stockName: names.get(row.stockCode) ?? row.stockCode,
        posts: row.posts,
        comments: row.comments,
        changeRate: stocks.cachedQuote(row.stockCode)?.changeRate ?? null,
      }));
    },
  };
}

export type StockTalkService = ReturnType<typeof stockTalkService>;
