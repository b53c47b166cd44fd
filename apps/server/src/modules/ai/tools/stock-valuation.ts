import type { z } from 'zod';
import type { Tool } from '../engine/agent-run';
import {
  CodeArgs,
  codeParam,
  NO_MARKET_DATA,
  schema,
  unavailable,
  type ToolboxDeps,
} from './tool-kit';

export interface Valuation {
  stockCode: string;
  stockName: string;
  per: number | null;
  pbr: number | null;
  price: number;
  /** Earnings and book value per share implied by the ratios. */
  eps: number | null;
  bps: number | null;
}

/** stock_valuation: PER and PBR with the EPS and BPS they imply. */
export function createStockValuationTool(deps: Pick<ToolboxDeps, 'stocks'>) {
  const stockValuation: Tool<
    z.infer<typeof CodeArgs>,
    Valuation | null | { available: false; message: string }
  > = {
    name: 'stock_valuation',
    description: '종목의 PER, PBR과 그로부터 계산한 주당순이익(EPS), 주당순자산(BPS)을 봅니다.',
    parameters: schema(codeParam, ['code']),
    parse: (args) => CodeArgs.parse(args),
    title: ({ code }) => `${code} 밸류에이션(PER·PBR) 확인`,
    async run({ code }) {
      const port = deps.stocks();
      if (!port) return unavailable({ available: false as const, message: NO_MARKET_DATA });
      const quote = await port.quote(code);
      if (!quote) return { data: null, ok: false, detail: '시세 없음', sources: [], evidence: 0 };
      const per = quote.per && quote.per > 0 ? quote.per : null;
      const pbr = quote.pbr && quote.pbr > 0 ? quote.pbr : null;
      const valuation: Valuation = {
        stockCode: quote.stockCode,
        stockName: quote.stockName,
        per,
        pbr,
        price: quote.currentPrice,
        eps: per ? Math.round(quote.currentPrice / per) : null,
        bps: pbr ? Math.round(quote.currentPrice / pbr) : null,
      };
      const known = per !== null || pbr !== null;
      return {
        data: valuation,
        ok: known,
        detail: known
          ? [per !== null && `PER ${per}배`, pbr !== null && `PBR ${pbr}배`]
              .filter(Boolean)
              .join(', ')
          : 'PER·PBR 정보 없음',
        sources: [],
        evidence: known ? 5 : 0,
        valuation,
      };
    },
  };

  return stockValuation;
}
