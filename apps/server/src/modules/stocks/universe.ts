import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { isStockCode, type IndexCode } from '@myeolgong/contract/stocks';
import { z } from 'zod';
import shipped from './data/universe.json';

export type Market = 'KOSPI' | 'KOSDAQ';

/** One listed stock as the simulator and the search box know it. */
export interface ListedStock {
  code: string;
  name: string;
  market: Market;
  /** KIND 업종 (KSIC industry name); '' when unknown. */
  sector: string;
  /** 상장주식수 */
  shares: number;
  /** The close on the universe's reference date, in won. */
  referencePrice: number;
}

export interface ReferenceIndex {
  code: IndexCode;
  name: string;
  level: number;
  /** KST date (YYYY-MM-DD) of that close. */
  date: string;
}

export interface Universe {
  /** KST date (YYYY-MM-DD) of the reference prices. */
  asOf: string;
  source: string;
  indices: ReferenceIndex[];
  stocks: ListedStock[];
}

/**
 * The file format (data/universe.json, or DATA_DIR/stocks-universe.json after `stocks:import`):
 * sectors are listed once and rows refer to them by position to keep the file small.
 * Row: [code, name, market, sector index (-1: unknown), listed shares, reference price].
 */
const UniverseFile = z.object({
  format: z.literal('myeolgong-stock-universe/1'),
  asOf: z.iso.date(),
  source: z.string(),
  indices: z
    .array(
      z.object({
        code: z.enum(['KOSPI', 'KOSDAQ', 'KOSPI200']),
        name: z.string().min(1),
        level: z.number().positive(),
        date: z.iso.date(),
      }),
    )
    .length(3),
  sectors: z.array(z.string()),
  stocks: z
    .array(
      z.tuple([
        z.string().refine(isStockCode, { error: '종목코드 형식이 아닙니다' }),
        z.string().min(1),
        z.enum(['KOSPI', 'KOSDAQ']),
        z.number().int().min(-1),
        z.number().int().positive(),
        z.number().int().positive(),
      ]),
    )
    .min(1),
});
export type UniverseFile = z.infer<typeof UniverseFile>;

export function parseUniverse(data: unknown): Universe {
  const file = UniverseFile.parse(data);
  const seen = new Set<string>();
  const stocks = file.stocks.map(([code, name, market, sector, shares, referencePrice]) => {
    if (seen.has(code)) throw new Error(`종목코드 ${code}가 두 번 나옵니다`);
    seen.add(code);
    return { code, name, market, sector: file.sectors[sector] ?? '', shares, referencePrice };
  });
  return { asOf: file.asOf, source: file.source, indices: file.indices, stocks };
}

export function serializeUniverse(universe: Universe): UniverseFile {
  const sectors = [...new Set(universe.stocks.map((s) => s.sector).filter(Boolean))].sort();
  const index = new Map(sectors.map((s, i) => [s, i]));
  return {
    format: 'myeolgong-stock-universe/1',
    asOf: universe.asOf,
    source: universe.source,
    indices: universe.indices,
    sectors,
    stocks: universe.stocks.map((s) => [
      s.code,
      s.name,
      s.market,
      s.sector ? (index.get(s.sector) ?? -1) : -1,
      s.shares,
      s.referencePrice,
    ]),
  };
}

let shippedOnce: Universe | undefined;

/** The universe shipped with the project: the 200 largest stocks of each market (parsed once). */
export function shippedUniverse(): Universe {
  shippedOnce ??= parseUniverse(shipped);
  return shippedOnce;
}

/** Where `npm run stocks:import` writes a full listing for the server to use instead. */
export function importedUniversePath(dataDir: string): string {
  return path.join(dataDir, 'stocks-universe.json');
}

/** The imported listing in DATA_DIR when there is one, else the shipped universe. */
export function loadUniverse(dataDir: string): Universe {
  const file = importedUniversePath(dataDir);
  if (!existsSync(file)) return shippedUniverse();
  return parseUniverse(JSON.parse(readFileSync(file, 'utf8')));
}

/** Preferred shares (우선주): KRX codes of common stock end in 0. */
export function isPreferred(code: string): boolean {
  return !code.endsWith('0');
}

/** The file's text: one stock per line, so that a re-import shows as a readable diff. */
export function formatUniverseFile(file: UniverseFile): string {
  const { stocks, sectors, indices, ...head } = file;
  const lines = [
    '{',
    ...Object.entries(head).map(([k, v]) => `  ${JSON.stringify(k)}: ${JSON.stringify(v)},`),
    `  "indices": [\n${indices.map((i) => `    ${JSON.stringify(i)}`).join(',\n')}\n  ],`,
    `  "sectors": [\n${sectors.map((s) => `    ${JSON.stringify(s)}`).join(',\n')}\n  ],`,
    `  "stocks": [\n${stocks.map((s) => `    ${JSON.stringify(s)}`).join(',\n')}\n  ]`,
    '}',
  ];
  return `${lines.join('\n')}\n`;
}
