import { describe, expect, it } from 'vitest';
import { sharedReads } from './shared-read';

describe('sharedReads', () => {
  it('shares a read in flight per key and reads again once it settled', async () => {
    const calls: number[] = [];
    const read = sharedReads(async (key: number) => {
      calls.push(key);
      await new Promise((resolve) => setTimeout(resolve, 5));
      return key * 10;
    });
    expect(await Promise.all([read(1), read(1), read(2)])).toEqual([10, 10, 20]);
    expect(calls).toEqual([1, 2]);
    expect(await read(1)).toBe(10);
    expect(calls).toEqual([1, 2, 1]);
  });

  it('a failed read fails its sharers and is not kept', async () => {
    let fail = true;
    const read = sharedReads(async () => {
      if (fail) throw new Error('away');
      return 'ok';
    });
    await expect(Promise.all([read('a'), read('a')])).rejects.toThrow('away');
    fail = false;
    expect(await read('a')).toBe('ok');
  });
});
