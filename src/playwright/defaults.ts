/**
 * What kitbench's Playwright runs default to, shared by `kitbench/playwright`'s `defineConfig` and the config
 * `kitbench test` writes for a folder without one. Plain data and Node's fs: the CLI bundles it without Playwright.
 */
import { existsSync } from 'node:fs';

/** The authors' Playwright spec files: `*.kitbench.spec.ts` (also .tsx, .mts, .js, .jsx, .mjs). */
export const SPEC_FILE_PATTERN = /\.kitbench\.spec\.(m?[jt]s|[jt]sx)$/;

/** The window the playground is tested in: wide enough for the editors and the Preview side by side. */
export const KITBENCH_VIEWPORT = { width: 1440, height: 900 } as const;

/**
 * How long one spec may run before Playwright calls it hung. Playwright's 30 s is too short for a first visit on a busy
 * laptop: each spec opens the playground afresh (its editors, its TypeScript and bundler workers), which on two cores
 * under load took over 30 s (a `kitbench init` project's own spec failed that way). A spec's own waits still bound it.
 */
export const KITBENCH_TEST_TIMEOUT_MS = 90_000;

/** Where Debian (and Ubuntu's deb) install Chromium. */
const SYSTEM_CHROMIUM = ['/usr/bin/chromium', '/usr/bin/chromium-browser'];

/**
 * Headless Chromium preloads its omnibox popup, a WebUI page in a renderer of its own, in every browser context: about
 * 2 s of CPU per spec for a page no test opens (measured on Debian's Chromium 156).
 */
const HEADLESS_EXTRAS = '--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup,WebUIOmniboxFullPopup,PreloadTopChromeWebUI';

/** The subset of Playwright's `LaunchOptions` kitbench sets (no import of Playwright here: the CLI has none). */
export interface KitbenchLaunchOptions {
  executablePath?: string;
  args: string[];
}

/**
 * The browser, as kitbench's own suite runs it (README, Set up): Debian's Chromium where it is installed (Playwright
 * cannot download its own browser everywhere), with `--no-sandbox` when running as root (Chromium refuses to start
 * sandboxed as root, as in most CI containers); Playwright's own Chromium elsewhere (`npx playwright install chromium`).
 */
export function kitbenchLaunchOptions(exists: (path: string) => boolean = existsSync, isRoot = typeof process.getuid === 'function' && process.getuid() === 0): KitbenchLaunchOptions {
  const executablePath = SYSTEM_CHROMIUM.find((path) => exists(path));
  return { ...(executablePath ? { executablePath } : {}), args: [...(isRoot ? ['--no-sandbox'] : []), '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', HEADLESS_EXTRAS] };
}
