/**
 * The contract with the platform's OpenAPI document (@gitbook/api spec/openapi.json): every environment kitbench
 * builds and every event type it sends validates against its schema. A field a future @gitbook/api requires fails
 * here, naming the object, the path and the field, before an author's script trips on it.
 */
import { describe, expect, it } from 'vitest';
import { allEventTypes, eventPayload } from '../events/catalog';
import { installationEvent } from '../installation/events';
import { install } from '../installation/installation';
import type { InstallationEventName } from '../installation/status';
import { fetchEvent } from '../runtime/envelope';
import { buildEnvironment, type InstallationInput } from '../runtime/environment';
import { installationLevelEnvironment } from '../runtime/installation-level';
import { RUNTIME_EVENT_TYPES, sampleEvent } from '../runtime/sample-events';
import { taskEvent } from '../runtime/tasks';
import type { RuntimeEnvironment } from '../runtime/types';
import { pageFeedbackEvent, publishedScriptEvent, siteViewEvent, visitorAuthenticationEvent } from '../site/events';
import { buildSite } from '../site/model';
import { newVisitor } from '../site/visitor';
import { platformDocument, platformValidator } from './openapi-validator';
import { EVENT_SCHEMAS } from './samples.generated';

const validator = platformValidator();

/** Everything a manifest may say that the platform shows on the integration. */
const richManifest = {
  name: 'release-notes',
  title: 'Release notes',
  description: 'Shows the release notes of a project.',
  summary: '# Overview\nRelease notes, where you write.',
  organization: 'acme',
  icon: './assets/icon.png',
  previewImages: ['./assets/preview.png'],
  visibility: 'public',
  target: 'site',
  scopes: ['space:content:read', 'site:views:read'],
  categories: ['content', 'analytics'],
  externalLinks: [{ label: 'Documentation', url: 'https://example.com/docs' }],
  contentSecurityPolicy: { 'script-src': "'self'", 'connect-src': 'https://api.example.com' },
  blocks: [
    { id: 'notes', title: 'Release notes', description: 'The latest notes', icon: './assets/block.png', urlUnfurl: ['https://example.com/notes/**'], markdown: { codeblock: 'notes', body: 'text' } },
  ],
  contentSources: [{ id: 'changelog', title: 'Changelog', configuration: { componentId: 'source-config' } }],
  configurations: {
    account: { properties: { team: { type: 'string', title: 'Team', default: 'docs' } }, required: ['team'] },
    site: { properties: { project: { type: 'string', title: 'Project' }, public: { type: 'boolean', title: 'Public' } } },
    space: { componentId: 'config' },
  },
  secrets: { TOKEN: '${{ env.TOKEN }}' },
};
const minimalManifest = { name: 'tiny', title: 'Tiny', scopes: [] };

const configuration = { account: { team: 'docs' }, site: { project: 'web' } };
const installations: Record<string, InstallationInput | null> = {
  'not installed': null,
  'a space installation': { id: 'inst_space', target: 'space', spaceId: 'space_1', status: 'active', configuration },
  'a pending space installation': { id: 'inst_pending', target: 'space', spaceId: 'space_1', status: 'pending', configuration: { account: {}, site: {} } },
  'a site installation': { id: 'inst_site', target: 'site', spaceId: 'space_1', siteId: 'site_help', status: 'active', configuration },
  'an organization installation': { id: 'inst_org', target: 'organization', spaceId: '', status: 'paused', configuration },
};

function environmentOf(manifest: { name: string; secrets?: Record<string, string> }, installation: InstallationInput | null): RuntimeEnvironment {
  return buildEnvironment({ integrationName: manifest.name, secrets: manifest.secrets, env: { TOKEN: 'token-1' }, installation, manifest });
}

function expectConforms(schema: string, value: unknown, name: string) {
  expect(validator.problems(schema, value, name), `${name} does not conform to ${schema} of @gitbook/api's openapi.json`).toEqual([]);
}

describe('every environment kitbench builds conforms to IntegrationEnvironment', () => {
  for (const [manifestName, manifest] of Object.entries({ 'a rich manifest': richManifest, 'a minimal manifest': minimalManifest })) {
    for (const [installationName, installation] of Object.entries(installations)) {
      it(`with ${manifestName}, ${installationName}`, () => {
        expectConforms('IntegrationEnvironment', environmentOf(manifest, installation), 'environment');
      });
    }
  }

  it('shows everything the manifest says on environment.integration, where the platform shows it', () => {
    const { integration } = environmentOf(richManifest, installations['a site installation']);
    expect(integration).toMatchObject({
      object: 'integration',
      name: 'release-notes',
      title: 'Release notes',
      description: richManifest.description,
      summary: richManifest.summary,
      target: 'site',
      visibility: 'public',
      scopes: richManifest.scopes,
      categories: richManifest.categories,
      externalLinks: richManifest.externalLinks,
      contentSecurityPolicy: richManifest.contentSecurityPolicy,
      configurations: richManifest.configurations,
      contentSources: richManifest.contentSources,
      previewImages: ['https://content.kitbench.local/integrations/release-notes/assets/preview.png'],
      owner: { object: 'organization', id: 'org_kitbench', title: 'acme' },
      urls: {
        location: 'https://api.kitbench.local/v1/integrations/release-notes',
        app: 'https://app.kitbench.local/integrations/release-notes',
        assets: 'https://content.kitbench.local/integrations/release-notes',
        icon: 'https://content.kitbench.local/integrations/release-notes/assets/icon.png',
      },
    });
    expect(integration.blocks).toEqual([{ ...richManifest.blocks[0], icon: 'https://content.kitbench.local/integrations/release-notes/assets/block.png' }]);
    // what the real `webhook` integration reads on its configuration screen
    expect(integration.externalLinks[0]?.url).toBe('https://example.com/docs');
  });

  it('keeps conforming on the installation’s own endpoint (no space or site installation there)', () => {
    const environment = environmentOf(richManifest, installations['a space installation']);
    expectConforms('IntegrationEnvironment', installationLevelEnvironment(environment, { team: 'docs' }), 'the installation-level environment');
  });

  it('gives an integration without external links an empty list, so `externalLinks[0]?.url` reads undefined', () => {
    expect(environmentOf(minimalManifest, null).integration.externalLinks).toEqual([]);
  });
});

const site = buildSite({ siteId: 'site_help', spaceId: 'space_1', title: 'Help', pages: [{ id: 'page_1', kind: 'sheet', title: 'Intro', path: 'intro' } as never] });
const visit = { visitor: newVisitor('Mozilla/5.0'), url: 'https://docs.example.com/intro', referrer: '' };

/** Every event kitbench sends, by where it comes from. */
function sentEvents(environment: RuntimeEnvironment): [string, { type: string }][] {
  const events: [string, { type: string }][] = [];
  for (const type of RUNTIME_EVENT_TYPES) events.push([`the sample ${type}`, sampleEvent(type, environment)]);
  for (const type of allEventTypes()) events.push([`the Events panel's ${type}`, eventPayload(type, environment)]);
  for (const target of ['space', 'site', 'organization'] as const) {
    const { installation, emit } = install(richManifest, target, 'space_1', `inst_${target}`, 'site_help');
    for (const name of emit) events.push([`${name} of installing on a ${target}`, installationEvent(name as InstallationEventName, installation)]);
    events.push([`installation_setup of an edit on a ${target}`, installationEvent('installation_setup', installation, { scope: 'account', property: 'team' })]);
  }
  const page = site.pages[0];
  events.push(['a page view', siteViewEvent(environment, site, page, visit)]);
  events.push(['a page feedback', pageFeedbackEvent(environment, site, page, { rating: 'good', comment: 'Clear.' }, visit)]);
  events.push(['a visitor authentication', visitorAuthenticationEvent(environment, site, { location: '/intro', action: 'logout' })]);
  events.push(['a published script', publishedScriptEvent(environment, site)]);
  events.push(['an HTTP request', fetchEvent({ method: 'get', url: 'https://integrations.kitbench.local/inst/', headers: {} }, 'inst')]);
  events.push(['a task', taskEvent({ kind: 'sync' })]);
  return events;
}

/** The spec's runtime events the platform's document has no schema for (the spec names them; the API package does not). */
const SPEC_ONLY_EVENTS = ['space_view'];

describe('every event kitbench sends conforms to its schema of the Event union', () => {
  for (const [installationName, installation] of Object.entries(installations)) {
    it(`for ${installationName}`, () => {
      const environment = environmentOf(richManifest, installation);
      const problems = sentEvents(environment).flatMap(([name, event]) => {
        const schema = EVENT_SCHEMAS[event.type];
        if (schema) return validator.problems(schema, event, name);
        return SPEC_ONLY_EVENTS.includes(event.type) ? [] : [`${name}: the type "${event.type}" is not in the document's Event union`];
      });
      expect(problems).toEqual([]);
    });
  }

  it('offers every event type of the document in the Events panel', () => {
    expect(allEventTypes()).toEqual(expect.arrayContaining(Object.keys(EVENT_SCHEMAS)));
  });
});

describe('the contract test', () => {
  it('fails on a field a future @gitbook/api requires, naming the object, the path and the field', () => {
    const future = platformDocument();
    const schemas = future.components.schemas as Record<string, { required: string[]; properties: Record<string, unknown> }>;
    schemas.Integration.required.push('installationCount');
    schemas.Integration.properties.installationCount = { type: 'number' };
    const problems = platformValidator(future).problems('IntegrationEnvironment', environmentOf(minimalManifest, null), 'environment');
    expect(problems).toContainEqual(expect.stringMatching(/^environment\.integration lacks the required field "installationCount"/));
  });
});
