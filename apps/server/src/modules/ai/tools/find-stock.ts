import type { z } from 'zod';
import type { Tool } from '../engine/agent-run';
import { keywords, nameSimilarity } from './korean-text';
import type { StockDataPort, StockQuote } from './stock-port';
import { NO_MARKET_DATA, QueryArgs, schema, unavailable, type ToolboxDeps } from './tool-kit';

export interface StockMatch {
  available: boolean;
  message?: string;
  match: StockQuote | null;
  candidates: { stockCode: string; stockName: string }[];
}

async function bestMatch(port: StockDataPort, query: string): Promise<StockMatch> {
  const candidates = new Map<string, { quote: StockQuote; score: number }>();
  const consider = (quote: StockQuote, word: string) => {
    const score = quote.stockCode === word ? 1 : nameSimilarity(word, quote.stockName);
    const seen = candidates.get(quote.stockCode);
    if (!seen || seen.score < score) candidates.set(quote.stockCode, { quote, score });
  };
  for (const code of query.match(/(?<!\d)\d{6}(?!\d)/g) ?? []) {
    const quote = await port.quote(code);
    if (quote) consider(quote, code);
  }
  const words = keywords(query, 4).filter((w) => !/^\d{6}$/.test(w));
  for (const word of words) {
    let found = await port.search(word, 5);
    // A misspelt name (삼성젼자) is found through its first syllables, then ranked by jamo.
    if (found.length === 0 && [...word].length >= 3)
      found = await port.search([...word].slice(0, 2).join(''), 10);
    for (const quote of found) consider(quote, word);
  }
  const ranked = [...candidates.values()].sort((a, b) => b.score - a.score);
  const best = ranked[0] && ranked[0].score >= 0.6 ? ranked[0].quote : null;
  return {
    available: true,
    match: best,
    candidates: ranked.slice(0, 5).map(({ quote }) => ({
      stockCode: quote.stockCode,
      stockName: quote.stockName,
    })),
  };
}

/** find_stock: the stock a question names (a misspelt name, 초성 or a 6-digit code). */
export function createFindStockTool(deps: Pick<ToolboxDeps, 'stocks'>) {
  const findStock: Tool<z.infer<typeof QueryArgs>, StockMatch> = {
    name: 'find_stock',
    description:
      '질문에 나온 종목을 이름(오타나 초성 포함) 또는 6자리 코드로 찾습니다. 종목이 나오면 먼저 이 도구를 쓰세요.',
    parameters: schema({ query: { type: 'string', description: '종목명 또는 코드가 든 문장' } }, [
      'query',
    ]),
    parse: (args) => QueryArgs.parse(args),
    title: () => '질문에서 종목 찾기',
    async run({ query }) {
      const port = deps.stocks();
      if (!port)
        return unavailable<StockMatch>({
          available: false,
          message: NO_MARKET_DATA,
          match: null,
          candidates: [],
        });
      const result = await bestMatch(port, query);
      const match = result.match;
      return {
        data: result,
        ok: match !== null,
        detail: match ? `${match.stockName}(${match.stockCode})` : '일치하는 종목 없음',
        sources: [],
        evidence: match ? 20 : 0,
        ...(match ? { stock: match } : {}),
      };
    },
  };

  return findStock;
}
