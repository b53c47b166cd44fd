import { describe, expect, it } from 'vitest';
import { HOT_SCORE_EPOCH_SECONDS, hotScore } from './hot-score';

const epoch = new Date(HOT_SCORE_EPOCH_SECONDS * 1000);
const hours = (h: number) => h * 3_600_000;

describe('hotScore', () => {
  it('is zero for no likes at the epoch', () => {
    expect(hotScore(0, epoch)).toBe(0);
  });

  it('adds log10 of the likes and one per 45000 seconds of age', () => {
    expect(hotScore(1, epoch)).toBe(0);
    expect(hotScore(10, epoch)).toBeCloseTo(1, 12);
    expect(hotScore(100, epoch)).toBeCloseTo(2, 12);
    expect(hotScore(0, new Date(epoch.getTime() + 45_000_000))).toBeCloseTo(1, 12);
  });

  it('matches the formula for a recent post', () => {
    const created = new Date('2025-04-01T00:00:00Z');
    const expected = Math.log10(37) + (created.getTime() / 1000 - 1134028003) / 45000;
    expect(hotScore(37, created)).toBeCloseTo(expected, 9);
  });

  it('subtracts for a negative score', () => {
    expect(hotScore(-10, epoch)).toBeCloseTo(-1, 12);
  });

  it('ranks ten times the likes like 12.5 hours of freshness', () => {
    const older = new Date('2025-05-01T00:00:00Z');
    const newer = new Date(older.getTime() + hours(12.5));
    expect(hotScore(50, older)).toBeCloseTo(hotScore(5, newer), 9);
    expect(hotScore(6, newer)).toBeGreaterThan(hotScore(50, older));
  });

  it('grows with likes and with creation time', () => {
    const t = new Date('2025-06-01T12:00:00Z');
    expect(hotScore(3, t)).toBeGreaterThan(hotScore(2, t));
    expect(hotScore(2, new Date(t.getTime() + 1000))).toBeGreaterThan(hotScore(2, t));
  });
});
