import { expect, test } from '@playwright/test';
import { registerMember, runId, useMemberSession } from './support/members';
import { themeShots } from './support/screenshots';

/**
 * 관심종목 that follows the member (issue 44 item 1): a star on /stock goes into the account, is
 * there after a reload and in a second browser of the same member, and shows on the home page
 * with its price and today's mentions.
 */
test('관심종목: star on /stock, kept after a reload and in another browser, on the home page with its mentions', async ({
  page,
  browser,
  request,
}, testInfo) => {
  test.setTimeout(90_000);
  const run = runId(testInfo);
  const member = await registerMember(request, testInfo, `W${run}`);
  await useMemberSession(page, member);
  await page.goto('/stock');
  const popular = page.getByRole('list', { name: '인기 종목' });
  // The first visit may wait for the server's simulator to finish warming up.
  await expect(popular.getByRole('listitem').first()).toBeVisible({ timeout: 20_000 });
  const star = popular.getByRole('button', { name: / 관심 종목$/ }).first();
  const label = (await star.getAttribute('aria-label')) ?? '';
  const stockName = label.replace(/ 관심 종목$/, '');
  expect(stockName).not.toBe('');
  const saved = page.waitForResponse(
    (r) => r.request().method() === 'PUT' && /\/api\/stock\/watchlist\//.test(r.url()),
  );
  await star.click();
  expect((await saved).status()).toBe(204);
  await expect(star).toHaveAttribute('aria-pressed', 'true');

  await page.reload();
  await page.getByRole('tab', { name: '관심종목' }).click();
  const watched = page.getByRole('list', { name: '관심 종목' });
  await expect(watched.getByRole('button', { name: stockName, exact: true })).toBeVisible();
  await themeShots(page, 'watchlist-tab', testInfo.project.name);

  // Another browser of the same member: the list is the account's, not this browser's.
  const other = await browser.newContext();
  const second = await other.newPage();
  await useMemberSession(second, member);
  await second.goto('/stock?tab=watch');
  await expect(
    second
      .getByRole('list', { name: '관심 종목' })
      .getByRole('button', { name: stockName, exact: true }),
  ).toBeVisible();
  await other.close();

  // Mentioned today: the home page's 관심종목 counts it.
  const code = (await page.request
    .get(`/api/stock/watchlist`, {
      headers: { Authorization: `Bearer ${member.token}` },
    })
    .then((r) => r.json())) as { stockCode: string }[];
  const post = await request.post('/api/posts', {
    headers: { Authorization: `Bearer ${member.token}` },
    data: {
      title: `관심 ${run}`,
      content: `$${stockName} 오늘 어떨까요`,
      type: 'TEXT',
      boardName: 'free',
    },
  });
  expect(post.status()).toBe(201);
  await page.goto('/home');
  const rail = page.getByRole('list', { name: '관심종목' });
  const row = rail.getByRole('link', { name: new RegExp(stockName) });
  await expect(row).toBeVisible();
  await expect(row).toContainText(/오늘 언급 [1-9]\d*건/);
  await expect(row).toContainText('원');
  await expect(row).toHaveAttribute('href', `/stock/${code[0]!.stockCode}`);
  await themeShots(page, 'watchlist-home', testInfo.project.name);
});
