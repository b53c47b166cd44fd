import { expect, type Page, test } from '@playwright/test';
import { registerMember, runId, useMemberSession } from './support/members';

/** Each project writes its long feed into its own built-in board, so parallel runs do not mix. */
const scrollBoard = {
  desktop: { name: 'stock', displayName: '투자 게시판' },
  mobile: { name: 'myeolgong', displayName: '멸공 게시판' },
} as const;

function subscriberCount(text: string | null): number {
  const match = /구독자 ([\d,]+)명/.exec(text ?? '');
  if (!match?.[1]) throw new Error(`no subscriber count in ${text}`);
  return Number(match[1].replace(/,/g, ''));
}

async function scrollToEnd(page: Page) {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
}

test('browse boards, subscribe, and scroll a board to its third page', async ({
  page,
  request,
}, testInfo) => {
  const run = runId(testInfo);
  const board = scrollBoard[testInfo.project.name as keyof typeof scrollBoard];
  const member = await registerMember(request, testInfo, `S${run}`);

  // 45 posts make the newest two pages (20 each) and the start of the third.
  const prefix = `스크롤 ${run}`;
  for (let n = 1; n <= 45; n += 1) {
    const created = await request.post('/api/posts', {
      headers: { Authorization: `Bearer ${member.token}` },
      data: {
        title: `${prefix} ${String(n).padStart(2, '0')}`,
        content: `무한 스크롤 확인용 글 ${n}`,
        type: 'TEXT',
        boardName: board.name,
      },
    });
    expect(created.status()).toBe(201);
  }
  await useMemberSession(page, member);

  // The board list: its tabs and a card per board, with a subscribe button.
  await page.goto('/boards');
  await expect(page.getByRole('tab')).toHaveText(['인기', '최신', '전체', '구독']);
  const card = page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: board.displayName, exact: true }) });
  await expect(card).toContainText(/구독자 [\d,]+명/);
  const before = subscriberCount(await card.textContent());
  const subscribe = card.getByRole('button', { name: `${board.displayName} 구독` });
  await expect(subscribe).toHaveAttribute('aria-pressed', 'false');
  await subscribe.click();
  await expect(subscribe).toHaveAttribute('aria-pressed', 'true');
  await expect(card).toContainText(`구독자 ${before + 1}명`);

  await page.getByRole('tab', { name: '구독' }).click();
  const subscribedPanel = page.getByRole('tabpanel');
  await expect(
    subscribedPanel.getByRole('link', { name: board.displayName, exact: true }),
  ).toBeVisible();

  // The count is the server's: it survives a reload; unsubscribing takes it back.
  await page.reload();
  await expect(card).toContainText(`구독자 ${before + 1}명`);
  await subscribe.click();
  await expect(subscribe).toHaveAttribute('aria-pressed', 'false');
  await expect(card).toContainText(`구독자 ${before}명`);

  // Open the board and scroll until the oldest of the 45 (on page 3) shows.
  await card.getByRole('link', { name: board.displayName, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/boards/${board.name}$`));
  await expect(page.getByRole('heading', { level: 1, name: board.displayName })).toBeVisible();
  const feed = page.getByRole('region', { name: '게시글 목록' });
  await expect(feed.getByRole('link', { name: `${prefix} 45` })).toBeVisible();
  await expect(feed.getByRole('article')).toHaveCount(20);

  const oldest = feed.getByRole('link', { name: `${prefix} 01` });
  const articles = feed.getByRole('article');
  for (let i = 0; i < 15 && !(await oldest.isVisible()); i += 1) {
    const shown = await articles.count();
    await scrollToEnd(page);
    // The next page has come (or the oldest is already in view).
    await expect
      .poll(async () => (await oldest.isVisible()) || (await articles.count()) > shown)
      .toBe(true);
  }
  await oldest.scrollIntoViewIfNeeded();
  await expect(oldest).toBeVisible();
  expect(await feed.getByRole('article').count()).toBeGreaterThan(40);
});

test('write a TEXT and a LINK post, edit, like, search and delete it', async ({
  page,
  request,
}, testInfo) => {
  const run = runId(testInfo);
  const word = `e2e${run}`;
  const member = await registerMember(request, testInfo, `W${run}`);
  await useMemberSession(page, member);

  // A TEXT post through the form, starting in the board of ?boardName=.
  await page.goto('/submit?boardName=free');
  await expect(page.getByRole('heading', { level: 1, name: '글쓰기' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: /게시판/ })).toHaveValue('free');
  const submit = page.getByRole('button', { name: '등록' });
  await expect(submit).toBeDisabled();
  await page.getByRole('textbox', { name: /제목/ }).fill(`텍스트 ${word}`);
  await expect(page.getByText(`${`텍스트 ${word}`.length}/300`)).toBeVisible();
  await page.getByRole('textbox', { name: /내용/ }).fill(`첫 줄 ${word}\n둘째 줄`);
  await submit.click();
  await expect(page).toHaveURL(/\/post\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: `텍스트 ${word}` })).toBeVisible();
  await expect(page.getByText('둘째 줄')).toBeVisible();
  await expect(page.getByRole('link', { name: `W${run}` })).toHaveAttribute(
    'href',
    `/profile/${member.user.id}`,
  );

  // A LINK post with a YouTube address without a scheme; a bad address is refused first.
  await page.goto('/submit?boardName=free');
  await page.getByRole('tab', { name: '링크' }).click();
  await page.getByRole('textbox', { name: /제목/ }).fill(`링크 ${word}`);
  const url = page.getByRole('textbox', { name: /URL/ });
  await url.fill('not a url');
  await page.getByRole('button', { name: '등록' }).click();
  await expect(page.getByText('올바른 URL을 입력해주세요.')).toBeVisible();
  await url.fill('youtu.be/9bZkp7q19f0');
  await page.getByRole('textbox', { name: /내용/ }).fill(`뮤직비디오 ${word} 공유합니다`);
  await page.getByRole('button', { name: '등록' }).click();
  await expect(page).toHaveURL(/\/post\/\d+$/);
  const postPath = new URL(page.url()).pathname;
  await expect(page.getByRole('heading', { level: 1, name: `링크 ${word}` })).toBeVisible();
  await expect(
    page.locator('iframe[src^="https://www.youtube-nocookie.com/embed/"]'),
  ).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/9bZkp7q19f0');

  // Edit: the form opens with the post and goes back to it.
  await page.getByRole('button', { name: '수정' }).click();
  await expect(page).toHaveURL(new RegExp(`/edit-post/${postPath.split('/').pop()}$`));
  const title = page.getByRole('textbox', { name: /제목/ });
  await expect(title).toHaveValue(`링크 ${word}`);
  await expect(page.getByRole('textbox', { name: /URL/ })).toHaveValue(
    'https://youtu.be/9bZkp7q19f0',
  );
  await title.fill(`수정된 링크 ${word}`);
  await page.getByRole('button', { name: '수정 완료' }).click();
  await expect(page).toHaveURL(new RegExp(`${postPath}$`));
  await expect(page.getByRole('heading', { level: 1, name: `수정된 링크 ${word}` })).toBeVisible();

  // Like: the count goes to 1 at once and stays after a reload.
  await page.getByRole('button', { name: '좋아요 0' }).click();
  const liked = page.getByRole('button', { name: '좋아요 1' });
  await expect(liked).toHaveAttribute('aria-pressed', 'true');
  await page.reload();
  await expect(liked).toHaveAttribute('aria-pressed', 'true');

  // Search for the word from the top bar and open the post from the results.
  const search = page.getByRole('searchbox', { name: '게시글 검색' });
  await search.fill(word);
  await search.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/search\\?q=${word}$`));
  await expect(page.getByRole('heading', { level: 1, name: `‘${word}’ 검색 결과` })).toBeVisible();
  const results = page.getByRole('region', { name: '검색 결과' });
  await expect(results.getByRole('link', { name: `텍스트 ${word}` })).toBeVisible();
  await results.getByRole('link', { name: `수정된 링크 ${word}` }).click();
  await expect(page).toHaveURL(new RegExp(`${postPath}$`));

  // Delete after confirming: back on the board, and the post is gone.
  await page.getByRole('button', { name: '삭제' }).click();
  const confirm = page.getByRole('alertdialog', { name: '게시글 삭제' });
  await confirm.getByRole('button', { name: '삭제' }).click();
  await expect(page).toHaveURL(/\/boards\/free$/);
  await expect(page.getByText('게시글이 삭제되었습니다.')).toBeVisible();
  await page.goto(postPath);
  await expect(
    page.getByText('게시글을 찾을 수 없습니다. 삭제되었거나 존재하지 않는 게시글입니다.'),
  ).toBeVisible();
});

test('an invalid post id and a missing post answer in Korean', async ({ page }) => {
  await page.goto('/post/abc');
  await expect(page.getByText('잘못된 게시글 ID입니다.')).toBeVisible();
  await page.goto('/post/999999999');
  await expect(
    page.getByText('게시글을 찾을 수 없습니다. 삭제되었거나 존재하지 않는 게시글입니다.'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: '다시 시도' })).toBeVisible();
});
