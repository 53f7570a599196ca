import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadApiSpec } from './api-spec';

// The API's first answer loads the platform's document and compiles the operation's schemas.
vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });
import type { GitBookAPIError } from '../core/api/client';
import { createContext } from '../core/runtime/context';
import { sampleEvent } from '../core/runtime/sample-events';
import { testEnvironment } from '../core/runtime/test-environment';
import type { RuntimeEnvironment } from '../core/runtime/types';
import { handlers } from './handlers';
import { connectPlatform } from './platform';

const server = setupServer(...handlers);
const unused = async () => ({ ok: false as const, error: { kind: 'runtime' as const, message: 'unused' }, durationMs: 0, logs: [] });
function connect(environment: RuntimeEnvironment) {
  connectPlatform({ environment, dispatchEnvelope: unused });
  return createContext(environment).api;
}

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  await loadApiSpec();
});
afterEach(() => connectPlatform(undefined));
afterAll(() => server.close());

describe('the content real integrations read, in the API package’s shapes and the environment’s ids', () => {
  it('answers getRevisionById for the revision a sample event names, with typed pages', async () => {
    const environment = testEnvironment();
    const api = connect(environment);
    const event = sampleEvent('space_content_updated', environment);
    const { data } = await api.spaces.getRevisionById(event.spaceId, event.revisionId);
    expect(data).toMatchObject({ object: 'revision', id: event.revisionId, type: 'edits', tags: [] });
    expect(data.pages[0]).toMatchObject({ id: 'page_intro', type: 'document', kind: 'sheet', slug: 'getting-started', path: 'getting-started' });
    expect(data.pages[1]).toMatchObject({ type: 'group', pages: [{ id: 'page_auth', slug: 'authentication' }] });
  });

  it('answers getPageInRevisionById as markdown or as the JSON document', async () => {
    const environment = testEnvironment();
    const api = connect(environment);
    const revisionId = sampleEvent('space_gitsync_completed', environment).revisionId;
    const { data: markdown } = await api.spaces.getPageInRevisionById('space_1', revisionId, 'page_auth', { format: 'markdown' });
    expect(markdown).toMatchObject({ id: 'page_auth', title: 'Authentication', markdown: expect.stringContaining('Authorization: Bearer') });
    const { data: document } = (await api.spaces.getPageInRevisionById('space_1', revisionId, 'page_auth')) as unknown as { data: Record<string, unknown> };
    expect(document.markdown).toBeUndefined();
    expect(document.document).toMatchObject({ object: 'document', nodes: [{ type: 'heading-1', nodes: [{ leaves: [{ text: 'Authentication' }] }] }, { type: 'paragraph' }] });
    const missing = await api.spaces.getPageInRevisionById('space_1', revisionId, 'page_nope').catch((error: GitBookAPIError) => error.code);
    expect(missing).toBe(404);
  });

  it('resolves a published URL to the space and its page (urls.getContentByUrl), and says where the space is for another', async () => {
    const api = connect(testEnvironment());
    const { data } = await api.urls.getContentByUrl({ url: 'https://docs.example.com/guides/authentication' });
    expect(data).toMatchObject({ space: { id: 'space_1', title: 'Developer documentation' }, page: { id: 'page_auth', path: 'guides/authentication' } });
    const other = await api.urls.getContentByUrl({ url: 'https://elsewhere.example/x' }).catch((error: GitBookAPIError) => error);
    expect(other).toMatchObject({ code: 404, errorMessage: expect.stringContaining('published at https://docs.example.com/') });
  });

  it('keeps a site’s adaptive schema: getSiteAdaptiveSchema answers what updateSiteAdaptiveSchema set', async () => {
    const environment = testEnvironment();
    const api = connect(environment);
    const site = environment.siteInstallation!.site;
    const before = await api.orgs.getSiteAdaptiveSchema('org_kitbench', site);
    expect(before.data).toMatchObject({ object: 'site-adaptive-schema', jsonSchema: { type: 'object', additionalProperties: false } });
    // Before any update, the claims the Site view's sample visitors carry (Ada: enterprise admin; Grace: free reader).
    expect(before.data.jsonSchema.properties).toMatchObject({
      plan: { type: 'string', enum: ['enterprise', 'free'] },
      role: { type: 'string', enum: ['admin', 'reader'] },
      unsigned: { type: 'object', properties: {}, additionalProperties: false },
    });
    // A schema the platform's document takes (each claim says what it is).
    const jsonSchema = {
      type: 'object' as const,
      properties: { team: { type: 'string', description: "The visitor's team." } },
      additionalProperties: false as const,
    };
    expect((await api.orgs.updateSiteAdaptiveSchema('org_kitbench', site, { jsonSchema })).data.jsonSchema).toEqual(jsonSchema);
    expect((await api.orgs.getSiteAdaptiveSchema('org_kitbench', site)).data.jsonSchema).toEqual(jsonSchema);
    const bad = await api.orgs.updateSiteAdaptiveSchema('org_kitbench', site, { jsonSchema: { type: 'string' } } as never).catch((error: GitBookAPIError) => error.code);
    expect(bad).toBe(400);
  });

  it('answers orgs.getSiteById for the organization the installation names (`target.organization`)', async () => {
    const base = testEnvironment();
    const environment = { ...base, installation: { ...base.installation!, target: { organization: 'org_acme' } } } as unknown as RuntimeEnvironment;
    const api = connect(environment);
    const site = environment.siteInstallation!.site;
    const { data } = await api.orgs.getSiteById('org_acme', site);
    expect(data).toMatchObject({ object: 'site', id: site, urls: { published: 'https://docs.example.com/', app: expect.stringContaining('/o/org_acme/') } });
    // The Site view shows adaptive sections: the site says adaptive content is on (bucket's and launchdarkly's screens read it).
    expect(data.adaptiveContent).toEqual({ enabled: true });
    expect((await api.orgs.getOrganizationById('org_acme')).data.id).toBe('org_acme');
    const other = await api.orgs.getSiteById('org_kitbench', site).catch((error: GitBookAPIError) => error.errorMessage);
    expect(other).toContain("The installation's organization is `org_acme`.");
  });
});
