import { beforeEach, describe, expect, it } from 'vitest';
import { storageKeys } from '../../../lib/storage-keys';
import {
  readWatchList,
  syncWatchList,
  toggleWatched,
  WATCH_LIST_MAX,
  watchList,
} from './watch-list';

const stored = () => JSON.parse(localStorage.getItem(storageKeys.stockWatchList) ?? 'null');

describe('watch list', () => {
  beforeEach(() => {
    localStorage.clear();
    syncWatchList();
  });

  it('adds codes in order and takes them off again, remembering the list locally', () => {
    expect(toggleWatched('005930')).toBe('added');
    expect(toggleWatched('000660')).toBe('added');
    expect(watchList.get()).toEqual(['005930', '000660']);
    expect(stored()).toEqual(['005930', '000660']);
    expect(toggleWatched('005930')).toBe('removed');
    expect(watchList.get()).toEqual(['000660']);
    expect(stored()).toEqual(['000660']);
  });

  it('ignores stored values that are not stock codes', () => {
    localStorage.setItem(storageKeys.stockWatchList, '{"not":"a list"}');
    expect(readWatchList()).toEqual([]);
    localStorage.setItem(storageKeys.stockWatchList, 'not json');
    expect(readWatchList()).toEqual([]);
    localStorage.setItem(
      storageKeys.stockWatchList,
      JSON.stringify(['005930', 5930, '12', '005930', '0126Z0', '<script>']),
    );
    expect(readWatchList()).toEqual(['005930', '0126Z0']);
  });

  it('holds at most as many codes as one quotes call takes', () => {
    const codes = Array.from({ length: WATCH_LIST_MAX }, (_, index) =>
      String(100_000 + index).padStart(6, '0'),
    );
    for (const code of codes) toggleWatched(code);
    expect(toggleWatched('999999')).toBe('full');
    expect(watchList.get()).toHaveLength(WATCH_LIST_MAX);
  });

  it('follows the list another tab stored', () => {
    localStorage.setItem(storageKeys.stockWatchList, JSON.stringify(['035420']));
    syncWatchList();
    expect(watchList.get()).toEqual(['035420']);
  });
});
