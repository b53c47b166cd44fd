import { gaussian, hashString, uniform } from './random';
import type { ListedStock } from './universe';

/**
 * Plausible valuation for the simulator: typical PER/PBR ranges of Korean listed companies by
 * industry (banks and insurers cheap, semiconductors and bio expensive), with a per-stock spread.
 * These are not the companies' reported figures; KIS mode shows the real ones.
 */
interface Norm {
  match: RegExp;
  per: number;
  pbr: number;
  /** Share of companies in the industry reporting a loss (PER not meaningful → null). */
  lossShare: number;
}

const NORMS: Norm[] = [
  { match: /은행|저축기관/, per: 6, pbr: 0.45, lossShare: 0 },
  { match: /보험/, per: 7, pbr: 0.55, lossShare: 0.05 },
  { match: /금융 지원|증권|신탁업|집합투자/, per: 8, pbr: 0.8, lossShare: 0.05 },
  { match: /기타 금융업/, per: 9, pbr: 0.7, lossShare: 0.1 },
  { match: /반도체|전자부품/, per: 16, pbr: 2.0, lossShare: 0.15 },
  { match: /특수 목적용 기계|측정, 시험/, per: 20, pbr: 2.8, lossShare: 0.15 },
  { match: /의약|연구개발|의료/, per: 45, pbr: 4.5, lossShare: 0.45 },
  { match: /이차전지/, per: 40, pbr: 3.0, lossShare: 0.35 },
  { match: /자동차/, per: 6, pbr: 0.7, lossShare: 0.05 },
  { match: /철강|비철금속|석유 정제|화학/, per: 11, pbr: 0.7, lossShare: 0.2 },
  { match: /선박|항공기|무기|철도장비/, per: 25, pbr: 3.0, lossShare: 0.1 },
  { match: /전기 통신|전기업|가스/, per: 9, pbr: 0.6, lossShare: 0.1 },
  { match: /소프트웨어|포털|프로그래밍|방송|오디오물/, per: 22, pbr: 2.2, lossShare: 0.2 },
  { match: /건설|건축기술/, per: 8, pbr: 0.6, lossShare: 0.15 },
  { match: /식품|담배|소매|도매|의복/, per: 10, pbr: 1.0, lossShare: 0.1 },
  { match: /기계|전동기|전기장비|절연선/, per: 18, pbr: 2.0, lossShare: 0.1 },
  { match: /운송/, per: 8, pbr: 0.8, lossShare: 0.1 },
];

export interface Fundamentals {
  /** Earnings per share (won) that gives the reference price its PER; null for a loss or unknown. */
  eps: number | null;
  /** Book value per share (won); null when unknown. */
  bps: number | null;
}

const UNKNOWN: Fundamentals = { eps: null, bps: null };

/** SPACs, REITs and infrastructure funds have no meaningful PER/PBR here. */
const NO_VALUATION = /스팩|리츠|인프라/;

export function fundamentalsFor(stock: ListedStock): Fundamentals {
  if (!stock.sector || NO_VALUATION.test(stock.name)) return UNKNOWN;
  const norm = NORMS.find((n) => n.match.test(stock.sector));
  if (!norm) return UNKNOWN;
  const key = hashString(stock.code.slice(0, 5));
  const per = norm.per * Math.exp(0.35 * gaussian(key, 11));
  const pbr = norm.pbr * Math.exp(0.35 * gaussian(key, 12));
  const loss = uniform(key, 13) < norm.lossShare;
  return {
    eps: loss ? null : stock.referencePrice / per,
    bps: stock.referencePrice / pbr,
  };
}
