// zod schemas of the watchlist calls, for the server routes and the OpenAPI document.
import { z } from 'zod';
import { ChangeSign } from './stock-schemas';
import { type WatchedStock as WatchedStockType } from './watchlist';

const WatchedStock = z
  .object({
    stockCode: z.string(),
    stockName: z.string(),
    price: z.number(),
    changeRate: z.number(),
    changeSign: ChangeSign,
    addedAt: z.string(),
  })
  .meta({ id: 'WatchedStock' }) satisfies z.ZodType<WatchedStockType>;

export const Watchlist = z.array(WatchedStock);
