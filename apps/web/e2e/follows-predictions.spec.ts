import { expect, test } from '@playwright/test';
import { auth, newPost, registerMember, runId, useMemberSession } from './support/members';

// Issue 45 item 1: follow a member on their profile, see their new post in the home feed's 팔로잉
// tab and in the bell, and unfollow from the post's ⋯ menu.
test('follow a member, find their new post in 팔로잉 and in the bell', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(60_000);
  const run = runId(testInfo);
  const reader = await registerMember(request, testInfo, `R${run}`);
  const writer = await registerMember(request, testInfo, `W${run}`);
  await useMemberSession(page, reader);

  await page.goto(`/profile/${writer.user.id}`);
  const follow = page.getByTestId('follow-button');
  await expect(follow).toHaveAttribute('aria-pressed', 'false');
  await follow.click();
  await expect(follow).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('profile-followers')).toContainText('팔로워1');
  await page.getByTestId('profile-followers').click();
  await expect(page.getByRole('region', { name: /팔로워/ }).getByText(`R${run}`)).toBeVisible();

  const title = `팔로잉 글 ${run}`;
  const postId = await newPost(request, writer, title);

  await page.goto('/home');
  await page
    .getByRole('group', { name: '홈 피드' })
    .getByRole('button', { name: '팔로잉' })
    .click();
  await expect(page.getByRole('link', { name: title })).toBeVisible();

  const bell = page.getByRole('button', { name: /^알림/ });
  await expect(bell).toHaveAccessibleName('알림, 읽지 않음 1');
  await bell.click();
  const panel = page.getByRole('region', { name: '알림' });
  await expect(panel.getByText(`팔로우하는 W${run}님이 새 글을 올렸습니다.`)).toBeVisible();
  await panel.getByText(`팔로우하는 W${run}님이 새 글을 올렸습니다.`).click();
  await expect(page).toHaveURL(new RegExp(`/post/${postId}$`));

  // The author's ⋯ menu on the post says 팔로우 취소, and it takes effect.
  await page.getByRole('button', { name: '더보기' }).first().click();
  await page.getByRole('button', { name: '팔로우 취소' }).click();
  await expect(page.getByText(`W${run}님 팔로우를 취소했습니다.`)).toBeVisible();
  const profile = await request.get(`/api/users/${writer.user.id}`, { headers: auth(reader) });
  expect(await profile.json()).toMatchObject({ followers: 0, followedByMe: false });
});

// Issue 45 items 2 and 4: leave a prediction on a stock's page, see it there and on the profile
// with the record card; the leaders page from the demo's settled record.
test('leave a prediction, see it on the stock and the profile, and read the leaders', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(60_000);
  const run = runId(testInfo);
  const member = await registerMember(request, testInfo, `P${run}`);
  await useMemberSession(page, member);
  const code = testInfo.project.name === 'mobile' ? '000660' : '005930';

  await page.goto(`/stock/${code}`);
  const form = page.getByTestId('prediction-form');
  await form.getByRole('button', { name: '내린다' }).click();
  await form.getByRole('button', { name: '1개월' }).click();
  await form.getByLabel(/근거/).fill(`반도체 재고 조정 ${run}`);
  await form.getByRole('button', { name: '예측 남기기' }).click();
  await expect(page.getByText('예측을 남겼습니다.', { exact: false })).toBeVisible();
  const mine = page.locator('[data-prediction-id]', { hasText: `반도체 재고 조정 ${run}` });
  await expect(mine).toContainText('1개월 내린다');
  await expect(mine).toContainText('진행 중');
  await expect(mine.getByRole('button', { name: '삭제' })).toBeVisible();
  // The same call again is refused with the server's Korean message.
  await form.getByRole('button', { name: '예측 남기기' }).click();
  await expect(form.getByRole('alert')).toContainText('같은 기간의 진행 중인 예측이 이미 있습니다');

  await page.goto('/profile');
  await expect(page.getByTestId('record-open')).toHaveText('1건');
  await expect(page.getByTestId('record-hit-rate')).toHaveText('-');
  await expect(page.getByText('마감 5건부터 표시')).toBeVisible();
  await page.getByRole('tab', { name: '예측 기록' }).click();
  await expect(
    page.locator('[data-prediction-id]', { hasText: `반도체 재고 조정 ${run}` }),
  ).toContainText('1개월 내린다');

  // The demo members' settled calls (written and settled by the server at start).
  await page.getByRole('link', { name: '예측 순위 보기' }).click();
  await expect(page.getByRole('heading', { name: '예측 순위', level: 1 })).toBeVisible();
  const leaders = page.getByTestId('leaders');
  await expect(leaders.getByRole('link', { name: '배당모으기' })).toBeVisible();
  await expect(leaders.getByText('마감 14건', { exact: false })).toBeVisible();
  await expect(leaders.getByRole('link', { name: '새벽러너' })).toHaveCount(0);
  await page.getByRole('button', { name: '최근 30일' }).click();
  await expect(page).toHaveURL(/period=month/);
  await expect(leaders.getByRole('link', { name: '배당모으기' })).toBeVisible();
});
