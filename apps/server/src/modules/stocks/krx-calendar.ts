/**
 * The KRX (Korea Exchange) trading calendar: weekdays except Korean public holidays, election
 * days and the year-end closing day, with the regular session 09:00–15:30 KST.
 * Holidays are listed for late 2025 (the start of the year of history) through 2027; other years
 * fall back to weekends only.
 */

import { marketStateLabels, type MarketStatus } from '@myeolgong/contract/stocks';

/** KST is UTC+9 all year (no daylight saving). */
const KST_OFFSET_MS = 9 * 3_600_000;
const DAY_MS = 86_400_000;
export const SESSION_OPEN_MINUTE = 9 * 60;
const SESSION_CLOSE_MINUTE = 15 * 60 + 30;
/** Minutes of continuous trading in a regular session (09:00–15:30). */
export const SESSION_MINUTES = SESSION_CLOSE_MINUTE - SESSION_OPEN_MINUTE;

/** KRX 휴장일 (dates in KST). */
const KRX_HOLIDAYS: Readonly<Record<string, string>> = {
  '2025-10-03': '개천절',
  '2025-10-06': '추석',
  '2025-10-07': '추석',
  '2025-10-08': '대체공휴일(추석)',
  '2025-10-09': '한글날',
  '2025-12-25': '성탄절',
  '2025-12-31': '연말 휴장일',
  '2026-01-01': '신정',
  '2026-02-16': '설날',
  '2026-02-17': '설날',
  '2026-02-18': '설날',
  '2026-03-02': '대체공휴일(삼일절)',
  '2026-05-01': '근로자의 날',
  '2026-05-05': '어린이날',
  '2026-05-25': '대체공휴일(부처님오신날)',
  '2026-06-03': '전국동시지방선거',
  '2026-08-17': '대체공휴일(광복절)',
  '2026-09-24': '추석',
  '2026-09-25': '추석',
  '2026-10-05': '대체공휴일(개천절)',
  '2026-10-09': '한글날',
  '2026-12-25': '성탄절',
  '2026-12-31': '연말 휴장일',
  '2027-01-01': '신정',
  '2027-02-05': '설날',
  '2027-02-08': '대체공휴일(설날)',
  '2027-03-01': '삼일절',
  '2027-05-05': '어린이날',
  '2027-05-13': '부처님오신날',
  '2027-08-16': '대체공휴일(광복절)',
  '2027-09-14': '추석',
  '2027-09-15': '추석',
  '2027-09-16': '추석',
  '2027-10-04': '대체공휴일(개천절)',
  '2027-10-11': '대체공휴일(한글날)',
  '2027-12-27': '대체공휴일(성탄절)',
  '2027-12-31': '연말 휴장일',
};

/** Days since 1970-01-01 of the KST calendar date containing `ms`. */
export function kstDayNumber(ms: number): number {
  return Math.floor((ms + KST_OFFSET_MS) / DAY_MS);
}

/** Minutes since KST midnight. */
function kstMinuteOfDay(ms: number): number {
  return Math.floor(((ms + KST_OFFSET_MS) % DAY_MS) / 60_000);
}

/** YYYY-MM-DD of a day number. */
export function dayToIso(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

export function isoToDay(iso: string): number {
  return Math.floor(Date.parse(`${iso}T00:00:00Z`) / DAY_MS);
}

/** UTC instant (ms) of a KST wall-clock minute on a KST day. */
export function kstInstant(day: number, minuteOfDay: number): number {
  return day * DAY_MS + minuteOfDay * 60_000 - KST_OFFSET_MS;
}

export function isTradingDay(day: number): boolean {
  const weekday = (day + 4) % 7; // 1970-01-01 was a Thursday; 0 = Sunday
  if (weekday === 0 || weekday === 6) return false;
  return !(dayToIso(day) in KRX_HOLIDAYS);
}

export function previousTradingDay(day: number): number {
  let d = day - 1;
  while (!isTradingDay(d)) d -= 1;
  return d;
}

export function nextTradingDay(day: number): number {
  let d = day + 1;
  while (!isTradingDay(d)) d += 1;
  return d;
}

/** Trading days in [from, to], ascending. */
export function tradingDaysBetween(from: number, to: number): number[] {
  const days: number[] = [];
  for (let d = from; d <= to; d += 1) if (isTradingDay(d)) days.push(d);
  return days;
}

type SessionPhase = 'pre-open' | 'open' | 'closed' | 'holiday';

export interface SessionInfo {
  phase: SessionPhase;
  /** The session the quotes belong to: today from the open on, else the last trading day. */
  sessionDay: number;
  /** Minutes since 09:00 KST, 0..SESSION_MINUTES, within `sessionDay` (SESSION_MINUTES once closed). */
  elapsedMinutes: number;
  /** Milliseconds since 09:00 KST of `sessionDay`, capped at the close. */
  elapsedMs: number;
  /** UTC instant of the next opening bell. */
  nextOpen: number;
}

/**
 * Where the market stands at `ms`. With `alwaysOpen` (STOCK_SIM_ALWAYS_OPEN) every hour of every
 * day is in session: the session runs from KST midnight over 24 hours compressed onto the 390
 * minutes of a regular session, so prices keep moving for demos and night-time tests.
 */
export function sessionAt(ms: number, alwaysOpen = false): SessionInfo {
  const day = kstDayNumber(ms);
  if (alwaysOpen) {
    const msOfDay = ms + KST_OFFSET_MS - day * DAY_MS;
    const elapsedMs = (msOfDay / DAY_MS) * SESSION_MINUTES * 60_000;
    return {
      phase: 'open',
      sessionDay: day,
      elapsedMinutes: Math.floor(elapsedMs / 60_000),
      elapsedMs,
      nextOpen: kstInstant(day + 1, 0),
    };
  }
  const minute = kstMinuteOfDay(ms);
  if (!isTradingDay(day)) {
    const next = nextTradingDay(day);
    return closedAt(previousTradingDay(day), 'holiday', kstInstant(next, SESSION_OPEN_MINUTE));
  }
  if (minute < SESSION_OPEN_MINUTE) {
    return closedAt(previousTradingDay(day), 'pre-open', kstInstant(day, SESSION_OPEN_MINUTE));
  }
  if (minute >= SESSION_CLOSE_MINUTE) {
    return closedAt(day, 'closed', kstInstant(nextTradingDay(day), SESSION_OPEN_MINUTE));
  }
  const elapsedMs = ms - kstInstant(day, SESSION_OPEN_MINUTE);
  return {
    phase: 'open',
    sessionDay: day,
    elapsedMinutes: Math.floor(elapsedMs / 60_000),
    elapsedMs,
    nextOpen: kstInstant(nextTradingDay(day), SESSION_OPEN_MINUTE),
  };
}

function closedAt(sessionDay: number, phase: SessionPhase, nextOpen: number): SessionInfo {
  return {
    phase,
    sessionDay,
    elapsedMinutes: SESSION_MINUTES,
    elapsedMs: SESSION_MINUTES * 60_000,
    nextOpen,
  };
}

/**
 * GET /api/stock/market-status at `ms` (without the provider's fields): 장중 in session, 휴장 on a
 * day without trading, 장마감 otherwise (before the open included). Both providers report this.
 */
export function marketStatusAt(
  ms: number,
  alwaysOpen = false,
): Omit<MarketStatus, 'lastUpdated' | 'provider'> {
  const session = sessionAt(ms, alwaysOpen);
  const state =
    session.phase === 'open' ? 'open' : session.phase === 'holiday' ? 'holiday' : 'closed';
  return {
    state,
    label: marketStateLabels[state],
    sessionDate: dayToIso(session.sessionDay),
    nextOpen: new Date(session.nextOpen).toISOString(),
  };
}
