import { type APIRequestContext, expect, type Page, test, type TestInfo } from '@playwright/test';

const PASSWORD = 'e2e-password-1';

/** Unique per run and project, and short enough for a nickname (2–10 characters). */
function uniqueIds(testInfo: TestInfo) {
  const run = `${Date.now().toString(36).slice(-5)}${testInfo.project.name[0]}`;
  return {
    email: `e2e-${Date.now()}-${testInfo.project.name}@example.com`,
    run,
  };
}

/** A second member who already holds `nickname`, made through the API. */
async function registerWithNickname(request: APIRequestContext, email: string, nickname: string) {
  const registered = await request.post('/api/auth/register', {
    data: { email, password: PASSWORD },
  });
  expect(registered.status()).toBe(201);
  const { token } = (await registered.json()) as { token: string };
  const named = await request.put('/api/users/nickname', {
    data: { nickname },
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(named.ok()).toBe(true);
}

async function openLogin(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: '로그인' }).click();
  const dialog = page.getByRole('dialog', { name: '로그인' });
  await expect(dialog).toBeVisible();
  return dialog;
}

test('e-mail sign-up, nickname modal, profile, sign out and sign in again', async ({
  page,
  request,
}, testInfo) => {
  // A long journey: with the suite's two workers on a 2-core machine it passed 30 s in CI.
  test.setTimeout(90_000);
  const { email, run } = uniqueIds(testInfo);
  const taken = `T${run}`;
  const nickname = `N${run}`;
  await registerWithNickname(request, `e2e-other-${Date.now()}-${run}@example.com`, taken);

  // Sign up by e-mail through the login modal.
  await page.goto('/home');
  let login = await openLogin(page);
  await login.getByRole('button', { name: '이메일로 로그인' }).click();
  await login.getByRole('tab', { name: '회원가입' }).click();
  const signUp = page.getByRole('dialog', { name: '회원가입' });
  await signUp.getByRole('textbox', { name: /이메일/ }).fill('not-an-email');
  await signUp.getByLabel(/비밀번호/).fill('short');
  await signUp.getByRole('button', { name: '가입하기' }).click();
  await expect(signUp.getByText('올바른 이메일 주소를 입력해주세요.')).toBeVisible();
  await expect(signUp.getByText('비밀번호는 8자 이상이어야 합니다.')).toBeVisible();
  await signUp.getByRole('textbox', { name: /이메일/ }).fill(email);
  await signUp.getByLabel(/비밀번호/).fill(PASSWORD);
  await signUp.getByRole('button', { name: '가입하기' }).click();

  // The nickname modal opens by itself; each rule shows its message.
  const modal = page.getByRole('dialog', { name: '닉네임 설정' });
  await expect(modal).toBeVisible();
  await expect(signUp).toBeHidden();
  const input = modal.getByRole('textbox', { name: '닉네임' });
  const check = modal.getByRole('button', { name: '중복 확인' });
  const save = modal.getByRole('button', { name: '저장' });
  await expect(save).toBeDisabled();
  await input.fill('a');
  await expect(modal.getByText('닉네임은 2~10자 사이여야 합니다.')).toBeVisible();
  await expect(check).toBeDisabled();
  await input.fill('');
  await expect(modal.getByText('닉네임을 입력해주세요.')).toBeVisible();
  await input.fill(taken);
  await expect(modal.getByText('닉네임 중복 확인이 필요합니다.')).toBeVisible();
  await check.click();
  await expect(modal.getByText('이미 사용 중인 닉네임입니다.')).toBeVisible();
  await expect(save).toBeDisabled();
  await input.fill(nickname);
  await expect(modal.getByText('닉네임 중복 확인이 필요합니다.')).toBeVisible();
  await check.click();
  await expect(modal.getByText('사용 가능한 닉네임입니다.')).toBeVisible();
  await save.click();
  await expect(modal).toBeHidden();
  await expect(page.getByText('닉네임이 설정되었습니다.')).toBeVisible();

  // The top bar and the profile page show the nickname.
  const userMenu = page.getByRole('banner').getByRole('button', { name: `${nickname} 계정 메뉴` });
  await expect(userMenu).toBeVisible();
  if (!testInfo.project.use.isMobile) await expect(userMenu).toContainText(nickname);
  await userMenu.click();
  await page.getByRole('banner').getByRole('link', { name: '마이페이지' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('heading', { level: 1, name: nickname })).toBeVisible();
  await expect(page.getByRole('main').getByText(email)).toBeVisible();
  await expect(page.getByRole('tab', { name: '저장한 글' })).toBeVisible();
  await expect(page.getByText('작성한 글이 없습니다.')).toBeVisible();

  // Sign out from the profile; the like history stays.
  await page.evaluate(() => localStorage.setItem('likedComments', '{"1":1}'));
  await page.getByRole('button', { name: '로그아웃' }).click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('banner').getByRole('button', { name: '로그인' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  expect(await page.evaluate(() => localStorage.getItem('likedComments'))).toBe('{"1":1}');

  // Sign in again by e-mail: a wrong password first, then the right one.
  login = await openLogin(page);
  await login.getByRole('button', { name: '이메일로 로그인' }).click();
  await login.getByRole('textbox', { name: /이메일/ }).fill(email);
  await login.getByLabel(/비밀번호/).fill('wrong-password');
  await login.getByRole('button', { name: '로그인', exact: true }).click();
  await expect(login.getByRole('alert')).toHaveText('이메일 또는 비밀번호가 올바르지 않습니다.');
  await login.getByLabel(/비밀번호/).fill(PASSWORD);
  await login.getByRole('button', { name: '로그인', exact: true }).click();
  await expect(login).toBeHidden();
  await expect(userMenu).toBeVisible();
  await expect(page.getByRole('dialog')).toBeHidden();

  // The session survives a reload (cached user at once, refreshed from the server).
  await page.reload();
  await expect(userMenu).toBeVisible();
});

test('a visitor opening /submit gets the login modal on the start page', async ({ page }) => {
  await page.goto('/submit');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('dialog', { name: '로그인' })).toBeVisible();
});

test('a visitor opening /profile is asked to sign in', async ({ page }) => {
  await page.goto('/profile');
  await expect(page.getByRole('dialog', { name: '로그인' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByText('로그인하고 내 활동을 확인하세요.')).toBeVisible();
});

test("another member's profile by id and by nickname, without owner actions", async ({
  page,
  request,
}, testInfo) => {
  const { run } = uniqueIds(testInfo);
  const nickname = `P${run}`;
  await registerWithNickname(request, `e2e-profile-${Date.now()}-${run}@example.com`, nickname);
  const found = await request.get(`/users/nickname/${encodeURIComponent(nickname)}`, {
    headers: { Accept: 'application/json' },
  });
  const { id } = (await found.json()) as { id: number };

  await page.goto(`/profile/${nickname}`);
  await expect(page.getByRole('heading', { level: 1, name: nickname })).toBeVisible();
  await expect(page.getByRole('tab')).toHaveText(['게시글', '댓글', '예측 기록']);
  await expect(page.getByRole('button', { name: '회원 탈퇴' })).toHaveCount(0);
  await page.goto(`/user/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: nickname })).toBeVisible();
  await page.goto('/profile/999999999');
  await expect(page.getByText('사용자를 찾을 수 없습니다.')).toBeVisible();
});

test('sign-in through the provider popup (development sign-in page)', async ({
  page,
  request,
}, testInfo) => {
  const site = (await (await request.get('/api/site')).json()) as {
    devLogin: boolean;
    googleLogin: boolean;
  };
  test.skip(!site.devLogin || site.googleLogin, 'the server uses a real identity provider');
  const { run } = uniqueIds(testInfo);
  const email = `e2e-popup-${Date.now()}-${testInfo.project.name}@example.com`;
  const name = `G${run}`;

  await page.goto('/home');
  const login = await openLogin(page);
  const popupOpened = page.waitForEvent('popup');
  await login.getByRole('button', { name: '개발용 계정으로 로그인' }).click();
  const popup = await popupOpened;
  await expect(login.getByRole('button', { name: '로그인 중…' })).toBeDisabled();
  await popup.getByLabel('이메일').fill(email);
  await popup.getByLabel(/이름/).fill(name);
  // A new account: the agreements before it is made (marketing is optional and left unticked).
  await popup.getByLabel('[필수] 이용약관에 동의합니다').check();
  await popup.getByLabel('[필수] 개인정보 수집·이용에 동의합니다').check();
  await popup.getByLabel('[필수] 만 14세 이상입니다').check();
  await expect(popup.getByLabel(/\[선택\] .*마케팅/)).not.toBeChecked();
  const closed = popup.waitForEvent('close');
  await popup.getByRole('button', { name: '개발용 로그인' }).click();
  await closed;

  await expect(login).toBeHidden();
  // A first sign-in offers the nickname modal; the development page already suggested the name.
  const nicknameModal = page.getByRole('dialog', { name: /닉네임/ });
  await expect(nicknameModal).toBeVisible();
  await nicknameModal.getByRole('button', { name: /나중에|취소/ }).click();
  await expect(
    page.getByRole('banner').getByRole('button', { name: `${name} 계정 메뉴` }),
  ).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();
  expect(await page.evaluate(() => sessionStorage.getItem('isFirstLogin'))).toBe('true');
});

test('the owner changes the nickname and deletes the account from the profile', async ({
  page,
  request,
}, testInfo) => {
  // A long journey: with the suite's two workers on a 2-core machine it passed 30 s in CI.
  test.setTimeout(90_000);
  const { run } = uniqueIds(testInfo);
  const email = `e2e-owner-${Date.now()}-${testInfo.project.name}@example.com`;
  const registered = await request.post('/api/auth/register', {
    data: { email, password: PASSWORD, nickname: `O${run}` },
  });
  const { token } = (await registered.json()) as { token: string };

  await page.goto(`/profile?token=${encodeURIComponent(token)}`);
  await expect(page.getByRole('heading', { level: 1, name: `O${run}` })).toBeVisible();

  await page.getByRole('button', { name: '닉네임 변경' }).click();
  const modal = page.getByRole('dialog', { name: '닉네임 변경' });
  const input = modal.getByRole('textbox', { name: '닉네임' });
  await expect(input).toHaveValue(`O${run}`);
  await input.fill(`O${run}x`);
  await input.fill(`O${run}`);
  await expect(modal.getByText('현재 닉네임과 동일합니다.')).toBeVisible();
  await expect(modal.getByRole('button', { name: '저장' })).toBeDisabled();
  await input.fill(`R${run}`);
  await modal.getByRole('button', { name: '중복 확인' }).click();
  await expect(modal.getByText('사용 가능한 닉네임입니다.')).toBeVisible();
  await modal.getByRole('button', { name: '저장' }).click();
  await expect(modal).toBeHidden();
  await expect(page.getByText('닉네임이 변경되었습니다.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: `R${run}` })).toBeVisible();

  await page.getByRole('button', { name: '회원 탈퇴' }).click();
  const confirm = page.getByRole('alertdialog', { name: '회원 탈퇴' });
  await confirm.getByRole('button', { name: '취소' }).click();
  await expect(confirm).toBeHidden();
  await page.getByRole('button', { name: '회원 탈퇴' }).click();
  await confirm.getByRole('button', { name: '탈퇴하기' }).click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByText('회원 탈퇴가 완료되었습니다.')).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: '로그인' })).toBeVisible();
  const me = await request.get('/api/users/me', { headers: { Authorization: `Bearer ${token}` } });
  expect(me.status()).toBe(401);
});

test('the owner changes the password and signs out of every device from the profile', async ({
  page,
  request,
}, testInfo) => {
  const { email, run } = uniqueIds(testInfo);
  const registered = await request.post('/api/auth/register', {
    data: { email, password: PASSWORD, nickname: `S${run}` },
  });
  const { token } = (await registered.json()) as { token: string };
  // A second device, signed in with the same account.
  const other = await request.post('/api/auth/login', { data: { email, password: PASSWORD } });
  const otherToken = ((await other.json()) as { token: string }).token;
  const meWith = (t: string) =>
    request.get('/api/users/me', { headers: { Authorization: `Bearer ${t}` } });

  await page.goto(`/profile?token=${encodeURIComponent(token)}`);
  const security = page.getByRole('region', { name: '계정 보안' });
  await expect(security).toBeVisible();
  await expect(security.getByText('인증 전')).toBeVisible();

  await security.locator('#account-current-password').fill('not the password');
  await security.locator('#account-new-password').fill('e2e-password-2');
  await security.locator('#account-confirm-password').fill('e2e-password-3');
  await security.getByRole('button', { name: '비밀번호 저장' }).click();
  await expect(security.getByText('새 비밀번호가 서로 다릅니다.')).toBeVisible();
  await security.locator('#account-confirm-password').fill('e2e-password-2');
  await security.getByRole('button', { name: '비밀번호 저장' }).click();
  await expect(security.getByText('현재 비밀번호가 올바르지 않습니다.')).toBeVisible();
  await security.locator('#account-current-password').fill(PASSWORD);
  await security.getByRole('button', { name: '비밀번호 저장' }).click();
  await expect(page.getByText(/비밀번호가 변경되었습니다/)).toBeVisible();

  // The other device is signed out; this one goes on with its fresh token.
  expect((await meWith(otherToken)).status()).toBe(401);
  const fresh = await page.evaluate(() => localStorage.getItem('token'));
  expect(fresh).not.toBe(token);
  expect((await meWith(fresh!)).status()).toBe(200);

  await security.getByRole('button', { name: '모든 기기 로그인 해제' }).click();
  const confirm = page.getByRole('alertdialog', { name: '모든 기기 로그인 해제' });
  await confirm.getByRole('button', { name: '모두 해제' }).click();
  await expect(page.getByText('모든 기기에서 로그아웃되었습니다.')).toBeVisible();
  await expect(page).toHaveURL(/\/home$/);
  expect((await meWith(fresh!)).status()).toBe(401);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  const again = await request.post('/api/auth/login', {
    data: { email, password: 'e2e-password-2' },
  });
  expect(again.status()).toBe(200);
});
