import type { Stock } from '@myeolgong/contract/stocks';
import { AppError } from '../../../lib/errors';
import { StockService } from '../../stocks/stocks.service';
import { isStockDataPort, type StockDataPort, type StockQuote } from './stock-port';

/** How the AI names where quotes come from, in its data sources. */
const providerLabels = {
  simulator: '시뮬레이션 시장 (실제 상장사, 모의 시세)',
  kis: '한국투자증권 Open API',
} as const;

/** The stock module's service, as the AI's tools read market data. */
function stockServicePort(service: StockService): StockDataPort {
  const provider = providerLabels[service.providerKind];
  const quoteOf = (stock: Stock): StockQuote => ({ ...stock, provider });
  return {
    async search(query, limit) {
      return service.search(query, limit).map(quoteOf);
    },
    async quote(code) {
      try {
        return quoteOf(await service.quote(code));
      } catch (error) {
        // A malformed or unknown code is an answer ('not listed'), not a failure of the tool.
        if (error instanceof AppError && (error.status === 400 || error.status === 404))
          return null;
        throw error;
      }
    },
    history(code, range) {
      return service.history(code, range);
    },
  };
}

/**
 * The tools' market data from `decoration` (the app's `stocks`), read at each call: the stock
 * module registers after the AI is built, and a test may take it away (null: no market data).
 */
export function stockPortOf(decoration: () => unknown): () => StockDataPort | null {
  let servicePort: StockDataPort | null = null;
  return () => {
    const port = decoration();
    if (port instanceof StockService) return (servicePort ??= stockServicePort(port));
    return isStockDataPort(port) ? port : null;
  };
}
