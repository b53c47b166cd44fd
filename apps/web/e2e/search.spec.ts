import { expect, test } from '@playwright/test';
import { registerMember, runId } from './support/members';

/**
 * Issue #19: a search of several words with options, the words marked in titles and snippets,
 * and every option kept in the URL, so the back button and a shared link restore them.
 */
test('multi-word search with scope, sort and period in the URL, highlighted, back button', async ({
  page,
  request,
}, testInfo) => {
  // Many steps, each a search; the shared 2-core machine is slow at times.
  test.setTimeout(90_000);
  const id = runId(testInfo);
  const member = await registerMember(request, testInfo, `s${id}`.slice(0, 10));
  const write = async (title: string, content: string) => {
    const response = await request.post('/api/posts', {
      headers: { authorization: `Bearer ${member.token}` },
      data: { title, content, boardName: 'free' },
    });
    expect(response.status()).toBe(201);
  };
  // The run id makes the words unique to this test; the words themselves are what people type.
  await write(`반도체 실적 전망 ${id}`, `올해 반도체 업황과 실적을 정리했습니다. 코드 ${id}`);
  await write(`점심 메뉴 ${id}`, `구내식당에서 들은 반도체 회사 실적 이야기입니다. 코드 ${id}`);
  await write(`반도체 소식 ${id}`, `실적과는 무관한 글입니다. 코드 ${id} 제외어`);

  const query = `실적 반도체 ${id} -제외어`;
  await page.goto(`/search?q=${encodeURIComponent(query)}`);
  await expect(page.getByRole('heading', { level: 1, name: `‘${query}’ 검색 결과` })).toBeVisible();
  const results = page.getByRole('region', { name: '검색 결과' });
  await expect(results.getByRole('article')).toHaveCount(2);
  await expect(page.getByText('2건', { exact: true })).toBeVisible();
  // Newest first: the lunch post, then the outlook; the excluded word left the third out.
  await expect(results.getByRole('article').nth(0)).toContainText(`점심 메뉴 ${id}`);
  const outlook = results.getByRole('article').nth(1);
  await expect(outlook.getByRole('link', { name: `반도체 실적 전망 ${id}` })).toBeVisible();
  // The query words are marked in the title and in the snippet.
  await expect(outlook.getByRole('heading').locator('mark', { hasText: '반도체' })).toHaveCount(1);
  await expect(outlook.getByRole('heading').locator('mark', { hasText: '실적' })).toHaveCount(1);
  await expect(
    results.getByRole('article').nth(0).locator('p mark', { hasText: '반도체' }),
  ).toHaveCount(1);

  // Titles only: the lunch post goes; the URL keeps the option.
  await page.getByLabel('검색 범위').selectOption('title');
  await expect(page).toHaveURL(/scope=title/);
  await expect(results.getByRole('article')).toHaveCount(1);
  await expect(results.getByRole('article')).toContainText(`반도체 실적 전망 ${id}`);

  await page.getByLabel('정렬').selectOption('relevance');
  await expect(page).toHaveURL(/scope=title&sort=relevance/);
  await page.getByLabel('기간').selectOption('week');
  await expect(page).toHaveURL(/scope=title&sort=relevance&period=week/);
  await expect(results.getByRole('article')).toHaveCount(1);

  // Back: each step comes back with its controls and results.
  await page.goBack();
  await expect(page).toHaveURL(/scope=title&sort=relevance$/);
  await expect(page.getByLabel('기간')).toHaveValue('all');
  await expect(page.getByLabel('정렬')).toHaveValue('relevance');
  await page.goBack();
  await page.goBack();
  await expect(page).not.toHaveURL(/scope=/);
  await expect(page.getByLabel('검색 범위')).toHaveValue('all');
  await expect(results.getByRole('article')).toHaveCount(2);

  // A shared link opens with its options chosen.
  await page.goto(`/search?q=${encodeURIComponent(query)}&scope=content&sort=likes&period=month`);
  await expect(page.getByLabel('검색 범위')).toHaveValue('content');
  await expect(page.getByLabel('정렬')).toHaveValue('likes');
  await expect(page.getByLabel('기간')).toHaveValue('month');
  await expect(results.getByRole('article')).toHaveCount(2);
});
