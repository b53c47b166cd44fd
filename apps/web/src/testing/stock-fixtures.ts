import type { MarketIndex, MarketStatus, Stock } from '@myeolgong/contract/stocks';

/** A complete quote as the server sends it; override what a test cares about. */
export function makeStock(stockCode: string, overrides: Partial<Stock> = {}): Stock {
  return {
    stockCode,
    stockName: `종목 ${stockCode}`,
    currentPrice: 71_200,
    changePrice: 1_200,
    changeRate: 1.71,
    changeSign: 2,
    volume: 12_345_678,
    openPrice: 70_500,
    highPrice: 71_800,
    lowPrice: 69_900,
    prevClosePrice: 70_000,
    transactionAmount: 1_234_567_890_123,
    per: 13.45,
    pbr: 1.32,
    lastUpdated: '2026-04-01T05:05:09.000Z',
    ...overrides,
  };
}

export const samsung = makeStock('005930', { stockName: '삼성전자' });

export function makeIndex(
  indexCode: MarketIndex['indexCode'],
  overrides: Partial<MarketIndex> = {},
) {
  const names = { KOSPI: '코스피', KOSDAQ: '코스닥', KOSPI200: '코스피 200' } as const;
  return {
    indexCode,
    indexName: names[indexCode],
    currentValue: 2_612.34,
    changeValue: 12.3,
    changeRate: 0.47,
    changeSign: 2,
    lastUpdated: '2026-04-01T05:05:09.000Z',
    ...overrides,
  } satisfies MarketIndex;
}

export function makeMarketStatus(overrides: Partial<MarketStatus> = {}): MarketStatus {
  return {
    state: 'open',
    label: '장중',
    sessionDate: '2026-04-01',
    nextOpen: '2026-04-02T00:00:00.000Z',
    lastUpdated: '2026-04-01T05:05:09.000Z',
    provider: 'simulator',
    ...overrides,
  };
}
