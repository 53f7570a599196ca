// The environment a real integration reads, as the platform's document shapes it: the `webhook` integration's site
// configuration screen reads `environment.integration.externalLinks[0]?.url` (GitbookIO/integrations,
// integrations/webhook/src/config.tsx). A screen of that style renders, with the manifest's links or without any.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadIntegration } from './index';

const SCRIPT = `import { createComponent, createIntegration } from '@service/runtime';
const config = createComponent({
  componentId: 'config',
  render: async (element, context) => (
    <configuration>
      <text>{context.environment.integration.title}: see {\`\${context.environment.integration.externalLinks[0]?.url}#signature-verification-example\`}</text>
      <text>Sites selected: {context.environment.installation?.site_selection}</text>
    </configuration>
  ),
});
export default createIntegration({ components: [config] });
`;

function webhookStyleFolder(externalLinks: string): string {
  const folder = mkdtempSync(join(tmpdir(), 'kitbench-webhook-style-'));
  writeFileSync(
    join(folder, 'service-manifest.yaml'),
    `name: webhook-style\ntitle: Webhook style\nscript: index.jsx\ntarget: all\nscopes:\n  - site:views:read\n${externalLinks}configurations:\n  space:\n    componentId: config\n  site:\n    componentId: config\n`,
  );
  writeFileSync(join(folder, 'index.jsx'), SCRIPT);
  return folder;
}

describe('the environment of a real integration’s configuration screen', () => {
  it('names the manifest’s external links on environment.integration', async () => {
    const app = await loadIntegration(webhookStyleFolder('externalLinks:\n  - label: Documentation\n    url: https://example.com/docs/webhook\n'));
    try {
      const screen = await (await app.install({ target: 'site' })).openConfiguration('site');
      expect(screen.text()).toContain('Webhook style: see https://example.com/docs/webhook#signature-verification-example');
      expect(screen.text()).toContain('Sites selected: selected');
    } finally {
      await app.close();
    }
  });

  it('renders without external links too: the list is there, empty', async () => {
    const app = await loadIntegration(webhookStyleFolder(''));
    try {
      const screen = await (await app.install({ target: 'site' })).openConfiguration('site');
      expect(screen.text()).toContain('Webhook style: see undefined#signature-verification-example');
    } finally {
      await app.close();
    }
  });
});
