import { type CDPSession, expect, type Page, test } from '@playwright/test';
import { launchOptions } from '../playwright.config';
import { newComment, newPost, registerMember, runId, useMemberSession } from './support/members';

/** Resolves once the page's STOMP client has subscribed to `topic` (any transport). */
function subscribed(page: Page, topic: string): Promise<void> {
  return new Promise((resolve) => {
    page.on('websocket', (socket) => {
      socket.on('framesent', (frame) => {
        const text = String(frame.payload);
        if (text.includes('SUBSCRIBE') && text.includes(topic)) resolve();
      });
    });
  });
}

// Playwright turns the back/forward cache off by default; this file is about it (and a page in it
// behaves like one in a browser as members have it).
test.use({
  launchOptions: { ...launchOptions, ignoreDefaultArgs: ['--disable-back-forward-cache'] },
});

test.describe('back/forward cache', () => {
  /** Why Chromium did not keep the page, for the failure message. */
  async function notCachedReasons(page: Page): Promise<{ cdp: CDPSession; reasons: string[] }> {
    const reasons: string[] = [];
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Page.enable');
    cdp.on('Page.backForwardCacheNotUsed', (event) => {
      for (const { reason } of event.notRestoredExplanations) reasons.push(reason);
    });
    return { cdp, reasons };
  }

  test('the main pages come back from the cache, and live data reconnects', async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(120_000);
    const run = runId(testInfo);
    const author = await registerMember(request, testInfo, `F${run}`.slice(0, 10));
    const postId = await newPost(request, author, `뒤로 가기 ${run}`);
    await page.addInitScript(() => {
      window.addEventListener('pageshow', (event) => {
        (window as unknown as { restored: boolean }).restored = event.persisted;
      });
    });
    const { reasons } = await notCachedReasons(page);

    const pages: {
      path: string;
      ready: () => Promise<void>;
      topic?: string;
      live?: () => Promise<void>;
    }[] = [
      {
        path: '/home',
        ready: () => expect(page.locator('main h1, main h2').first()).toBeVisible(),
      },
      {
        path: '/boards/all',
        ready: () => expect(page.locator('main h1, main h2').first()).toBeVisible(),
      },
      {
        path: `/post/${postId}`,
        ready: () =>
          expect(page.getByRole('heading', { level: 1, name: `뒤로 가기 ${run}` })).toBeVisible(),
        topic: `/topic/posts/${postId}/comments`,
        // A comment written elsewhere shows up without a reload.
        live: async () => {
          await newComment(request, author, postId, `돌아온 뒤 댓글 ${run}`);
          await expect(page.getByText(`돌아온 뒤 댓글 ${run}`)).toBeVisible({ timeout: 20_000 });
        },
      },
      {
        path: '/stock',
        ready: async () => {
          await expect(
            page.getByRole('heading', { level: 1, name: '실시간 주식 정보' }),
          ).toBeVisible({ timeout: 20_000 });
          await page.getByRole('tab', { name: '인기', exact: true }).click();
          await expect(page.getByRole('list', { name: '인기 종목' })).toBeVisible();
        },
        topic: '/topic/stocks',
        // With the REST calls refused, the prices still move: they arrive over the channel.
        live: async () => {
          await page.route('**/api/stock/**', (route) => route.abort());
          const popular = page.getByRole('list', { name: '인기 종목' });
          const before = await popular.innerText();
          await expect.poll(() => popular.innerText(), { timeout: 20_000 }).not.toBe(before);
          await page.unroute('**/api/stock/**');
        },
      },
    ];
    for (const { path, ready, topic, live } of pages) {
      const listening = topic ? subscribed(page, topic) : null;
      await page.goto(path);
      await ready();
      await listening;
      await page.evaluate(() => {
        (window as unknown as { marker: string }).marker = 'kept';
      });
      reasons.length = 0;
      await page.goto('/about');
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      // A page from the cache fires no load event.
      await page.goBack({ waitUntil: 'commit' });
      await expect(page).toHaveURL(new RegExp(`${path.replace(/\//g, '\\/')}$`));
      const state = await page.evaluate(() => {
        const own = window as unknown as { marker?: string; restored?: boolean };
        return { marker: own.marker, restored: own.restored };
      });
      expect({ path, ...state, reasons }).toEqual({
        path,
        marker: 'kept',
        restored: true,
        reasons: [],
      });
      // The live channel opens again after the restore.
      await live?.();
    }
  });
});

test('without WebSocket (a proxy that refuses upgrades), live prices arrive over SockJS', async ({
  page,
}) => {
  test.setTimeout(90_000);
  // Every WebSocket fails before opening, the page's and SockJS's own transport alike.
  await page.addInitScript(() => {
    class RefusedWebSocket extends EventTarget {
      static readonly CONNECTING = 0;
      static readonly OPEN = 1;
      static readonly CLOSING = 2;
      static readonly CLOSED = 3;
      readyState = 0;
      onopen: ((event: Event) => void) | null = null;
      onerror: ((event: Event) => void) | null = null;
      onclose: ((event: Event) => void) | null = null;
      onmessage: ((event: Event) => void) | null = null;
      constructor(readonly url: string) {
        super();
        setTimeout(() => {
          this.readyState = 3;
          const error = new Event('error');
          this.dispatchEvent(error);
          this.onerror?.(error);
          const close = Object.assign(new Event('close'), {
            code: 1006,
            reason: '',
            wasClean: false,
          });
          this.dispatchEvent(close);
          this.onclose?.(close);
        }, 50);
      }
      send() {}
      close() {}
    }
    (window as unknown as { WebSocket: unknown }).WebSocket = RefusedWebSocket;
  });
  const sockjsSubscribed = page.waitForRequest(
    (request) =>
      /\/ws\/\d+\/[^/]+\/xhr_send/.test(request.url()) &&
      (request.postData() ?? '').includes('/topic/stocks'),
    { timeout: 30_000 },
  );
  await page.goto('/stock');
  await expect(page.getByRole('heading', { level: 1, name: '실시간 주식 정보' })).toBeVisible({
    timeout: 20_000,
  });
  await page.getByRole('tab', { name: '인기', exact: true }).click();
  const popular = page.getByRole('list', { name: '인기 종목' });
  await expect(popular).toBeVisible();
  await sockjsSubscribed;
  await page.route('**/api/stock/**', (route) => route.abort());
  const before = await popular.innerText();
  await expect.poll(() => popular.innerText(), { timeout: 20_000 }).not.toBe(before);
});

test.describe('code chunks that fail to load', () => {
  // /search: a page that is not prerendered, so what shows is what its chunk renders (and not
  // search-stocks-*.js, whose hash comes after a longer name).
  const searchChunk = /\/assets\/search-[\w-]{8}\.js$/;
  const searchPage = (page: Page) => page.getByText('검색어를 입력해주세요.');

  test('a chunk that fails once loads on the retry, without a reload', async ({ page }) => {
    let requests = 0;
    await page.route(searchChunk, async (route) => {
      requests += 1;
      if (requests === 1) await route.fulfill({ status: 404, body: 'gone' });
      else await route.continue();
    });
    let documents = 0;
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documents += 1;
    });
    await page.goto('/search');
    await expect(searchPage(page)).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
    expect(requests).toBeGreaterThanOrEqual(2);
    expect(documents).toBe(1);
  });

  test('a chunk that keeps failing reloads once, then explains in Korean with a retry button', async ({
    page,
  }) => {
    await page.route(searchChunk, (route) => route.fulfill({ status: 404, body: 'gone' }));
    let documents = 0;
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documents += 1;
    });
    await page.goto('/search');
    const alert = page.getByRole('alert').filter({ hasText: '화면 일부를 불러오지 못했습니다' });
    await expect(alert).toBeVisible({ timeout: 20_000 });
    await expect(alert).toContainText('새 버전');
    // The first load and exactly one automatic reload.
    expect(documents).toBe(2);
    const retry = alert.getByRole('button', { name: '다시 시도' });
    await expect(retry).toBeVisible();
    // No English from the browser or the router on the screen.
    expect(await alert.innerText()).not.toMatch(/[A-Za-z]/);
    await expect(page).toHaveTitle(/화면 일부를 불러오지 못했습니다/);

    // The file is back (the new version): 다시 시도 shows the page.
    await page.unroute(searchChunk);
    await retry.click();
    await expect(searchPage(page)).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
  });
});

test.describe('what is being typed survives a reload', () => {
  test('the post editor', async ({ page, request }, testInfo) => {
    const run = runId(testInfo);
    const member = await registerMember(request, testInfo, `R${run}`.slice(0, 10));
    await useMemberSession(page, member);
    await page.goto('/submit?boardName=free');
    const title = page.getByRole('textbox', { name: /제목/ });
    const content = page.getByRole('textbox', { name: /내용/ });
    await title.fill(`새로고침 전 제목 ${run}`);
    await content.fill('새로고침해도 남는 본문');
    await page.reload();
    await expect(title).toHaveValue(`새로고침 전 제목 ${run}`);
    await expect(content).toHaveValue('새로고침해도 남는 본문');
    await expect(page.getByRole('combobox', { name: /게시판/ })).toHaveValue('free');

    // 취소 drops the copy.
    await page.getByRole('button', { name: '취소' }).click();
    await expect(page).toHaveURL(/\/boards\/all$/);
    await page.goto('/submit');
    await expect(page.getByRole('textbox', { name: /제목/ })).toHaveValue('');
  });

  test('the comment box, until the comment is posted', async ({ page, request }, testInfo) => {
    const run = runId(testInfo);
    const member = await registerMember(request, testInfo, `C${run}`.slice(0, 10));
    const postId = await newPost(request, member, `댓글 상자 ${run}`);
    await useMemberSession(page, member);
    await page.goto(`/post/${postId}`);
    const comments = page.getByRole('region', { name: '댓글' });
    await comments.getByRole('button', { name: '댓글을 작성해주세요' }).click();
    const input = comments.getByRole('textbox', { name: '댓글 입력' });
    await input.fill(`쓰다 만 댓글 ${run}`);
    await page.reload();
    await expect(input).toHaveValue(`쓰다 만 댓글 ${run}`);

    await comments.getByRole('button', { name: '등록', exact: true }).click();
    await expect(comments.getByText(`쓰다 만 댓글 ${run}`)).toHaveCount(1);
    // The live channel can show the comment before the POST's answer, whose success clears the
    // copy and closes the box: reload only once it has (a CI run reloaded in between).
    await expect(input).toHaveCount(0);
    await page.reload();
    await expect(comments.getByText(`쓰다 만 댓글 ${run}`)).toHaveCount(1);
    await expect(comments.getByRole('button', { name: '댓글을 작성해주세요' })).toBeVisible();
    await expect(input).toHaveCount(0);
  });
});
