import { expect, test } from '@playwright/test';
import {
  registerMember,
  runId,
  signInOperator,
  useMemberSession,
  auth,
  newComment,
  newPost,
} from './support/members';
import { readableAtEnd } from './support/overlap';

// Issue 25: the rough edges a first-week member hits (docs/decisions/025).

test('a blocked member’s comment is a placeholder that keeps my reply, and the counts agree', async ({
  page,
  request,
}, testInfo) => {
  const run = runId(testInfo);
  const author = await registerMember(request, testInfo, `W${run}`);
  const blocked = await registerMember(request, testInfo, `H${run}`);
  const me = await registerMember(request, testInfo, `M${run}`);
  const postId = await newPost(request, author, `차단 자리표시 ${run}`);
  const his = await newComment(request, blocked, postId, `차단될 회원의 말 ${run}`);
  await newComment(request, me, postId, `내 답글 ${run}`, his);
  const gone = await newComment(request, author, postId, `지워질 댓글 ${run}`);
  await newComment(request, me, postId, `지워질 댓글에 답글 ${run}`, gone);
  expect((await request.delete(`/api/comments/${gone}`, { headers: auth(author) })).status()).toBe(
    200,
  );
  const block = await request.post('/api/users/me/blocks', {
    headers: auth(me),
    data: { userId: blocked.user.id },
  });
  expect(block.status()).toBe(201);

  await useMemberSession(page, me);
  await page.goto(`/post/${postId}`);
  const comments = page.locator('#comments');
  // 3 counted: his (as a placeholder) and my two replies; the deleted parent is not counted.
  await expect(comments.getByRole('heading', { name: '댓글 3' })).toBeVisible();
  await expect(comments.getByText('차단한 회원의 댓글입니다.')).toBeVisible();
  await expect(comments.getByText('삭제된 댓글입니다.')).toBeVisible();
  await expect(comments.getByText(`차단될 회원의 말 ${run}`)).toHaveCount(0);
  await expect(comments.getByText('알 수 없음')).toHaveCount(0);
  const showReplies = comments.getByRole('button', { name: '답글 1개 보기' });
  await expect(showReplies).toHaveCount(2);
  await showReplies.first().click();
  await expect(showReplies).toHaveCount(1);
  await showReplies.first().click();
  await expect(comments.getByText(`내 답글 ${run}`)).toBeVisible();
  await expect(comments.getByText(`지워질 댓글에 답글 ${run}`)).toBeVisible();
});

test('a restricted member reads the end in Korean (자정, 오전/오후) and why a comment is refused', async ({
  page,
  request,
}, testInfo) => {
  const run = runId(testInfo);
  const member = await registerMember(request, testInfo, `R${run}`);
  const operator = await signInOperator(request);
  const postId = await newPost(request, operator, `제한 안내 ${run}`);
  // The end of a Korean day, ten days on: midnight there.
  const day = new Date(Date.now() + 9 * 3_600_000 + 10 * 86_400_000).toISOString().slice(0, 10);
  const until = new Date(`${day}T00:00:00+09:00`).toISOString();
  const closing = new Date(Date.parse(until) - 86_400_000 + 9 * 3_600_000);
  const closingText = `${closing.getUTCFullYear()}년 ${closing.getUTCMonth() + 1}월 ${closing.getUTCDate()}일 자정까지`;
  const restricted = await request.post(`/api/admin/users/${member.user.id}/restrict`, {
    headers: auth(operator),
    data: { until, reason: '시험' },
  });
  expect(restricted.status()).toBe(200);

  await useMemberSession(page, member);
  await page.goto(`/post/${postId}`);
  const notice = page.getByRole('status').filter({ hasText: '글쓰기가 제한된 계정입니다' });
  await expect(notice).toContainText(closingText);
  await expect(notice).not.toContainText(/AM|PM/);

  await page.getByRole('button', { name: '댓글을 작성해주세요' }).click();
  await page.getByRole('textbox', { name: '댓글 입력' }).fill('제한 중 댓글');
  await page.getByRole('button', { name: '등록', exact: true }).click();
  await expect(
    page.locator('#comments').getByText(`${closingText} 댓글을 쓸 수 없습니다.`),
  ).toBeVisible();
});

test('paths with a dot open the app, and every not-found screen offers home, boards and search', async ({
  page,
}) => {
  for (const path of ['/post/1.5', '/boards/foo.bar', '/post/999999999', '/somewhere.else/x']) {
    const response = await page.goto(path);
    expect(response?.headers()['content-type'], path).toContain('text/html');
    await expect(page.locator('body'), path).not.toContainText('"success":false');
    const wayOut = page.getByRole('navigation', { name: '다른 곳으로 가기' });
    await expect(wayOut, path).toBeVisible();
    await expect(wayOut.getByRole('link', { name: '홈으로 가기' })).toHaveAttribute(
      'href',
      '/home',
    );
    await expect(wayOut.getByRole('link', { name: '검색하기' })).toHaveAttribute('href', '/search');
  }
  await page
    .getByRole('navigation', { name: '다른 곳으로 가기' })
    .getByRole('link', { name: '게시판 목록' })
    .click();
  await expect(page).toHaveURL(/\/boards$/);
});

test('the title stops at 300 characters as typed, counts emoji as one, and refuses invisible titles', async ({
  page,
  request,
}, testInfo) => {
  const member = await registerMember(request, testInfo, `T${runId(testInfo)}`);
  await useMemberSession(page, member);
  await page.goto('/submit?boardName=free');
  const title = page.getByRole('textbox', { name: /제목/ });
  await title.fill('가'.repeat(550));
  await expect(title).toHaveValue('가'.repeat(300));
  await expect(page.getByText('300/300')).toBeVisible();
  await title.fill('👨‍👩‍👧'.repeat(3));
  await expect(page.getByText('3/300')).toBeVisible();

  await title.fill('\u200B\u200B\u200B');
  await page.getByRole('textbox', { name: /내용/ }).fill('본문');
  await page.getByRole('button', { name: '등록', exact: true }).click();
  await expect(
    page.getByText('제목에 보이는 글자를 입력해주세요.', { exact: false }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/submit/);
});

test('writing from a board page starts in that board: the phone’s floating button and the header', async ({
  page,
  request,
}, testInfo) => {
  const member = await registerMember(request, testInfo, `F${runId(testInfo)}`);
  await useMemberSession(page, member);
  await page.goto('/boards/free');
  const fab = page.getByTestId('write-fab');
  if (testInfo.project.name === 'mobile') {
    await expect(fab).toBeVisible();
    // Scrolled to the end, the feed's last card and whatever follows it are above the floating
    // button and the bottom bar (issue 50 item 4).
    await expect(page.locator('main article').first()).toBeVisible();
    await readableAtEnd(page, page.locator('#main > *').last(), [
      fab,
      page.getByRole('navigation', { name: '하단 메뉴' }),
    ]);
    await expect(fab).toHaveAccessibleName('글쓰기');
    await fab.click();
    await expect(page).toHaveURL(/\/submit\?boardName=free$/);
    await expect(page.getByRole('textbox', { name: /제목/ })).toBeVisible();
    // The bottom bar does not mark the AI tab on the stock page.
    await page.goto('/stock');
    const ai = page.getByRole('navigation', { name: '하단 메뉴' }).getByRole('button', {
      name: /AI/,
    });
    await expect(ai).not.toHaveClass(/text-brand/);
    await expect(page.getByTestId('write-fab')).toHaveCount(0);
  } else {
    await expect(fab).toBeHidden();
    const header = page.getByRole('banner').getByRole('link', { name: '글쓰기' });
    await expect(header).toHaveAttribute('href', '/submit?boardName=free');
    await header.click();
    await expect(page).toHaveURL(/\/submit\?boardName=free$/);
    await page.goto('/all');
    await expect(page.getByRole('banner').getByRole('link', { name: '글쓰기' })).toHaveAttribute(
      'href',
      '/submit',
    );
  }
});
