// npm run stocks:import -- <listing.csv> [--prices <csv>] [--indices <csv>] [--top <n>] [--out <file>]
// Loads a full KOSPI/KOSDAQ listing (header code,name,market,sector,shares) for the simulator.
// The server uses DATA_DIR/stocks-universe.json instead of the shipped universe when it exists.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { importListing } from './import-universe';
import {
  formatUniverseFile,
  importedUniversePath,
  serializeUniverse,
  shippedUniverse,
} from './universe';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    prices: { type: 'string' },
    indices: { type: 'string' },
    top: { type: 'string' },
    out: { type: 'string' },
    source: { type: 'string' },
  },
});

const listing = positionals[0];
if (!listing) {
  console.error(
    '사용법: npm run stocks:import -- <listing.csv> [--prices <code,price csv>] [--indices <csv>] [--top <시장별 개수>] [--out <파일>]',
  );
  process.exit(2);
}
const read = (file: string) => readFileSync(file, 'utf8');
const top = values.top === undefined ? undefined : Number(values.top);
if (top !== undefined && !(Number.isInteger(top) && top > 0)) {
  console.error('--top은 양의 정수여야 합니다');
  process.exit(2);
}
const out = path.resolve(
  values.out ?? importedUniversePath(path.resolve(process.env.DATA_DIR || './data')),
);
const result = importListing(read(listing), {
  base: shippedUniverse(),
  ...(values.prices ? { pricesCsv: read(values.prices) } : {}),
  ...(values.indices ? { indicesCsv: read(values.indices) } : {}),
  ...(top !== undefined ? { topPerMarket: top } : {}),
  ...(values.source ? { source: values.source } : {}),
});
mkdirSync(path.dirname(out), { recursive: true });
writeFileSync(out, formatUniverseFile(serializeUniverse(result.universe)));
const { stocks } = result.universe;
console.log(
  `${stocks.length}개 종목 (KOSPI ${stocks.filter((s) => s.market === 'KOSPI').length}, KOSDAQ ${
    stocks.filter((s) => s.market === 'KOSDAQ').length
  }) → ${out}`,
);
if (result.estimatedPrices > 0)
  console.log(
    `가격이 없어 추정한 종목: ${result.estimatedPrices}개 (--prices로 지정할 수 있습니다)`,
  );
for (const { line, reason } of result.skipped.slice(0, 20))
  console.log(`건너뜀 ${line}행: ${reason}`);
if (result.skipped.length > 20) console.log(`… 건너뛴 행 ${result.skipped.length}개`);
