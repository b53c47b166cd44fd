import { expect, type Page, test } from '@playwright/test';
import { registerMember, runId, useMemberSession } from './support/members';

// Issue 25 point 10: every word the interface shows is Korean. Scans every main route, light and
// dark, signed in, for English interface words in visible text and in the labels people and
// screen readers meet (placeholder, aria-label, title, alt). Names and code are left alone: what
// members wrote (titles, posts, comments, nicknames), stock names, code blocks and the words the
// product keeps in English on purpose (AI, KOSPI, KOSDAQ, N/A for a missing price, PER/PBR).

/** English words an untranslated interface shows: labels, buttons, states, times. */
const ENGLISH_UI =
  /\b(loading|error|retry|try again|submit|cancel|log ?in|log ?out|sign ?in|sign ?up|sign ?out|settings|profile|delete|edit|save|close|next|previous|back|menu|share|like[sd]?|reply|replies|comments?|posts?|boards?|failed|something went wrong|not found|unknown|user|dark mode|light mode|write|view|more|show|hide|send|search|home|popular|today|yesterday|ago|AM|PM|undefined|null|NaN|\[object Object\])\b/i;

/** Where members' words, names and code are shown: not interface text. */
const CONTENT = [
  'article h1',
  '[data-comment-id] p',
  'code',
  'pre',
  '[translate="no"]',
  'a[href^="/post/"]',
  'a[href^="/user/"]',
  'a[href^="/profile/"]',
  'time',
  'input[type="search"]',
].join(',');

async function englishOn(page: Page): Promise<string[]> {
  return page.evaluate(
    ({ pattern, content }) => {
      const re = new RegExp(pattern, 'i');
      const found: string[] = [];
      const visible = (el: Element) => {
        const box = (el as HTMLElement).getBoundingClientRect?.();
        const style = getComputedStyle(el);
        return (
          box &&
          box.width > 0 &&
          box.height > 0 &&
          style.visibility !== 'hidden' &&
          style.display !== 'none'
        );
      };
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement;
        const text = node.textContent?.trim() ?? '';
        if (!parent || !text || parent.closest(content) || parent.closest('script,style,noscript'))
          continue;
        if (!visible(parent)) continue;
        if (re.test(text)) found.push(`text: ${text}`);
      }
      for (const el of document.body.querySelectorAll(
        '[placeholder],[aria-label],[title],img[alt]',
      )) {
        if (el.closest(content) || !visible(el)) continue;
        for (const name of ['placeholder', 'aria-label', 'title', 'alt']) {
          const value = el.getAttribute(name);
          if (value && re.test(value)) found.push(`${name}: ${value}`);
        }
      }
      return found;
    },
    { pattern: ENGLISH_UI.source, content: CONTENT },
  );
}

// One theme per project (the words do not change with the theme): light at 1280 px, dark at
// 375 px, so both themes and both widths are read once (docs/testing.md 'Which journeys run where').
test('every main route speaks Korean (light at 1280 px, dark at 375 px)', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(180_000);
  const dark = testInfo.project.name === 'mobile';
  const member = await registerMember(request, testInfo, `K${runId(testInfo)}`);
  const created = await request.post('/api/posts', {
    headers: { Authorization: `Bearer ${member.token}` },
    data: { title: '한국어 화면 점검', content: '본문입니다.', type: 'TEXT', boardName: 'free' },
  });
  expect(created.status()).toBe(201);
  const postId = ((await created.json()) as { id: number }).id;
  await page.addInitScript((on) => localStorage.setItem('darkMode', String(on)), dark);
  await useMemberSession(page, member);

  const routes = [
    '/home',
    '/all',
    '/popular',
    '/boards',
    '/boards/free',
    `/post/${postId}`,
    '/submit?boardName=free',
    '/profile',
    `/user/${member.user.id}`,
    '/search?query=한국어',
    '/stock',
    '/influencer',
    '/fundmanager',
    '/about',
    '/contact',
    '/termsofservice',
    '/privacy',
    '/post/1.5',
    '/no-such-page',
  ];
  const problems: string[] = [];
  for (const route of routes) {
    await page.goto(route);
    await expect(page.locator('main')).toBeVisible();
    // Let lazy chunks and first data settle.
    await page.waitForLoadState('networkidle', { timeout: 3000 }).catch(() => undefined);
    for (const found of await englishOn(page)) problems.push(`${route} → ${found}`);
  }

  // A page whose code cannot be fetched (a lazy chunk that fails) still speaks Korean.
  await page.goto('/home');
  await page.route(/\/assets\/privacy[^/]*\.js$/, (route) => route.abort());
  await page.evaluate(() => {
    history.pushState({}, '', '/privacy');
    dispatchEvent(new PopStateEvent('popstate'));
  });
  // The failed chunk is retried, the page reloads once (lib/lazy-with-retry.ts), fails again
  // and then shows the error screen: wait for that screen, not for the page before the reload.
  await expect(page.getByRole('alert').filter({ has: page.locator('h1') })).toBeVisible({
    timeout: 20_000,
  });
  for (const found of await englishOn(page)) problems.push(`/privacy (chunk failed) → ${found}`);

  // The scan itself finds English when there is some.
  await page.evaluate(() => {
    const probe = document.createElement('p');
    probe.textContent = 'Loading...';
    probe.id = 'english-probe';
    document.querySelector('main')!.append(probe);
  });
  expect(await englishOn(page)).toContain('text: Loading...');

  expect(problems, problems.join('\n')).toEqual([]);
});
