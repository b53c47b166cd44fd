import { expect, type Page, test } from '@playwright/test';
import { registerMember, runId, useMemberSession } from './support/members';
import { loadHandlersRan } from './support/settle';

// Stored XSS, proven in a real browser: posts and comments carry payloads that would set
// window.__xss (or open a dialog) if any of them ran, and every page that shows user content is
// visited. The check is twofold: nothing ran, and the Content-Security-Policy never had to block a
// script either (a blocked inline script would mean the payload reached the DOM as markup).

/** Payloads; each would set window.__xss = true (or call alert) if the browser ran it. */
const payloads = [
  '<script>window.__xss=true</script>',
  '<img src=x onerror="window.__xss=true">',
  '<img src="/favicon.svg"><script>window.__xss=true</script>',
  '<figure><img src=x:x onerror=window.__xss=true><figcaption>그림</figcaption></figure>',
  '<svg onload="window.__xss=true"></svg>',
  '<svg><script>window.__xss=true</script></svg>',
  '<img src=x><a href="javascript:window.__xss=true">링크</a>',
  '<img src=x><a href="jav&#x09;ascript:window.__xss=true">탭 링크</a>',
  '<img src=x><iframe srcdoc="<script>parent.__xss=true</script>"></iframe>',
  '<iframe src="javascript:top.__xss=true"></iframe>',
  '<iframe src="https://www.youtube.com/embed/aaaaaaaaaaa" onload="window.__xss=true"></iframe>',
  '<img src=x><div style="background:url(javascript:window.__xss=true)">스타일</div>',
  '<img src=x><style>img{background:url("javascript:window.__xss=true")}</style>',
  '<img src=x style="x:expression(window.__xss=true)">',
  '&lt;img src=x onerror=window.__xss=true&gt;',
  '<img src=x onerror=&#119;indow.__xss=true>',
  '<<script>script>window.__xss=true<</script>/script>',
  '<math><mtext><table><mglyph><style><img src=x onerror=window.__xss=true>',
  '<img src="data:text/html,<script>parent.__xss=true</script>">',
  '<img src=x><object data="javascript:window.__xss=true"></object><embed src="javascript:window.__xss=true">',
  '<img src=x><base href="javascript:window.__xss=true//">',
  '<img src=x><meta http-equiv="refresh" content="0;url=javascript:window.__xss=true">',
  '<img src=x><form action="javascript:window.__xss=true"><button>보내기</button></form>',
  '"><img src=x onerror=alert(1)>',
  "'-alert(1)-'",
  '<img src=x onerror=alert(document.domain)>',
  '<details open ontoggle="window.__xss=true">',
  '<noscript><p title="</noscript><img src=x onerror=window.__xss=true>">',
];

interface Watch {
  dialogs: string[];
}

/** Collects dialogs and CSP violations from the page and its frames. */
async function watch(page: Page): Promise<Watch> {
  const seen: Watch = { dialogs: [] };
  page.on('dialog', (dialog) => {
    seen.dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.addInitScript(() => {
    const w = window as unknown as { __cspScriptViolations: string[] };
    w.__cspScriptViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      if (event.effectiveDirective.startsWith('script-src')) {
        w.__cspScriptViolations.push(`${event.effectiveDirective} ${event.sample}`);
      }
    });
  });
  return seen;
}

async function expectNothingRan(page: Page, seen: Watch, where: string) {
  // Give onerror/onload handlers and frames their chance to fire.
  await loadHandlersRan(page);
  const state = await page.evaluate(() => {
    const w = window as unknown as { __xss?: unknown; __cspScriptViolations: string[] };
    return {
      xss: w.__xss,
      violations: w.__cspScriptViolations,
      javascriptLinks: [...document.querySelectorAll('[href], [src], [action], [srcdoc]')]
        .filter(
          (el) =>
            ['href', 'src', 'action', 'formaction'].some((name) =>
              /^\s*(javascript|vbscript|data:text)/i.test(el.getAttribute(name) ?? ''),
            ) || el.hasAttribute('srcdoc'),
        )
        .map((el) => el.outerHTML.slice(0, 120)),
      handlers: [...document.querySelectorAll('body *')]
        .filter((el) => [...el.attributes].some((a) => a.name.startsWith('on')))
        .map((el) => el.outerHTML.slice(0, 120)),
    };
  });
  expect(state.xss, `${where}: a payload ran`).toBeUndefined();
  expect(seen.dialogs, `${where}: a dialog opened`).toEqual([]);
  expect(state.violations, `${where}: CSP had to block a script`).toEqual([]);
  expect(state.javascriptLinks, `${where}: script URLs in the page`).toEqual([]);
  expect(state.handlers, `${where}: event handler attributes in the page`).toEqual([]);
}

test('stored XSS payloads never run on any page that shows user content', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(240_000);
  const run = runId(testInfo);
  const author = await registerMember(request, testInfo, `X${run}`);
  const auth = { Authorization: `Bearer ${author.token}` };

  // Nicknames allow only Hangul, letters, digits and _ (SPEC.md §5): a payload is refused.
  for (const nickname of ['<img src=x onerror=alert(1)>', '<script>', '"><svg onload=alert(1)>']) {
    const refused = await request.put('/api/users/nickname', { headers: auth, data: { nickname } });
    expect(refused.status()).toBe(400);
  }
  // A link post with a javascript: URL is refused too.
  const badLink = await request.post('/api/posts', {
    headers: auth,
    data: { title: `XSS 링크 ${run}`, type: 'LINK', url: 'javascript:alert(1)', boardName: 'free' },
  });
  expect(badLink.status()).toBe(400);

  const postIds: number[] = [];
  for (const [i, payload] of payloads.entries()) {
    const created = await request.post('/api/posts', {
      headers: auth,
      data: {
        title: `XSS ${run} ${i} ${payload}`,
        content: `${payload}\n본문 ${i}`,
        boardName: 'free',
      },
    });
    expect(created.status(), payload).toBe(201);
    const { id } = (await created.json()) as { id: number };
    postIds.push(id);
    const comment = await request.post('/api/comments', {
      headers: auth,
      data: { postId: id, content: payload },
    });
    expect(comment.status(), payload).toBe(201);
    const { id: commentId } = (await comment.json()) as { id: number };
    const reply = await request.post('/api/comments', {
      headers: auth,
      data: { postId: id, parentId: commentId, content: `답글 ${payload}` },
    });
    expect(reply.status(), payload).toBe(201);
    // A like puts the post on /popular.
    expect((await request.post(`/api/like/post/${id}?status=1`, { headers: auth })).status()).toBe(
      200,
    );
  }

  const seen = await watch(page);
  await useMemberSession(page, author);

  // Pages that must show the payload posts (today's popular: the demo posts have more likes),
  // then pages that may or may not, visited all the same.
  const lists = [
    '/boards/free',
    '/boards/all',
    '/all',
    '/popular?timeRange=today',
    `/search?q=${encodeURIComponent(`XSS ${run}`)}`,
    `/user/${author.user.id}`,
    `/profile/${author.user.id}`,
  ];
  for (const path of [...lists, '/popular', '/home']) {
    await page.goto(path);
    if (lists.includes(path)) {
      await expect(page.getByText(`XSS ${run}`, { exact: false }).first()).toBeVisible();
    } else {
      await expect(page.getByRole('main')).toBeVisible();
    }
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expectNothingRan(page, seen, path);
  }

  // The profile's comments tab shows the comments' text.
  await page.goto(`/user/${author.user.id}`);
  await page.getByRole('tab', { name: '댓글' }).click();
  await expect(
    page.getByRole('tabpanel').getByText('답글', { exact: false }).first(),
  ).toBeVisible();
  await expectNothingRan(page, seen, 'profile comments');

  // Every post page: title, content, comments and replies.
  for (const [i, id] of postIds.entries()) {
    await page.goto(`/post/${id}`);
    await expect(page.getByRole('heading', { name: new RegExp(`XSS ${run} ${i} `) })).toBeVisible();
    await expect(page.getByText(`답글 `, { exact: false }).first()).toBeVisible();
    await expectNothingRan(page, seen, `/post/${id} (${payloads[i]})`);
  }
});
