import { describe, expect, it } from 'vitest';
import { MAX_ATTEMPTS, retryDelayMs } from './push-deliveries';
import { outcomeOf } from './push-send';

describe('a push service answer', () => {
  it('is sent on 2xx, gone on 404 and 410, retried on 5xx, 429 and 408, refused otherwise', () => {
    expect(outcomeOf(201)).toEqual({ kind: 'sent' });
    expect(outcomeOf(404)).toEqual({ kind: 'gone', status: 404 });
    expect(outcomeOf(410)).toEqual({ kind: 'gone', status: 410 });
    expect(outcomeOf(503, '120')).toEqual({ kind: 'retry', status: 503, retryAfterSeconds: 120 });
    expect(outcomeOf(429)).toEqual({ kind: 'retry', status: 429, retryAfterSeconds: null });
    expect(outcomeOf(413)).toEqual({ kind: 'refused', status: 413 });
    expect(outcomeOf(400)).toEqual({ kind: 'refused', status: 400 });
  });

  it('waits twice as long after each failed try, at most 30 minutes, or the Retry-After', () => {
    expect(retryDelayMs(1, null)).toBe(10_000);
    expect(retryDelayMs(2, null)).toBe(20_000);
    expect(retryDelayMs(3, 5)).toBe(40_000);
    expect(retryDelayMs(1, 300)).toBe(300_000);
    expect(retryDelayMs(MAX_ATTEMPTS + 10, null)).toBe(30 * 60_000);
    expect(retryDelayMs(1, 86_400)).toBe(30 * 60_000);
  });
});
