import { describe, expect, it } from 'vitest';
import { nextSeoulDayStart, seoulDay, seoulDayStart } from './seoul-day';

describe('the Asia/Seoul day', () => {
  it('turns at 15:00 UTC', () => {
    expect(seoulDay(new Date('2026-12-07T14:59:59.999Z'))).toBe('2026-12-07');
    expect(seoulDay(new Date('2026-12-07T15:00:00.000Z'))).toBe('2026-12-08');
    expect(seoulDayStart(new Date('2026-12-07T10:00:00Z')).toISOString()).toBe(
      '2026-12-06T15:00:00.000Z',
    );
    expect(seoulDayStart(new Date('2026-12-07T15:00:00Z')).toISOString()).toBe(
      '2026-12-07T15:00:00.000Z',
    );
    expect(nextSeoulDayStart(new Date('2026-12-31T16:00:00Z')).toISOString()).toBe(
      '2027-01-01T15:00:00.000Z',
    );
  });

  it('agrees with Intl for every hour of a year', () => {
    const intl = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul' });
    for (
      let t = Date.parse('2026-01-01T00:00:00Z');
      t < Date.parse('2027-01-01T00:00:00Z');
      t += 3_600_000
    ) {
      expect(seoulDay(new Date(t))).toBe(intl.format(t));
    }
  });
});
