import { execFile } from 'node:child_process';
import { cp, mkdir, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { mergeTests } from '@playwright/test';
import { test as kitbenchTest } from '../src/playwright/index';
import { expect, test as appTest } from './app-test';

// kitbench/playwright on the visitor's side (the Site view): an author's own spec beside a visitor-authentication
// integration (e2e/fixtures/visitor-signin, Okta style, its callback signing the site's token with jose), run with
// `kitbench test` as in the author's project; and the `site` fixture from source on an analytics integration
// (e2e/fixtures/site/pulse): page views, feedback, its published script's frame and what the site's policy blocked,
// and a visit exported in the Playwright format replayed on the page.
const repo = resolve(import.meta.dirname, '..');
const dist = resolve(repo, process.env.KITBENCH_OUT ?? 'dist');
process.env.KITBENCH_DIST ??= dist;
const run = promisify(execFile);

const test = mergeTests(appTest, kitbenchTest);

test.describe("an author's visitor sign-in spec, with kitbench test", () => {
  test.describe.configure({ timeout: 180_000 });

  test('passes, and fails saying why when the callback is broken', async () => {
    // The folder as an author has it, kitbench linked where npm installs it (this repository: its kitbench/playwright
    // build), beside its own @playwright/test and the jose its callback imports.
    const work = await mkdtemp(join(tmpdir(), 'kitbench-e2e-pwsite-'));
    const folder = join(work, 'visitor-signin');
    try {
      await cp(resolve(repo, 'e2e/fixtures/visitor-signin'), folder, { recursive: true });
      for (const name of ['jose', '@playwright/test', 'playwright', 'playwright-core']) {
        await mkdir(join(folder, 'node_modules', name, '..'), { recursive: true });
        await symlink(join(repo, 'node_modules', name), join(folder, 'node_modules', name), 'dir');
      }
      await symlink(repo, join(folder, 'node_modules', 'kitbench'), 'dir');
      const kitbenchTestRun = async (...args: string[]) => {
        try {
          const { stdout, stderr } = await run(process.execPath, [join(repo, 'bin/kitbench.mjs'), 'test', ...args], { cwd: folder, env: { ...process.env, KITBENCH_DIST: dist }, timeout: 150_000 });
          return { code: 0, output: stdout + stderr };
        } catch (error) {
          const failed = error as { code?: number; stdout?: string; stderr?: string };
          return { code: failed.code ?? -1, output: `${failed.stdout ?? ''}${failed.stderr ?? ''}` };
        }
      };

      const passing = await kitbenchTestRun();
      expect(passing.output).toContain('a reader signs in with Okta, reads the section their plan unlocks, and signs out');
      expect(passing.output, passing.output).toMatch(/\n1 passed, 0 failed\n/);
      expect(passing.code).toBe(0);

      // The author's bug: the ID token checked against the wrong audience, so the callback throws.
      const callback = join(folder, 'src/callback.ts');
      const source = await readFile(callback, 'utf8');
      await writeFile(callback, source.replace('audience: configuration.client_id', 'audience: configuration.okta_domain'));
      const failing = await kitbenchTestRun();
      expect(failing.output).toContain(
        "Error: site.visit('guides/authentication') signing in as 'ada': the visitor was not signed in. The site shows \"The integration's callback failed\": The integration's callback",
      );
      expect(failing.output).toContain('/visitor-auth/response answered 500: Error: unexpected "aud" claim value');
      expect(failing.output).toMatch(/\n0 passed, 1 failed\n/);
      expect(failing.code).toBe(1);
    } finally {
      await rm(work, { recursive: true, force: true });
    }
  });
});

test.describe('the site fixture', () => {
  test.use({ integration: resolve(repo, 'e2e/fixtures/site/pulse') });

  test("page views and feedback reach the script; its published script runs in a frame under the site's policy; an exported visit replays", async ({ kitbench, site }) => {
    await kitbench.install({ target: 'site', siteId: 'site_handbook', configuration: { site_key: 'pk_demo' } });
    const page = await site.visit('guides/authentication');
    await expect(page.getByRole('heading', { name: 'Authentication', level: 1 })).toBeVisible();

    const feedback = await site.feedback('good', 'The curl example saved me.');
    expect(feedback).toMatchObject({ type: 'page_feedback', handled: true, status: 200, event: { pageId: 'page_auth', feedback: { rating: 'good', comment: 'The curl example saved me.' } } });
    const events = await site.events();
    // The Site view opens at the site's first page: that view, then the visit's, then the feedback.
    expect(events.map((sent) => [sent.type, sent.event.pageId, sent.status])).toEqual([
      ['site_view', 'page_intro', 200],
      ['site_view', 'page_auth', 200],
      ['page_feedback', 'page_auth', 200],
    ]);
    expect(events[1].event).toMatchObject({ siteId: 'site_handbook', url: 'https://docs.example.com/guides/authentication', referrer: 'https://docs.example.com/' });

    // The published script's own frame: the tracker it added from its declared host, and the load the policy blocked.
    await expect(site.script.locator('script[src^="https://cdn.pulse-analytics.example/pulse.js?key=pk_demo"]')).toHaveCount(1);
    await expect.poll(async () => (await site.scriptLoads()).filter((load) => load.blocked).map((load) => new URL(load.url).host)).toEqual(['ads.pulse-partners.example']);
    expect((await site.scriptLoads()).find((load) => load.blocked)?.error).toContain("(script-src-elem): ads.pulse-partners.example is not in the manifest's contentSecurityPolicy");
    await expect(site.feedback('ok')).rejects.toThrow("site.feedback('ok'): the feedback on /guides/authentication was sent already (the control thanks the visitor): visit another page.");
    await expect(site.visit('pricing')).rejects.toThrow("site.visit('pricing'): the site has no page at /pricing; its pages are 'getting-started',");
    await expect(site.signIn('ada')).rejects.toThrow("site.signIn('ada'): the site does not send the visitor to sign in: its pages are public");

    // Export as test, in the Playwright format: the visit so far, replayed by a fresh visitor of a fresh playground.
    await kitbench.page.getByRole('region', { name: 'Visit' }).getByRole('button', { name: 'Export as test' }).click();
    const dialog = kitbench.page.getByRole('dialog', { name: 'Export as test' });
    await dialog.getByRole('radio', { name: 'Playwright' }).check();
    await expect(dialog).toContainText('Save it as site.kitbench.spec.ts');
    const text = await dialog.getByRole('textbox', { name: 'Exported test' }).inputValue();
    expect(text).toContain("async ({ kitbench, site }) => {\n  await kitbench.install({ target: 'site', siteId: 'site_handbook', configuration: { site_key: 'pk_demo' } });");
    await kitbench.page.keyboard.press('Escape');
    await kitbench.open('light');
    const body = text.slice(text.indexOf('async ({ kitbench, site }) => {') + 'async ({ kitbench, site }) => {'.length, text.lastIndexOf('});'));
    const AsyncFunction = Object.getPrototypeOf(async () => {}).constructor as new (...args: string[]) => (...values: unknown[]) => Promise<void>;
    await new AsyncFunction('kitbench', 'site', 'expect', body)(kitbench, site, expect);
    expect((await site.events()).map((sent) => sent.type)).toEqual(['site_view', 'site_view', 'page_feedback']);

    // Installed elsewhere, the integration has no site to visit: the site installation goes, and the visit says so.
    await kitbench.install({ target: 'space', spaceId: 'space_docs' });
    await expect(kitbench.page.getByText(/^Installed in space space_docs · /)).toBeAttached();
    await expect(site.visit('')).rejects.toThrow("site.visit(''): the integration is installed in the space space_docs, not on a site: install it on one first, kitbench.install({ target: 'site' }).");
  });
});
