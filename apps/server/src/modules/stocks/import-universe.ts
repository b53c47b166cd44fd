import { indexCodes, isStockCode, type IndexCode } from '@myeolgong/contract/stocks';
import { readCsvObjects } from './csv';
import { roundToTick } from './price-rules';
import { hashString } from './random';
import type { ListedStock, Market, ReferenceIndex, Universe } from './universe';

export interface ImportOptions {
  /** What the listing lacks (prices, index levels, the date) comes from here. */
  base: Universe;
  /** CSV `code,price[,date]`: reference prices; codes missing here keep base's price or get an estimate. */
  pricesCsv?: string;
  /** CSV `code,name,level,date`: the latest row per index code becomes the reference level. */
  indicesCsv?: string;
  /** Keep only the N largest stocks by market value in each market (needs prices to mean much). */
  topPerMarket?: number;
  source?: string;
}

export interface ImportResult {
  universe: Universe;
  skipped: { line: number; reason: string }[];
  estimatedPrices: number;
}

const MARKETS: Record<string, Market> = {
  KOSPI: 'KOSPI',
  KOSDAQ: 'KOSDAQ',
  'KOSDAQ GLOBAL': 'KOSDAQ',
};

/**
 * A listing CSV with the header `code,name,market,sector,shares` made into a universe. KONEX and
 * other markets are left out; KOSDAQ GLOBAL counts as KOSDAQ. A stock with no known price gets a
 * deterministic estimate between 1,000 and 30,000 won (reported in `estimatedPrices`).
 */
export function importListing(listingCsv: string, options: ImportOptions): ImportResult {
  const rows = readCsvObjects(listingCsv, ['code', 'name', 'market', 'sector', 'shares']);
  const prices = new Map<string, number>();
  let asOf = options.base.asOf;
  if (options.pricesCsv) {
    for (const row of readCsvObjects(options.pricesCsv, ['code', 'price'])) {
      const price = Number(row.price);
      if (row.code && Number.isFinite(price) && price > 0) prices.set(row.code, Math.round(price));
      if (row.date && /^\d{4}-\d{2}-\d{2}$/.test(row.date) && row.date > asOf) asOf = row.date;
    }
  }
  const basePrices = new Map(options.base.stocks.map((s) => [s.code, s.referencePrice]));
  const skipped: ImportResult['skipped'] = [];
  const seen = new Set<string>();
  let estimatedPrices = 0;
  const stocks: ListedStock[] = [];
  rows.forEach((row, i) => {
    const line = i + 2;
    const code = (row.code ?? '').toUpperCase();
    const market = MARKETS[(row.market ?? '').toUpperCase()];
    const shares = Number(row.shares);
    if (!isStockCode(code)) return skipped.push({ line, reason: `종목코드 형식 아님: ${code}` });
    if (!market) return skipped.push({ line, reason: `KOSPI/KOSDAQ 아님: ${row.market}` });
    if (!row.name) return skipped.push({ line, reason: '종목명 없음' });
    if (!Number.isSafeInteger(shares) || shares <= 0)
      return skipped.push({ line, reason: `상장주식수 오류: ${row.shares}` });
    if (seen.has(code)) return skipped.push({ line, reason: `중복 종목코드: ${code}` });
    seen.add(code);
    let referencePrice = prices.get(code) ?? basePrices.get(code);
    if (referencePrice === undefined) {
      estimatedPrices += 1;
      const u = hashString(code) / 4_294_967_296;
      referencePrice = roundToTick(1_000 * Math.exp(u * Math.log(30)));
    }
    stocks.push({ code, name: row.name, market, sector: row.sector ?? '', shares, referencePrice });
    return undefined;
  });

  let selected = stocks;
  if (options.topPerMarket !== undefined) {
    const top = options.topPerMarket;
    const byValue = [...stocks].sort(
      (a, b) => b.shares * b.referencePrice - a.shares * a.referencePrice,
    );
    const kept = new Set(
      (['KOSPI', 'KOSDAQ'] as const).flatMap((m) =>
        byValue
          .filter((s) => s.market === m)
          .slice(0, top)
          .map((s) => s.code),
      ),
    );
    selected = stocks.filter((s) => kept.has(s.code));
  }
  selected.sort((a, b) => (a.code < b.code ? -1 : a.code > b.code ? 1 : 0));

  return {
    universe: {
      asOf,
      source: options.source ?? options.base.source,
      indices: options.indicesCsv ? readIndices(options.indicesCsv) : options.base.indices,
      stocks: selected,
    },
    skipped,
    estimatedPrices,
  };
}

function readIndices(csv: string): ReferenceIndex[] {
  const latest = new Map<IndexCode, ReferenceIndex>();
  for (const row of readCsvObjects(csv, ['code', 'name', 'level', 'date'])) {
    const code = indexCodes.find((c) => c === row.code);
    const level = Number(row.level);
    if (!code || !(level > 0) || !row.date || !row.name) continue;
    const known = latest.get(code);
    if (!known || row.date > known.date)
      latest.set(code, { code, name: row.name, level, date: row.date });
  }
  return indexCodes.map((code) => {
    const found = latest.get(code);
    if (!found) throw new Error(`지수 파일에 ${code}가 없습니다`);
    return found;
  });
}
