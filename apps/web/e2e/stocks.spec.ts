import { expect, type Page, test } from '@playwright/test';

/** Resolves once the page's STOMP client has subscribed to `topic` over SockJS. */
function subscribed(page: Page, topic: string): Promise<void> {
  return new Promise((resolve) => {
    page.on('websocket', (socket) => {
      socket.on('framesent', (frame) => {
        if (String(frame.payload).includes(`SUBSCRIBE`) && String(frame.payload).includes(topic)) {
          resolve();
        }
      });
    });
  });
}

/**
 * The `/topic/stocks/{code}` subscriptions the page holds now: SUBSCRIBE frames by id, less
 * those an UNSUBSCRIBE closed (native WebSocket frames, or SockJS's JSON arrays of frames).
 */
function stockSubscriptions(page: Page): () => Set<string> {
  const open = new Map<string, string>();
  page.on('websocket', (socket) => {
    socket.on('framesent', (frame) => {
      const text = String(frame.payload);
      const frames = text.startsWith('[') ? (JSON.parse(text) as string[]) : [text];
      for (const stomp of frames) {
        const [command, ...lines] = stomp.split('\n');
        const header = (name: string) =>
          lines.find((line) => line.startsWith(`${name}:`))?.slice(name.length + 1);
        const id = header('id');
        if (command === 'SUBSCRIBE' && id) open.set(id, header('destination') ?? '');
        if (command === 'UNSUBSCRIBE' && id) open.delete(id);
      }
    });
  });
  return () => new Set([...open.values()].filter((topic) => topic.startsWith('/topic/stocks/')));
}

// The server runs the market simulator always open with a fast tick (playwright.config.ts).
test('stock dashboard: tabs, search, detail modal with chart, watch list and live prices', async ({
  page,
}) => {
  // A long journey on a shared, busy machine.
  test.setTimeout(120_000);
  const cspViolations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/.test(message.text())) cspViolations.push(message.text());
  });
  const listening = subscribed(page, '/topic/stocks');
  const subscriptions = stockSubscriptions(page);
  await page.goto('/stock');
  // The first visit may wait for the server's simulator to finish warming up.
  await expect(page.getByRole('heading', { level: 1, name: '실시간 주식 정보' })).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByText('장중').first()).toBeVisible({ timeout: 20_000 });
  const indices = page.getByRole('region', { name: '시장 지수' });
  for (const name of ['코스피', '코스닥', '코스피 200']) {
    await expect(indices.getByText(name, { exact: true })).toBeVisible();
  }
  await expect(page.getByText(/마지막 갱신 \d{2}:\d{2}:\d{2}/)).toBeVisible();

  // Every tab: three rankings of 10, then the search tab's prompt.
  for (const [tab, list] of [
    ['상승', '상승 종목'],
    ['하락', '하락 종목'],
    ['인기', '인기 종목'],
  ] as const) {
    await page.getByRole('tab', { name: tab, exact: true }).click();
    await expect(page.getByRole('list', { name: list }).getByRole('listitem')).toHaveCount(10);
  }
  await page.getByRole('tab', { name: '검색 결과' }).click();
  await expect(page.getByText('검색어를 입력하면 종목을 찾아드립니다.')).toBeVisible();

  // Search 삼성전자 and open its detail modal.
  await page.getByRole('searchbox', { name: '종목 검색' }).fill('삼성전자');
  await page.getByRole('button', { name: '검색', exact: true }).click();
  const results = page.getByRole('list', { name: '‘삼성전자’ 검색 결과' });
  await results.getByRole('button', { name: '삼성전자', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: '삼성전자' });
  await expect(dialog.getByText('종목코드 005930')).toBeVisible();
  for (const field of ['거래량', '시가', '고가', '저가', '전일 종가', '거래대금', '마지막 갱신']) {
    await expect(dialog.locator('dt', { hasText: field })).toBeVisible();
  }

  // The chart: a minute line for 1d, daily candles for 1y, drawn on canvas.
  const chart = dialog.getByRole('img', { name: '삼성전자 가격 차트 (1일)' });
  await expect(chart.locator('canvas').first()).toBeVisible();
  await dialog.getByRole('button', { name: '1년' }).click();
  await expect(
    dialog.getByRole('img', { name: '삼성전자 가격 차트 (1년)' }).locator('canvas').first(),
  ).toBeVisible();

  // Onto the watch list, which is kept locally.
  await dialog.getByRole('button', { name: '관심 종목 추가' }).click();
  await expect(dialog.getByRole('button', { name: '관심 종목 해제' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await page.getByRole('tab', { name: '관심종목' }).click();
  const watchList = page.getByRole('list', { name: '관심 종목' });
  await expect(watchList.getByRole('button', { name: '삼성전자', exact: true })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('stockWatchList'))).toBe('["005930"]');

  // Live prices: with every REST call of the dashboard refused from here on, the shown prices
  // still move, so they arrive over /topic/stocks, without a reload.
  await listening;
  await page.route('**/api/stock/**', (route) => route.abort());
  await page.getByRole('tab', { name: '인기', exact: true }).click();
  const popular = page.getByRole('list', { name: '인기 종목' });
  const before = await popular.innerText();
  await expect.poll(() => popular.innerText(), { timeout: 20_000 }).not.toBe(before);
  await expect(page.getByRole('heading', { level: 1, name: '실시간 주식 정보' })).toBeVisible();
  // Only what is on screen is live (issue #24): the 인기 tab's 10 stocks, not the hidden 상승/하락
  // rankings nor the 관심종목 tab.
  await expect
    .poll(() => [...subscriptions()].sort(), { timeout: 10_000 })
    .toEqual(
      [
        ...new Set([
          ...(await popular.getByRole('listitem').allInnerTexts()).map(
            (text) => /^([0-9A-Z]{6})$/m.exec(text)?.[1],
          ),
        ]),
      ]
        .map((code) => `/topic/stocks/${code}`)
        .sort(),
    );
  // The chart library's own <style> would be refused by the CSP; the dashboard must not need one.
  expect(cspViolations).toEqual([]);
});
