import type { z } from 'zod';
import type { Tool } from '../engine/agent-run';
import type { HistoryPoint, HistoryRange } from '@myeolgong/contract/stocks';
import {
  codeParam,
  HistoryArgs,
  NO_MARKET_DATA,
  schema,
  unavailable,
  type ToolboxDeps,
} from './tool-kit';

/** stock_history: a stock's candles over 1d, 1w, 1m or 1y. */
export function createStockHistoryTool(deps: Pick<ToolboxDeps, 'stocks'>) {
  const stockHistory: Tool<
    z.infer<typeof HistoryArgs>,
    HistoryPoint[] | { available: false; message: string }
  > = {
    name: 'stock_history',
    description: '종목의 가격 이력(캔들)을 봅니다. range: 1d, 1w, 1m, 1y.',
    parameters: schema(
      { ...codeParam, range: { type: 'string', enum: ['1d', '1w', '1m', '1y'] } },
      ['code', 'range'],
    ),
    parse: (args) => HistoryArgs.parse(args),
    title: ({ code, range }) => `${code} 가격 이력(${range}) 조회`,
    async run({ code, range }) {
      const port = deps.stocks();
      if (!port) return unavailable({ available: false as const, message: NO_MARKET_DATA });
      const candles = await port.history(code, range as HistoryRange);
      // The model gets at most 60 candles: enough to read a trend, small enough for its context.
      return {
        data: candles.slice(-60),
        ok: candles.length > 0,
        detail: `캔들 ${candles.length}개`,
        sources: [],
        evidence: candles.length > 0 ? 5 : 0,
      };
    },
  };

  return stockHistory;
}
