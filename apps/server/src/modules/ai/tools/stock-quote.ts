import type { z } from 'zod';
import type { Tool } from '../engine/agent-run';
import { signedPercent, wonPrice } from './money';
import type { StockQuote } from './stock-port';
import {
  CodeArgs,
  codeParam,
  NO_MARKET_DATA,
  schema,
  stockSource,
  unavailable,
  type ToolboxDeps,
} from './tool-kit';

/** stock_quote: a stock's current quote. */
export function createStockQuoteTool(deps: Pick<ToolboxDeps, 'stocks'>) {
  const stockQuote: Tool<
    z.infer<typeof CodeArgs>,
    StockQuote | null | { available: false; message: string }
  > = {
    name: 'stock_quote',
    description:
      '종목의 현재 시세(현재가, 등락, 거래량, 시가·고가·저가, PER, PBR, 기준 시각)를 봅니다.',
    parameters: schema(codeParam, ['code']),
    parse: (args) => CodeArgs.parse(args),
    title: ({ code }) => `${code} 현재 시세 조회`,
    async run({ code }) {
      const port = deps.stocks();
      if (!port) return unavailable({ available: false as const, message: NO_MARKET_DATA });
      const quote = await port.quote(code);
      if (!quote) return { data: null, ok: false, detail: '시세 없음', sources: [], evidence: 0 };
      const ageMs = Date.now() - Date.parse(quote.lastUpdated);
      return {
        data: quote,
        ok: true,
        detail: `${wonPrice(quote.currentPrice)} (${signedPercent(quote.changeRate)})`,
        sources: [stockSource(quote, `${quote.stockName} 시세`)],
        // Fresh data (within three days: weekends and holidays) counts more.
        evidence: Number.isFinite(ageMs) && ageMs < 3 * 86_400_000 ? 15 : 8,
        stock: quote,
      };
    },
  };

  return stockQuote;
}
