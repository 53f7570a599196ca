import { describe, expect, it } from 'vitest';
import { describeIntegration } from './describe';

const script = (over: Partial<{ componentIds: string[]; eventNames: string[]; hasFetch: boolean }> = {}) => ({
  componentIds: [],
  eventNames: [],
  hasFetch: false,
  ...over,
});

// A published-script integration as hotjar writes it: one top-level handler, a required site setting.
const analytics = {
  title: 'Heatmaps',
  configurations: { site: { properties: { tracking_id: { type: 'string', title: 'Site ID' } }, required: ['tracking_id'] } },
};

describe('describeIntegration', () => {
  it('says a published-script integration adds a script to published sites, then where its setting is', () => {
    const description = describeIntegration({ title: 'Heatmaps', manifest: analytics, script: script({ eventNames: ['fetch_published_script'] }) });
    expect(description.headline).toBe('Heatmaps adds a script to published sites.');
    expect(description.parts.map((part) => [part.kind, part.name])).toEqual([
      ['published-script', 'fetch_published_script'],
      ['settings', 'tracking_id'],
    ]);
    expect(description.parts[0].does).toMatch(/JavaScript it returns is added to every page/);
    expect(description.parts[1]).toMatchObject({ scope: 'site', does: 'Installing it asks for Site ID (required).', from: 'manifest' });
  });

  it('claims nothing about the script before it has loaded: no headline, only what the manifest says', () => {
    const description = describeIntegration({ title: 'Heatmaps', manifest: analytics });
    expect(description.headline).toBeUndefined();
    expect(description.parts.map((part) => part.kind)).toEqual(['settings']);
  });

  it('describes a visitor-auth integration (cognito style): sign-in, its callback route and its configuration screen', () => {
    const manifest = { configurations: { space: { componentId: 'config' }, site: { componentId: 'config' } } };
    const description = describeIntegration({
      title: 'Cognito',
      manifest,
      script: script({ componentIds: ['config'], eventNames: ['fetch_visitor_authentication'], hasFetch: true }),
    });
    expect(description.headline).toBe('Cognito signs visitors in to published sites and answers requests on its public endpoint.');
    expect(description.parts.map((part) => part.kind)).toEqual(['visitor-auth', 'fetch', 'configuration']);
    // the configuration component is the screen, not a stray component
    expect(description.parts.find((part) => part.kind === 'configuration')).toMatchObject({ name: 'config', scope: 'site' });
  });

  it("names each platform event (in the spec's order) and the OAuth button of an events integration (slack style)", () => {
    const manifest = {
      configurations: {
        account: {
          properties: {
            oauth_credentials: { type: 'button', title: 'Connection', button_text: 'Connect with Chat', callback_url: '/oauth' },
            default_channel: { type: 'string', title: 'Default channel', completion_url: '/channels' },
          },
        },
      },
    };
    const description = describeIntegration({
      title: 'Chat',
      manifest,
      script: script({ eventNames: ['space_visibility_updated', 'space_content_updated'], hasFetch: true }),
    });
    expect(description.headline).toBe('Chat reacts to 2 platform events and connects an account with OAuth.');
    expect(description.parts.map((part) => `${part.kind}:${part.name}`)).toEqual([
      'event:space_content_updated',
      'event:space_visibility_updated',
      'oauth:oauth_credentials',
      'fetch:fetch',
      'settings:default_channel',
    ]);
    expect(description.parts[1].does).toBe("A space's visibility settings are changed.");
    expect(description.parts[2].does).toMatch(/^“Connect with Chat” connects an account/);
  });

  it('names the one event an integration reacts to, and says what an event of its own is', () => {
    expect(describeIntegration({ title: 'Log', manifest: {}, script: script({ eventNames: ['space_content_updated'] }) }).headline).toBe(
      'Log reacts to `space_content_updated`.',
    );
    const own = describeIntegration({ title: 'Own', manifest: {}, script: script({ eventNames: ['deploy_finished'] }) });
    expect(own.parts[0]).toMatchObject({ kind: 'event', does: 'An event type of its own: it runs when the integration is sent `deploy_finished`.' });
  });

  it("tells a visitor's site events from a site installation's events, tasks and content sources", () => {
    const description = describeIntegration({
      title: 'Mixed',
      manifest: {},
      script: script({ eventNames: ['task', 'site_view', 'site_installation_setup', 'content_compute_revision'] }),
    });
    expect(description.parts.map((part) => `${part.kind}:${part.name}`)).toEqual([
      'content-source:content_compute_revision',
      'event:site_installation_setup',
      'site-event:site_view',
      'task:task',
    ]);
    expect(description.headline).toBe('Mixed computes content for spaces and reacts to `site_installation_setup`.');
  });

  it('names a configuration screen in the headline only when little else is said (github-copilot style)', () => {
    const manifest = { configurations: { account: { componentId: 'configure' } } };
    const description = describeIntegration({ title: 'Copilot', manifest, script: script({ componentIds: ['configure'], hasFetch: true }) });
    expect(description.headline).toBe('Copilot answers requests on its public endpoint and has a configuration screen of its own.');
  });

  it('lists blocks first and the components that are neither block nor screen (marketo style) as components', () => {
    const description = describeIntegration({
      title: 'Forms',
      manifest: { blocks: [{ id: 'form', title: 'Form' }] },
      script: script({ componentIds: ['form', 'settingsModal'], eventNames: ['fetch_published_script'], hasFetch: true }),
    });
    expect(description.parts.map((part) => `${part.kind}:${part.name}`)).toEqual(['block:form', 'published-script:fetch_published_script', 'fetch:fetch', 'component:settingsModal']);
    expect(description.headline).toBe('Forms adds 1 block to the editor and adds a script to published sites.');
  });

  it('says so when the script handles nothing', () => {
    expect(describeIntegration({ title: 'Empty', manifest: {}, script: script() })).toEqual({ headline: 'Empty handles nothing yet.', parts: [] });
  });

  it('reads a malformed manifest without throwing', () => {
    expect(describeIntegration({ title: 'X', manifest: 'not: an object', script: script({ hasFetch: true }) }).parts.map((part) => part.kind)).toEqual(['fetch']);
    expect(describeIntegration({ title: 'X', manifest: { blocks: 'no', configurations: [] }, script: script() }).parts).toEqual([]);
  });
});
