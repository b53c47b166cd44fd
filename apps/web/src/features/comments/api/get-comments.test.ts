import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeComment, makeCommentPage } from '../../../testing/comment-fixtures';
import { json, mockFetch } from '../../../testing/fetch-mock';
import { getCommentPages, mergeCommentPages } from './get-comments';

afterEach(() => vi.unstubAllGlobals());

const page = (ids: number[], number: number, last: boolean) => ({
  ...makeCommentPage(ids.map((id) => makeComment(id))),
  number,
  last,
  totalElements: 5,
  totalPages: 3,
});

describe('comment pages', () => {
  it('merges a next page without repeating comments and takes its paging fields', () => {
    const merged = mergeCommentPages(page([1, 2], 0, false), page([2, 3], 1, false));
    expect(merged.content.map((c) => c.id)).toEqual([1, 2, 3]);
    expect(merged).toMatchObject({ number: 1, last: false, totalElements: 5, empty: false });
  });

  it('refetches every page loaded so far, and stops at the last one', async () => {
    const calls = mockFetch((call) => {
      const n = Number(call.url.searchParams.get('page'));
      return json(200, [page([1, 2], 0, false), page([3, 4], 1, true)][n]);
    });
    const merged = await getCommentPages(1, 'top', 5);
    expect(merged.content.map((c) => c.id)).toEqual([1, 2, 3, 4]);
    expect(merged.last).toBe(true);
    expect(calls.map((c) => c.url.searchParams.get('page'))).toEqual(['0', '1']);
  });
});
