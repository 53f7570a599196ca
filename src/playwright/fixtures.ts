import { test as base } from '@playwright/test';
import { resolveIntegration } from './folder';
import { Kitbench, type KitbenchNetwork, type KitbenchTheme } from './kitbench';
import { ServerPool } from './server';
import type { KitbenchSite } from './site';
import type { KitbenchWebhooks } from './webhooks';

/** Options a config (`use: { ... }`) or a spec (`test.use({ ... })`) sets. */
export interface KitbenchOptions {
  /**
   * The integration folder. Unset: the spec file's folder, or the nearest one above it, that holds the manifest.
   * A relative path is relative to the project's `testDir`.
   */
  integration: string | undefined;
  /** The playground's theme, and the page's color scheme, when the test starts. Default `light`. */
  theme: KitbenchTheme;
}

/** The fixtures a test asks for. */
export interface KitbenchFixtures {
  /** The playground on the integration folder, open in `page`, its script running. */
  kitbench: Kitbench;
  /** The requests the script sent (`kitbench.network`). */
  network: KitbenchNetwork;
  /** Outbound webhook deliveries and what the mock receivers received (`kitbench.webhooks`). */
  webhooks: KitbenchWebhooks;
  /** The Site view, where the test is the visitor of the published site (`kitbench.site`). */
  site: KitbenchSite;
}

interface WorkerFixtures {
  /** This worker's `kitbench dev` servers, one per integration folder. */
  kitbenchServers: ServerPool;
}

/**
 * Playwright's `test` with kitbench's fixtures. Each worker starts its own `kitbench dev` server per folder (a free
 * port, stopped when the worker ends), so parallel workers never share one; each test keeps Playwright's own
 * fresh browser context and page, so what a test installs, inserts or dispatches never leaks into the next.
 */
export const test = base.extend<KitbenchOptions & KitbenchFixtures, WorkerFixtures>({
  integration: [undefined, { option: true }],
  theme: ['light', { option: true }],
  kitbenchServers: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern
    async ({}, use) => {
      const pool = new ServerPool();
      await use(pool);
      await pool.close();
    },
    { scope: 'worker', title: 'kitbench dev servers' },
  ],
  kitbench: [
    async ({ page, kitbenchServers, integration, theme }, use, testInfo) => {
      const folder = resolveIntegration(integration, testInfo.file, testInfo.project.testDir);
      const server = await kitbenchServers.get(folder);
      const kitbench = new Kitbench(page, server);
      await kitbench.open(theme);
      await use(kitbench);
      if (testInfo.status !== testInfo.expectedStatus) {
        await testInfo.attach('kitbench dev log', { body: server.log().join('\n') || '(nothing logged)', contentType: 'text/plain' });
      }
    },
    { title: 'kitbench playground' },
  ],
  network: async ({ kitbench }, use) => use(kitbench.network),
  webhooks: async ({ kitbench }, use) => use(kitbench.webhooks),
  site: async ({ kitbench }, use) => use(kitbench.site),
});
