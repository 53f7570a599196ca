import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { capture, generate, installed } from './api-client.mjs';

describe('src/core/api/generated-client.ts', () => {
  it('is in step with the installed @gitbook/api (regenerate with `node scripts/api-client.mjs`)', async () => {
    const { GitBookAPI, version } = await installed();
    const committed = readFileSync(new URL('../src/core/api/generated-client.ts', import.meta.url), 'utf8');
    expect(committed === generate(await capture(GitBookAPI), version), 'src/core/api/generated-client.ts is stale: run node scripts/api-client.mjs').toBe(true);
  });

  it('reads each method from the request the reference client sends: verb, path arguments, body, query', async () => {
    const { GitBookAPI } = await installed();
    const table = await capture(GitBookAPI);
    const find = (namespace: string, name: string) => table[namespace].find((entry) => entry[0] === name);
    expect(find('orgs', 'getOrganizationById')).toEqual(['getOrganizationById', 'GET', '/orgs/{0}', '']);
    expect(find('integrations', 'updateIntegrationSpaceInstallation')).toEqual([
      'updateIntegrationSpaceInstallation',
      'PATCH',
      '/integrations/{0}/installations/{1}/spaces/{2}',
      'b3q4',
    ]);
    expect(find('integrations', 'queueIntegrationTask')).toEqual(['queueIntegrationTask', 'POST', '/integrations/{0}/tasks', 'b1v']);
    expect(find('orgs', 'streamAskInOrganization')?.[3]).toBe('q1s');
    expect(find('', 'getApiInformation')).toEqual(['getApiInformation', 'GET', '/', '']);
  });
});
