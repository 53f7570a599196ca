import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SavedValues } from './SavedValues';

// A scope without properties in the manifest: the Installation panel's form for it.
describe('a configuration scope the manifest declares no property for', () => {
  it('shows what was saved through the API (the webhook integration saves the account URL and secret from its site screen)', () => {
    const html = renderToStaticMarkup(<SavedValues scope="account" values={{ webhookUrl: 'https://hooks.example.com/gitbook', secret: 's3cr3t', retries: { max: 3 } }} />);
    expect(html).toContain('role="group" aria-label="Saved account configuration"');
    expect(html).toContain('environment.installation.configuration');
    expect(html).toContain('<dt>webhookUrl</dt><dd><code>https://hooks.example.com/gitbook</code></dd>');
    expect(html).toContain('<dt>retries</dt><dd><code>{&quot;max&quot;:3}</code></dd>');
    expect(html).not.toContain('add them under');
  });

  it('names where a site value arrives, and cuts a long value short', () => {
    const html = renderToStaticMarkup(<SavedValues scope="site" values={{ note: 'x'.repeat(500) }} />);
    expect(html).toContain('environment.siteInstallation.configuration');
    expect(html).toContain(`${'x'.repeat(200)}…`);
    expect(html).not.toContain('x'.repeat(201));
  });

  it('with nothing saved, says where properties are declared', () => {
    const html = renderToStaticMarkup(<SavedValues scope="account" values={{}} />);
    expect(html).toContain('No properties: add them under <code>configurations.account.properties</code> in the manifest.');
  });
});
