import { expect, test, type Page } from '@playwright/test';
import { auth, registerMember, runId, signInOperator, useMemberSession } from './support/members';
import { themeShots } from './support/screenshots';

/**
 * 종목 소식 live (issue 44): a member watches a stock, the simulator's price crosses +5 %
 * (driven through its own control, STOCK_SIM_CONTROL, which the e2e server turns on: an operator
 * moves the stock and the next tick carries it to the alert evaluator like any other quote), and
 * the STOCK_MOVE arrives in the open bell and its badge with no reload.
 */
function subscribedToNotifications(page: Page): Promise<void> {
  return new Promise((resolve) => {
    page.on('websocket', (socket) => {
      socket.on('framesent', (frame) => {
        if (String(frame.payload).includes('/user/queue/notifications')) resolve();
      });
    });
  });
}

interface Quote {
  stockCode: string;
  stockName: string;
  changeRate: number;
}

test('a watched stock crossing +5% reaches the open bell live as 종목 소식', async ({
  page,
  request,
}, testInfo) => {
  // Two members, the stock page and the home page, both themes' screenshots.
  test.setTimeout(90_000);
  const run = runId(testInfo);
  const member = await registerMember(request, testInfo, `S${run}`);
  // A calm stock no other journey stars (they take the first of the popular list), one per
  // project: each crossing is sent once a day, so two projects must not share a stock.
  const popular = (await (await request.get('/api/stock/popular?limit=50')).json()) as Quote[];
  const calm = popular
    .slice(20)
    .filter((q) => Math.abs(q.changeRate) < 2)
    .sort((a, b) => a.stockCode.localeCompare(b.stockCode));
  const stock = calm[testInfo.project.name === 'desktop' ? 0 : 1]!;
  expect(stock).toBeDefined();
  const watched = await request.put(`/api/stock/watchlist/${stock.stockCode}`, {
    headers: auth(member),
  });
  expect(watched.status()).toBe(204);

  await useMemberSession(page, member);
  const listening = subscribedToNotifications(page);
  await page.goto('/home');
  await listening;
  const bell = page.getByRole('button', { name: /^알림/ });
  await bell.click();
  const panel = page.getByRole('region', { name: '알림' });
  await expect(panel.getByText('새 알림이 없습니다.')).toBeVisible();

  const name = stock.stockName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const operator = await signInOperator(request);
  const moved = await request.post(`/api/admin/stock-sim/${stock.stockCode}`, {
    headers: auth(operator),
    data: { to: 6 },
  });
  expect(moved.status()).toBe(200);
  expect(((await moved.json()) as { changeRate: number }).changeRate).toBeGreaterThanOrEqual(5);

  await expect(page.getByTestId('notification-badge')).toHaveText('1');
  const item = panel.getByRole('link', {
    name: new RegExp(`관심종목 ${name}의 시세가 크게 움직였습니다`),
  });
  // The text is the crossing quote's ("삼성전자 +6.0% (71,300원)"), whatever ticks came after.
  await expect(item).toContainText(new RegExp(`${name} \\+[5-9]\\.\\d% \\([\\d,]+원\\)`));
  await themeShots(page, 'stock-move-bell', testInfo.project.name);
  await item.click();
  await expect(page).toHaveURL(new RegExp(`/stock/${stock.stockCode}$`));
  await expect(page.getByTestId('notification-badge')).toHaveCount(0);
});
