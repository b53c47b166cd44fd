import type { AiComparison, AiComparisonRow, AiDataSource } from '@myeolgong/contract/ai';
import { z } from 'zod';
import type { Tool } from '../engine/agent-run';
import { sectorThemes, themeByName, type SectorTheme } from '../knowledge/sector-themes';
import type { StockDataPort } from './stock-port';

/** Stocks compared per theme: the largest by market value that the market data knows. */
const COMPARED = 8;

const ThemeArgs = z.object({ theme: z.string().trim().min(1).max(50) });

export interface SectorComparison extends AiComparison {
  sectors: string[];
  /** How many of the rows rose today. */
  rising: number;
  /** Plain means of the rows' rates, percent (null when no row has the figure). */
  averageChange: number | null;
  averageReturn1m: number | null;
  quotedAt: string | null;
  provider: string | null;
}

const mean = (values: (number | null)[]) => {
  const known = values.filter((v): v is number => v !== null && Number.isFinite(v));
  if (known.length === 0) return null;
  return Math.round((known.reduce((a, b) => a + b, 0) / known.length) * 100) / 100;
};

/** Quotes and one-month returns of a theme's largest stocks (those the market data knows). */
async function compareTheme(
  port: StockDataPort,
  theme: SectorTheme,
  signal?: AbortSignal,
): Promise<SectorComparison> {
  const rows: AiComparisonRow[] = [];
  let quotedAt: string | null = null;
  let provider: string | null = null;
  for (const stock of theme.stocks) {
    if (rows.length === COMPARED) break;
    signal?.throwIfAborted();
    const quote = await port.quote(stock.code);
    if (!quote) continue;
    const history = await port.history(stock.code, '1m');
    const first = history[0]?.close;
    const return1m =
      first && first > 0 ? Math.round(((quote.currentPrice - first) / first) * 10_000) / 100 : null;
    rows.push({
      stockCode: quote.stockCode,
      stockName: quote.stockName,
      price: quote.currentPrice,
      changeRate: quote.changeRate,
      marketCap: stock.shares > 0 ? quote.currentPrice * stock.shares : null,
      per: quote.per && quote.per > 0 ? quote.per : null,
      pbr: quote.pbr && quote.pbr > 0 ? quote.pbr : null,
      return1m,
    });
    if (!quotedAt || quote.lastUpdated > quotedAt) quotedAt = quote.lastUpdated;
    provider ??= quote.provider;
  }
  rows.sort((a, b) => (b.marketCap ?? 0) - (a.marketCap ?? 0));
  return {
    theme: theme.name,
    sectors: theme.sectors,
    rows,
    rising: rows.filter((r) => r.changeRate > 0).length,
    averageChange: mean(rows.map((r) => r.changeRate)),
    averageReturn1m: mean(rows.map((r) => r.return1m)),
    quotedAt,
    provider,
  };
}

/** sector_stocks: a sector or theme's listed stocks, compared side by side. */
export function createSectorTool(stocks: () => StockDataPort | null) {
  const tool: Tool<z.infer<typeof ThemeArgs>, SectorComparison | { message: string }> = {
    name: 'sector_stocks',
    description: `업종·테마(${sectorThemes
      .slice(0, 12)
      .map((t) => t.name)
      .join(
        ', ',
      )} 등)의 대표 상장 종목을 시가총액 순으로 골라 현재가, 등락률, 시가총액, PER, PBR, 1개월 수익률을 비교합니다. 업종이나 테마를 물으면 이 도구를 쓰세요.`,
    parameters: {
      type: 'object',
      properties: { theme: { type: 'string', description: '업종 또는 테마 이름, 예: 반도체' } },
      required: ['theme'],
      additionalProperties: false,
    },
    parse: (args) => ThemeArgs.parse(args),
    title: ({ theme }) => `‘${theme}’ 업종 종목 비교`,
    async run({ theme: name }, signal) {
      const theme = themeByName(name);
      if (!theme) {
        return {
          data: { message: `‘${name}’ 업종 표에 없는 이름입니다.` },
          ok: false,
          detail: '업종 표에 없음',
          sources: [],
          evidence: 0,
        };
      }
      const port = stocks();
      if (!port) {
        return {
          data: { message: '시세 데이터 제공원이 연결되어 있지 않습니다.' },
          ok: false,
          detail: '시세 데이터 없음',
          sources: [],
          evidence: 0,
        };
      }
      const comparison = await compareTheme(port, theme, signal);
      const sources: AiDataSource[] = comparison.rows.slice(0, 4).map((row) => ({
        type: 'stock',
        title: `${row.stockName} 시세`,
        url: `/stock?code=${encodeURIComponent(row.stockCode)}`,
        time: comparison.quotedAt,
        provider: comparison.provider,
        excerpt: null,
      }));
      return {
        data: comparison,
        ok: comparison.rows.length > 0,
        detail: `${theme.name} ${comparison.rows.length}개 종목 비교`,
        sources,
        evidence: Math.min(comparison.rows.length * 4, 32),
        ...(comparison.rows.length > 0
          ? { comparison: { theme: comparison.theme, rows: comparison.rows } }
          : {}),
      };
    },
  };
  return tool;
}
