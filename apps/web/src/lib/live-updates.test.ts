import { afterEach, describe, expect, it } from 'vitest';
import { isLivePaused, pausable, setLivePaused } from './live-updates';
import { storageKeys } from './storage-keys';

afterEach(() => setLivePaused(false));

describe('the live updates switch', () => {
  it('stops polling intervals while paused and keeps the choice in this browser', () => {
    const interval = pausable(30_000);
    expect(interval()).toBe(30_000);
    setLivePaused(true);
    expect(isLivePaused()).toBe(true);
    expect(interval()).toBe(false);
    expect(localStorage.getItem(storageKeys.livePaused)).toBe('true');
    setLivePaused(false);
    expect(interval()).toBe(30_000);
    expect(localStorage.getItem(storageKeys.livePaused)).toBeNull();
  });

  it("follows another tab's choice", () => {
    window.dispatchEvent(
      new StorageEvent('storage', { key: storageKeys.livePaused, newValue: 'true' }),
    );
    expect(isLivePaused()).toBe(true);
  });
});
