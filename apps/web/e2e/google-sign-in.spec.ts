import { expect, type Page, test } from '@playwright/test';
import { googleSiteURL } from '../playwright.config';

// The second site of playwright.config.ts signs in with a local OpenID provider in place of
// Google: the real authorization-code + PKCE + nonce flow, through the 600×700 popup.
test.use({ baseURL: googleSiteURL });

/**
 * Until the popup has closed. A popup that signs in at once (the provider remembers the account)
 * may close before a 'close' listener is attached; waiting for the event then never ends.
 */
async function closed(popup: Page) {
  if (!popup.isClosed()) await popup.waitForEvent('close');
}

/**
 * A first sign-in shows the agreements in the popup before the account is made: ticks the three
 * required ones and sends them. A popup that signs a known member in closes without them.
 */
async function agreeIfAsked(popup: Page) {
  const asked = await popup
    .getByRole('heading', { name: '회원가입' })
    .waitFor()
    .then(
      () => true,
      () => false,
    );
  if (asked) {
    await expect(popup.getByRole('link', { name: '보기' }).first()).toHaveAttribute(
      'href',
      '/termsofservice',
    );
    await popup.getByLabel('[필수] 이용약관에 동의합니다').check();
    await popup.getByLabel('[필수] 개인정보 수집·이용에 동의합니다').check();
    await popup.getByLabel('[필수] 만 14세 이상입니다').check();
    await popup.getByRole('button', { name: '동의하고 가입하기' }).click();
  }
  await closed(popup);
}

test('signs in with Google through the popup, sets a nickname, and comes back as the same member', async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'one run of the provider flow is enough');
  let nickname = `G${Date.now().toString(36).slice(-6)}`;

  await page.goto('/home');
  await page.getByRole('banner').getByRole('button', { name: '로그인' }).click();
  const login = page.getByRole('dialog', { name: '로그인' });
  const popupOpened = page.waitForEvent('popup');
  await login.getByRole('button', { name: 'Google 계정으로 로그인' }).click();
  await agreeIfAsked(await popupOpened);

  // A first sign-in: the nickname modal asks for a name. The provider has one account, so a
  // retry after a slow first attempt may find the name that attempt already gave it.
  const modal = page.getByRole('dialog', { name: '닉네임 설정' });
  const named = page.getByRole('button', { name: / 계정 메뉴$/ });
  await expect(modal.or(named)).toBeVisible();
  if (testInfo.retry > 0 && !(await modal.isVisible())) {
    nickname = (await named.textContent())?.trim() || nickname;
  } else {
    await expect(modal).toBeVisible();
    await modal.getByRole('textbox', { name: '닉네임' }).fill(nickname);
    await modal.getByRole('button', { name: '중복 확인' }).click();
    await expect(modal.getByText('사용 가능한 닉네임입니다.')).toBeVisible();
    await modal.getByRole('button', { name: '저장' }).click();
    await expect(modal).toBeHidden();
  }
  const menu = page.getByRole('button', { name: `${nickname} 계정 메뉴` });
  await expect(menu).toBeVisible();
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const me = await page.request.get('/api/users/me', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(await me.json()).toMatchObject({ email: 'e2e.google@example.com', nickname });

  // Sign out and in again: the provider links to the same member, no nickname modal this time.
  await menu.click();
  await page.getByRole('button', { name: '로그아웃' }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: '로그인' })).toBeVisible();
  await page.getByRole('banner').getByRole('button', { name: '로그인' }).click();
  const again = page.waitForEvent('popup');
  await page
    .getByRole('dialog', { name: '로그인' })
    .getByRole('button', { name: 'Google 계정으로 로그인' })
    .click();
  await closed(await again);
  await expect(page.getByRole('button', { name: `${nickname} 계정 메뉴` })).toBeVisible();
  await expect(page.getByRole('dialog', { name: '닉네임 설정' })).toBeHidden();
});
