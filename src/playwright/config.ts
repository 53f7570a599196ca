import { type PlaywrightTestConfig, defineConfig as playwrightConfig } from '@playwright/test';
import { KITBENCH_TEST_TIMEOUT_MS, KITBENCH_VIEWPORT, SPEC_FILE_PATTERN, kitbenchLaunchOptions } from './defaults';
import type { KitbenchOptions } from './fixtures';

/**
 * Playwright's `defineConfig` with kitbench's defaults, each overridable: the `*.kitbench.spec.ts` files, the
 * browser kitbench's README explains (Debian's Chromium where installed, with --no-sandbox as root; Playwright's own
 * elsewhere), a 1440×900 window, 90 s per spec (KITBENCH_TEST_TIMEOUT_MS). `npx kitbench test` uses the same defaults when the folder has no config.
 */
export function defineConfig(config: PlaywrightTestConfig<Partial<KitbenchOptions>> = {}): PlaywrightTestConfig<Partial<KitbenchOptions>> {
  return playwrightConfig<Partial<KitbenchOptions>>({
    testMatch: SPEC_FILE_PATTERN,
    timeout: KITBENCH_TEST_TIMEOUT_MS,
    ...config,
    use: { viewport: KITBENCH_VIEWPORT, ...config.use, launchOptions: { ...kitbenchLaunchOptions(), ...config.use?.launchOptions } },
  });
}
