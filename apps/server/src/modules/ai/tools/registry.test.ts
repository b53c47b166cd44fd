import { describe, expect, it } from 'vitest';
import { createToolbox } from './registry';
import { NO_MARKET_DATA } from './tool-kit';

// Pure: once, on PGlite's project. The tools' data paths are exercised by the ai.*.test.ts files.
describe.skipIf(process.env.TEST_DB === 'postgres')('tool registry', () => {
  const toolbox = createToolbox({
    repo: {} as never,
    search: {} as never,
    stocks: () => null,
    siteName: '멸공',
  });

  it('gives each screen its tools, in the order the model sees them', () => {
    const names = (set: { name: string }[]) => set.map((tool) => tool.name);
    expect(names(toolbox.sets.influencer)).toEqual([
      'lookup_person',
      'lookup_member',
      'search_site',
      'find_stock',
      'stock_quote',
    ]);
    expect(names(toolbox.sets.fundManager)).toEqual([
      'sector_stocks',
      'find_stock',
      'stock_quote',
      'stock_indicators',
      'stock_valuation',
      'stock_history',
      'stock_discussion',
      'search_site',
      'lookup_person',
    ]);
    for (const tool of [...toolbox.sets.influencer, ...toolbox.sets.fundManager]) {
      expect(tool.parameters, tool.name).toMatchObject({
        type: 'object',
        additionalProperties: false,
      });
    }
  });

  it('answers truthfully without a market-data provider', async () => {
    for (const tool of [toolbox.stockQuote, toolbox.stockValuation, toolbox.stockIndicators]) {
      const result = await tool.run({ code: '005930' }, new AbortController().signal);
      expect(result).toMatchObject({ ok: false, detail: NO_MARKET_DATA, evidence: 0 });
    }
    const history = await toolbox.stockHistory.run(
      { code: '005930', range: '1m' },
      new AbortController().signal,
    );
    expect(history.data).toEqual({ available: false, message: NO_MARKET_DATA });
  });
});
