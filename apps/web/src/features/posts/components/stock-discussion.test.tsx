import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '../../../testing/fetch-mock';
import { makePage, makePost } from '../../../testing/post-fixtures';
import { renderWithProviders } from '../../../testing/render';
import { StockDiscussion } from './stock-discussion';

const pageOf = (from: number, count: number) =>
  Array.from({ length: count }, (_, i) => makePost(from - i, { title: `삼성 글 ${from - i}` }));

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('StockDiscussion', () => {
  it('shows ten posts, then the next page with 더 보기, and no button after the last', async () => {
    const calls = mockFetch(({ path, url }) => {
      if (path !== '/api/stock/005930/posts') return undefined;
      const page = Number(url.searchParams.get('page'));
      if (page === 0) return json(200, makePage(pageOf(30, 10), { size: 10, last: false }));
      return json(200, makePage(pageOf(20, 3), { number: 1, size: 10 }));
    });
    const user = userEvent.setup();
    renderWithProviders(<StockDiscussion stockCode="005930" stockName="삼성전자" />);

    expect(await screen.findByRole('link', { name: '삼성 글 30' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '삼성 글 21' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: '삼성 글 20' })).toBeNull();
    expect(
      calls.map((c) => [c.url.searchParams.get('page'), c.url.searchParams.get('size')]),
    ).toEqual([['0', '10']]);

    await user.click(screen.getByRole('button', { name: '더 보기' }));
    expect(await screen.findByRole('link', { name: '삼성 글 20' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '삼성 글 18' })).toBeTruthy();
    // The first page stays above the second, newest first.
    const titles = screen
      .getAllByRole('link', { name: /^삼성 글 \d+$/ })
      .map((link) => link.textContent);
    expect(titles).toEqual(pageOf(30, 13).map((post) => post.title));
    expect(calls.map((c) => c.url.searchParams.get('page'))).toEqual(['0', '1']);
    // The last page: no more button.
    await waitFor(() => expect(screen.queryByRole('button', { name: '더 보기' })).toBeNull());
  });
});
