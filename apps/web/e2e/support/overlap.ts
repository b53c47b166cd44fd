import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Scrolled to the page's end, `content` ends above the top of every `covers` (a fixed or sticky
 * bar, a floating button): its last line can be read. Compared in the viewport's coordinates.
 */
export async function readableAtEnd(page: Page, content: Locator, covers: Locator[]) {
  await expect
    .poll(async () => {
      await page.evaluate(() =>
        window.scrollTo({ top: document.scrollingElement!.scrollHeight, behavior: 'instant' }),
      );
      const box = await content.boundingBox();
      if (!box) return Number.POSITIVE_INFINITY;
      let worst = Number.NEGATIVE_INFINITY;
      for (const cover of covers) {
        const c = await cover.boundingBox();
        if (c) worst = Math.max(worst, box.y + box.height - c.y);
      }
      return worst;
    })
    .toBeLessThanOrEqual(0.5);
}
