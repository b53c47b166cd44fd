import { expect, type Page, test } from '@playwright/test';
import { registerMember, runId, signInOperator, useMemberSession } from './support/members';
import { readableAtEnd } from './support/overlap';
import { shotDir, themeShots } from './support/screenshots';

/** Pages load their code on first visit; on a busy machine that takes a while. */
const look = expect.configure({ timeout: 20_000 });

/** Light and dark screenshots for a person to look at (shotDir: ai-people-…). */
const screenshots = (page: Page, name: string, project: string) =>
  themeShots(page, `ai-people-${name}`, project);

async function ask(page: Page, question: string) {
  const input = page.getByLabel('질문 입력');
  await look(input).toBeEnabled();
  await input.fill(question);
  await input.press('Enter');
  const answer = page.getByTestId('ai-answer').last();
  await look(answer).toHaveAttribute('data-state', /done|failed|limit/, { timeout: 40_000 });
  return answer;
}

test('an operator adds a person in /admin, then a member asks about them by a question', async ({
  browser,
  request,
}, testInfo) => {
  test.setTimeout(180_000);
  const run = runId(testInfo);
  const admin = await signInOperator(request);
  const name = `시험인물${run}`;

  // 1. The operator adds the person from the people tab of /admin.
  const adminPage = await (await browser.newContext()).newPage();
  await useMemberSession(adminPage, admin);
  await adminPage.goto('/admin');
  await look(adminPage.getByRole('heading', { name: '운영 관리' })).toBeVisible();
  await adminPage.getByRole('tab', { name: '인물' }).click();
  await adminPage.getByRole('button', { name: '인물 추가' }).click();
  const form = adminPage.getByRole('dialog', { name: '인물 추가' });
  await look(form).toBeVisible();
  await form.getByRole('textbox', { name: /^이름/ }).fill(name);
  await form.getByLabel('한 줄 설명').fill('시험용 조각가, 1990년생');
  await form.getByRole('combobox', { name: /^분야/ }).selectOption('arts');
  await form.getByLabel('역할').fill('조각가');
  await form
    .getByRole('textbox', { name: /^요약(?!의)/ })
    .fill('브라우저 시험을 위해 운영자가 추가한 가상의 조각가다.');
  await form.getByLabel('내용 1').fill('시험 미술관 개인전(2024)');
  await form.getByLabel('항목 1').selectOption('대표 업적');
  await form.getByLabel('출처 주소 1').fill('https://example.com/sculptor');
  await form.getByRole('button', { name: '추가', exact: true }).click();
  await look(adminPage.getByRole('status').getByText('인물을 추가했습니다.')).toBeVisible();
  await adminPage.getByLabel('인물 검색').fill(name);
  await look(adminPage.getByRole('list', { name: '인물' }).getByText(name)).toBeVisible();
  // The change is in the moderation log.
  await adminPage.getByRole('tab', { name: '운영 기록' }).click();
  await look(adminPage.getByText('인물 추가').first()).toBeVisible();

  // 2. A member asks about the person with a question, then a typo gets a suggestion button.
  const member = await registerMember(request, testInfo, `P${run}`);
  const page = await (await browser.newContext()).newPage();
  await page.setViewportSize(
    testInfo.project.name === 'mobile' ? { width: 375, height: 812 } : { width: 1280, height: 800 },
  );
  await useMemberSession(page, member);
  await page.goto('/');
  await look(page.getByTestId('ai-remaining')).toContainText('오늘 남은 검색 10/10회');
  await expect(page.getByTestId('ai-remaining')).toContainText(
    /(오늘 밤 12시|\d+월 \d+일 0시) 초기화/,
  );
  const answer = await ask(page, `${name} 조각가에 대해 알려줘`);
  const text = answer.getByTestId('ai-answer-text');
  await expect(text).toContainText('시험 미술관 개인전(2024) [1]');
  // The citation opens its source; headings and lists are drawn, not written as ■ and -.
  await expect(text.getByRole('link', { name: /^출처 1: / }).first()).toHaveAttribute(
    'href',
    'https://example.com/sculptor',
  );
  await expect(text).not.toContainText('■');
  await expect(
    answer.getByTestId('ai-sources').locator('a[href="https://example.com/sculptor"]'),
  ).toBeVisible();
  await look(page.getByTestId('ai-remaining')).toContainText('오늘 남은 검색 9/10회');

  const typo = await ask(page, `${name.slice(0, -1)}뷁`);
  await expect(typo.getByTestId('ai-answer-text')).toContainText('찾지 못했습니다');
  await expect(page.getByTestId('ai-remaining')).toContainText('오늘 남은 검색 9/10회');
  const suggestion = typo.getByTestId('ai-suggestions').getByRole('button', { name });
  await look(suggestion).toBeVisible();
  await screenshots(page, 'suggestion', testInfo.project.name);
  await suggestion.click();
  const chosen = page.getByTestId('ai-answer').last();
  await look(chosen).toHaveAttribute('data-state', 'done', { timeout: 40_000 });
  await expect(chosen.getByTestId('ai-answer-text')).toContainText('시험 미술관 개인전(2024)');

  // A business person of the shipped base: related companies as live quote chips.
  const business = await ask(page, '정주영 회장은 누구야?');
  await expect(business.getByTestId('ai-answer-text')).toContainText('정주영');
  const chips = business.getByTestId('ai-stock-chips');
  await look(chips.getByRole('button', { name: /현대차/ })).toContainText('원');
  await screenshots(page, 'business', testInfo.project.name);
  await business.screenshot({
    path: `${shotDir}/ai-people-business-answer-${testInfo.project.name}.png`,
  });
  await chips.getByRole('button', { name: /현대차/ }).click();
  await look(page.getByRole('dialog')).toContainText('종목코드 005380');
});

test('the fund manager answers a sector question briefly, with a comparison table and folded details', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const member = await registerMember(request, testInfo, `F${runId(testInfo)}`);
  await useMemberSession(page, member);
  await page.goto('/fundmanager');
  const answer = await ask(page, '반도체 업종 어때?');
  await expect(answer).toHaveAttribute('data-state', 'done');
  const text = answer.getByTestId('ai-answer-text');
  await expect(text).toContainText('반도체 업종');
  await expect(text).toContainText('투자 권유나 자문이 아닙니다');
  const table = answer.getByTestId('ai-comparison');
  await expect(table.getByRole('row')).toHaveCount(9);
  await expect(table).toContainText('SK하이닉스');
  // Money in one style: no won figure of ten or more digits anywhere in the answer.
  const whole = (await answer.textContent()) ?? '';
  expect(whole.match(/\d[\d,]{11,}\s*원/g) ?? []).toEqual([]);
  const details = answer.getByTestId('ai-details');
  await expect(details.locator('p').first()).toBeHidden();
  if (testInfo.project.name === 'mobile') {
    // 375 px: scrolled to the end, the answer's last line is above the question box and the
    // bottom bar (issue 50 item 4).
    await readableAtEnd(page, answer, [
      page.getByTestId('ai-composer'),
      page.getByRole('navigation', { name: '하단 메뉴' }),
    ]);
  }
  await screenshots(page, 'sector', testInfo.project.name);
  await answer.screenshot({
    path: `${shotDir}/ai-people-sector-answer-${testInfo.project.name}.png`,
  });
  await details.locator('summary').click();
  await expect(details).toContainText('종목 비교');
  await expect(details.getByRole('heading', { name: /종목 비교/ }).first()).toBeVisible();
  // A stock of the table opens the stock detail modal with its live quote.
  await table.getByRole('button', { name: 'SK하이닉스' }).click();
  const modal = page.getByRole('dialog');
  await look(modal).toBeVisible();
  await look(modal).toContainText('종목코드 000660');
  await look(modal).toContainText('현재가');
  await screenshots(page, 'stock-modal', testInfo.project.name);
});
