import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { registerMember, runId, signInOperator, useMemberSession } from './support/members';
import { drawEverything, shotDir } from './support/screenshots';
import { transitionsDone } from './support/settle';

/** Serious and critical axe violations of the page as painted now (light, then dark). */
async function seriousViolations(page: Page): Promise<string[]> {
  const found: string[] = [];
  for (const dark of [false, true]) {
    await page.evaluate((on) => document.documentElement.classList.toggle('dark', on), dark);
    // Colour transitions finish before axe measures contrast.
    await transitionsDone(page);
    const results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
      .analyze();
    for (const v of results.violations) {
      if (v.impact === 'serious' || v.impact === 'critical') {
        found.push(
          `[${dark ? 'dark' : 'light'}] ${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`,
        );
      }
    }
  }
  return found;
}

/**
 * The dense list view (issue 22): 목록형 instead of the cards, remembered on the device, a
 * numbered table with the page in the address, the notice above page 1 only, and 목록 under a
 * post back to the page the reader came from. Desktop shows the table, phones two-line rows.
 */
test('목록형: numbered pages in the address, notices above page 1, 목록 back to the page', async ({
  page,
  request,
}, testInfo) => {
  // A long journey (a board of 23 posts, both views, a dozen pages and posts): 18-23 s on a fast
  // 2-core machine, past 30 s on one half as fast (stop 54's CI), as the other journeys of its size.
  test.setTimeout(90_000);
  const run = runId(testInfo).toLowerCase();
  const mobile = testInfo.project.name === 'mobile';
  const operator = await signInOperator(request);
  const asOperator = { Authorization: `Bearer ${operator.token}` };
  const boardName = `dense${run}`;
  const board = await request.post('/api/boards', {
    headers: asOperator,
    data: { name: boardName, displayName: `목록형 ${run}` },
  });
  expect(board.status()).toBe(201);
  const boardId = ((await board.json()) as { id: number }).id;
  const categorised = await request.put(`/api/admin/boards/${boardId}`, {
    headers: asOperator,
    data: { categories: ['잡담'] },
  });
  expect(categorised.status()).toBe(200);

  const member = await registerMember(request, testInfo, `D${run}`.slice(0, 10));
  const ids: number[] = [];
  // 23 posts: the first becomes the notice, 22 stay in the list, 20 on page 1 and 2 on page 2.
  for (let index = 1; index <= 23; index += 1) {
    const created = await request.post('/api/posts', {
      headers: { Authorization: `Bearer ${member.token}` },
      data: {
        title: `목록 글 ${index}번 ${run}`,
        content: `본문 ${index}`,
        type: 'TEXT',
        boardName,
        // The newest has a 말머리: its own column in the table, before the title on phones.
        ...(index === 23 ? { category: '잡담' } : {}),
      },
    });
    expect(created.status()).toBe(201);
    ids.push(((await created.json()) as { id: number }).id);
  }
  const pinned = await request.put(`/api/admin/posts/${ids[0]}/notice`, {
    headers: asOperator,
    data: { scope: 'board' },
  });
  expect(pinned.status()).toBe(200);
  const comment = await request.post('/api/comments', {
    headers: { Authorization: `Bearer ${member.token}` },
    data: { postId: ids[22], content: '첫 댓글' },
  });
  expect(comment.ok()).toBe(true);

  await useMemberSession(page, member);
  await page.goto(`/boards/${boardName}`);
  // Cards by default.
  const list = page.getByRole('region', { name: '게시글 목록' });
  await expect(list.getByRole('heading', { name: `목록 글 23번 ${run}` })).toBeVisible();
  const layout = page.getByRole('group', { name: '목록 보기 방식' });
  await expect(layout.getByRole('button', { name: '카드형' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  await layout.getByRole('button', { name: '목록형' }).click();
  await expect(layout.getByRole('button', { name: '목록형' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  const newest = list.getByRole('link', { name: `목록 글 23번 ${run}` });
  await expect(newest).toBeVisible();
  await expect(list.getByLabel('댓글 1개').locator('visible=true')).toHaveText('[1]');
  if (mobile) {
    await expect(list.getByRole('table')).toBeHidden();
    await expect(newest).toHaveText(`[잡담] 목록 글 23번 ${run}`);
  } else {
    const table = list.getByRole('table');
    await expect(table.getByRole('columnheader')).toHaveText([
      '번호',
      '말머리',
      '제목',
      '글쓴이',
      '작성일',
      '조회',
      '추천',
    ]);
    const firstRow = table.getByRole('row').nth(1);
    await expect(firstRow.getByRole('cell').first()).toHaveText(String(ids[22]));
    await expect(firstRow.getByRole('cell').nth(1)).toHaveText('잡담');
    await expect(newest).toHaveText(`목록 글 23번 ${run}`);
    // Today's post shows its time, not its date.
    await expect(firstRow.getByRole('cell').nth(4)).toHaveText(/^오[전후] \d/);
  }
  // The notice stands above page 1 and is not repeated in the list.
  const notices = page.getByRole('region', { name: '공지사항' });
  await expect(notices.getByRole('link', { name: `목록 글 1번 ${run}` })).toBeVisible();
  await expect(list.getByText(`목록 글 1번 ${run}`)).toHaveCount(0);
  await expect(list.getByRole('link', { name: /목록 글 \d+번/ })).toHaveCount(20);
  await drawEverything(page);
  await page.screenshot({
    path: `${shotDir}/dense-list-${testInfo.project.name}.png`,
    fullPage: true,
  });
  const violations = await seriousViolations(page);
  await page.screenshot({ path: `${shotDir}/dense-list-${testInfo.project.name}-dark.png` });
  await page.evaluate(() => document.documentElement.classList.remove('dark'));
  expect(violations, violations.join('\n')).toEqual([]);

  // Page 2: in the address, without the notice, with the two oldest posts left.
  const pagination = page.getByRole('navigation', { name: '페이지' });
  await expect(pagination.getByRole('button', { name: '1 페이지' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await pagination.getByRole('button', { name: '2 페이지' }).click();
  await expect(page).toHaveURL(/[?&]page=2/);
  await expect(list.getByRole('link', { name: /목록 글 \d+번/ })).toHaveCount(2);
  await expect(list.getByRole('link', { name: `목록 글 2번 ${run}` })).toBeVisible();
  await expect(notices).toHaveCount(0);
  await expect(pagination.getByRole('button', { name: '마지막 페이지' })).toBeDisabled();
  // Another sort starts again at page 1.
  await page.getByRole('group', { name: '정렬' }).getByRole('button', { name: '조회수' }).click();
  await expect(page).toHaveURL(/sort=/);
  await expect(page).not.toHaveURL(/page=/);
  await page.getByRole('group', { name: '정렬' }).getByRole('button', { name: '최신' }).click();
  await pagination.getByRole('button', { name: '2 페이지' }).click();
  await expect(page).toHaveURL(/[?&]page=2/);
  await pagination.getByRole('button', { name: '첫 페이지' }).click();
  await expect(page).not.toHaveURL(/page=/);
  await expect(list.getByRole('link', { name: /목록 글 \d+번/ })).toHaveCount(20);

  // The choice stays on this device, and a page address opens that page.
  await page.goto(`/boards/${boardName}?page=2`);
  await expect(list.getByRole('link', { name: `목록 글 3번 ${run}` })).toBeVisible();

  // 목록 under a post returns to page 2, also after moving on with 다음글.
  await list.getByRole('link', { name: `목록 글 3번 ${run}` }).click();
  await expect(page).toHaveURL(new RegExp(`/post/${ids[2]}$`));
  // The list page it came from stands under it, this post marked.
  const around = page.getByRole('region', { name: '이 글이 있는 목록' });
  await expect(around.getByRole('link', { name: `목록 글 3번 ${run}` })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(around.getByRole('link', { name: /목록 글 \d+번/ })).toHaveCount(2);
  await drawEverything(page);
  await page.screenshot({
    path: `${shotDir}/dense-list-post-${testInfo.project.name}.png`,
    fullPage: true,
  });
  const neighbours = page.getByRole('navigation', { name: '이전글과 다음글' });
  await neighbours.getByRole('link', { name: `목록 글 2번 ${run}` }).click();
  await expect(page).toHaveURL(new RegExp(`/post/${ids[1]}$`));
  await neighbours.getByRole('link', { name: '목록', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/boards/${boardName}\\?page=2$`));
  await expect(list.getByRole('link', { name: `목록 글 2번 ${run}` })).toBeVisible();

  // Back to the cards: the infinite list again.
  await layout.getByRole('button', { name: '카드형' }).click();
  await expect(list.getByRole('heading', { name: `목록 글 23번 ${run}` })).toBeVisible();

  // A post opened any other way (its address) shows the page of its board that holds it.
  await page.goto(`/post/${ids[1]}`);
  await expect(around.getByRole('link', { name: `목록 글 2번 ${run}` })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(around.getByRole('link', { name: `목록 글 3번 ${run}` })).toBeVisible();
});
