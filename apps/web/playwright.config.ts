import { mkdtempSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 18931);
const baseURL = `http://127.0.0.1:${PORT}`;
const configDir = path.dirname(fileURLToPath(import.meta.url));

// Workers load this file too; the variable makes them reuse the main process's directory.
process.env.MYEOLGONG_E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'myeolgong-e2e-'));
process.env.MYEOLGONG_E2E_GOOGLE_DATA_DIR ??= mkdtempSync(
  path.join(tmpdir(), 'myeolgong-e2e-google-'),
);

/** The local OpenID provider and the site that signs in with it (e2e/google-sign-in.spec.ts). */
export const OIDC_PROVIDER_PORT = PORT + 1;
export const GOOGLE_SITE_PORT = PORT + 2;
export const googleSiteURL = `http://127.0.0.1:${GOOGLE_SITE_PORT}`;
/** The local page whose link preview e2e/media.spec.ts checks (e2e/support/link-page.ts). */
export const LINK_PAGE_PORT = PORT + 3;
export const linkPageURL = `http://127.0.0.1:${LINK_PAGE_PORT}`;

/** Debian's chromium: Playwright's own browser downloads are unavailable on these machines. */
export const launchOptions = {
  executablePath: '/usr/bin/chromium',
  args: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    // Debian's wrapper turns GPU rasterization on (/etc/chromium.d/default-flags); with no GPU
    // that is SwiftShader, which took more CPU than Skia's own software raster (docs/testing.md).
    '--disable-gpu-rasterization',
    // With no GPU the compositor's frames were drawn in a GPU process of their own and copied
    // across: compositing in software in the renderer, and the display compositor inside the
    // browser process, took 10-15 % less CPU per page load (docs/testing.md).
    '--disable-gpu-compositing',
    '--in-process-gpu',
  ],
};

/** The journeys the mobile project runs too (all of them run on desktop). */
const phoneJourneys = [
  'accessibility.spec.ts',
  'ai-people.spec.ts',
  'ai.spec.ts',
  'dense-list.spec.ts',
  'edges.spec.ts',
  'first-screen.spec.ts',
  'install.spec.ts',
  'js-budget.spec.ts',
  'korean-only.spec.ts',
  'live-pause.spec.ts',
  'messages.spec.ts',
  'shell.spec.ts',
  'stock-alerts.spec.ts',
];

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  // 60 s per journey, and no retries anywhere: a journey that fails once in five runs is a defect
  // to fix at its cause, not to retry green (docs/testing.md). Twice Playwright's default: on the
  // 2-core CI machine the longest journeys (two members, a provider round trip, a dialog's
  // animation under load) took 25–35 s with three workers beside them.
  timeout: 60_000,
  // Journeys mostly wait on the server, timers and the network: with two workers on the 2-core
  // machine a third of the CPU stayed idle; four made each journey twice as slow (CPU-bound).
  // One more than the cores uses the idle part (docs/testing.md).
  workers: Number(process.env.E2E_WORKERS) || availableParallelism() + 1,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  // Generous for a shared 2-core machine, where a first page load can take several seconds.
  expect: { timeout: 10_000 },
  // The JSON report feeds the slowest journeys into the stage table (scripts/test/report.mjs).
  reporter: [
    ['list'],
    ['json', { outputFile: path.join(configDir, '../../test-results/timings/playwright.json') }],
  ],
  use: {
    baseURL,
    locale: 'ko-KR',
    // A failed journey leaves its error with the call log, the page's ARIA snapshot
    // (error-context.md) and a screenshot. Traces are opt-in (E2E_TRACE=on: DOM snapshots of
    // every step, network, console, kept for failures): recording them for every journey cost an
    // eighth of the suite's CPU on the 2-core machine, for the few that fail (docs/testing.md).
    screenshot: 'only-on-failure',
    trace:
      process.env.E2E_TRACE === 'on'
        ? { mode: 'retain-on-failure', screenshots: false, snapshots: true, sources: true }
        : 'off',
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions },
    },
    {
      name: 'mobile',
      // At 375 px, the journeys whose phone screens differ (the menu sheet, the bottom bar, the
      // phone's own badges and layouts, the install and push prompts, the overlap checks); the
      // rest read the same screens at 1280 px. Every journey at both widths was two thirds of
      // CI's time (docs/testing.md 'Which journeys run where', decision 135).
      testMatch: phoneJourneys,
      // Tests tagged @wide in those files are 1280 px only (accessibility.spec.ts' other pages).
      grepInvert: /@wide/,
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 375, height: 812 },
        isMobile: true,
        hasTouch: true,
        launchOptions,
      },
    },
  ],
  webServer: [
    {
      command: 'node ../../apps/server/dist/server.js',
      cwd: configDir,
      url: `${baseURL}/readyz`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        PORT: String(PORT),
        DATA_DIR: process.env.MYEOLGONG_E2E_DATA_DIR,
        RATE_LIMIT: 'off',
        // Journeys that fill a board or a long thread write more than a day's cap as one member;
        // the caps themselves are the API tests' (clean-talk tests, CONTRACT.md 'Clean stock talk').
        DAILY_POSTS: '0',
        DAILY_COMMENTS: '0',
        LOG_LEVEL: 'warn',
        // The stock simulator trades at any hour and ticks fast, so e2e/stocks.spec.ts sees prices move.
        STOCK_SIM_ALWAYS_OPEN: 'on',
        STOCK_SIM_TICK_MS: '500',
        // e2e/stock-alerts.spec.ts moves a stock by hand to see its 종목 소식 arrive (test only).
        STOCK_SIM_CONTROL: 'on',
        // Test-only: lets the link preview fetch the local page below (never set in production).
        LINK_PREVIEW_ALLOW_HOSTS: `127.0.0.1:${LINK_PAGE_PORT}`,
        // e2e/moderation.spec.ts signs this operator in (SUPER_ADMIN, made at start).
        ADMIN_EMAIL: 'admin@e2e.test',
        ADMIN_PASSWORD: 'e2e-operator-1',
        // e2e/accounts.spec.ts signs in through the development popup (this machine only).
        DEV_LOGIN: 'on',
      },
    },
    {
      command: `node --import tsx e2e/support/link-page.ts ${LINK_PAGE_PORT}`,
      cwd: configDir,
      url: `${linkPageURL}/healthz`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    // Google sign-in for e2e/google-sign-in.spec.ts: a local OpenID provider and a second site
    // configured to use it, so the real OpenID Connect code path runs with no internet.
    {
      command: `node --import tsx e2e/support/oidc-provider.ts ${OIDC_PROVIDER_PORT}`,
      cwd: configDir,
      url: `http://127.0.0.1:${OIDC_PROVIDER_PORT}/.well-known/openid-configuration`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      command: 'node ../../apps/server/dist/server.js',
      cwd: configDir,
      url: `${googleSiteURL}/readyz`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        PORT: String(GOOGLE_SITE_PORT),
        DATA_DIR: process.env.MYEOLGONG_E2E_GOOGLE_DATA_DIR,
        PUBLIC_ORIGIN: googleSiteURL,
        GOOGLE_CLIENT_ID: 'e2e-client',
        GOOGLE_CLIENT_SECRET: 'e2e-secret',
        GOOGLE_ISSUER: `http://127.0.0.1:${OIDC_PROVIDER_PORT}`,
        SEED_DEMO: 'off',
        RATE_LIMIT: 'off',
        LOG_LEVEL: 'warn',
      },
    },
  ],
});
