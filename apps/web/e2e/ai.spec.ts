import { expect, type Page, test } from '@playwright/test';
import { registerMember, runId, useMemberSession } from './support/members';
import { shotDir } from './support/screenshots';

/** Light and dark screenshots of the page as it is, for a person to look at. */
async function screenshots(page: Page, name: string, project: string): Promise<void> {
  const width = project === 'mobile' ? 375 : 1280;
  for (const theme of ['light', 'dark'] as const) {
    await page.evaluate(
      (dark) => document.documentElement.classList.toggle('dark', dark),
      theme === 'dark',
    );
    await page.screenshot({ path: `${shotDir}/ai-${name}-${width}-${theme}.png`, fullPage: false });
  }
  await page.evaluate(() => document.documentElement.classList.remove('dark'));
}

async function ask(page: Page, question: string): Promise<void> {
  const input = page.getByLabel('질문 입력');
  await expect(input).toBeEnabled();
  await input.fill(question);
  await input.press('Enter');
}

test('visitors are asked to sign in, even when they click the input', async ({ page }) => {
  await page.goto('/fundmanager');
  await expect(page.getByRole('heading', { name: 'AI 펀드매니저' })).toBeVisible();
  await page.getByLabel('질문 입력').click();
  await expect(page.getByRole('dialog')).toBeVisible();
});

test('a member asks both AI tools, sees steps, sources and typed answers, then reaches the limit', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(90_000);
  const member = await registerMember(request, testInfo, `AI${runId(testInfo)}`);
  await useMemberSession(page, member);

  // The fund manager: steps run live, the answer is typed out, sources link into the site.
  await page.goto('/fundmanager');
  await expect(page.getByTestId('ai-remaining')).toContainText('오늘 남은 검색 10/10회');
  const input = page.getByLabel('질문 입력');
  // Shift+Enter starts a new line instead of sending.
  await input.fill('삼성전자');
  await input.press('Shift+Enter');
  await expect(input).toHaveValue('삼성전자\n');
  await input.fill('삼성전자 전망 어때?');
  await input.press('Enter');
  const answer = page.getByTestId('ai-answer').last();
  await expect(answer.getByTestId('ai-steps')).toContainText('질문에서 종목 찾기');
  await expect(input).toBeDisabled();
  await expect(answer).toHaveAttribute('data-state', 'done', { timeout: 30_000 });
  await expect(answer.getByTestId('ai-answer-text')).toContainText('투자 권유나 자문이 아닙니다');
  await expect(answer.getByTestId('ai-sources').getByRole('link').first()).toHaveAttribute(
    'href',
    /^\/(post|stock)/,
  );
  await expect(answer.getByTestId('ai-meta')).toContainText('신뢰도');
  await expect(page.getByTestId('ai-remaining')).toContainText('오늘 남은 검색 9/10회');
  await expect(input).toBeEnabled();
  await screenshots(page, 'fundmanager', testInfo.project.name);

  // A blank investment question gets SPEC.md's prompt without a search.
  await input.press('Enter');
  await expect(page.getByText('투자 관련 질문을 입력해주세요.').last()).toBeVisible();
  await expect(page.getByTestId('ai-remaining')).toContainText('오늘 남은 검색 9/10회');

  // The encyclopedia, about a member who writes in the demo posts (the people table is empty).
  await page.goto('/influencer');
  await ask(page, '개미투자자');
  const person = page.getByTestId('ai-answer').last();
  await expect(person.getByTestId('ai-steps')).toContainText(
    '인물 지식베이스에서 ‘개미투자자’ 찾기',
  );
  const text = person.getByTestId('ai-answer-text');
  await expect(text).toContainText('개미투자자');
  // Typed out: the text grows while typing before the answer settles.
  const early = (await text.textContent())?.length ?? 0;
  await expect(person).toHaveAttribute('data-state', 'done', { timeout: 30_000 });
  const full = (await text.textContent())?.length ?? 0;
  expect(full).toBeGreaterThan(early);
  await expect(person.getByTestId('ai-sources').locator('a[href^="/post/"]').first()).toBeVisible();
  await screenshots(page, 'influencer', testInfo.project.name);

  // Use up the rest of the day's allowance, then the next question meets the limit banner.
  for (let i = 0; i < 8; i++) {
    const res = await request.get('/api/fundmanager/ai-search?query=삼성전자', {
      headers: { Authorization: `Bearer ${member.token}` },
    });
    expect(res.ok()).toBe(true);
  }
  await ask(page, '한강');
  await expect(page.getByTestId('ai-limit-banner')).toContainText(
    '오늘의 검색 한도에 도달했습니다.',
  );
  await expect(page.getByLabel('질문 입력')).toBeDisabled();
  await page.goto('/');
  await expect(page.getByTestId('ai-limit-banner')).toBeVisible();
  await screenshots(page, 'limit', testInfo.project.name);
});
