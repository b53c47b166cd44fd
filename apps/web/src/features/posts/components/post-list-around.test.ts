import { describe, expect, it } from 'vitest';
import { LIST_AROUND_SHOWN, rowsOnPage } from './list-around-placeholder';
import { parseListOrigin } from './post-list-around';

describe('parseListOrigin', () => {
  it('reads the board, sort, 말머리 and 0-based page of a table view address', () => {
    expect(parseListOrigin('/boards/free?page=3&sort=hot&category=%EC%A7%88%EB%AC%B8')).toEqual({
      board: 'free',
      sort: 'hot',
      category: '질문',
      page: 2,
    });
    expect(parseListOrigin('/all')).toEqual({
      board: 'all',
      sort: 'new',
      category: undefined,
      page: 0,
    });
  });

  it('ignores a bad page and lists that have no table view', () => {
    expect(parseListOrigin('/boards/free?page=-2')?.page).toBe(0);
    expect(parseListOrigin('/boards/free?page=abc')?.page).toBe(0);
    expect(parseListOrigin('/boards/popular')).toBeNull();
    expect(parseListOrigin('/boards/free?view=best')).toBeNull();
    expect(parseListOrigin('/search?q=x')).toBeNull();
  });

  it('agrees with the placeholder on which lists are shown, so the place kept is the place used', () => {
    for (const path of [
      '/all',
      '/all?page=2',
      '/boards/free',
      '/boards/free?page=3&sort=hot',
      '/boards/%EC%A3%BC%EC%8B%9D?category=x',
      '/boards/popular',
      '/boards/POPULAR?page=2',
      '/boards/popularity',
      '/boards/free?view=best',
      '/boards/free?page=2&view=best',
      '/boards/free?view=bestest',
      '/search?q=x',
      '/boards',
    ]) {
      expect(LIST_AROUND_SHOWN.test(path), path).toBe(parseListOrigin(path) !== null);
    }
  });

  it('keeps the place of as many rows as the page will show', () => {
    expect(rowsOnPage(undefined, 1)).toBe(20);
    expect(rowsOnPage(10, 1)).toBe(10);
    expect(rowsOnPage(45, 1)).toBe(20);
    expect(rowsOnPage(45, 2)).toBe(20);
    expect(rowsOnPage(45, 3)).toBe(5);
    expect(rowsOnPage(0, 1)).toBe(1);
  });
});
