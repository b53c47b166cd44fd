import { describe, expect, it } from 'vitest';
import { markViewed, shouldCountView, VIEW_WINDOW_MS } from './viewed-posts';

describe('viewedPosts: once per post per 5 minutes', () => {
  const t0 = 1_750_000_000_000;

  it('counts a post not seen before, then not again within 5 minutes', () => {
    expect(shouldCountView(7, t0)).toBe(true);
    markViewed(7, t0);
    expect(shouldCountView(7, t0 + VIEW_WINDOW_MS - 1)).toBe(false);
    expect(shouldCountView(7, t0 + VIEW_WINDOW_MS)).toBe(true);
    expect(shouldCountView(8, t0)).toBe(true);
  });

  it('refuses ids that are not positive integers', () => {
    expect(shouldCountView(0, t0)).toBe(false);
    expect(shouldCountView(-1, t0)).toBe(false);
    expect(shouldCountView(1.5, t0)).toBe(false);
  });

  it('keeps the map in localStorage and drops expired entries', () => {
    markViewed(1, t0);
    markViewed(2, t0 + VIEW_WINDOW_MS + 1);
    expect(JSON.parse(localStorage.getItem('viewedPosts') ?? '{}')).toEqual({
      2: t0 + VIEW_WINDOW_MS + 1,
    });
  });

  it('survives a broken stored value', () => {
    localStorage.setItem('viewedPosts', 'not json');
    expect(shouldCountView(3, t0)).toBe(true);
    markViewed(3, t0);
    expect(shouldCountView(3, t0 + 1)).toBe(false);
  });
});
