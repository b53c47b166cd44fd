import { expect, type Page, test } from '@playwright/test';
import {
  type Member,
  registerMember,
  runId,
  signInOperator,
  useMemberSession,
  auth,
  newPost,
} from './support/members';
import { shotDir } from './support/screenshots';

// Issue 25, point 9: limits said once, focus back on the opener, one nickname wording, an
// operator log that names what it acted on.

async function shoot(page: Page, name: string, project: string) {
  for (const dark of [false, true]) {
    await page.evaluate((on) => document.documentElement.classList.toggle('dark', on), dark);
    await page.screenshot({
      path: `${shotDir}/edges2-${name}-${project}-${dark ? 'dark' : 'light'}.png`,
    });
  }
  await page.evaluate(() => document.documentElement.classList.remove('dark'));
}

test('closing a dialog puts focus back on the button or menu that opened it', async ({
  page,
  request,
}, testInfo) => {
  const run = runId(testInfo);
  const author = await registerMember(request, testInfo, `F${run}`);
  const me = await registerMember(request, testInfo, `G${run}`);
  const postId = await newPost(request, author, `포커스 ${run}`);
  await useMemberSession(page, me);

  // A confirmation opened from a button.
  await page.goto('/profile');
  const remove = page.getByRole('button', { name: '회원 탈퇴' });
  await remove.click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(confirm).toBeHidden();
  await expect(remove).toBeFocused();

  // A dialog opened through the modal store.
  const rename = page.getByRole('button', { name: '닉네임 변경' });
  await rename.click();
  const dialog = page.getByRole('dialog', { name: '닉네임 변경' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: '닫기' }).click();
  await expect(dialog).toBeHidden();
  await expect(rename).toBeFocused();

  // A dialog opened from a menu item: focus goes back to the menu's button.
  await page.goto(`/post/${postId}`);
  const more = page.getByRole('button', { name: '더보기' }).first();
  await more.click();
  await page.getByRole('button', { name: '신고하기' }).click();
  const report = page.getByRole('dialog');
  await expect(report).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(report).toBeHidden();
  await expect(more).toBeFocused();
});

test('the nickname entry is named like the dialog it opens, and the sign-up dialog names it', async ({
  page,
  request,
}, testInfo) => {
  const response = await request.post('/api/auth/register', {
    data: {
      email: `e2e-nonick-${Date.now()}-${testInfo.project.name}@example.com`,
      password: 'e2e-password-1',
    },
  });
  expect(response.status()).toBe(201);
  const member = (await response.json()) as Member;
  await useMemberSession(page, member);

  await page.goto('/profile');
  const first = page.getByRole('dialog', { name: '닉네임 설정' });
  await expect(first).toBeVisible();
  await expect(first).toContainText('마이페이지의 ‘닉네임 설정’');
  await first.getByRole('button', { name: '나중에' }).click();
  await expect(first).toBeHidden();

  const entry = page.getByRole('group', { name: '계정 관리' }).getByRole('button', {
    name: '닉네임 설정',
  });
  await expect(entry).toBeVisible();
  await entry.click();
  await expect(page.getByRole('dialog', { name: '닉네임 설정' })).toBeVisible();
});

test('the AI search limit is said once, with the count beside the input', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(90_000);
  const member = await registerMember(request, testInfo, `L${runId(testInfo)}`);
  for (let i = 0; i < 10; i++) {
    const res = await request.get('/api/fundmanager/ai-search?query=삼성전자', {
      headers: auth(member),
    });
    expect(res.ok()).toBe(true);
  }
  await useMemberSession(page, member);
  await page.goto('/fundmanager');
  await expect(page.getByTestId('ai-limit-banner')).toContainText(
    '오늘의 검색 한도에 도달했습니다.',
  );
  await expect(page.getByTestId('ai-remaining')).toContainText('오늘 남은 검색 0/10회');
  await expect(page.getByText('오늘의 검색 한도에 도달했습니다.')).toHaveCount(1);
  await shoot(page, 'ai-limit', testInfo.project.name);
});

test('the operator log names the post and the member it acted on', async ({
  page,
  request,
}, testInfo) => {
  const run = runId(testInfo);
  const operator = await signInOperator(request);
  const author = await registerMember(request, testInfo, `O${run}`);
  const title = `운영 기록 제목 ${run}`;
  const postId = await newPost(request, author, title);
  expect(
    (
      await request.delete(
        `/api/admin/posts/${postId}?reason=${encodeURIComponent(`정리 ${run}`)}`,
        {
          headers: auth(operator),
        },
      )
    ).status(),
  ).toBe(200);

  await useMemberSession(page, operator);
  await page.goto('/admin');
  await page.getByRole('tab', { name: '운영 기록' }).click();
  const entry = page.getByRole('listitem').filter({ hasText: `정리 ${run}` });
  await expect(entry.getByText('게시글 삭제')).toBeVisible();
  await expect(entry.getByRole('link', { name: `게시글 ‘${title}’` })).toHaveAttribute(
    'href',
    `/post/${postId}`,
  );
  await shoot(page, 'admin-log', testInfo.project.name);
});
