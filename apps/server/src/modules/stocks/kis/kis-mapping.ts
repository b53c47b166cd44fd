import type {
  ChangeSign,
  HistoryPoint,
  IndexCode,
  MarketIndex,
  Stock,
} from '@myeolgong/contract/stocks';

/** Fields of KIS quote outputs (inquire-price, volume-rank, fluctuation), all strings. */
export type KisRow = Record<string, string | undefined>;

const num = (value: string | undefined): number | null => {
  if (value === undefined || value.trim() === '') return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
};

function sign(value: string | undefined): ChangeSign {
  const n = Number(value);
  return n === 1 || n === 2 || n === 4 || n === 5 ? n : 3;
}

/** KIS leaves PER/PBR at 0 when it has none: shown as N/A. */
const ratio = (value: string | undefined) => {
  const n = num(value);
  return n === null || n === 0 ? null : n;
};

/** KIS sends the change unsigned with prdy_vrss_sign telling the direction in some outputs. */
function signed(value: number, s: ChangeSign): number {
  return s === 4 || s === 5 ? -Math.abs(value) : s === 3 ? 0 : Math.abs(value);
}

/**
 * A KIS quote row mapped to SPEC.md's Stock (issue #7 item 3): stck_prpr → currentPrice,
 * prdy_vrss → changePrice, prdy_vrss_sign → changeSign, prdy_ctrt → changeRate, acml_vol → volume,
 * acml_tr_pbmn → transactionAmount, stck_oprc/hgpr/lwpr → open/high/low, stck_sdpr → prevClosePrice,
 * per, pbr. Fields a row lacks are null.
 */
export function stockFromKis(code: string, name: string, row: KisRow, lastUpdated: string): Stock {
  const changeSign = sign(row.prdy_vrss_sign);
  const current = num(row.stck_prpr) ?? 0;
  const change = signed(num(row.prdy_vrss) ?? 0, changeSign);
  const rate = signed(num(row.prdy_ctrt) ?? 0, changeSign);
  const prevClose = num(row.stck_sdpr) ?? (row.prdy_vrss !== undefined ? current - change : null);
  return {
    stockCode: code,
    stockName: name,
    currentPrice: current,
    changePrice: change,
    changeRate: rate,
    changeSign,
    volume: num(row.acml_vol),
    openPrice: num(row.stck_oprc),
    highPrice: num(row.stck_hgpr),
    lowPrice: num(row.stck_lwpr),
    prevClosePrice: prevClose,
    transactionAmount: num(row.acml_tr_pbmn),
    per: ratio(row.per),
    pbr: ratio(row.pbr),
    lastUpdated,
  };
}

/** A newer partial quote over an older one: fields the newer one lacks keep their old values. */
export function mergeQuote(older: Stock | undefined, newer: Stock): Stock {
  if (!older) return newer;
  const merged = { ...newer };
  for (const key of [
    'volume',
    'openPrice',
    'highPrice',
    'lowPrice',
    'prevClosePrice',
    'transactionAmount',
    'per',
    'pbr',
  ] as const) {
    merged[key] ??= older[key];
  }
  return merged;
}

/** KIS 업종 codes of the three indices. */
export const kisIndexCodes: Record<IndexCode, string> = {
  KOSPI: '0001',
  KOSDAQ: '1001',
  KOSPI200: '2001',
};
const indexNames: Record<IndexCode, string> = {
  KOSPI: '코스피',
  KOSDAQ: '코스닥',
  KOSPI200: '코스피 200',
};

/** inquire-index-price output → MarketIndex. */
export function indexFromKis(code: IndexCode, row: KisRow, lastUpdated: string): MarketIndex {
  const changeSign = sign(row.prdy_vrss_sign);
  return {
    indexCode: code,
    indexName: indexNames[code],
    currentValue: num(row.bstp_nmix_prpr) ?? 0,
    changeValue: signed(num(row.bstp_nmix_prdy_vrss) ?? 0, changeSign),
    changeRate: signed(num(row.bstp_nmix_prdy_ctrt) ?? 0, changeSign),
    changeSign,
    lastUpdated,
  };
}

/** YYYYMMDD (+ HHMMSS) in KST → ISO UTC. */
function kstToIso(date: string, time = '090000'): string {
  const iso = `${date.slice(0, 4)}-${date.slice(4, 6)}-${date.slice(6, 8)}T${time.slice(0, 2)}:${time.slice(2, 4)}:${time.slice(4, 6)}+09:00`;
  return new Date(iso).toISOString();
}

/** inquire-daily-itemchartprice output2 row → a daily bar (the bar starts at 09:00 KST). */
export function dailyBarFromKis(row: KisRow): HistoryPoint | null {
  const date = row.stck_bsop_date;
  const close = num(row.stck_clpr);
  if (!date || close === null) return null;
  return {
    time: kstToIso(date),
    open: num(row.stck_oprc) ?? close,
    high: num(row.stck_hgpr) ?? close,
    low: num(row.stck_lwpr) ?? close,
    close,
    volume: num(row.acml_vol) ?? 0,
  };
}

/** inquire-time-itemchartprice output2 row → a one-minute bar (stck_cntg_hour is the bar's end). */
export function minuteBarFromKis(row: KisRow): HistoryPoint | null {
  const date = row.stck_bsop_date;
  const hour = row.stck_cntg_hour;
  const close = num(row.stck_prpr);
  if (!date || !hour || close === null) return null;
  const end = Date.parse(kstToIso(date, hour));
  return {
    time: new Date(end - 60_000).toISOString(),
    open: num(row.stck_oprc) ?? close,
    high: num(row.stck_hgpr) ?? close,
    low: num(row.stck_lwpr) ?? close,
    close,
    volume: num(row.cntg_vol) ?? 0,
  };
}

/**
 * H0STCNT0 (실시간 체결가) records: `0|H0STCNT0|count|f0^f1^…`, 46 fields a record. Field order
 * per the KIS documentation: 0 code, 1 time, 2 price, 3 sign, 4 change, 5 rate, 7 open, 8 high,
 * 9 low, 13 cumulative volume, 14 cumulative amount.
 */
const H0STCNT0_FIELDS = 46;

export function tradesFromKis(message: string): { code: string; row: KisRow }[] {
  const parts = message.split('|');
  if (parts.length < 4 || parts[0] !== '0' || parts[1] !== 'H0STCNT0') return [];
  const count = Number(parts[2]) || 1;
  const fields = parts.slice(3).join('|').split('^');
  const records: { code: string; row: KisRow }[] = [];
  for (let r = 0; r < count; r += 1) {
    const f = fields.slice(r * H0STCNT0_FIELDS, (r + 1) * H0STCNT0_FIELDS);
    if (f.length < 15 || !f[0]) break;
    records.push({
      code: f[0],
      row: {
        stck_prpr: f[2],
        prdy_vrss_sign: f[3],
        prdy_vrss: f[4],
        prdy_ctrt: f[5],
        stck_oprc: f[7],
        stck_hgpr: f[8],
        stck_lwpr: f[9],
        acml_vol: f[13],
        acml_tr_pbmn: f[14],
      },
    });
  }
  return records;
}
