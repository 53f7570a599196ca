import { describe, expect, it } from 'vitest';
import { loadIntegration } from './index';

// Secrets named by 1Password reference (src/testing/__fixtures__/by-reference, as figma and linear name theirs):
// kitbench is offline, so the test gives each a value by name, or by the variable of the secret's own name.
const folder = new URL('./__fixtures__/by-reference/', import.meta.url);

describe('secrets whatever their reference form', () => {
  it('without values, says which secrets are unset, and connect() names them instead of sending client_id=undefined', async () => {
    const app = await loadIntegration(folder);
    try {
      expect(app.unsetSecrets).toEqual(['CLIENT_ID', 'CLIENT_SECRET', 'API_BASE']);
      expect(app.environment.secrets).toEqual({});
      const installation = await app.install({ target: 'organization' });
      await expect(installation.connect('oauth_credentials')).rejects.toThrow(
        /client_id=undefined: the manifest's secrets CLIENT_ID, CLIENT_SECRET, API_BASE have no value\. Give them with loadIntegration\(folder, \{ secrets: \{ CLIENT_ID: '…' \} \}\)/,
      );
    } finally {
      await app.close();
    }
  });

  it('takes a value for each secret by its name (secrets), and the OAuth handler sends it to the provider', async () => {
    const app = await loadIntegration(folder, { secrets: { CLIENT_ID: 'sketch-client', CLIENT_SECRET: 'sketch-secret', API_BASE: 'https://api.sketch.example' } });
    try {
      expect(app.unsetSecrets).toEqual([]);
      expect(app.environment.secrets).toEqual({ CLIENT_ID: 'sketch-client', CLIENT_SECRET: 'sketch-secret', API_BASE: 'https://api.sketch.example' });
      await app.install({ target: 'organization' });
      const start = await app.fetch('/oauth', { redirect: 'manual' });
      expect(start.status).toBe(302);
      expect(new URL(start.headers.get('location')!).searchParams.get('client_id')).toBe('sketch-client');
    } finally {
      await app.close();
    }
  });

  it('fills a 1Password reference from the variable of the secret’s own name, and ${{ env.X }} from X', async () => {
    const app = await loadIntegration(folder, { env: { CLIENT_ID: 'from-env', SKETCH_API_BASE: 'https://api.sketch.example' } });
    try {
      expect(app.environment.secrets).toEqual({ CLIENT_ID: 'from-env', API_BASE: 'https://api.sketch.example' });
      expect(app.unsetSecrets).toEqual(['CLIENT_SECRET']);
    } finally {
      await app.close();
    }
  });

  it('refuses a value for a secret the manifest does not name, listing those it does', async () => {
    await expect(loadIntegration(folder, { secrets: { CLIENT_KEY: 'x' } })).rejects.toThrow(
      'kitbench/testing: loadIntegration({ secrets }): the manifest\'s secrets name no "CLIENT_KEY" (they name CLIENT_ID, CLIENT_SECRET and API_BASE).',
    );
  });
});
