import { afterEach, describe, expect, it, vi } from 'vitest';
import { RELOAD_GUARD_MS, reloadOnceOrThrow, retryImport } from './lazy-with-retry';

afterEach(() => {
  vi.restoreAllMocks();
  sessionStorage.clear();
});

describe('retryImport', () => {
  it('tries three times in all, and answers the first success', async () => {
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue('loaded');
    await expect(retryImport(load, [0, 0])).resolves.toBe('loaded');
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('gives up with the last error after three failures', async () => {
    const load = vi.fn<() => Promise<string>>().mockRejectedValue(new Error('gone'));
    await expect(retryImport(load, [0, 0])).rejects.toThrow('gone');
    expect(load).toHaveBeenCalledTimes(3);
  });
});

describe('reloadOnceOrThrow', () => {
  it('reloads once, then rethrows while the last reload is recent', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload });
    const error = new Error('Failed to fetch dynamically imported module');
    void reloadOnceOrThrow(error, 1_000_000);
    expect(reload).toHaveBeenCalledTimes(1);
    await expect(reloadOnceOrThrow(error, 1_000_000 + RELOAD_GUARD_MS - 1)).rejects.toBe(error);
    expect(reload).toHaveBeenCalledTimes(1);
    // Long after: a new deploy may well have happened again.
    void reloadOnceOrThrow(error, 1_000_000 + RELOAD_GUARD_MS + 1);
    expect(reload).toHaveBeenCalledTimes(2);
  });
});
