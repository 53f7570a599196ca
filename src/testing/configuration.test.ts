import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLAYGROUND_SPACE_ID } from '../core/runtime/environment';
import { loadIntegration, type TestApp } from './index';

const connector = new URL('./__fixtures__/connector/', import.meta.url);

let app: TestApp;
beforeAll(async () => {
  app = await loadIntegration(connector);
});
afterAll(() => app.close());

describe('configuration components in kitbench/testing', () => {
  it('opens the account screen with the installation as props, saves through context.api, and the next render sees it', async () => {
    const installation = await app.install({ target: 'space' });
    expect(installation.status).toBe('pending');
    const screen = await installation.openConfiguration('account');
    expect(screen.text()).toContain('Saved team: none');
    await screen.fill('Team', 'Docs');
    await screen.press('Save settings');
    expect(screen.completed).toBe(true);
    expect(installation.configuration.account).toEqual({ team: 'Docs' });
    expect(installation.status).toBe('active');
    expect(app.environment.installation?.configuration.team).toBe('Docs');
    expect(installation.events.at(-1)?.event).toMatchObject({ type: 'installation_setup', installationId: installation.id });

    const again = await installation.openConfiguration('account');
    expect(again.text()).toContain('Saved team: Docs');
  });

  it('opens the space screen (configurations.space) with spaceInstallation as props and saves the space configuration', async () => {
    const installation = await app.install({ target: 'space', configurations: { site: { queue: 'DOCS' } } });
    const screen = await installation.openConfiguration('site');
    expect(screen.text()).toContain('Saved queue: DOCS');
    await screen.press('About queues');
    expect(screen.modal?.text()).toContain('Feedback goes to one queue');
    await screen.modal!.press('Use DOCS');
    expect(screen.modal).toBeUndefined();
    await screen.fill('Queue', 'SUPPORT');
    await screen.press('Save queue');
    expect(installation.configuration.site).toEqual({ queue: 'SUPPORT' });
    expect(app.environment.spaceInstallation?.configuration).toEqual({ queue: 'SUPPORT' });
  });

  it('dispatches an event of the API package prefilled from its type, as the Events panel does', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'kitbench-site-script-'));
    writeFileSync(join(folder, 'service-manifest.yaml'), 'name: site-script\nscript: index.js\n');
    writeFileSync(
      join(folder, 'index.js'),
      "import { createIntegration } from '@service/runtime';\nexport default createIntegration({ events: { fetch_published_script: async (event) => ({ siteId: event.siteId, installationId: event.installationId }) } });\n",
    );
    const site = await loadIntegration(folder);
    try {
      expect(await site.dispatch('fetch_published_script')).toEqual({ siteId: PLAYGROUND_SPACE_ID, installationId: 'playground' });
    } finally {
      await site.close();
    }
  });

  it('says when a scope is a form rather than a component', async () => {
    const installation = await app.install({ target: 'organization' });
    await expect(installation.openConfiguration('account')).resolves.toBeDefined();
    const formApp = await loadIntegration(new URL('../examples/counter/', import.meta.url));
    try {
      const formInstallation = await formApp.install();
      await expect(formInstallation.openConfiguration('account')).rejects.toThrow(/names no componentId: its screen is a form/);
    } finally {
      await formApp.close();
    }
  });
});
