import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, expect, type Page, test, type TestInfo } from '@playwright/test';
import {
  type Member,
  newComment,
  newPost,
  registerMember,
  runId,
  useMemberSession,
} from './support/members';
import { transitionsDone } from './support/settle';

/**
 * DESIGN.md 'Budgets' and 'Look and feel': axe-core on every main page, in both themes (every rule
 * in light, the colour rules in dark), at 1280 px, and at 375 px on the pages whose phone layout
 * differs; a serious or critical violation fails the test.
 */

interface DemoIds {
  postId: number;
  authorId: number;
}

interface PageCase {
  name: string;
  /** The path to open; a function when it needs ids from the demo content. */
  path: string | ((ids: DemoIds) => string);
  signedIn?: boolean;
  /** What the signed-in member's page should hold (written through the API first). */
  seed?: (request: APIRequestContext, member: Member, testInfo: TestInfo) => Promise<void>;
  /** What to do on the page before the scan (open a dialog, …). */
  prepare?: (page: Page) => Promise<void>;
  /** Scanned at 375 px too: its phone layout differs (menus, bars, dialogs as sheets). */
  phone?: boolean;
}

// One line per page: add a page here and it is scanned in both themes at 1280 px; `phone` scans it
// at 375 px too.
const pages: PageCase[] = [
  { name: 'influencer (start page)', path: '/' },
  { name: 'home', path: '/home', phone: true },
  { name: 'boards', path: '/boards' },
  { name: 'all boards', path: '/boards/all' },
  { name: 'free board', path: '/boards/free' },
  { name: 'popular', path: '/popular' },
  { name: 'post', path: ({ postId }) => `/post/${postId}`, phone: true },
  { name: 'search', path: `/search?q=${encodeURIComponent('주식')}` },
  { name: 'profile', path: '/profile', signedIn: true },
  { name: 'user', path: ({ authorId }) => `/user/${authorId}` },
  { name: 'stock', path: '/stock' },
  { name: 'stock talk', path: '/stock/005930', phone: true },
  { name: 'watch list tab', path: '/stock?tab=watch', signedIn: true },
  { name: 'best', path: '/best' },
  { name: 'not found', path: '/no-such-page' },
  { name: 'fund manager', path: '/fundmanager' },
  { name: 'submit', path: '/submit', signedIn: true },
  { name: 'about', path: '/about' },
  { name: 'terms', path: '/termsofservice' },
  { name: 'privacy', path: '/privacy' },
  { name: 'contact', path: '/contact' },
  { name: 'login modal', path: '/home', prepare: openLoginModal, phone: true },
  { name: 'notifications', path: '/notifications', signedIn: true, seed: replyToMember },
  {
    name: 'notification dropdown',
    path: '/home',
    signedIn: true,
    seed: replyToMember,
    prepare: openNotifications,
  },
];

/** Another member comments on the member's post and mentions them: unread notifications. */
async function replyToMember(request: APIRequestContext, member: Member, testInfo: TestInfo) {
  const other = await registerMember(request, testInfo, `ay${runId(testInfo)}`);
  const postId = await newPost(request, member, '알림 접근성 시험 글');
  await newComment(request, other, postId, '좋은 글이네요');
  await newComment(request, other, postId, `@${member.user.nickname} 확인해 주세요`);
}

async function openNotifications(page: Page) {
  await page.getByRole('button', { name: /^알림/ }).first().click();
  await expect(page.getByRole('region', { name: '알림' })).toBeVisible();
}

async function openLoginModal(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: '로그인' }).click();
  await expect(page.getByRole('dialog', { name: '로그인' })).toBeVisible();
}

async function demoIds(request: APIRequestContext): Promise<DemoIds> {
  const response = await request.get('/api/posts?sort=new&size=1');
  expect(response.ok()).toBe(true);
  const post = ((await response.json()) as { content: { id: number; authorId: number }[] })
    .content[0];
  if (!post) throw new Error('the e2e server has no demo posts');
  return { postId: post.id, authorId: post.authorId };
}

/** Waits for the page's data: no request in flight for a moment, skeletons gone. */
async function settle(page: Page) {
  await page.locator('main').first().waitFor();
  await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => undefined);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
  // Let entrance transitions finish: axe measures colours as they are painted.
  await transitionsDone(page);
}

/**
 * The rules whose answer depends on the colours painted: the dark theme is the `dark` class on
 * <html> (setDark), which changes colours and nothing else in the document, so the dark scan runs
 * these alone. A full scan of a long page was 5-6 s of CPU on the 2-core CI machine, the colour
 * rules under half of it (docs/testing.md 'Which journeys run where').
 */
const colourRules = ['color-contrast', 'link-in-text-block'];

/**
 * The serious and critical violations on the page as it is painted now, one line each: every rule
 * of the tags, or only the colour rules (`colours`).
 */
async function scan(
  page: Page,
  testInfo: TestInfo,
  label: string,
  { colours = false } = {},
): Promise<string[]> {
  const builder = new AxeBuilder({ page });
  const results = await (
    colours
      ? builder.withRules(colourRules)
      : builder.withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
  ).analyze();
  await testInfo.attach(`axe-${label}.json`, {
    body: JSON.stringify(results.violations, null, 2),
    contentType: 'application/json',
  });
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `[${label}] ${v.impact} ${v.id}: ${v.help}\n${v.nodes
          .slice(0, 5)
          .map((n) => `    ${n.target.join(' ')}\n      ${n.failureSummary?.split('\n').join(' ')}`)
          .join('\n')}`,
    );
}

/** What lib/theme.ts does on a toggle: the `dark` class on <html> (and the stored flag). */
async function setDark(page: Page, dark: boolean) {
  await page.evaluate((on) => {
    localStorage.setItem('darkMode', String(on));
    document.documentElement.classList.toggle('dark', on);
  }, dark);
  // Colour transitions (buttons, links) finish before axe measures contrast.
  await transitionsDone(page);
}

// A page load, its data and two full axe scans take a while on a busy 2-core machine.
test.describe.configure({ timeout: 120_000 });

for (const pageCase of pages) {
  // @wide: left out at 375 px (the mobile project's grepInvert in playwright.config.ts).
  const tag = pageCase.phone ? [] : ['@wide'];
  test(
    `${pageCase.name}: no serious accessibility violations, light and dark`,
    { tag },
    async ({ page, request }, testInfo) => {
      if (pageCase.signedIn) {
        const member = await registerMember(request, testInfo, `ax${runId(testInfo)}`);
        await useMemberSession(page, member);
        await pageCase.seed?.(request, member, testInfo);
      }
      const path =
        typeof pageCase.path === 'string' ? pageCase.path : pageCase.path(await demoIds(request));
      await page.goto(path);
      await settle(page);
      await pageCase.prepare?.(page);
      await setDark(page, false);
      const violations = await scan(page, testInfo, 'light');
      await setDark(page, true);
      // The dark theme changes only colours (setDark): its scan is the colour rules'.
      violations.push(...(await scan(page, testInfo, 'dark', { colours: true })));
      expect(violations, violations.join('\n')).toEqual([]);
    },
  );
}
