import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

// Playwright cannot download its own browser here: use Debian's Chromium when it is installed,
// and Playwright's own browser elsewhere (`npx playwright install chromium`).
const systemChromium = ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((path) => existsSync(path));
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
// Several people (or CI) can run the suite side by side on their own port and build folder.
const port = Number(process.env.KITBENCH_PORT ?? 5173);
const outDir = process.env.KITBENCH_OUT ?? 'dist';

export default defineConfig({
  testDir: 'e2e',
  // Fixture folders hold authors' own specs (*.kitbench.spec.ts), run by the journeys that test `kitbench test`.
  testIgnore: '**/fixtures/**',
  fullyParallel: false,
  // Two workers for two cores; each journey waits on expectations, never on fixed sleeps.
  workers: 2,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  // A journey's own waits are its bounds; this one only catches a hang. Generous: two workers on two cores, with the
  // app's TypeScript and bundler workers compiling beside them, run a journey several times slower than an idle one.
  timeout: 120_000,
  // What a journey waits for on screen: the first script run of a visit was seen to take over 10 s under load.
  expect: { timeout: 20_000 },
  // The slowest ten journeys are listed at the end (e2e/slowest-reporter.ts).
  reporter: [['list'], ['./e2e/slowest-reporter.ts']],
  use: {
    ...devices['Desktop Chrome'],
    // An action (a click, a hover) waits at most this long for its element to be there and reachable: one that never
    // is (covered by a popup, say) fails naming what is in the way, not as the journey's timeout with no cause.
    actionTimeout: 60_000,
    baseURL: `http://127.0.0.1:${port}`,
    viewport: { width: 1440, height: 900 },
    trace: 'on-first-retry',
    launchOptions: {
      executablePath: systemChromium,
      args: [
        ...(isRoot ? ['--no-sandbox'] : []),
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        // Headless Chromium preloads its omnibox popup (a WebUI page in a renderer of its own) in every context:
        // about 2 s of CPU per journey for a page no journey opens.
        '--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup,WebUIOmniboxFullPopup,PreloadTopChromeWebUI',
        // WebAssembly on V8's baseline compiler only. Each journey is a fresh profile, so the bundler's 14 MB of wasm
        // is compiled anew every time, and its optimizing recompile took about 10 s of CPU per journey that bundles
        // (measured: a journey's renderer thread pool, 15 s with it, 5 s without), which on two cores starved the
        // journeys themselves. What runs is the same code; only its machine code is less optimized. A user's browser
        // keeps the optimized code in its cache after the first visit.
        '--js-flags=--liftoff-only',
      ],
    },
  },
  webServer: {
    // `npm test` builds first; the suite tests the production build, as a user would run it.
    command: `node_modules/.bin/vite preview --host 127.0.0.1 --port ${port} --strictPort --outDir ${outDir}`,
    url: `http://127.0.0.1:${port}`,
    reuseExistingServer: !process.env.CI && !process.env.KITBENCH_PORT,
    // How long `vite preview` may take to answer at all: it serves the built folder, a second or two even when loaded.
    timeout: 120_000,
  },
});
