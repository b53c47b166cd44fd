import { expect, type Page, test } from '@playwright/test';

/**
 * KWCAG 2.2 (2.2.2, content that changes by itself): the live stock lists have a visible
 * 정지/재생. Paused, the page drops its stock subscriptions and nothing arrives for it; the choice
 * holds on another page (the stock's own page) and 재생 brings the live quotes back.
 */
function stockFrames(page: Page) {
  // Open /topic/stocks/{code} subscriptions by their STOMP id, and every subscription made.
  const seen = { open: new Set<string>(), subscribed: 0, messages: 0 };
  const header = (frame: string, name: string) =>
    new RegExp(`\\n${name}:([^\\n]*)`).exec(frame)?.[1];
  page.on('websocket', (socket) => {
    socket.on('framesent', (frame) => {
      const text = String(frame.payload);
      const id = header(text, 'id');
      if (text.startsWith('SUBSCRIBE') && text.includes('/topic/stocks/') && id) {
        seen.open.add(id);
        seen.subscribed += 1;
      }
      if (text.startsWith('UNSUBSCRIBE') && id) seen.open.delete(id);
    });
    socket.on('framereceived', (frame) => {
      const text = String(frame.payload);
      if (text.startsWith('MESSAGE') && text.includes('/topic/stocks/')) seen.messages += 1;
    });
  });
  return seen;
}

test('정지 stops the live stock lists and their messages, 재생 brings them back', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const frames = stockFrames(page);
  await page.goto('/stock');
  const popular = page.getByRole('list', { name: '인기 종목' });
  await expect(popular.getByRole('listitem').first()).toBeVisible({ timeout: 20_000 });
  await expect.poll(() => frames.messages, { timeout: 20_000 }).toBeGreaterThan(0);

  await page.getByRole('button', { name: '실시간 시세 정지' }).click();
  const play = page.getByRole('button', { name: '실시간 시세 재생' });
  await expect(play).toBeVisible();
  await expect(play).toContainText('재생');
  // Paused, the page holds no stock subscription, so the server sends it no quote.
  await expect.poll(() => frames.open.size).toBe(0);

  // The choice holds on a stock's own page, and 재생 there subscribes again.
  await page.goto('/stock/005930');
  const again = page.getByRole('button', { name: '실시간 시세 재생' });
  await expect(again).toBeVisible();
  const subscribed = frames.subscribed;
  await again.click();
  await expect(page.getByRole('button', { name: '실시간 시세 정지' })).toBeVisible();
  await expect.poll(() => frames.subscribed).toBeGreaterThan(subscribed);
});
