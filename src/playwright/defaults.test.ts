import { describe, expect, it } from 'vitest';
import { kitbenchLaunchOptions, SPEC_FILE_PATTERN } from './defaults';

describe('kitbenchLaunchOptions', () => {
  it("uses Debian's Chromium where it is installed, without the sandbox as root (README, Set up)", () => {
    const options = kitbenchLaunchOptions((path) => path === '/usr/bin/chromium', true);
    expect(options.executablePath).toBe('/usr/bin/chromium');
    expect(options.args).toContain('--no-sandbox');
  });

  it("leaves Playwright its own browser elsewhere, sandboxed when not root", () => {
    const options = kitbenchLaunchOptions(() => false, false);
    expect(options.executablePath).toBeUndefined();
    expect(options.args).not.toContain('--no-sandbox');
  });
});

describe('SPEC_FILE_PATTERN', () => {
  it('matches the Playwright specs, never the Node tests', () => {
    for (const name of ['a.kitbench.spec.ts', 'a.kitbench.spec.tsx', 'a.kitbench.spec.mjs', 'a.kitbench.spec.js']) expect(SPEC_FILE_PATTERN.test(name)).toBe(true);
    for (const name of ['a.kitbench.test.ts', 'a.spec.ts', 'a.kitbench.spec.ts.snap']) expect(SPEC_FILE_PATTERN.test(name)).toBe(false);
  });
});
