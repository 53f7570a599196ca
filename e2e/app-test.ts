import { test as base, type BrowserContext, type BrowserContextOptions, expect } from '@playwright/test';
import { resetSharedContext } from './helpers';

export type { Browser, BrowserContext, Locator, Page } from '@playwright/test';
export { expect };

/**
 * Playwright's `test`, with two additions every spec gets by importing `test` and `expect` from here:
 *
 * - **A warm app per worker, opt-in** (issue 37; `KITBENCH_E2E_SHARED=1`). Each journey opens the app in a fresh browser context, paying a
 *   cold load every time (HTTP cache, compiled code and the mocked platform's service worker all start empty). With
 *   with it on, the journeys of one worker share one context: each gets its own new `page` in it, and between journeys the
 *   context is reset (helpers.ts `resetSharedContext`: every page closed, routes, cookies and permissions dropped,
 *   the origin's localStorage and IndexedDB deleted), so a journey still starts on a clean workspace, only warm.
 *   A spec that needs a context of its own (it adds context-wide init scripts or bindings, or tests a first visit
 *   cold) opts out with `test.use({ sharedApp: false })` and gets Playwright's fresh context per test;
 *   it is off by default, because the reset does not yet clear other origins (a `kitbench dev` server's).
 * - **No uncaught page error** (issue 12): any test whose page throws an uncaught error or leaves a promise
 *   rejection unhandled fails.
 */
export const test = base.extend<{ sharedApp: boolean; failOnPageError: undefined }, { warmContext: BrowserContext }>({
  // Off unless KITBENCH_E2E_SHARED=1: the reset clears the app's own origin only, and a `kitbench dev` journey's
  // workspace (another origin, on its server's port) leaked into the next journey (dev.spec's badge journey saw the
  // previous journey's block); measured on the same journeys, sharing saved no time worth that.
  sharedApp: [process.env.KITBENCH_E2E_SHARED === '1', { option: true }],
  warmContext: [
    async ({ browser }, use, workerInfo) => {
      // The context options of the project (playwright.config.ts `use`), as Playwright's own context gets them.
      const { baseURL, viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, locale, timezoneId, colorScheme } = workerInfo.project
        .use as BrowserContextOptions & { baseURL?: string };
      const context = await browser.newContext({ baseURL, viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, locale, timezoneId, colorScheme });
      await use(context);
      await context.close();
    },
    { scope: 'worker' },
  ],
  context: async ({ sharedApp, warmContext, context }, use, testInfo) => {
    if (!sharedApp) {
      await use(context);
      return;
    }
    await use(warmContext);
    await resetSharedContext(warmContext, testInfo.project.use.baseURL ?? '/');
  },
  failOnPageError: [
    async ({ page }, use) => {
      const errors: string[] = [];
      // An error with no stack frames (a fetch's TypeError) has an empty stack: its name and message say what it was.
      page.on('pageerror', (error) => errors.push(error.stack || `${error.name}: ${error.message}`));
      await use(undefined);
      expect(errors, 'uncaught errors in the page').toEqual([]);
    },
    { auto: true },
  ],
});
