import { type Browser, expect, type Page, test } from '@playwright/test';
import { registerMember, runId, signInOperator, useMemberSession } from './support/members';
import { drawEverything, shotDir } from './support/screenshots';

/** Pages load their code on first visit; on a busy machine that takes a while. */
const look = expect.configure({ timeout: 20_000 });

/** A page in a browser context of its own, so several members can be signed in at once. */
async function newPage(browser: Browser): Promise<Page> {
  return (await browser.newContext()).newPage();
}

test('a member reports a post, an operator resolves it from /admin and restricts the author, who sees the notice', async ({
  browser,
  request,
}, testInfo) => {
  test.setTimeout(180_000);
  const run = runId(testInfo);
  const author = await registerMember(request, testInfo, `W${run}`);
  const reporter = await registerMember(request, testInfo, `R${run}`);
  const admin = await signInOperator(request);
  expect(admin.user).toMatchObject({ role: 'SUPER_ADMIN' });

  const title = `신고 대상 글 ${run}`;
  const created = await request.post('/api/posts', {
    headers: { Authorization: `Bearer ${author.token}` },
    data: { title, content: '광고성 도배 글입니다.', type: 'TEXT', boardName: 'free' },
  });
  expect(created.status()).toBe(201);
  const postId = ((await created.json()) as { id: number }).id;

  // 1. The reporter reports the post from its ⋯ menu.
  const reporterPage = await newPage(browser);
  await useMemberSession(reporterPage, reporter);
  await reporterPage.goto(`/post/${postId}`);
  await look(reporterPage.getByRole('heading', { name: title })).toBeVisible();
  await reporterPage.getByRole('button', { name: '더보기' }).first().click();
  await reporterPage.getByRole('button', { name: '신고하기' }).click();
  const dialog = reporterPage.getByRole('dialog', { name: '게시글 신고' });
  await look(dialog).toBeVisible();
  const submit = dialog.getByRole('button', { name: '신고하기' });
  await look(submit).toBeDisabled();
  await dialog.getByText('스팸·광고').click();
  await dialog.getByRole('textbox', { name: /자세한 내용/ }).fill('같은 광고를 계속 올립니다.');
  await submit.click();
  await look(reporterPage.getByRole('status').getByText('신고가 접수되었습니다')).toBeVisible();
  await look(dialog).toBeHidden();

  // Members who are not operators see no admin link and a 'no permission' page at /admin.
  await reporterPage.goto('/admin');
  await look(reporterPage.getByRole('heading', { name: '접근 권한이 없습니다' })).toBeVisible();

  // 2. The operator finds it in the queue at /admin and deletes it.
  const adminPage = await newPage(browser);
  await useMemberSession(adminPage, admin);
  await adminPage.goto('/admin');
  await look(adminPage.getByRole('heading', { name: '운영 관리' })).toBeVisible();
  const card = adminPage.getByRole('listitem', { name: `게시글 #${postId}` });
  await look(card).toBeVisible();
  await look(card.getByText(title)).toBeVisible();
  await look(card.getByText('같은 광고를 계속 올립니다.')).toBeVisible();
  await drawEverything(adminPage);
  await adminPage.screenshot({
    path: `${shotDir}/admin-${testInfo.project.name}-light.png`,
    fullPage: true,
  });
  await adminPage.evaluate(() => localStorage.setItem('darkMode', 'true'));
  await adminPage.reload();
  await look(card).toBeVisible();
  await drawEverything(adminPage);
  await adminPage.screenshot({
    path: `${shotDir}/admin-${testInfo.project.name}-dark.png`,
    fullPage: true,
  });

  await card.getByRole('button', { name: '삭제', exact: true }).click();
  const resolve = adminPage.getByRole('dialog', { name: '신고된 내용 삭제' });
  await resolve.getByRole('textbox', { name: /사유/ }).fill('광고 도배');
  await resolve.getByRole('button', { name: '처리' }).click();
  await look(adminPage.getByRole('status').getByText('신고를 처리했습니다.')).toBeVisible();
  await look(card).toBeHidden();
  expect((await request.get(`/api/posts/${postId}`)).status()).toBe(404);

  // 3. The operator restricts the author from the members tab, with a date.
  await adminPage.getByRole('tab', { name: '회원' }).click();
  await adminPage.getByRole('searchbox', { name: '회원 검색' }).fill(`W${run}`);
  const row = adminPage.getByRole('listitem', { name: `W${run}` });
  await look(row).toBeVisible();
  await row.getByRole('button', { name: '회원 제한' }).click();
  const restrict = adminPage.getByRole('dialog', { name: `W${run}님 글쓰기 제한` });
  const until = new Date(Date.now() + 14 * 86_400_000 + 9 * 3_600_000).toISOString().slice(0, 10);
  await restrict.getByLabel(/제한 종료일/).fill(until);
  await restrict.getByRole('textbox', { name: /사유/ }).fill(`광고 도배 반복 ${run}`);
  await restrict.getByRole('button', { name: '제한하기' }).click();
  await look(adminPage.getByRole('status').getByText('회원을 제한했습니다.')).toBeVisible();
  await look(row.getByText(/까지 제한/)).toBeVisible();

  // The moderation log shows both actions with their reasons.
  await adminPage.getByRole('tab', { name: '운영 기록' }).click();
  await look(adminPage.getByText(`광고 도배 반복 ${run}`, { exact: false })).toBeVisible();
  const entry = adminPage.getByRole('listitem').filter({ hasText: `광고 도배 반복 ${run}` });
  await look(entry.getByText('회원 제한')).toBeVisible();

  // 4. The author sees the notice when trying to write, and the server refuses with the date.
  const year = until.slice(0, 4);
  const authorPage = await newPage(browser);
  await useMemberSession(authorPage, author);
  await authorPage.goto('/submit?boardName=free');
  const notice = authorPage.getByRole('status').filter({ hasText: '글쓰기가 제한된 계정입니다' });
  await look(notice).toBeVisible();
  await look(notice).toContainText(`${year}년`);
  await authorPage.getByRole('textbox', { name: /제목/ }).fill('제한 중에 쓰는 글');
  await authorPage.getByRole('textbox', { name: /내용/ }).fill('써지면 안 됩니다.');
  await authorPage.getByRole('button', { name: '등록', exact: true }).click();
  await look(authorPage.getByText(/까지 글을 쓸 수 없습니다/).first()).toBeVisible();
});

test('an operator moves a post to another board from its ⋯ menu; members get no such item', async ({
  browser,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const run = runId(testInfo);
  const author = await registerMember(request, testInfo, `M${run}`);
  const admin = await signInOperator(request);
  const title = `이동할 글 ${run}`;
  const created = await request.post('/api/posts', {
    headers: { Authorization: `Bearer ${author.token}` },
    data: {
      title,
      content: '투자 이야기를 자유 게시판에 썼습니다.',
      type: 'TEXT',
      boardName: 'free',
    },
  });
  expect(created.status()).toBe(201);
  const postId = ((await created.json()) as { id: number }).id;

  // Members get no move in the menu.
  const reader = await registerMember(request, testInfo, `V${run}`);
  const readerPage = await newPage(browser);
  await useMemberSession(readerPage, reader);
  await readerPage.goto(`/post/${postId}`);
  await look(readerPage.getByRole('heading', { name: title })).toBeVisible();
  await readerPage.getByRole('button', { name: '더보기' }).first().click();
  await look(readerPage.getByRole('button', { name: '신고하기' })).toBeVisible();
  await expect(readerPage.getByRole('button', { name: '다른 게시판으로 이동' })).toHaveCount(0);

  const page = await newPage(browser);
  await useMemberSession(page, admin);
  await page.goto(`/post/${postId}`);
  await look(page.getByRole('heading', { name: title })).toBeVisible();
  await page.getByRole('button', { name: '더보기' }).first().click();
  await page.getByRole('button', { name: '다른 게시판으로 이동' }).click();
  const dialog = page.getByRole('dialog', { name: '게시글 이동' });
  await look(dialog).toBeVisible();
  const confirm = dialog.getByRole('button', { name: '이동', exact: true });
  await look(confirm).toBeDisabled();
  await look(dialog.getByRole('option', { name: '투자 게시판' })).toBeAttached();
  await dialog.getByRole('combobox', { name: /옮길 게시판/ }).selectOption('stock');
  await dialog.getByRole('textbox', { name: /사유/ }).fill(`투자 글 정리 ${run}`);
  await confirm.click();

  await look(
    page.getByRole('status').getByText('게시글을 투자 게시판으로 옮겼습니다.'),
  ).toBeVisible();
  await look(dialog).toBeHidden();
  // The page shows the new board; exact board counts are checked by the API tests (other specs
  // write to these boards at the same time).
  const article = page.getByRole('article').filter({ hasText: title });
  await look(article.getByRole('link', { name: '투자 게시판' })).toBeVisible();
  const post = (await (await request.get(`/api/posts/${postId}`)).json()) as { boardName: string };
  expect(post.boardName).toBe('stock');

  // The move is in the moderation log with its reason.
  await page.goto('/admin');
  await page.getByRole('tab', { name: '운영 기록' }).click();
  const entry = page.getByRole('listitem').filter({ hasText: `투자 글 정리 ${run}` });
  await look(entry.getByText('게시글 이동')).toBeVisible();
});
