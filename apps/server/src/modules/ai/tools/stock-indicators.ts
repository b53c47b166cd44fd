import type { z } from 'zod';
import type { Tool } from '../engine/agent-run';
import { computeIndicators, type Indicators } from './indicators';
import {
  CodeArgs,
  codeParam,
  NO_MARKET_DATA,
  schema,
  unavailable,
  type ToolboxDeps,
} from './tool-kit';

/** stock_indicators: returns, volatility, moving averages, RSI and more from a year of candles. */
export function createStockIndicatorsTool(deps: Pick<ToolboxDeps, 'stocks'>) {
  const stockIndicators: Tool<
    z.infer<typeof CodeArgs>,
    (Indicators & { stockCode: string }) | null | { available: false; message: string }
  > = {
    name: 'stock_indicators',
    description:
      '1년 일봉으로 계산한 지표: 1주·1개월·3개월·1년 수익률, 연율 변동성, 5·20·60일 이동평균, RSI(14), 52주 고가·저가, 거래량 추세.',
    parameters: schema(codeParam, ['code']),
    parse: (args) => CodeArgs.parse(args),
    title: ({ code }) => `${code} 기술 지표 계산(1년 일봉)`,
    async run({ code }) {
      const port = deps.stocks();
      if (!port) return unavailable({ available: false as const, message: NO_MARKET_DATA });
      const indicators = computeIndicators(await port.history(code, '1y'));
      if (!indicators)
        return { data: null, ok: false, detail: '가격 이력 없음', sources: [], evidence: 0 };
      return {
        data: { stockCode: code, ...indicators },
        ok: true,
        detail: `일봉 ${indicators.days}일로 계산`,
        sources: [],
        evidence: indicators.days >= 60 ? 15 : 8,
        indicators,
      };
    },
  };

  return stockIndicators;
}
