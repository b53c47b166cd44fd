import { expect, type Page, test } from '@playwright/test';
import {
  auth,
  newComment as writeComment,
  newPost as writePost,
  registerMember,
  runId,
  useMemberSession,
} from './support/members';
import { themeShots } from './support/screenshots';

/** Resolves once the page's STOMP client has subscribed to its notification queue. */
function subscribedToNotifications(page: Page): Promise<void> {
  return new Promise((resolve) => {
    page.on('websocket', (socket) => {
      socket.on('framesent', (frame) => {
        if (String(frame.payload).includes('/user/queue/notifications')) resolve();
      });
    });
  });
}

test('the bell counts a reply live in every tab, lists it, and leads to the highlighted comment', async ({
  browser,
  request,
}, testInfo) => {
  test.setTimeout(90_000);
  const run = runId(testInfo);
  const alice = await registerMember(request, testInfo, `N${run}`);
  const bob = await registerMember(request, testInfo, `M${run}`);
  const postId = await writePost(request, alice, `알림 ${run}`);
  // Enough comments that the one the notification names is below the fold.
  for (let i = 0; i < 12; i += 1) await writeComment(request, alice, postId, `채우는 댓글 ${i}`);
  const aliceComment = await writeComment(request, alice, postId, `앨리스의 댓글 ${run}`);

  const context = await browser.newContext();
  const page = await context.newPage();
  await useMemberSession(page, alice);
  const listening = subscribedToNotifications(page);
  await page.goto('/home');
  const bell = page.getByRole('button', { name: /^알림/ });
  await expect(bell).toBeVisible();
  await listening;
  await expect(page.getByTestId('notification-badge')).toHaveCount(0);

  // A second tab of the same member.
  const second = await context.newPage();
  const secondListening = subscribedToNotifications(second);
  await second.goto('/all');
  await secondListening;

  // Bob replies to alice's comment: both tabs' badges show it without a reload.
  const replyText = `밥의 답글 ${run}`;
  const replyId = await writeComment(request, bob, postId, replyText, aliceComment);
  await expect(page.getByTestId('notification-badge')).toHaveText('1');
  await expect(second.getByTestId('notification-badge')).toHaveText('1');
  await expect(bell).toHaveAccessibleName('알림, 읽지 않음 1');

  // The dropdown lists it; following it opens the post at the reply, highlighted.
  await bell.click();
  const panel = page.getByRole('region', { name: '알림' });
  await expect(panel.getByRole('button', { name: '모두 읽음' })).toBeEnabled();
  await themeShots(page, 'notifications-dropdown', testInfo.project.name);
  const item = panel.getByRole('link', { name: new RegExp(`M${run}님이 회원님의 댓글에 답글을`) });
  await expect(item).toContainText(replyText);
  await item.click();
  await expect(page).toHaveURL(new RegExp(`/post/${postId}#comment-${replyId}$`));
  const reply = page.locator(`li[data-comment-id="${replyId}"]`);
  await expect(reply).toBeInViewport();
  await expect(reply).toHaveAttribute('data-highlighted', '');
  await expect(reply).not.toHaveAttribute('data-highlighted', { timeout: 6000 });

  // Opening it marked it read, in the other tab too.
  await expect(page.getByTestId('notification-badge')).toHaveCount(0);
  await expect(second.getByTestId('notification-badge')).toHaveCount(0);
  await context.close();
});

test('a pushed notification fills the open bell and its badge with no request for them', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(90_000);
  const run = runId(testInfo);
  const alice = await registerMember(request, testInfo, `P${run}`);
  const bob = await registerMember(request, testInfo, `Q${run}`);
  const postId = await writePost(request, alice, `푸시 ${run}`);
  await useMemberSession(page, alice);
  const listening = subscribedToNotifications(page);
  await page.goto('/home');
  await listening;
  const bell = page.getByRole('button', { name: /^알림/ });
  await bell.click();
  const panel = page.getByRole('region', { name: '알림' });
  await expect(panel.getByText('새 알림이 없습니다.')).toBeVisible();

  // From here on the page may not ask the server for its notifications: the message carries them.
  const asked: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname.startsWith('/api/notifications')) asked.push(r.url());
  });
  const commentText = `밥의 댓글 ${run}`;
  await writeComment(request, bob, postId, commentText);
  await expect(page.getByTestId('notification-badge')).toHaveText('1');
  await expect(
    panel.getByRole('link', { name: new RegExp(`Q${run}님이 회원님의 글에 댓글을`) }),
  ).toContainText(commentText);
  // A second one goes on top, and the count follows it.
  await writeComment(request, bob, postId, `${commentText} 둘`);
  await expect(page.getByTestId('notification-badge')).toHaveText('2');
  await expect(panel.getByRole('link').first()).toContainText(`${commentText} 둘`);
  // Without the message's item, the badge and the list could only have changed through a request,
  // which `asked` records when it is sent: nothing to wait for.
  expect(asked).toEqual([]);
});

test('/notifications pages through every notification and 모두 읽음 clears the badge', async ({
  browser,
  request,
}, testInfo) => {
  test.setTimeout(90_000);
  const run = runId(testInfo);
  const alice = await registerMember(request, testInfo, `P${run}`);
  const bob = await registerMember(request, testInfo, `Q${run}`);
  const postId = await writePost(request, alice, `알림 목록 ${run}`);
  for (let i = 0; i < 22; i += 1) await writeComment(request, bob, postId, `댓글 알림 ${i}`);

  const context = await browser.newContext();
  const page = await context.newPage();
  await useMemberSession(page, alice);
  await page.goto('/notifications');
  await expect(page.getByRole('heading', { name: '알림', level: 1 })).toBeVisible();
  await expect(page.getByText('댓글 알림 21')).toBeVisible();
  await expect(page.getByTestId('notification-badge')).toHaveText('22');
  const pages = page.getByRole('navigation', { name: '알림 페이지' });
  await expect(pages).toContainText('1 / 2 페이지');
  await themeShots(page, 'notifications-page', testInfo.project.name);
  await pages.getByRole('button', { name: '다음' }).click();
  await expect(page).toHaveURL(/\/notifications\?page=2$/);
  await expect(page.getByText('댓글 알림 0')).toBeVisible();
  await expect(page.getByText('댓글 알림 21')).toHaveCount(0);

  await page.getByRole('button', { name: '모두 읽음' }).click();
  await expect(page.getByText('모든 알림을 읽음으로 표시했습니다.')).toBeVisible();
  await expect(page.getByTestId('notification-badge')).toHaveCount(0);

  // The settings section of /profile turns a type off on the server.
  await page.goto('/profile');
  const settings = page.getByRole('region', { name: '알림 설정' });
  const likes = settings.getByRole('switch', { name: '내 글의 좋아요' });
  await expect(likes).toBeChecked();
  await likes.uncheck();
  await expect(page.getByText('알림 설정을 저장했습니다.')).toBeVisible();
  const saved = await request.get('/api/notifications/settings', { headers: auth(alice) });
  expect(await saved.json()).toMatchObject({ POST_LIKES: false, COMMENT: true });
  await context.close();
});

test('@ and two letters suggest members; the chosen mention links to the profile and notifies', async ({
  browser,
  request,
}, testInfo) => {
  test.setTimeout(90_000);
  const run = runId(testInfo);
  const alice = await registerMember(request, testInfo, `R${run}`);
  const bob = await registerMember(request, testInfo, `S${run}`);
  const postId = await writePost(request, alice, `멘션 ${run}`);

  const context = await browser.newContext();
  const page = await context.newPage();
  await useMemberSession(page, alice);
  await page.goto(`/post/${postId}`);
  const comments = page.getByRole('region', { name: '댓글' });
  await comments.getByRole('button', { name: '댓글을 작성해주세요' }).click();
  const input = comments.getByRole('textbox', { name: '댓글 입력' });
  await input.pressSequentially(`안녕하세요 @S${run.slice(0, 1)}`);
  const list = page.getByRole('listbox', { name: '언급할 회원' });
  const option = list.getByRole('option', { name: `S${run}` });
  await expect(option).toBeVisible();
  await expect(input).toHaveAttribute('aria-activedescendant', /.+/);
  // Keyboard: move to the member and take it with Enter.
  while ((await option.getAttribute('aria-selected')) !== 'true') await input.press('ArrowDown');
  await input.press('Enter');
  await expect(list).toBeHidden();
  await expect(input).toHaveValue(`안녕하세요 @S${run} `);
  await input.pressSequentially('반가워요');
  await comments.getByRole('button', { name: '등록', exact: true }).click();

  const link = comments.getByRole('link', { name: `@S${run}` });
  await expect(link).toBeVisible();
  // The server recorded whom the mention names: the link goes by id (survives a rename).
  await expect(link).toHaveAttribute('href', `/profile/${bob.user.id}`);
  const inbox = await request.get('/api/notifications', { headers: auth(bob) });
  expect(((await inbox.json()) as { content: { type: string }[] }).content[0]).toMatchObject({
    type: 'MENTION',
  });
  await context.close();
});

test('a link to a comment beyond the first page of a long thread loads pages until it is there', async ({
  browser,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const run = runId(testInfo);
  const alice = await registerMember(request, testInfo, `L${run}`);
  const bob = await registerMember(request, testInfo, `N${run}`);
  const postId = await writePost(request, alice, `긴 댓글 글 ${run}`);
  // One page holds 100 top-level comments (COMMENT_PAGE_SIZE); 130 make a second page.
  for (let i = 0; i < 130; i += 1) await writeComment(request, bob, postId, `긴 스레드 ${i}`);
  const second = await request.get(`/api/comments/post/${postId}?page=1&size=100&sort=top`);
  const onSecondPage = ((await second.json()) as { content: { id: number }[] }).content;
  expect(onSecondPage.length).toBeGreaterThan(0);
  const target = onSecondPage[onSecondPage.length - 1]!.id;

  const context = await browser.newContext();
  const page = await context.newPage();
  await useMemberSession(page, alice);
  await page.goto(`/post/${postId}#comment-${target}`);
  const item = page.locator(`li[data-comment-id="${target}"]`);
  await expect(item).toBeInViewport({ timeout: 15_000 });
  await expect(item).toHaveAttribute('data-highlighted', '');
  await context.close();
});
