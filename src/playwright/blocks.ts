import { expect, type Locator, type Page } from '@playwright/test';

/** How long a block may take to render the first time (the playground's own limit per call is 2 s). */
const RENDER_TIMEOUT_MS = 15_000;

/** The rendered content of the Document's block node `nodeId`, once it rendered (see `settled`). */
export function renderedBlock(page: Page, nodeId: string, what: string): Promise<Locator> {
  return settled(page.locator(`[data-kitbench-node="${nodeId}"]`), what);
}

/**
 * The rendered content of the one component instance inside `container` (its body: what the platform shows, without
 * kitbench's toolbar), once its first render is on screen. Rejects, saying why, when the component failed instead:
 * it threw, took too long, or the script does not declare it.
 */
export async function settled(container: Locator, what: string): Promise<Locator> {
  const body = container.locator('.pv-instance__body').first();
  try {
    await expect(body).toBeVisible({ timeout: RENDER_TIMEOUT_MS });
    await expect(body.locator('.pv-loading')).toHaveCount(0, { timeout: RENDER_TIMEOUT_MS });
  } catch {
    throw new Error(`${what}: the block did not render within ${RENDER_TIMEOUT_MS / 1000} s.`);
  }
  const problem = body.locator('.pv-problem');
  if (await problem.count()) {
    const title = ((await problem.locator('.pv-problem__title').textContent()) ?? '').trim();
    const message = ((await problem.locator('.pv-problem__message').textContent()) ?? '').trim();
    throw new Error(`${what}: the block did not render. ${title}: ${message}`);
  }
  return body;
}
