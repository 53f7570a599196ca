import { test as base, expect } from '@playwright/test';

export type { Browser, BrowserContext, Locator, Page } from '@playwright/test';
export { expect };

/**
 * Playwright's `test`, failing any test whose page throws an uncaught error or leaves a promise rejection unhandled
 * (issue 12: "no uncaught page error over the whole suite"). Every spec imports `test` and `expect` from here.
 */
export const test = base.extend<{ failOnPageError: undefined }>({
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
