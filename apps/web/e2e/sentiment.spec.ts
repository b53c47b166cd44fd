import { type APIRequestContext, expect, test } from '@playwright/test';
import { auth, registerMember, runId, useMemberSession } from './support/members';

/** Today's counts of a stock as anyone reads them. */
async function todayOf(request: APIRequestContext, code: string) {
  const res = await request.get(`/api/stock/${code}/sentiment?days=1`);
  expect(res.status()).toBe(200);
  return ((await res.json()) as { today: { buy: number; sell: number; hold: number } }).today;
}

// Issue 44 item 3: 매수 / 매도 / 관망 on /stock/{code}, today's bar, changed and kept on reload.
test('choose 매수, see the bar change, change to 매도, and find it kept after a reload', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(90_000);
  // One stock per project, so the journeys at both widths never count each other's choices.
  const code = testInfo.project.name === 'mobile' ? '006400' : '051910';
  const run = runId(testInfo);
  const member = await registerMember(request, testInfo, `V${run}`);
  await useMemberSession(page, member);
  const before = await todayOf(request, code);

  await page.goto(`/stock/${code}`);
  const panel = page.getByRole('region', { name: '오늘의 투자 의견' });
  const buy = panel.getByRole('button', { name: '매수 의견 남기기' });
  const sell = panel.getByRole('button', { name: '매도 의견 남기기' });
  await expect(panel.getByTestId('sentiment-count-BUY')).toContainText(`매수 ${before.buy}명`);
  await expect(buy).toHaveAttribute('aria-pressed', 'false');

  await buy.click();
  await expect(buy).toHaveAttribute('aria-pressed', 'true');
  await expect(panel.getByTestId('sentiment-count-BUY')).toContainText(`매수 ${before.buy + 1}명`);
  await expect(panel).toContainText('내 의견: 매수');
  await expect(page.getByText('오늘 매수 의견을 남겼어요.')).toBeVisible();

  await sell.click();
  await expect(sell).toHaveAttribute('aria-pressed', 'true');
  await expect(buy).toHaveAttribute('aria-pressed', 'false');
  await expect(panel.getByTestId('sentiment-count-SELL')).toContainText(
    `매도 ${before.sell + 1}명`,
  );
  await expect(panel.getByTestId('sentiment-count-BUY')).toContainText(`매수 ${before.buy}명`);
  await expect.poll(async () => (await todayOf(request, code)).sell).toBe(before.sell + 1);

  await page.reload();
  await expect(sell).toHaveAttribute('aria-pressed', 'true');
  await expect(buy).toHaveAttribute('aria-pressed', 'false');
  await expect(panel.getByTestId('sentiment-count-SELL')).toContainText(
    `매도 ${before.sell + 1}명`,
  );
  // The timeline of daily shares drawn with the price, loaded after the page.
  await expect(panel.getByRole('img', { name: /매수·매도·관망 비율과 종가/ })).toBeVisible();
  await panel.getByRole('button', { name: '90일' }).click();
  await expect(panel.getByRole('img', { name: /최근 90일/ })).toBeVisible();

  // A post about the stock carries its author's stance of that moment as a badge in 종목토론.
  const title = `의견 글 ${run}`;
  const created = await request.post('/api/posts', {
    headers: auth(member),
    data: { title, content: `$${code} 오늘은 팔았어요`, boardName: 'stock' },
  });
  expect(created.status()).toBe(201);
  expect(((await created.json()) as { stance: string | null }).stance).toBe('SELL');
  await page.reload();
  const card = page.getByRole('article').filter({ hasText: title });
  await expect(card.getByTitle(/작성 당시 작성자의 .+ 의견: 매도/)).toBeVisible();
});
