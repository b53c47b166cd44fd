import { describe, expect, it } from 'vitest';
import { dayToIso } from '../stocks/krx-calendar';
import { closeIsFinal, settleAtFor, settlementDay } from './prediction-time';

const kst = (s: string) => Date.parse(`${s}+09:00`);
const iso = (ms: number) => new Date(ms).toISOString();

describe('when a prediction settles', () => {
  it('comes due a week, or one or three calendar months (KST), after it was left', () => {
    expect(iso(settleAtFor(kst('2026-11-16T10:00:00'), '1W'))).toBe(
      iso(kst('2026-11-23T10:00:00')),
    );
    expect(iso(settleAtFor(kst('2026-11-16T10:00:00'), '1M'))).toBe(
      iso(kst('2026-12-16T10:00:00')),
    );
    expect(iso(settleAtFor(kst('2026-11-16T10:00:00'), '3M'))).toBe(
      iso(kst('2027-02-16T10:00:00')),
    );
    // The month's last day when the day does not exist; the KST date even just after midnight.
    expect(iso(settleAtFor(kst('2027-01-31T09:30:00'), '1M'))).toBe(
      iso(kst('2027-02-28T09:30:00')),
    );
    expect(iso(settleAtFor(kst('2026-11-30T00:10:00'), '3M'))).toBe(
      iso(kst('2027-02-28T00:10:00')),
    );
  });

  it('settles on the first KRX close at or after settleAt', () => {
    const day = (s: string) => dayToIso(settlementDay(kst(s)));
    expect(day('2026-11-23T10:00:00')).toBe('2026-11-23'); // Monday before the close
    expect(day('2026-11-23T15:30:00')).toBe('2026-11-23'); // at the close
    expect(day('2026-11-23T15:31:00')).toBe('2026-11-24'); // after it: the next day's
    expect(day('2026-11-28T10:00:00')).toBe('2026-11-30'); // Saturday: Monday's
    expect(day('2026-12-24T16:00:00')).toBe('2026-12-28'); // past Christmas and the weekend
    expect(day('2026-12-30T16:00:00')).toBe('2027-01-04'); // the year-end closing day and 신정
  });

  it('reads a close only ten minutes after 15:30', () => {
    const monday = settlementDay(kst('2026-11-23T10:00:00'));
    expect(closeIsFinal(monday, kst('2026-11-23T15:39:59'))).toBe(false);
    expect(closeIsFinal(monday, kst('2026-11-23T15:40:00'))).toBe(true);
  });
});
