import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';

/**
 * Before a full-page screenshot: cards use `content-visibility: auto` (post-card.tsx), so the
 * browser skips drawing what is off the screen, and a full-page capture would show those as blank
 * boxes. Set through the CSSOM: a `<style>` (Playwright's `style` option) is refused by the CSP.
 */
export async function drawEverything(page: Page): Promise<void> {
  await page.evaluate(() => {
    for (const element of document.querySelectorAll<HTMLElement>('main *')) {
      if (getComputedStyle(element).contentVisibility === 'auto') {
        element.style.contentVisibility = 'visible';
      }
    }
  });
}

/** Where the journeys leave screenshots for a person to look at (the system's temporary folder). */
export const shotDir = path.join(os.tmpdir(), 'myeolgong-e2e-shots');

/**
 * Full-page screenshots in the light and the dark theme, named `<name>-<width>-<theme>.png` in
 * shotDir (375 px on the mobile project, 1280 px on the desktop one); the page ends light.
 */
export async function themeShots(page: Page, name: string, project: string): Promise<void> {
  const width = project === 'mobile' ? 375 : 1280;
  for (const theme of ['light', 'dark'] as const) {
    await page.evaluate(
      (dark) => document.documentElement.classList.toggle('dark', dark),
      theme === 'dark',
    );
    await drawEverything(page);
    await page.screenshot({ path: `${shotDir}/${name}-${width}-${theme}.png`, fullPage: true });
  }
  await page.evaluate(() => document.documentElement.classList.remove('dark'));
}
