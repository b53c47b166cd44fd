/**
 * Numbers as Korean screens write them (1,234,567; 1.2만, 3.4억, 12조; money in 조/억/만, signed
 * rates), without Intl, for the web app and the server alike. A page's
 * first `Intl.NumberFormat('ko-KR')` (or `toLocaleString('ko-KR')`) makes the browser load the
 * locale's data: about 30 ms of a phone's main thread, paid while the first screen starts
 * (docs/performance.md 'Issue 23, seventh session'). The output is the same as ko-KR's, which the
 * tests check against Intl; one deliberate difference: a number that rounds to zero is written 0
 * where Intl writes -0.
 */

export interface DigitOptions {
  /** Decimals always shown (padded with zeros); 0 by default. */
  minimumFractionDigits?: number;
  /** Decimals at most, rounded half away from zero; 3 by default, as Intl's. */
  maximumFractionDigits?: number;
}

/** Commas every three digits of a string of digits. */
function commas(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/**
 * A non-negative finite number's shortest decimal writing (JavaScript's own, which ICU also
 * starts from) as whole and fraction digits, without exponent: 1e21 → ['1000…', ''].
 */
function decimal(abs: number): [string, string] {
  const [mantissa = '0', exponent = '0'] = String(abs).split('e');
  const [whole = '0', fraction = ''] = mantissa.split('.');
  const shift = Number(exponent);
  if (shift === 0) return [whole, fraction];
  const digits = whole + fraction;
  const point = whole.length + shift;
  if (point <= 0) return ['0', '0'.repeat(-point) + digits];
  if (point >= digits.length) return [digits + '0'.repeat(point - digits.length), ''];
  return [digits.slice(0, point), digits.slice(point)];
}

/** Rounds to `decimals` places, halves away from zero (Intl's halfExpand). */
function rounded(abs: number, decimals: number): [string, string] {
  const [whole, fraction] = decimal(abs);
  if (fraction.length <= decimals) return [whole, fraction.padEnd(decimals, '0')];
  let units = BigInt(whole + fraction.slice(0, decimals));
  if (fraction[decimals]! >= '5') units += 1n;
  const text = units.toString().padStart(decimals + 1, '0');
  return [text.slice(0, text.length - decimals), text.slice(text.length - decimals)];
}

/** 1234567.891 → 1,234,567.891; -0.5 → -0.5; NaN and infinities as Intl writes them. */
export function groupDigits(value: number, options: DigitOptions = {}): string {
  if (Number.isNaN(value)) return 'NaN';
  if (!Number.isFinite(value)) return value > 0 ? '∞' : '-∞';
  const min = options.minimumFractionDigits ?? 0;
  const max = Math.max(min, options.maximumFractionDigits ?? Math.max(min, 3));
  const [whole, digits] = rounded(Math.abs(value), max);
  let fraction = digits;
  let end = fraction.length;
  while (end > min && fraction[end - 1] === '0') end--;
  fraction = fraction.slice(0, end);
  const text = commas(whole) + (fraction ? `.${fraction}` : '');
  // A negative number that rounds to zero keeps no sign.
  return value < 0 && /[1-9]/.test(text) ? `-${text}` : text;
}

/** 만, 억, 조: Korean counts in units of 10^4. */
const UNITS = [
  { digits: 4, name: '만' },
  { digits: 8, name: '억' },
  { digits: 12, name: '조' },
] as const;

/**
 * Short counts: under 10,000 as they are (9,999), then one decimal at most in 만, 억 or 조
 * (12,345 → 1.2만, 99,999,999 → 1억, 10^16 → 10,000조), as ko-KR's compact notation with
 * `maximumFractionDigits: 1` writes them.
 */
export function compactKoreanNumber(value: number): string {
  if (!Number.isFinite(value) || Math.abs(value) < 10_000) return groupDigits(value);
  const sign = value < 0 ? '-' : '';
  // The whole digits decide: a unit is 10^4 or more, so the rounding digit is one of them.
  const [digits] = decimal(Math.abs(value));
  for (let i = 0; i < UNITS.length; i++) {
    const unit = UNITS[i]!;
    const next = UNITS[i + 1];
    if (next && digits.length > next.digits) continue;
    // Tenths of the unit, rounded half up on the next digit.
    const kept = digits.length - unit.digits + 1;
    let tenths = BigInt(digits.slice(0, kept));
    if (digits[kept]! >= '5') tenths += 1n;
    // 9999.96만 rounds to 10,000만: written in the next unit instead (1억).
    if (next && tenths >= 100_000n) continue;
    // Compact notation groups only from five digits on: 1234.6만, 10,000조.
    const units = (tenths / 10n).toString();
    const whole = units.length > 4 ? commas(units) : units;
    const tenth = tenths % 10n;
    return `${sign}${whole}${tenth ? `.${tenth}` : ''}${unit.name}`;
  }
  return groupDigits(value);
}

/** What `koreanAmount` writes. */
export interface KoreanAmountOptions {
  /**
   * 'decimal' (the default): the largest unit the amount reaches, with one decimal at most and
   * grouped digits: 425.3조, 4,481.2억, 1,234.6만, below 만 the whole number (9,800): how the AI
   * answers write money. 'split': whole units, 조 with its 억: 1조 2,345억, 2,345억, 5,678만,
   * below 만 the rounded number (9,999): how the stock screens read trading amounts.
   */
  style?: 'decimal' | 'split';
  /** What follows the figure: 원, 주; nothing by default. */
  unit?: string;
}

/** Whole 조 and, when there are any, whole 억: 1조 2,345억, 2조; else whole 억, whole 만. */
function splitUnits(whole: number): string {
  for (let i = UNITS.length - 1; i >= 0; i--) {
    const unit = UNITS[i]!;
    const size = 10 ** unit.digits;
    if (whole < size) continue;
    const text = `${groupDigits(Math.floor(whole / size))}${unit.name}`;
    if (unit.name !== '조') return text;
    const eok = Math.floor((whole % size) / 10 ** UNITS[1].digits);
    return eok > 0 ? `${text} ${groupDigits(eok)}${UNITS[1].name}` : text;
  }
  return groupDigits(whole);
}

/** The largest unit reached, one decimal at most: 425.3조, 1,234.6만; else the whole number. */
function decimalUnits(abs: number): string {
  for (let i = UNITS.length - 1; i >= 0; i--) {
    const unit = UNITS[i]!;
    const size = 10 ** unit.digits;
    if (abs >= size) return `${groupDigits(abs / size, { maximumFractionDigits: 1 })}${unit.name}`;
  }
  return groupDigits(Math.round(abs), { maximumFractionDigits: 0 });
}

/**
 * The one Korean money format: an amount in 조, 억 and 만 (`options.style` says how), then
 * `options.unit`; a negative amount keeps its sign. Null when the value is missing or not finite:
 * each screen writes its own '-', 'N/A' or '정보 없음'.
 */
export function koreanAmount(
  value: number | null | undefined,
  options: KoreanAmountOptions = {},
): string | null {
  if (value === null || value === undefined || !Number.isFinite(value)) return null;
  const sign = value < 0 ? '-' : '';
  const figure =
    options.style === 'split'
      ? splitUnits(Math.abs(Math.round(value)))
      : decimalUnits(Math.abs(value));
  return `${sign}${figure}${options.unit ?? ''}`;
}

/**
 * A rate in percent with its sign and `decimals` decimals (two unless told): +1.23%, -0.50%, and
 * 0.00% for what rounds to zero; 종목 소식 write one (+5.2%). Null when the value is missing or not
 * finite.
 */
export function signedPercent(value: number | null | undefined, decimals = 2): string | null {
  if (value === null || value === undefined || !Number.isFinite(value)) return null;
  const fixed = Math.abs(value).toFixed(decimals);
  if (Number(fixed) === 0) return `${(0).toFixed(decimals)}%`;
  return `${value > 0 ? '+' : '-'}${fixed}%`;
}
