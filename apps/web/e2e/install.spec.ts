import { expect, test } from '@playwright/test';

/**
 * The site installs (CONTRACT.md 'Push and install'): the manifest is served as a manifest and
 * Chromium's own installability check (the one behind its install prompt, over the DevTools
 * protocol) finds nothing missing. Lighthouse 12 dropped its installability audit, so this asks
 * the browser directly. Playwright's contexts are off-the-record, which Chromium reports as
 * `in-incognito` whatever the site does: that one entry is the test browser's, not the site's.
 */
test('the manifest is served and Chromium finds the site installable', async ({
  page,
  request,
}) => {
  const manifest = await request.get('/manifest.webmanifest');
  expect(manifest.status()).toBe(200);
  expect(manifest.headers()['content-type']).toContain('application/manifest+json');
  expect((await manifest.json()).name).toBe('멸공 커뮤니티');
  for (const icon of ['/icon-192.png', '/icon-512.png']) {
    expect((await request.get(icon)).headers()['content-type']).toBe('image/png');
  }

  await page.goto('/');
  const cdp = await page.context().newCDPSession(page);
  const parsed = (await cdp.send('Page.getAppManifest')) as { url: string; errors: unknown[] };
  expect(parsed.url).toMatch(/\/manifest\.webmanifest$/);
  expect(parsed.errors).toEqual([]);
  await expect
    .poll(async () => {
      const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
        installabilityErrors: { errorId: string }[];
      };
      return installabilityErrors.map((e) => e.errorId).filter((id) => id !== 'in-incognito');
    })
    .toEqual([]);
});
