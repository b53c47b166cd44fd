import { execFile } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { parseCsv, readCsvObjects } from './csv';
import { importListing } from './import-universe';
import { MarketSimulator } from './simulator';
import { loadUniverse, parseUniverse, shippedUniverse } from './universe';

// The reference listing of issue #7 (../shared/data): checked when present, skipped otherwise.
const REFERENCE = path.resolve(__dirname, '../../../../../../shared/data');
const reference = (file: string) => path.join(REFERENCE, file);
const hasReference = existsSync(reference('krx-stocks.csv'));
const root = path.resolve(__dirname, '../../../../..');
const only = describe.skipIf(process.env.TEST_DB === 'postgres');

only('the shipped universe', () => {
  const universe = shippedUniverse();

  it('holds at least the 200 largest stocks of KOSPI and of KOSDAQ', () => {
    expect(universe.stocks.filter((s) => s.market === 'KOSPI').length).toBeGreaterThanOrEqual(200);
    expect(universe.stocks.filter((s) => s.market === 'KOSDAQ').length).toBeGreaterThanOrEqual(200);
    for (const s of universe.stocks) {
      expect(s.shares).toBeGreaterThan(0);
      expect(s.referencePrice).toBeGreaterThan(0);
    }
    expect(universe.indices.map((i) => i.code)).toEqual(['KOSPI', 'KOSDAQ', 'KOSPI200']);
  });

  it.skipIf(!hasReference)(
    'agrees with the reference listing on every code, name and market',
    () => {
      const listing = new Map(
        readCsvObjects(readFileSync(reference('krx-stocks.csv'), 'utf8'), [
          'code',
          'name',
          'market',
        ]).map((row) => [row.code, row]),
      );
      for (const s of universe.stocks) {
        const row = listing.get(s.code);
        expect(row, s.code).toBeDefined();
        expect(s.name, s.code).toBe(row!.name);
        expect(s.market, s.code).toBe(row!.market);
      }
    },
  );

  it.skipIf(!hasReference)('is the 200 largest of each market by market value', () => {
    const prices = new Map(
      readCsvObjects(readFileSync(reference('krx-stock-prices.csv'), 'utf8'), [
        'code',
        'market_cap',
      ]).map((row) => [row.code, Number(row.market_cap)]),
    );
    const listing = readCsvObjects(readFileSync(reference('krx-stocks.csv'), 'utf8'), [
      'code',
      'market',
    ]);
    for (const market of ['KOSPI', 'KOSDAQ'] as const) {
      const top = listing
        .filter((row) => row.market === market)
        .sort((a, b) => prices.get(b.code!)! - prices.get(a.code!)!)
        .slice(0, 200)
        .map((row) => row.code);
      const shipped = new Set(universe.stocks.map((s) => s.code));
      expect(top.filter((code) => !shipped.has(code!))).toEqual([]);
    }
  });
});

only('stocks:import', () => {
  it('reads quoted CSV cells with commas and doubled quotes', () => {
    expect(parseCsv('a,b\r\n"x, y","say ""hi"""\n')).toEqual([
      ['a', 'b'],
      ['x, y', 'say "hi"'],
    ]);
  });

  it('skips bad rows and KONEX, maps KOSDAQ GLOBAL, estimates missing prices', () => {
    const csv = [
      'code,name,market,sector,shares',
      '005930,삼성전자,KOSPI,"통신 및 방송 장비 제조업",5846278608',
      '247540,에코프로비엠,KOSDAQ GLOBAL,일차전지 및 이차전지 제조업,97830434',
      '123456,없는회사,KOSDAQ,,1000000',
      '12345,짧은코드,KOSPI,,100',
      '654321,코넥스회사,KONEX,,100',
      '111111,주식없음,KOSPI,,0',
    ].join('\n');
    const result = importListing(csv, { base: shippedUniverse() });
    expect(result.universe.stocks.map((s) => [s.code, s.market])).toEqual([
      ['005930', 'KOSPI'],
      ['123456', 'KOSDAQ'],
      ['247540', 'KOSDAQ'],
    ]);
    expect(result.skipped.map((s) => s.line)).toEqual([5, 6, 7]);
    expect(result.estimatedPrices).toBe(1);
    const samsung = shippedUniverse().stocks.find((s) => s.code === '005930')!;
    expect(result.universe.stocks[0]!.referencePrice).toBe(samsung.referencePrice);
  });

  it('refuses a file without the header columns', () => {
    expect(() =>
      importListing('code,name\n005930,삼성전자\n', { base: shippedUniverse() }),
    ).toThrow(/market, sector, shares/);
  });

  it.skipIf(!hasReference)(
    'loads the full reference listing into DATA_DIR, where the server finds it',
    async () => {
      const dataDir = await mkdtemp(path.join(os.tmpdir(), 'stocks-import-'));
      try {
        const { stdout } = await promisify(execFile)(
          process.execPath,
          [
            '--import',
            'tsx',
            'apps/server/src/modules/stocks/stocks-import.ts',
            reference('krx-stocks.csv'),
            '--prices',
            reference('krx-stock-prices.csv'),
          ],
          { cwd: root, env: { ...process.env, DATA_DIR: dataDir } },
        );
        expect(stdout).toContain('2765개 종목 (KOSPI 942, KOSDAQ 1823)');
        const universe = loadUniverse(dataDir);
        expect(universe.stocks).toHaveLength(2765);
        expect(
          parseUniverse(
            JSON.parse(await readFile(path.join(dataDir, 'stocks-universe.json'), 'utf8')),
          ),
        ).toEqual(universe);
        const samsungPref = universe.stocks.find((s) => s.code === '005935')!;
        expect(samsungPref).toMatchObject({
          name: '삼성전자우',
          market: 'KOSPI',
          sector: '통신 및 방송 장비 제조업',
        });
        const sim = new MarketSimulator(universe, { seed: 1 });
        await sim.start(Date.parse('2026-10-08T16:00:00+09:00'));
        expect(sim.quote('0126Z0')?.stockName).toBe('삼성에피스홀딩스');
        expect(sim.list()).toHaveLength(2765);
      } finally {
        await rm(dataDir, { recursive: true, force: true });
      }
    },
    120_000,
  );
});
