import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  apiError,
  type FetchCall,
  json,
  mockFetch,
  offlineFetch,
} from '../../../testing/fetch-mock';
import { renderWithProviders } from '../../../testing/render';
import { makeIndex, makeMarketStatus, makeStock, samsung } from '../../../testing/stock-fixtures';
import { signIn, signOut } from '../../../lib/session';
import { syncWatchList } from '../utils/watch-list';
import { StockDashboard } from './stock-dashboard';

const handlers = new Map<string, (body: unknown) => void>();
vi.mock('../../../lib/realtime', () => ({
  subscribeTopic: (topic: string, handler: (body: unknown) => void) => {
    handlers.set(topic, handler);
    return () => handlers.delete(topic);
  },
}));

// The canvas chart has its own browser test (e2e/stocks.spec.ts); jsdom has no canvas.
vi.mock('./stock-chart', () => ({
  default: ({ stockName }: { stockName: string }) => (
    <div role="img" aria-label={`${stockName} 가격 차트`} />
  ),
}));

const hynix = makeStock('000660', {
  stockName: 'SK하이닉스',
  currentPrice: 180_000,
  changePrice: -2_000,
  changeRate: -1.1,
  changeSign: 5,
});
const flat = makeStock('035420', {
  stockName: 'NAVER',
  changePrice: 0,
  changeRate: 0,
  changeSign: 3,
});

function serveDashboard(overrides: Record<string, () => Response | undefined> = {}) {
  return mockFetch(({ path, url }) => {
    const answered = overrides[path]?.();
    if (answered) return answered;
    switch (path) {
      case '/api/stock/popular':
        return json(200, [samsung, hynix, flat]);
      case '/api/stock/gainers':
        return json(200, [samsung]);
      case '/api/stock/losers':
        return json(200, [hynix]);
      case '/api/stock/indices':
        return json(200, [makeIndex('KOSPI'), makeIndex('KOSDAQ'), makeIndex('KOSPI200')]);
      case '/api/stock/market-status':
        return json(200, makeMarketStatus());
      case '/api/stock/search':
        return json(200, url.searchParams.get('name') === '삼성전자' ? [samsung] : []);
      case '/api/stock/quotes': {
        const codes = url.searchParams.get('codes')?.split(',') ?? [];
        return json(
          200,
          [samsung, hynix, flat].filter((stock) => codes.includes(stock.stockCode)),
        );
      }
      case `/api/stock/info/${samsung.stockCode}`:
        return json(200, samsung);
      case `/api/stock/history/${samsung.stockCode}`:
        return json(200, [
          { time: '2026-04-01T00:00:00.000Z', open: 1, high: 2, low: 1, close: 2, volume: 3 },
        ]);
      default:
        return undefined;
    }
  });
}

const list = (name: string) => screen.getByRole('list', { name });

/** The account's watch list answers PUT and DELETE like the server, and records them. */
function mockFetchWrites(calls: FetchCall[], account: string[]) {
  const writes: { method: string; code: string }[] = [];
  const inner = globalThis.fetch;
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const match = /^\/api\/stock\/watchlist\/(\w+)$/.exec(url.pathname);
    if (match && (init.method === 'PUT' || init.method === 'DELETE')) {
      const code = match[1]!;
      writes.push({ method: init.method, code });
      calls.push({ method: init.method, path: url.pathname, url } as FetchCall);
      const at = account.indexOf(code);
      if (init.method === 'PUT' && at < 0) account.push(code);
      if (init.method === 'DELETE' && at >= 0) account.splice(at, 1);
      return new Response(null, { status: 204 });
    }
    return inner(input, init);
  });
  return writes;
}

beforeEach(() => {
  syncWatchList();
});

afterEach(() => {
  signOut();
  handlers.clear();
  vi.unstubAllGlobals();
});

describe('StockDashboard', () => {
  it('loads every list and the indices on open, ten at a time, in market colours', async () => {
    const calls = serveDashboard();
    renderWithProviders(<StockDashboard />);
    expect(screen.getByRole('heading', { level: 1, name: '실시간 주식 정보' })).toBeTruthy();
    const popular = await screen.findByRole('list', { name: '인기 종목' });
    const rows = within(popular).getAllByRole('listitem');
    expect(rows).toHaveLength(3);
    expect(within(rows[0]!).getByRole('button', { name: '삼성전자' })).toBeTruthy();
    expect(within(rows[0]!).getByText('71,200원').className).toContain('text-rise');
    expect(within(rows[1]!).getByText('180,000원').className).toContain('text-fall');
    expect(within(rows[2]!).getByText('71,200원').className).toContain('text-fg-muted');

    for (const path of ['/api/stock/popular', '/api/stock/gainers', '/api/stock/losers']) {
      const call = calls.find((each) => each.path === path);
      expect(call?.url.searchParams.get('limit')).toBe('10');
    }
    expect((await screen.findAllByText('코스피 200')).length).toBeGreaterThan(0);
    expect(screen.getAllByText('2,612.34').length).toBeGreaterThan(0);
    expect(screen.getAllByText('장중').length).toBeGreaterThan(0);
    expect(screen.getByText(/마지막 갱신/).textContent).toMatch(/\d{2}:\d{2}:\d{2}/);
  });

  it('switches tabs, ignores a blank search and says when nothing was found', async () => {
    const user = userEvent.setup();
    const calls = serveDashboard();
    renderWithProviders(<StockDashboard />);
    await screen.findByRole('list', { name: '인기 종목' });

    await user.click(screen.getByRole('tab', { name: '하락' }));
    expect(within(list('하락 종목')).getByRole('button', { name: 'SK하이닉스' })).toBeTruthy();
    await user.click(screen.getByRole('tab', { name: '상승' }));
    expect(within(list('상승 종목')).getByRole('button', { name: '삼성전자' })).toBeTruthy();

    const box = screen.getByRole('searchbox', { name: '종목 검색' });
    await user.type(box, '   {Enter}');
    expect(screen.getByRole('tab', { name: '상승' }).getAttribute('aria-selected')).toBe('true');
    expect(calls.some((call) => call.path === '/api/stock/search')).toBe(false);

    await user.clear(box);
    await user.type(box, '없는회사{Enter}');
    expect(await screen.findByText('검색 결과가 없습니다.')).toBeTruthy();
    expect(screen.getByRole('tab', { name: '검색 결과' }).getAttribute('aria-selected')).toBe(
      'true',
    );

    await user.clear(box);
    await user.type(box, ' 삼성전자 {Enter}');
    const results = await screen.findByRole('list', { name: '‘삼성전자’ 검색 결과' });
    expect(within(results).getByRole('button', { name: '삼성전자' })).toBeTruthy();
    expect(calls.at(-1)?.url.searchParams.get('name')).toBe('삼성전자');
  }, 15_000);

  it.each([
    [() => apiError(404, 'NOT_FOUND', '없음'), '주식 API 엔드포인트를 찾을 수 없습니다.'],
    [() => apiError(500, 'INTERNAL_ERROR', '오류'), '서버 내부 오류가 발생했습니다.'],
    [
      () => apiError(400, 'VALIDATION_FAILED', '잘못됨'),
      '데이터를 불러오는 중 오류가 발생했습니다.',
    ],
  ])('shows SPEC.md §8 messages with a retry button (%#)', async (answer, message) => {
    const user = userEvent.setup();
    let failing = true;
    serveDashboard({ '/api/stock/popular': () => (failing ? answer() : undefined) });
    renderWithProviders(<StockDashboard />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(message);
    failing = false;
    await user.click(within(alert).getByRole('button', { name: '다시 시도' }));
    expect(await screen.findByRole('list', { name: '인기 종목' })).toBeTruthy();
  });

  it('says when the network is down', async () => {
    offlineFetch();
    renderWithProviders(<StockDashboard />);
    const alerts = await screen.findAllByRole('alert');
    expect(alerts[0]?.textContent).toContain('네트워크 연결에 문제가 있습니다.');
  });

  it('opens the detail modal with every field, N/A for missing ones and no PER/PBR when absent', async () => {
    const user = userEvent.setup();
    serveDashboard({
      [`/api/stock/info/${hynix.stockCode}`]: () =>
        json(200, { ...hynix, per: null, pbr: null, openPrice: null, transactionAmount: null }),
      [`/api/stock/history/${hynix.stockCode}`]: () => json(200, []),
    });
    renderWithProviders(<StockDashboard />);
    const popular = await screen.findByRole('list', { name: '인기 종목' });
    await user.click(within(popular).getByRole('button', { name: '삼성전자' }));
    let dialog = await screen.findByRole('dialog', { name: '삼성전자' });
    const field = (name: string) =>
      within(dialog).getByText(name, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(field('거래량')).toBe('12,345,678주');
    expect(field('시가')).toBe('70,500원');
    expect(field('고가')).toBe('71,800원');
    expect(field('저가')).toBe('69,900원');
    expect(field('전일 종가')).toBe('70,000원');
    expect(field('거래대금')).toBe('1조 2,345억원');
    expect(field('PER')).toBe('13.45배');
    expect(field('PBR')).toBe('1.32배');
    expect(field('전일 대비')).toBe('▲ 1,200+1.71%');
    expect(field('마지막 갱신')).toMatch(/14:05:09/);
    expect(within(dialog).getByText('종목코드 005930')).toBeTruthy();
    expect(await within(dialog).findByRole('img', { name: '삼성전자 가격 차트' })).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: '1년' }));
    await user.keyboard('{Escape}');

    await user.click(within(popular).getByRole('button', { name: 'SK하이닉스' }));
    dialog = await screen.findByRole('dialog', { name: 'SK하이닉스' });
    await waitFor(() => expect(field('시가')).toBe('N/A'));
    expect(field('거래대금')).toBe('N/A');
    expect(within(dialog).queryByText('PER')).toBeNull();
    expect(within(dialog).queryByText('PBR')).toBeNull();
    expect(await within(dialog).findByText('표시할 차트 데이터가 없습니다.')).toBeTruthy();
  }, 15_000);

  it('toggles the watch list from a row and from the modal, and keeps it locally', async () => {
    const user = userEvent.setup();
    serveDashboard();
    renderWithProviders(<StockDashboard />);
    await screen.findByRole('list', { name: '인기 종목' });
    const tab = (name: string) => screen.getByRole('tab', { name });
    await user.click(tab('관심종목'));
    expect(await screen.findByText('관심 종목이 없습니다.')).toBeTruthy();
    await user.click(tab('인기'));

    const popular = await screen.findByRole('list', { name: '인기 종목' });
    const star = within(popular).getByRole('button', { name: 'SK하이닉스 관심 종목' });
    expect(star.getAttribute('aria-pressed')).toBe('false');
    await user.click(star);
    expect(star.getAttribute('aria-pressed')).toBe('true');
    expect(JSON.parse(localStorage.getItem('stockWatchList') ?? '[]')).toEqual(['000660']);

    await user.click(within(popular).getByRole('button', { name: '삼성전자' }));
    const dialog = await screen.findByRole('dialog', { name: '삼성전자' });
    await user.click(within(dialog).getByRole('button', { name: '관심 종목 추가' }));
    expect(within(dialog).getByRole('button', { name: '관심 종목 해제' })).toBeTruthy();
    await user.keyboard('{Escape}');
    expect(JSON.parse(localStorage.getItem('stockWatchList') ?? '[]')).toEqual([
      '000660',
      '005930',
    ]);

    await user.click(tab('관심종목'));
    const watched = await screen.findByRole('list', { name: '관심 종목' });
    expect(await within(watched).findByRole('button', { name: 'SK하이닉스' })).toBeTruthy();
    expect(await within(watched).findByRole('button', { name: '삼성전자' })).toBeTruthy();
    await user.click(within(watched).getByRole('button', { name: 'SK하이닉스 관심 종목' }));
    await waitFor(() =>
      expect(within(watched).queryByRole('button', { name: 'SK하이닉스' })).toBeNull(),
    );
  }, 15_000);

  it("opens on 관심종목 from /stock?tab=watch (the home page's 전체 보기)", async () => {
    localStorage.setItem('stockWatchList', JSON.stringify(['000660']));
    syncWatchList();
    serveDashboard();
    renderWithProviders(<StockDashboard />, { path: '/stock?tab=watch' });
    expect(screen.getByRole('tab', { name: '관심종목' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    const watched = await screen.findByRole('list', { name: '관심 종목' });
    expect(await within(watched).findByRole('button', { name: 'SK하이닉스' })).toBeTruthy();
  });

  it("keeps a signed-in member's watch list in the account, after moving the local one in", async () => {
    localStorage.setItem('stockWatchList', JSON.stringify(['000660']));
    syncWatchList();
    signIn('jwt', { id: 7, nickname: '김멸공' });
    const account: string[] = ['035420'];
    const watched = (code: string) => ({
      stockCode: code,
      stockName: code,
      price: 1,
      changeRate: 0,
      changeSign: 3,
      addedAt: '2026-12-07T00:00:00.000Z',
    });
    const user = userEvent.setup();
    const calls = serveDashboard({
      '/api/stock/watchlist': () => json(200, account.map(watched)),
    });
    const writes = mockFetchWrites(calls, account);
    renderWithProviders(<StockDashboard />);
    const tab = (name: string) => screen.getByRole('tab', { name });
    await screen.findByRole('list', { name: '인기 종목' });
    await user.click(tab('관심종목'));
    const mine = await screen.findByRole('list', { name: '관심 종목' });
    // The local list moved into the account, then the browser's copy was emptied.
    expect(await within(mine).findByRole('button', { name: 'SK하이닉스' })).toBeTruthy();
    expect(within(mine).getByRole('button', { name: 'NAVER' })).toBeTruthy();
    expect(writes).toContainEqual({ method: 'PUT', code: '000660' });
    await waitFor(() => expect(localStorage.getItem('stockWatchList')).toBe('[]'));

    await user.click(tab('인기'));
    const popular = await screen.findByRole('list', { name: '인기 종목' });
    await user.click(within(popular).getByRole('button', { name: '삼성전자 관심 종목' }));
    await waitFor(() => expect(writes).toContainEqual({ method: 'PUT', code: '005930' }));
    await user.click(tab('관심종목'));
    const again = await screen.findByRole('list', { name: '관심 종목' });
    expect(await within(again).findByRole('button', { name: '삼성전자' })).toBeTruthy();
    await user.click(within(again).getByRole('button', { name: 'NAVER 관심 종목' }));
    await waitFor(() => expect(writes).toContainEqual({ method: 'DELETE', code: '035420' }));
    await waitFor(() => expect(within(again).queryByRole('button', { name: 'NAVER' })).toBeNull());
    expect(localStorage.getItem('stockWatchList')).toBe('[]');
  }, 15_000);

  it('shows no update time until a load succeeds, live quotes or not', async () => {
    mockFetch(() => new Promise<Response>(() => {}));
    renderWithProviders(<StockDashboard />);
    // Nothing shown yet: nothing subscribed (issue #24 item 6).
    expect([...handlers.keys()].filter((topic) => topic.startsWith('/topic/stocks'))).toEqual([]);
    expect(screen.getByText(/마지막 갱신/).textContent).toBe('마지막 갱신 —');
    expect(screen.getAllByRole('status').length).toBeGreaterThan(0);
  });

  it('moves prices when live quotes arrive on the topics of the stocks it shows', async () => {
    serveDashboard();
    renderWithProviders(<StockDashboard />);
    const popular = await screen.findByRole('list', { name: '인기 종목' });
    // Each shown stock on its own topic, never the whole market's /topic/stocks.
    await waitFor(() => expect(handlers.get('/topic/stocks/005930')).toBeTypeOf('function'));
    expect(handlers.has('/topic/stocks')).toBe(false);
    const publish = handlers.get('/topic/stocks/005930');
    act(() =>
      publish?.({
        ...samsung,
        currentPrice: 69_000,
        changePrice: -1_000,
        changeRate: -1.43,
        changeSign: 5,
        lastUpdated: '2026-04-01T05:05:10.000Z',
      }),
    );
    const price = within(popular).getByText('69,000원');
    expect(price.className).toContain('text-fall');
    expect(price.className).toContain('animate-flash-fall');
    act(() => publish?.({ not: 'quotes' }));
    expect(within(popular).getByText('69,000원')).toBeTruthy();
  });
});
