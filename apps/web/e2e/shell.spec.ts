import { expect, type Page, test } from '@playwright/test';

const builtInBoards = ['멸공 게시판', '투자 게시판', '자유 게시판'];

/** On phones the side navigation lives in the menu behind the hamburger button. */
async function openNavigation(page: Page, isMobile: boolean) {
  if (!isMobile) return page.getByRole('navigation', { name: '주 메뉴' });
  await page.getByRole('button', { name: '메뉴 열기' }).click();
  return page.getByRole('dialog', { name: '메뉴' });
}

test('app shell journey: boards, navigation, dark mode, ad inquiry', async ({ page, isMobile }) => {
  const cspViolations: string[] = [];
  page.on('console', (message) => {
    if (
      message.type() === 'error' &&
      /Content Security Policy/.test(message.text()) &&
      /script/i.test(message.text())
    ) {
      cspViolations.push(message.text());
    }
  });

  await page.goto('/home');
  await expect(
    page.getByRole('heading', { level: 1, name: /에 오신 것을 환영합니다/ }),
  ).toBeVisible();
  await expect(
    page
      .getByRole('region', { name: '게시판 둘러보기' })
      .getByRole('link', { name: /투자 게시판/ }),
  ).toBeVisible();

  const bottomBar = page.getByRole('navigation', { name: '하단 메뉴' });
  if (isMobile) await expect(bottomBar).toBeVisible();
  else await expect(bottomBar).toBeHidden();

  // The three built-in boards, in the side navigation or the phone menu.
  const nav = await openNavigation(page, isMobile);
  for (const name of builtInBoards) await expect(nav.getByRole('link', { name })).toBeVisible();
  if (isMobile) {
    await page.keyboard.press('Escape');
    await expect(nav).toBeHidden();
  }

  // Navigate to another page.
  if (isMobile) await bottomBar.getByRole('link', { name: '인기' }).click();
  else await nav.getByRole('link', { name: '인기' }).click();
  await expect(page).toHaveURL(/\/popular$/);
  await expect(page.getByRole('heading', { level: 1, name: '인기 게시글' })).toBeVisible();
  await page.getByRole('button', { name: '월간' }).click();
  await expect(page).toHaveURL(/\/popular\?timeRange=month$/);
  await expect(page.getByRole('button', { name: '월간' })).toHaveAttribute('aria-pressed', 'true');

  // A board page with its header from the server.
  const boardNav = await openNavigation(page, isMobile);
  await boardNav.getByRole('link', { name: '자유 게시판' }).click();
  await expect(page).toHaveURL(/\/boards\/free$/);
  await expect(page.getByRole('heading', { level: 1, name: '자유 게시판' })).toBeVisible();

  // Dark mode, kept across a reload.
  await expect(page.locator('html')).not.toHaveClass(/dark/);
  const themeNav = await openNavigation(page, isMobile);
  const themeSwitch = themeNav.getByRole('switch', { name: '다크 모드' });
  await themeSwitch.click();
  await expect(themeSwitch).toHaveAttribute('aria-checked', 'true');
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  if (isMobile) await page.keyboard.press('Escape');
  await page.reload();
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  expect(await page.evaluate(() => localStorage.getItem('darkMode'))).toBe('true');

  // Ad inquiry: empty submit shows the Korean messages; Escape closes it.
  if (isMobile) {
    const menu = await openNavigation(page, true);
    await menu.getByRole('button', { name: '광고 문의' }).click();
  } else {
    await page.getByRole('banner').getByRole('button', { name: '광고 문의' }).click();
  }
  const inquiry = page.getByRole('dialog', { name: '광고 문의' });
  await expect(inquiry).toBeVisible();
  await expect(inquiry.getByRole('textbox', { name: /문의 내용/ })).toHaveAttribute(
    'placeholder',
    /광고 유형.*예산.*기간/,
  );
  await inquiry.getByRole('button', { name: '메일 작성하기' }).click();
  await expect(inquiry.getByText('담당자 이름을 입력해주세요.')).toBeVisible();
  await expect(inquiry.getByText('연락처를 입력해주세요.')).toBeVisible();
  await expect(inquiry.getByText('문의 내용을 입력해주세요.')).toBeVisible();
  await expect(inquiry.getByRole('textbox', { name: /담당자 이름/ })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(inquiry).toBeHidden();

  expect(cspViolations).toEqual([]);
});

test('search box opens the results page and clears itself', async ({ page }) => {
  await page.goto('/home');
  const search = page.getByRole('searchbox', { name: '게시글 검색' });
  await search.fill('   ');
  await search.press('Enter');
  await expect(page).toHaveURL(/\/home$/);
  await search.fill('  삼성전자 ');
  await search.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=%EC%82%BC%EC%84%B1%EC%A0%84%EC%9E%90$/);
  await expect(page.getByRole('heading', { level: 1, name: '‘삼성전자’ 검색 결과' })).toBeVisible();
  await expect(search).toHaveValue('');
});

test('writing without signing in opens the login modal on the start page', async ({ page }) => {
  await page.goto('/submit');
  await expect(page).toHaveURL(/\/$/);
  const login = page.getByRole('dialog', { name: '로그인' });
  await expect(login).toBeVisible();
  await expect(login.getByText('이메일 계정과 프로필 사진만 수집합니다')).toBeVisible();
  await expect(login.getByRole('link', { name: '이용약관' })).toHaveAttribute(
    'href',
    '/termsofservice',
  );
  await expect(login.getByRole('link', { name: '개인정보처리방침' })).toHaveAttribute(
    'href',
    '/privacy',
  );
});

test('a token in the address is stored and removed from it', async ({
  page,
  request,
}, testInfo) => {
  const registered = await request.post('/api/auth/register', {
    data: {
      email: `e2e-address-${Date.now()}-${testInfo.project.name}@example.com`,
      password: 'e2e-password-1',
    },
  });
  const { token } = (await registered.json()) as { token: string };
  await page.goto(`/home?token=${encodeURIComponent(token)}&isFirstLogin=true`);
  await expect(page).toHaveURL(/\/home$/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBe(token);
  expect(await page.evaluate(() => sessionStorage.getItem('isFirstLogin'))).toBe('true');
  // The stored token signs the visitor in, and the first-login flag offers the nickname modal.
  await expect(page.getByRole('dialog', { name: '닉네임 설정' })).toBeVisible();
});

test('a rejected stored token signs out', async ({ page }) => {
  await page.goto('/home?token=e2e.invalid.token');
  await expect(page.getByRole('banner').getByRole('button', { name: '로그인' })).toBeVisible();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});

test('unknown pages and boards answer in Korean', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(
    page.getByRole('heading', { level: 1, name: '페이지를 찾을 수 없습니다' }),
  ).toBeVisible();
  await page.goto('/boards/no-such-board');
  await expect(page.getByText('요청한 게시판을 찾을 수 없습니다.')).toBeVisible();
  await expect(page.getByRole('button', { name: '다시 시도' })).toBeVisible();
  await page.goto('/TermsOfService');
  await expect(page.getByRole('heading', { level: 1, name: '이용약관' })).toBeVisible();
});
