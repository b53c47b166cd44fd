import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '../../../testing/fetch-mock';
import { renderWithProviders } from '../../../testing/render';
import { samsung } from '../../../testing/stock-fixtures';
import { StockDiscussionContext } from '../discussion-slot';
import { StockDetailModal } from './stock-detail-modal';

vi.mock('../../../lib/realtime', () => ({ subscribeTopic: () => () => {} }));

// The canvas chart has its own browser test (e2e/stocks.spec.ts); jsdom has no canvas.
vi.mock('./stock-chart', () => ({
  default: ({ stockName }: { stockName: string }) => (
    <div role="img" aria-label={`${stockName} 가격 차트`} />
  ),
}));

/** The app's slot gives the posts feature's 종목토론 (app/stock-talk-slots.tsx); a stand-in here. */
function Discussion({ stockName }: { stockCode: string; stockName: string }) {
  return <section aria-label={`${stockName} 종목토론`}>글 목록</section>;
}

/** A viewport `width` px wide, as far as the component's media queries go. */
function viewport(width: number) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: /min-width: (\d+)px/.test(query) && width >= Number(/(\d+)px/.exec(query)![1]),
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      }) as unknown as MediaQueryList,
  );
}

function openModal() {
  mockFetch(({ path }) => {
    if (path === `/api/stock/info/${samsung.stockCode}`) return json(200, samsung);
    if (path === `/api/stock/history/${samsung.stockCode}`)
      return json(200, [
        { time: '2026-04-01T00:00:00.000Z', open: 1, high: 2, low: 1, close: 2, volume: 3 },
      ]);
    return undefined;
  });
  renderWithProviders(
    <StockDiscussionContext value={Discussion}>
      <StockDetailModal stockCode={samsung.stockCode} shown={samsung} onClose={() => {}} />
    </StockDiscussionContext>,
  );
  return screen.findByRole('dialog', { name: '삼성전자' });
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('StockDetailModal with 종목토론', () => {
  it('shows the quotes beside the discussion from 1024 px, in a wider modal, without tabs', async () => {
    viewport(1280);
    const dialog = await openModal();
    const quotes = within(dialog).getByRole('region', { name: '시세' });
    expect(await within(quotes).findByRole('img', { name: '삼성전자 가격 차트' })).toBeTruthy();
    expect(within(dialog).getByRole('region', { name: '삼성전자 종목토론' })).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: '종목토론 페이지로 이동' })).toBeTruthy();
    expect(within(dialog).queryByRole('tablist')).toBeNull();
    // The page's two columns (stock-talk-page.tsx), and room for them.
    expect(quotes.parentElement!.className).toContain('lg:grid-cols-2');
    expect(dialog.className).toContain('lg:max-w-5xl');
  });

  it('keeps them in two tabs below 1024 px', async () => {
    viewport(1023);
    const user = userEvent.setup();
    const dialog = await openModal();
    expect(within(dialog).getByRole('tablist', { name: '종목 정보' })).toBeTruthy();
    expect(within(dialog).queryByRole('region', { name: '삼성전자 종목토론' })).toBeNull();
    const chart = { name: '삼성전자 가격 차트' };
    expect(await within(dialog).findByRole('img', chart)).toBeTruthy();
    await user.click(within(dialog).getByRole('tab', { name: '토론' }));
    expect(within(dialog).getByRole('region', { name: '삼성전자 종목토론' })).toBeTruthy();
    expect(within(dialog).queryByRole('img', chart)).toBeNull();
  });
});
