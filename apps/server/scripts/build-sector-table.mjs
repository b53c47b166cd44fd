// Builds src/modules/ai/knowledge/sectors.json, the fund manager's theme → listed stocks table,
// from a KRX listing with KIND industry names (`code,name,market,sector,shares`) and a price
// snapshot (`code,price,market_cap,date`):
//
//   node apps/server/scripts/build-sector-table.mjs krx-stocks.csv krx-stock-prices.csv
//
// A theme takes the stocks of its KIND industries (the `sector` column), largest market value
// first, preferred shares left out, plus the reviewed additions below: companies whose business
// is the theme but whose KIND industry is a neighbour's (삼성전자 is filed under 통신 및 방송 장비,
// the bank holding companies under 기타 금융업). The output is checked in and reviewed.
import { readFileSync, writeFileSync } from 'node:fs';

/** Per theme: the words that name it in a question, its KIND industries, reviewed additions. */
const THEMES = [
  {
    name: '반도체',
    keywords: ['반도체', '메모리', '시스템반도체', '파운드리', 'HBM'],
    sectors: ['반도체 제조업'],
    // 삼성전자 (통신 및 방송 장비), 한미반도체 and 원익IPS (equipment: 특수 목적용 기계).
    add: ['005930', '042700', '240810'],
  },
  {
    name: '2차전지',
    keywords: ['2차전지', '이차전지', '배터리', '양극재', '음극재'],
    sectors: ['일차전지 및 이차전지 제조업'],
    // 에코프로 (holding of 에코프로비엠, filed under 기타 금융업), LG화학 (cathode materials).
    add: ['086520', '051910'],
  },
  {
    name: '바이오',
    keywords: ['바이오', '제약', '신약', '헬스케어', '제약바이오'],
    sectors: ['기초 의약물질 제조업', '의약품 제조업'],
    add: [],
  },
  {
    name: '자동차',
    keywords: ['자동차', '완성차', '자동차부품', '전기차'],
    sectors: ['자동차용 엔진 및 자동차 제조업', '자동차 신품 부품 제조업'],
    add: ['012330'],
  },
  {
    name: '은행',
    keywords: ['은행', '금융지주', '은행주'],
    sectors: ['은행 및 저축기관'],
    // The bank holding companies, filed under 기타 금융업.
    add: ['105560', '055550', '086790', '316140', '138930', '175330', '139130'],
  },
  {
    name: '증권',
    keywords: ['증권', '증권사', '증권주'],
    sectors: ['금융 지원 서비스업'],
    add: ['071050'],
  },
  {
    name: '보험',
    keywords: ['보험', '보험사', '보험주'],
    sectors: ['보험업', '재 보험업'],
    add: [],
  },
  {
    name: '방산',
    keywords: ['방산', '방위산업', '방산주', '국방', '무기'],
    sectors: ['무기 및 총포탄 제조업', '항공기,우주선 및 부품 제조업'],
    // 현대로템 (K2 tanks, 철도장비), 한화시스템 (defence electronics, 전자부품), 풍산 (ammunition).
    add: ['064350', '272210', '103140'],
  },
  {
    name: '게임',
    keywords: ['게임', '게임주', '게임사'],
    sectors: [],
    // Game publishers among 소프트웨어 개발 및 공급업 (the industry also holds other software).
    add: [
      '259960',
      '036570',
      '251270',
      '263750',
      '462870',
      '192080',
      '293490',
      '225570',
      '112040',
      '069080',
      '078340',
      '194480',
    ],
  },
  {
    name: '조선',
    keywords: ['조선', '조선주', '조선업', '선박'],
    sectors: ['선박 및 보트 건조업'],
    add: ['009540'],
  },
  {
    name: '철강',
    keywords: ['철강', '철강주', '제철'],
    sectors: ['1차 철강 제조업'],
    add: ['005490'],
  },
  {
    name: '화학',
    keywords: ['화학', '석유화학', '화학주'],
    sectors: ['기초 화학물질 제조업', '합성고무 및 플라스틱 물질 제조업'],
    add: [],
  },
  {
    name: '정유',
    keywords: ['정유', '정유주', '석유'],
    sectors: ['석유 정제품 제조업'],
    add: ['096770'],
  },
  {
    name: '건설',
    keywords: ['건설', '건설주', '건설사'],
    sectors: ['건물 건설업', '토목 건설업'],
    add: [],
  },
  {
    name: '통신',
    keywords: ['통신', '통신주', '통신사'],
    sectors: ['전기 통신업'],
    add: [],
  },
  {
    name: '인터넷',
    keywords: ['인터넷', '플랫폼', '포털'],
    sectors: ['자료처리, 호스팅, 포털 및 기타 인터넷 정보매개 서비스업'],
    add: [],
  },
  {
    name: '엔터',
    keywords: ['엔터', '엔터테인먼트', '연예', '기획사', 'K팝', '케이팝'],
    sectors: ['오디오물 출판 및 원판 녹음업', '영화, 비디오물, 방송프로그램 제작 및 배급업'],
    add: [],
  },
  {
    name: '항공',
    keywords: ['항공', '항공사', '항공주'],
    sectors: ['항공 여객 운송업'],
    add: [],
  },
  {
    name: '해운',
    keywords: ['해운', '해운주', '물류'],
    sectors: ['해상 운송업'],
    add: [],
  },
  {
    name: '화장품',
    keywords: ['화장품', '뷰티', 'K뷰티'],
    sectors: [],
    // Cosmetics makers among 기타 화학제품 제조업.
    add: ['278470', '090430', '051900', '192820', '161890', '002790', '241710', '483650'],
  },
  {
    name: '식품',
    keywords: ['식품', '음식료', '식음료'],
    sectors: ['기타 식품 제조업', '곡물가공품, 전분 및 전분제품 제조업', '떡, 빵 및 과자류 제조업'],
    add: ['097950', '271560'],
  },
  {
    name: '의료기기',
    keywords: ['의료기기', '의료장비'],
    sectors: ['의료용 기기 제조업'],
    add: [],
  },
  {
    name: '전력기기',
    keywords: ['전력', '전력기기', '전선', '변압기', '전력망'],
    sectors: ['전동기, 발전기 및 전기 변환 · 공급 · 제어 장치 제조업', '절연선 및 케이블 제조업'],
    add: ['006260'],
  },
  {
    name: '유통',
    keywords: ['유통', '유통주', '백화점', '리테일'],
    sectors: ['종합 소매업'],
    add: [],
  },
];

const PER_THEME = 12;

function readCsv(path) {
  const [header, ...lines] = readFileSync(path, 'utf8').trim().split('\n');
  const columns = header.split(',');
  return lines.map((line) => {
    const cells = [];
    let cell = '';
    let quoted = false;
    for (const ch of line) {
      if (ch === '"') quoted = !quoted;
      else if (ch === ',' && !quoted) {
        cells.push(cell);
        cell = '';
      } else cell += ch;
    }
    cells.push(cell);
    return Object.fromEntries(columns.map((c, i) => [c, cells[i] ?? '']));
  });
}

const [listingPath, pricesPath] = process.argv.slice(2);
if (!listingPath || !pricesPath) {
  console.error('usage: build-sector-table.mjs <krx-stocks.csv> <krx-stock-prices.csv>');
  process.exit(1);
}
const listing = readCsv(listingPath);
const prices = new Map(readCsv(pricesPath).map((r) => [r.code, r]));
const byCode = new Map(listing.map((r) => [r.code, r]));
const cap = (code) => Number(prices.get(code)?.market_cap ?? 0);
// Preferred shares (삼성SDI우, 현대차2우B) repeat their common share.
const preferred = (name) => /우[A-C]?$|[0-9]우B?$/.test(name);

const themes = THEMES.map((theme) => {
  const codes = new Set(
    listing
      .filter((r) => theme.sectors.includes(r.sector) && !preferred(r.name))
      .map((r) => r.code),
  );
  for (const code of theme.add) {
    if (!byCode.has(code)) throw new Error(`${theme.name}: ${code} is not in the listing`);
    codes.add(code);
  }
  const stocks = [...codes]
    .sort((a, b) => cap(b) - cap(a))
    .slice(0, Math.max(PER_THEME, theme.add.length))
    .map((code) => {
      const row = byCode.get(code);
      return { code, name: row.name, sector: row.sector, shares: Number(row.shares) };
    });
  return { name: theme.name, keywords: theme.keywords, sectors: theme.sectors, stocks };
});

const asOf = prices.values().next().value?.date ?? '';
const out = {
  format: 'myeolgong-sector-themes/1',
  source:
    'KRX, via FinanceData/fdr_krx_data_cache: KIND industry names of 2026-03-20, listing, shares and market value of 2026-10-08; theme additions reviewed by hand (scripts/build-sector-table.mjs)',
  asOf,
  themes,
};
const target = new URL('../src/modules/ai/knowledge/sectors.json', import.meta.url);
writeFileSync(target, `${JSON.stringify(out, null, 1)}\n`);
console.log(`${themes.length} themes → ${target.pathname}`);
