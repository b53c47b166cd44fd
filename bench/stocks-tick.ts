/**
 * `node --import tsx bench/stocks-tick.ts`: CPU time of one market-simulator tick over 2,500+
 * stocks (issue #7 budget: under 20 ms). The universe is the full reference listing of
 * ../shared/data when present, else the shipped universe repeated under made-up codes up to 2,500.
 * Ticks are one second apart during a session; the first few are discarded as warm-up.
 *
 *   node --import tsx bench/stocks-tick.ts [--ticks 300] [--seed 1]
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { importListing } from '../apps/server/src/modules/stocks/import-universe';
import { MarketSimulator } from '../apps/server/src/modules/stocks/simulator';
import { shippedUniverse, type Universe } from '../apps/server/src/modules/stocks/universe';

const { values } = parseArgs({
  options: { ticks: { type: 'string', default: '300' }, seed: { type: 'string', default: '1' } },
});
const ticks = Number(values.ticks);
const TARGET = 2500;
const BUDGET_MS = 20;

function universe(): { universe: Universe; source: string } {
  const dir = path.resolve(import.meta.dirname, '../../shared/data');
  const base = shippedUniverse();
  if (existsSync(path.join(dir, 'krx-stocks.csv'))) {
    const read = (file: string) => readFileSync(path.join(dir, file), 'utf8');
    const { universe } = importListing(read('krx-stocks.csv'), {
      base,
      pricesCsv: read('krx-stock-prices.csv'),
    });
    return { universe, source: '../shared/data/krx-stocks.csv' };
  }
  const stocks = [...base.stocks];
  for (let copy = 1; stocks.length < TARGET; copy += 1) {
    for (const s of base.stocks) {
      if (stocks.length >= TARGET) break;
      stocks.push({
        ...s,
        code: `9${String(copy).padStart(2, '0')}${s.code.slice(3)}`,
        name: `${s.name}${copy}`,
      });
    }
  }
  return { universe: { ...base, stocks }, source: 'shipped universe, repeated' };
}

const { universe: u, source } = universe();
const sim = new MarketSimulator(u, { seed: Number(values.seed) });
const start = Date.parse('2026-11-20T10:00:00+09:00');
const t0 = performance.now();
sim.advance(start, true);
const startMs = performance.now() - t0;

const samples: number[] = [];
let changed = 0;
for (let i = 1; i <= ticks + 20; i += 1) {
  const before = process.cpuUsage();
  changed += sim.advance(start + i * 1000, false).length;
  const used = process.cpuUsage(before);
  if (i > 20) samples.push((used.user + used.system) / 1000);
}
samples.sort((a, b) => a - b);
const pick = (q: number) => samples[Math.min(samples.length - 1, Math.floor(q * samples.length))]!;
const mean = samples.reduce((s, v) => s + v, 0) / samples.length;
console.log(`universe: ${u.stocks.length} stocks (${source})`);
console.log(`first snapshot (history + session build): ${startMs.toFixed(0)} ms wall`);
console.log(
  `tick CPU over ${samples.length} ticks: mean ${mean.toFixed(2)} ms, p50 ${pick(0.5).toFixed(2)} ms, p99 ${pick(0.99).toFixed(2)} ms, max ${samples.at(-1)!.toFixed(2)} ms; ${Math.round(changed / (ticks + 20))} quotes changed a tick`,
);
const ok = pick(0.99) < BUDGET_MS;
console.log(
  ok
    ? `OK: p99 under ${BUDGET_MS} ms`
    : `OVER BUDGET: p99 ${pick(0.99).toFixed(2)} ms ≥ ${BUDGET_MS} ms`,
);
process.exitCode = ok ? 0 : 1;
