import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '../../../testing/fetch-mock';
import { renderWithProviders } from '../../../testing/render';
import { makeStock, samsung } from '../../../testing/stock-fixtures';
import { syncWatchList } from '../utils/watch-list';
import WatchListRail from './watch-list-rail';

const handlers = new Map<string, (body: unknown) => void>();
vi.mock('../../../lib/realtime', () => ({
  subscribeTopic: (topic: string, handler: (body: unknown) => void) => {
    handlers.set(topic, handler);
    return () => handlers.delete(topic);
  },
}));

const hynix = makeStock('000660', {
  stockName: 'SK하이닉스',
  currentPrice: 180_000,
  changeRate: -1.1,
  changeSign: 5,
});

beforeEach(() => {
  localStorage.setItem('stockWatchList', JSON.stringify(['000660', '005930']));
  syncWatchList();
});
afterEach(() => {
  localStorage.clear();
  syncWatchList();
  handlers.clear();
  vi.unstubAllGlobals();
});

describe('WatchListRail', () => {
  it("lists the watched stocks in order with price, change and today's mentions", async () => {
    const calls = mockFetch(({ path, url }) => {
      const codes = url.searchParams.get('codes')?.split(',') ?? [];
      if (path === '/api/stock/quotes') {
        return json(
          200,
          [samsung, hynix].filter((s) => codes.includes(s.stockCode)),
        );
      }
      if (path === '/api/stock/mentions') {
        return json(200, [
          { stockCode: '000660', posts: 2, comments: 1 },
          { stockCode: '005930', posts: 0, comments: 0 },
        ]);
      }
      return undefined;
    });
    renderWithProviders(<WatchListRail />);
    const rail = await screen.findByRole('list', { name: '관심종목' });
    const rows = await within(rail).findAllByRole('link');
    expect(rows.map((row) => row.getAttribute('href'))).toEqual(['/stock/000660', '/stock/005930']);
    expect(rows[0]!.textContent).toContain('SK하이닉스');
    expect(rows[0]!.textContent).toContain('180,000원');
    expect(rows[0]!.textContent).toContain('-1.10%');
    expect(await within(rows[0]!).findByText('오늘 언급 3건')).toBeTruthy();
    expect(within(rows[1]!).getByText('오늘 언급 0건')).toBeTruthy();
    expect(screen.getByRole('link', { name: /전체 보기/ }).getAttribute('href')).toBe(
      '/stock?tab=watch',
    );
    expect(calls.some((call) => call.path === '/api/stock/mentions')).toBe(true);
  });

  it('says how to add a stock when the list is empty', async () => {
    localStorage.setItem('stockWatchList', '[]');
    syncWatchList();
    mockFetch(() => undefined);
    renderWithProviders(<WatchListRail />);
    expect(await screen.findByText('종목 옆의 별을 눌러 관심 종목에 추가해 보세요.')).toBeTruthy();
  });
});
