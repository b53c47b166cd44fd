import { expect, test } from '@playwright/test';
import { registerMember, runId, signInOperator, useMemberSession } from './support/members';
import { drawEverything, shotDir } from './support/screenshots';

/**
 * Community conventions (issue 22): a notice above the board's list and not repeated in it,
 * 이전글/다음글 under a post, a clickable address in plain text, and 비추천.
 */
test('notice above the list, 이전글/다음글, a clickable URL and 비추천', async ({
  page,
  request,
}, testInfo) => {
  const run = runId(testInfo).toLowerCase();
  const operator = await signInOperator(request);
  const asOperator = { Authorization: `Bearer ${operator.token}` };
  const boardName = `conv${run}`;
  const board = await request.post('/api/boards', {
    headers: asOperator,
    data: { name: boardName, displayName: `관례 ${run}` },
  });
  expect(board.status()).toBe(201);

  const member = await registerMember(request, testInfo, `C${run}`.slice(0, 10));
  const write = async (title: string, content: string) => {
    const created = await request.post('/api/posts', {
      headers: { Authorization: `Bearer ${member.token}` },
      data: { title, content, type: 'TEXT', boardName },
    });
    expect(created.status()).toBe(201);
    return ((await created.json()) as { id: number }).id;
  };
  const oldest = await write(`공지될 글 ${run}`, '공지 본문');
  const address = `https://example.com/articles/${'long-path-'.repeat(6)}end`;
  const middle = await write(`가운데 글 ${run}`, `자료는 여기: ${address} 입니다.`);
  const newest = await write(`최신 글 ${run}`, '최신 본문');
  const pinned = await request.put(`/api/admin/posts/${oldest}/notice`, {
    headers: asOperator,
    data: { scope: 'board' },
  });
  expect(pinned.status()).toBe(200);

  await useMemberSession(page, member);
  await page.goto(`/boards/${boardName}`);
  const notices = page.getByRole('region', { name: '공지사항' });
  const list = page.getByRole('region', { name: '게시글 목록' });
  await expect(notices.getByRole('link', { name: `공지될 글 ${run}` })).toBeVisible();
  await expect(
    notices
      .getByRole('listitem')
      .filter({ has: page.getByRole('link', { name: `공지될 글 ${run}` }) })
      .getByText('공지', { exact: true }),
  ).toBeVisible();
  await expect(list.getByRole('heading', { name: `최신 글 ${run}` })).toBeVisible();
  await expect(list.getByText(`공지될 글 ${run}`)).toHaveCount(0);
  // The notices stand above the list.
  const noticeBox = await notices.boundingBox();
  const listBox = await list.boundingBox();
  expect(noticeBox!.y + noticeBox!.height).toBeLessThanOrEqual(listBox!.y);
  await page.screenshot({ path: `${shotDir}/conventions-board-${testInfo.project.name}.png` });

  // The middle post: its address is a link, and its neighbours are listed under it.
  await page.goto(`/post/${middle}`);
  const link = page.getByRole('link', { name: /example\.com\/articles/ });
  await expect(link).toHaveAttribute('href', address);
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', 'noopener nofollow ugc');
  await expect(link).toContainText('…');
  const neighbours = page.getByRole('navigation', { name: '이전글과 다음글' });
  await expect(neighbours.getByRole('link', { name: `최신 글 ${run}` })).toHaveAttribute(
    'href',
    `/post/${newest}`,
  );
  await expect(neighbours.getByRole('link', { name: '목록' })).toHaveAttribute(
    'href',
    `/boards/${boardName}`,
  );

  // 비추천: both numbers follow.
  const dislike = page.getByRole('button', { name: /^비추천 / });
  await expect(dislike).toHaveAttribute('aria-pressed', 'false');
  await dislike.click();
  await expect(page.getByRole('button', { name: '비추천 1' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await drawEverything(page);
  await page.screenshot({
    path: `${shotDir}/conventions-post-${testInfo.project.name}.png`,
    fullPage: true,
  });

  await neighbours.getByRole('link', { name: `공지될 글 ${run}` }).click();
  await expect(page).toHaveURL(new RegExp(`/post/${oldest}$`));
  await expect(page.getByRole('heading', { level: 1, name: `공지될 글 ${run}` })).toBeVisible();
  // The board's oldest post has no 다음글.
  await expect(page.getByText('다음글이 없습니다.')).toBeVisible();

  // 개념글: ten likes (BEST_LIKES) promote the newest post, on the board's tab and at /best.
  for (let n = 0; n < 10; n += 1) {
    const fan = await registerMember(request, testInfo, `F${n}${run}`.slice(0, 10));
    const liked = await request.post(`/api/like/post/${newest}?status=1`, {
      headers: { Authorization: `Bearer ${fan.token}` },
    });
    expect(liked.status()).toBe(200);
  }
  await page.goto(`/boards/${boardName}`);
  await page
    .getByRole('group', { name: '글 보기' })
    .getByRole('button', { name: '개념글' })
    .click();
  await expect(page).toHaveURL(/view=best/);
  const bestList = page.getByRole('region', { name: '게시글 목록' });
  await expect(bestList.getByRole('heading', { name: `최신 글 ${run}` })).toBeVisible();
  await expect(bestList.getByRole('heading', { name: `가운데 글 ${run}` })).toHaveCount(0);
  await page.goto('/best');
  await expect(page.getByRole('heading', { level: 1, name: '베스트' })).toBeVisible();
  await expect(page.getByRole('heading', { name: `최신 글 ${run}` })).toBeVisible();
  // Its card carries the 개념글 mark.
  const bestCard = page
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: `최신 글 ${run}` }) });
  await expect(bestCard.getByText('개념글', { exact: true })).toBeVisible();
  await page.goto(`/post/${newest}`);
  await expect(page.getByText('개념글', { exact: true })).toBeVisible();
});

test('말머리: an operator sets a board’s categories in /admin, a member picks one, the list filters by it', async ({
  page,
  browser,
  request,
}, testInfo) => {
  const run = runId(testInfo).toLowerCase();
  const operator = await signInOperator(request);
  const boardName = `cat${run}`;
  const displayName = `말머리 ${run}`;
  const board = await request.post('/api/boards', {
    headers: { Authorization: `Bearer ${operator.token}` },
    data: { name: boardName, displayName },
  });
  expect(board.status()).toBe(201);

  const adminPage = await browser.newPage();
  await useMemberSession(adminPage, operator);
  await adminPage.goto('/admin');
  await adminPage.getByRole('tab', { name: '게시판' }).click();
  await adminPage
    .getByRole('listitem')
    .filter({ hasText: displayName })
    .getByRole('button', { name: '게시판 수정' })
    .click();
  const dialog = adminPage.getByRole('dialog', { name: '게시판 수정' });
  await dialog.getByRole('textbox', { name: /^말머리/ }).fill('잡담, 질문');
  await dialog.getByRole('button', { name: '저장' }).click();
  await expect(dialog).toBeHidden();
  const saved = await request.get(`/api/boards/${boardName}`);
  expect(((await saved.json()) as { categories: string[] }).categories).toEqual(['잡담', '질문']);
  await adminPage.close();

  const member = await registerMember(request, testInfo, `M${run}`.slice(0, 10));
  await request.post('/api/posts', {
    headers: { Authorization: `Bearer ${member.token}` },
    data: { title: `잡담 글 ${run}`, content: '본문', boardName, category: '잡담' },
  });
  await useMemberSession(page, member);
  await page.goto(`/submit?boardName=${boardName}`);
  await page.getByRole('combobox', { name: /말머리/ }).selectOption('질문');
  await page.getByRole('textbox', { name: /제목/ }).fill(`질문 글 ${run}`);
  await page.getByRole('textbox', { name: /내용/ }).fill('말머리를 고른 글');
  await page.getByRole('button', { name: '등록' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: `[질문] 질문 글 ${run}` }),
  ).toBeVisible();
  const questionId = Number(/\/post\/(\d+)/.exec(page.url())?.[1]);

  await page.goto(`/boards/${boardName}`);
  const list = page.getByRole('region', { name: '게시글 목록' });
  await expect(list.getByRole('heading', { name: `[질문] 질문 글 ${run}` })).toBeVisible();
  await expect(list.getByRole('heading', { name: `[잡담] 잡담 글 ${run}` })).toBeVisible();
  await page.getByRole('group', { name: '말머리' }).getByRole('button', { name: '질문' }).click();
  await expect(page).toHaveURL(/category=/);
  await expect(list.getByRole('heading', { name: `[잡담] 잡담 글 ${run}` })).toHaveCount(0);
  await expect(list.getByRole('heading', { name: `[질문] 질문 글 ${run}` })).toBeVisible();
  await page.screenshot({ path: `${shotDir}/conventions-categories-${testInfo.project.name}.png` });

  // 수정됨 and the highlighted history after the author changes the text.
  const edited = await request.put(`/api/posts/${questionId}`, {
    headers: { Authorization: `Bearer ${member.token}` },
    data: { title: `질문 글 ${run}`, content: '말머리를 고친 글', category: '질문' },
  });
  expect(edited.status()).toBe(200);
  await page.goto(`/post/${questionId}`);
  await expect(page.getByText(/수정됨 ·/)).toBeVisible();
  await page.getByRole('button', { name: '수정 이력' }).click();
  const history = page.getByRole('region', { name: '수정 이력' });
  await expect(history.locator('del')).toContainText('른');
  await expect(history.locator('ins')).toContainText('친');
  await page.screenshot({ path: `${shotDir}/conventions-revisions-${testInfo.project.name}.png` });
});

test('임시저장: the editor saves a draft, a new tab resumes it, publishing removes it', async ({
  browser,
  request,
}, testInfo) => {
  const run = runId(testInfo);
  const member = await registerMember(request, testInfo, `D${run}`.slice(0, 10));
  const auth = { Authorization: `Bearer ${member.token}` };

  // One tab closes; the browser stays open (see the journey above).
  const context = await browser.newContext();
  const first = await context.newPage();
  await useMemberSession(first, member);
  await first.goto('/submit?boardName=free');
  await first.getByRole('textbox', { name: /제목/ }).fill(`쓰다 만 글 ${run}`);
  await first.getByRole('textbox', { name: /내용/ }).fill('아직 다 쓰지 못한 본문');
  // Saved to the server within a few seconds.
  await expect
    .poll(
      async () =>
        ((await (await request.get('/api/drafts', { headers: auth })).json()) as unknown[]).length,
      {
        timeout: 15_000,
      },
    )
    .toBe(1);
  await first.close();

  const second = await context.newPage();
  await useMemberSession(second, member);
  await second.goto('/submit');
  await second.getByRole('button', { name: '임시저장 글 1개' }).click();
  await second.getByRole('button', { name: '이어쓰기' }).click();
  await expect(second.getByRole('textbox', { name: /제목/ })).toHaveValue(`쓰다 만 글 ${run}`);
  await expect(second.getByRole('textbox', { name: /내용/ })).toHaveValue('아직 다 쓰지 못한 본문');
  await second.getByRole('textbox', { name: /내용/ }).fill('이제 다 쓴 본문');
  await second.getByRole('button', { name: '등록' }).click();
  await expect(second.getByRole('heading', { level: 1, name: `쓰다 만 글 ${run}` })).toBeVisible();
  const left = (await (await request.get('/api/drafts', { headers: auth })).json()) as unknown[];
  expect(left).toEqual([]);
  await second.close();
});

test('공지: an operator pins from the post page, above the board and (site-wide) every list, then unpins', async ({
  page,
  request,
}, testInfo) => {
  const run = runId(testInfo).toLowerCase();
  const operator = await signInOperator(request);
  const boardName = `pin${run}`;
  const board = await request.post('/api/boards', {
    headers: { Authorization: `Bearer ${operator.token}` },
    data: { name: boardName, displayName: `공지 ${run}` },
  });
  expect(board.status()).toBe(201);
  const member = await registerMember(request, testInfo, `P${run}`.slice(0, 10));
  const created = await request.post('/api/posts', {
    headers: { Authorization: `Bearer ${member.token}` },
    data: { title: `알림 글 ${run}`, content: '모두 읽어 주세요', type: 'TEXT', boardName },
  });
  expect(created.status()).toBe(201);
  const postId = ((await created.json()) as { id: number }).id;
  const title = `알림 글 ${run}`;

  await useMemberSession(page, operator);
  const choose = async (action: string, done: string) => {
    await page.goto(`/post/${postId}`);
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    await page.getByRole('button', { name: '더보기' }).first().click();
    await page.getByRole('button', { name: action }).click();
    await expect(page.getByText(done)).toBeVisible();
  };
  const notices = page.getByRole('region', { name: '공지사항' });
  const list = page.getByRole('region', { name: '게시글 목록' });
  // This post's own row: the other project's run of this journey pins a site-wide notice too.
  const row = notices
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: title }) });

  await choose('게시판 공지로 고정', '공지로 고정했습니다.');
  await page.goto(`/boards/${boardName}`);
  await expect(notices.getByRole('link', { name: title })).toBeVisible();
  await expect(row.getByText('공지', { exact: true })).toBeVisible();
  await expect(list.getByText(title)).toHaveCount(0);
  // A board notice stays on its board.
  await page.goto('/popular');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(notices.getByRole('link', { name: title })).toHaveCount(0);

  // Site-wide: above /all, /popular, /best, the board's 개념글 tab and the home page.
  await choose('전체 공지로 고정', '공지로 고정했습니다.');
  for (const path of ['/all', '/popular', '/best', `/boards/${boardName}?view=best`, '/home']) {
    await page.goto(path);
    await expect(notices.getByRole('link', { name: title }), path).toBeVisible();
    await expect(row.getByText('전체 공지', { exact: true }), path).toBeVisible();
  }
  await page.screenshot({
    path: `${shotDir}/conventions-site-notice-${testInfo.project.name}.png`,
  });

  await choose('공지 해제', '공지를 해제했습니다.');
  await page.goto(`/boards/${boardName}`);
  await expect(list.getByRole('heading', { name: title })).toBeVisible();
  // (Other journeys may pin site-wide notices meanwhile: only this post's absence is checked.)
  await expect(notices.getByRole('link', { name: title })).toHaveCount(0);
  // On /all the post may already be past page 1 (journeys running beside this one write posts):
  // there only its absence from the notices is checked.
  await page.goto('/all');
  await expect(list).toBeVisible();
  await expect(notices.getByRole('link', { name: title })).toHaveCount(0);
});

test('임시저장: closing the tab while the first save is under way leaves one draft with the last text', async ({
  browser,
  request,
}, testInfo) => {
  const run = runId(testInfo);
  const member = await registerMember(request, testInfo, `L${run}`.slice(0, 10));
  const auth = { Authorization: `Bearer ${member.token}` };

  // A tab in a browser that stays open: `browser.newPage()` would own its context, and closing
  // such a page closes the whole context at once (no pagehide, and the keepalive request dies
  // with the context's network), which is not what a member closing one tab does.
  const context = await browser.newContext();
  const page = await context.newPage();
  await useMemberSession(page, member);
  await page.goto('/submit?boardName=free');
  const content = page.getByRole('textbox', { name: /내용/ });
  await content.waitFor();
  // A slow connection: every request takes two seconds to get anywhere, so the editor's first
  // save (the create) is still under way when the tab closes. Chromium's own network emulation,
  // not the test's request interception: a request a closing page sends while interception is on
  // waits for the test to let it go, and the page that would is gone.
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 2_000,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  let firstAnswered = false;
  page.on('response', (response) => {
    if (response.url().endsWith('/api/drafts') && response.request().method() === 'POST') {
      firstAnswered = true;
    }
  });
  const firstSave = page.waitForRequest(
    (sent) => sent.url().endsWith('/api/drafts') && sent.method() === 'POST',
  );
  await page.getByRole('textbox', { name: /제목/ }).fill(`느린 저장 ${run}`);
  await firstSave;
  await content.fill('첫 저장이 끝나기 전에 쓴 문장');
  expect(firstAnswered, 'the first save is still under way').toBe(false);
  const closed = page.waitForEvent('close');
  await page.close({ runBeforeUnload: true });
  await closed;

  await expect
    .poll(
      async () =>
        (
          (await (await request.get('/api/drafts', { headers: auth })).json()) as {
            title: string;
            content: string;
          }[]
        ).map((draft) => `${draft.title}|${draft.content}`),
      { timeout: 10_000 },
    )
    .toEqual([`느린 저장 ${run}|첫 저장이 끝나기 전에 쓴 문장`]);
  await context.close();
});

test('임시저장: text typed just before the tab closes is saved on the way out and offered in a new tab', async ({
  browser,
  request,
}, testInfo) => {
  const run = runId(testInfo);
  const member = await registerMember(request, testInfo, `K${run}`.slice(0, 10));
  const auth = { Authorization: `Bearer ${member.token}` };

  // One tab closes; the browser stays open (see the journey above).
  const context = await browser.newContext();
  const first = await context.newPage();
  await useMemberSession(first, member);
  await first.goto('/submit?boardName=free');
  const content = first.getByRole('textbox', { name: /내용/ });
  await content.waitFor();
  await first.getByRole('textbox', { name: /제목/ }).fill(`닫기 직전 글 ${run}`);
  await content.fill('탭을 닫기 직전에 쓴 마지막 문장');
  // Closed at once, as a member closes the tab: well before the next save every 3 seconds.
  const closed = first.waitForEvent('close');
  await first.close({ runBeforeUnload: true });
  await closed;

  await expect
    .poll(
      async () => {
        const drafts = (await (await request.get('/api/drafts', { headers: auth })).json()) as {
          content: string;
        }[];
        return drafts.map((draft) => draft.content);
      },
      { timeout: 10_000 },
    )
    .toEqual(['탭을 닫기 직전에 쓴 마지막 문장']);

  const second = await context.newPage();
  await useMemberSession(second, member);
  await second.goto('/submit');
  await second.getByRole('button', { name: '임시저장 글 1개' }).click();
  await second.getByRole('button', { name: '이어쓰기' }).click();
  await expect(second.getByRole('textbox', { name: /제목/ })).toHaveValue(`닫기 직전 글 ${run}`);
  await expect(second.getByRole('textbox', { name: /내용/ })).toHaveValue(
    '탭을 닫기 직전에 쓴 마지막 문장',
  );
  await context.close();
});
