import type { Page } from '@playwright/test';

/**
 * Waits until the page's CSS transitions have finished (colours after a theme switch, entrance
 * transitions), so that axe measures the colours as they end up, not half-way: the condition
 * itself, not a fixed pause. Animations that repeat (skeletons, spinners) are not waited for.
 */
export async function transitionsDone(page: Page): Promise<void> {
  await page.evaluate(async () => {
    // A class toggled just now starts its transitions at the next style and layout pass.
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const finite = document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity);
    await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
  });
}

/**
 * Waits until everything that can still move the layout on the screen has arrived: the fonts, the
 * images and the data behind `aria-busy` placeholders in view, and the transitions. Layout-shift checks read their sum after this instead of after a fixed pause.
 */
export async function layoutSettled(page: Page): Promise<void> {
  await page.waitForFunction(
    () => {
      // Only what is on the screen: a lazy image or a part drawn when it comes into view stays
      // pending below the fold, and cannot move what is in view when it arrives.
      const onScreen = (element: Element) => {
        const box = element.getBoundingClientRect();
        return box.bottom > 0 && box.top < innerHeight && box.right > 0 && box.left < innerWidth;
      };
      return (
        document.fonts.status === 'loaded' &&
        [...document.images].every((image) => image.complete || !onScreen(image)) &&
        [...document.querySelectorAll('[aria-busy="true"]')].every((busy) => !onScreen(busy))
      );
    },
    undefined,
    { polling: 'raf' },
  );
  await transitionsDone(page);
}

/**
 * Waits until the load's side effects have had their turn: every image (but lazy ones off the
 * screen) and frame has loaded or failed, so their onload and onerror handlers are queued; then a
 * task and a frame more.
 */
export async function loadHandlersRan(page: Page): Promise<void> {
  await page.waitForLoadState('load');
  await page.waitForFunction(
    () =>
      // A lazy image off the screen never loads, so it has no handler to run.
      [...document.images].every((image) => {
        if (image.complete || image.loading !== 'lazy') return image.complete;
        const box = image.getBoundingClientRect();
        return box.bottom <= 0 || box.top >= innerHeight;
      }) &&
      [...document.querySelectorAll('iframe')].every(
        (frame) =>
          frame.contentDocument === null || frame.contentDocument.readyState === 'complete',
      ),
    undefined,
    { polling: 'raf' },
  );
  await page.evaluate(
    () => new Promise((resolve) => setTimeout(() => requestAnimationFrame(() => resolve(null)), 0)),
  );
}
