import { describe, expect, it } from 'vitest';
import {
  dayToIso,
  isoToDay,
  isTradingDay,
  kstDayNumber,
  marketStatusAt,
  nextTradingDay,
  previousTradingDay,
  sessionAt,
} from './krx-calendar';

// Pure computation: once, on PGlite's project.
const only = describe.skipIf(process.env.TEST_DB === 'postgres');
const at = (kst: string) => Date.parse(`${kst}+09:00`);

only('KRX calendar and session', () => {
  it('closes on weekends, Korean holidays and the year-end day', () => {
    for (const day of [
      '2026-11-21', // Saturday
      '2026-11-22', // Sunday
      '2026-09-24', // 추석
      '2026-09-25',
      '2026-10-05', // 대체공휴일(개천절)
      '2026-10-09', // 한글날
      '2026-12-25',
      '2026-12-31',
      '2027-01-01',
      '2027-02-08', // 대체공휴일(설날)
      '2027-09-15', // 추석
      '2027-12-27', // 대체공휴일(성탄절)
    ]) {
      expect(isTradingDay(isoToDay(day)), day).toBe(false);
    }
    for (const day of ['2026-11-20', '2026-10-08', '2027-01-04', '2027-02-09']) {
      expect(isTradingDay(isoToDay(day)), day).toBe(true);
    }
    expect(dayToIso(nextTradingDay(isoToDay('2026-12-30')))).toBe('2027-01-04');
    expect(dayToIso(previousTradingDay(isoToDay('2026-10-12')))).toBe('2026-10-08');
  });

  it('is open 09:00–15:30 KST on trading days', () => {
    expect(sessionAt(at('2026-11-20T08:59:59')).phase).toBe('pre-open');
    expect(dayToIso(sessionAt(at('2026-11-20T08:59:59')).sessionDay)).toBe('2026-11-19');
    expect(sessionAt(at('2026-11-20T09:00:00')).phase).toBe('open');
    expect(sessionAt(at('2026-11-20T10:30:30')).elapsedMinutes).toBe(90);
    expect(sessionAt(at('2026-11-20T15:29:59')).phase).toBe('open');
    expect(sessionAt(at('2026-11-20T15:30:00')).phase).toBe('closed');
    const weekend = sessionAt(at('2026-11-21T11:00:00'));
    expect(weekend.phase).toBe('holiday');
    expect(dayToIso(weekend.sessionDay)).toBe('2026-11-20');
    expect(new Date(weekend.nextOpen).toISOString()).toBe('2026-11-23T00:00:00.000Z');
    expect(kstDayNumber(at('2026-11-21T00:30:00'))).toBe(isoToDay('2026-11-21'));
  });

  it('is always in session with STOCK_SIM_ALWAYS_OPEN', () => {
    const sunday = sessionAt(at('2026-11-22T23:00:00'), true);
    expect(sunday.phase).toBe('open');
    expect(dayToIso(sunday.sessionDay)).toBe('2026-11-22');
  });

  it('states the market as the stock status reports it', () => {
    expect(marketStatusAt(at('2026-11-20T10:00:00'))).toEqual({
      state: 'open',
      label: '장중',
      sessionDate: '2026-11-20',
      nextOpen: '2026-11-23T00:00:00.000Z',
    });
    expect(marketStatusAt(at('2026-11-20T08:00:00'))).toMatchObject({
      state: 'closed',
      sessionDate: '2026-11-19',
      nextOpen: '2026-11-20T00:00:00.000Z',
    });
    expect(marketStatusAt(at('2026-11-20T16:00:00')).state).toBe('closed');
    expect(marketStatusAt(at('2026-11-21T11:00:00'))).toMatchObject({
      state: 'holiday',
      sessionDate: '2026-11-20',
    });
    expect(marketStatusAt(at('2026-11-22T23:00:00'), true)).toMatchObject({
      state: 'open',
      sessionDate: '2026-11-22',
    });
  });
});
