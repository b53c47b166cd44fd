// Kept free of zod at run time: the web app imports it (every import here is a type).
import type { WatchedStock } from '../watchlist';
import { DELETE, GET, PUT } from '../endpoint';

/** The member's 관심종목 in the order added, with their quotes. */
export const watchlistList = GET('/api/stock/watchlist', {} as { res: WatchedStock[] });
/** 204, also when already watched; 400 past WATCHLIST_MAX. */
export const watchlistAdd = PUT('/api/stock/watchlist/:stockCode', {} as { res: void });
export const watchlistRemove = DELETE('/api/stock/watchlist/:stockCode', {} as { res: void });
