import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { describeIntegration } from '../../core/handlers/describe';
import { IntegrationOverview, OtherHandlers } from './IntegrationOverview';
import { waysTo } from './ways';

const manifest = {
  configurations: { site: { properties: { site_key: { type: 'string', title: 'Site key' } }, required: ['site_key'] } },
};
const loaded = describeIntegration({ title: 'Heatmaps', manifest, script: { componentIds: [], eventNames: ['fetch_published_script'], hasFetch: false } });
const unknown = describeIntegration({ title: 'Heatmaps', manifest });
const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe('IntegrationOverview', () => {
  it('says what a loaded integration does, then each part with a button named after where it goes', () => {
    const html = renderToStaticMarkup(<IntegrationOverview title="Heatmaps" description={loaded} phase="loaded" />);
    expect(text(html)).toContain('Heatmaps adds a script to published sites.');
    expect(html).toContain('>Try fetch_published_script in Events<');
    expect(html).toContain('>Open Site configuration in Installation<');
    // the arrow is decoration, not part of the button's name
    expect(html).toContain('<span aria-hidden="true"> →</span>');
  });

  it.each([
    ['loading', 'Loading the script to see what it handles…'],
    ['failed', 'The script did not load, so what it handles is not known yet: its problem is shown above'],
    ['held', 'The script is stopped until you run it'],
    ['nothing', 'There is no script to run'],
    ['unavailable', 'The script runtime is not available'],
  ] as const)('while the script is %s, says so and claims nothing it handles', (phase, says) => {
    const html = renderToStaticMarkup(<IntegrationOverview title="Heatmaps" description={unknown} phase={phase} />);
    expect(text(html)).toContain(says);
    expect(html).toContain('role="status"');
    expect(text(html)).not.toContain('adds a script');
    expect(html).not.toContain('fetch_published_script');
    // what the manifest says is known already
    expect(html).toContain('>Open Site configuration in Installation<');
  });

  it('tells an author whose script declares nothing what to add', () => {
    const empty = describeIntegration({ title: 'Blank', manifest: {}, script: { componentIds: [], eventNames: [], hasFetch: false } });
    const html = renderToStaticMarkup(<IntegrationOverview title="Blank" description={empty} phase="loaded" />);
    expect(text(html)).toContain('Blank handles nothing yet.');
    expect(text(html)).toContain('give createIntegration a fetch handler');
    expect(html).not.toContain('<ul');
  });
});

describe('OtherHandlers', () => {
  it("names an integration's handlers beside its blocks, not its blocks, its blocks' modals or its settings", () => {
    const description = describeIntegration({
      title: 'Notes',
      manifest: { blocks: [{ id: 'notes' }], ...manifest },
      script: { componentIds: ['notes', 'notesModal'], eventNames: ['space_content_updated'], hasFetch: true },
    });
    const html = renderToStaticMarkup(<OtherHandlers parts={description.parts} />);
    expect(html).toContain('aria-label="Other handlers"');
    expect(text(html)).toBe(' Also handles Try space_content_updated in Events HTTP handler Send a request in Network ');
  });

  it('renders nothing when the blocks are all there is', () => {
    const description = describeIntegration({ title: 'Notes', manifest: { blocks: [{ id: 'notes' }] }, script: { componentIds: ['notes'], eventNames: [], hasFetch: false } });
    expect(renderToStaticMarkup(<OtherHandlers parts={description.parts} />)).toBe('');
  });
});

describe('waysTo', () => {
  it('gives every part of a busy integration a way with a name of its own', () => {
    const description = describeIntegration({
      title: 'Busy',
      manifest: {
        scopes: ['site:script:inject'],
        configurations: {
          account: { properties: { oauth: { type: 'button', title: 'Account', button_text: 'Connect' }, team: { type: 'string' } } },
          site: { componentId: 'config' },
        },
      },
      script: {
        componentIds: ['config', 'picker'],
        eventNames: ['fetch_published_script', 'fetch_visitor_authentication', 'space_view', 'site_view', 'task', 'content_compute_revision'],
        hasFetch: true,
      },
    });
    const labels = description.parts.map((part) => waysTo(part)[0]?.label);
    expect(labels).not.toContain(undefined);
    expect(new Set(labels).size).toBe(labels.length);
    expect(description.parts.map((part) => waysTo(part)[0].intent.panel)).toEqual([
      'site', // published script: run on the Site view, as a reader's visit runs it
      'site', // visitor auth: signing in on the Site view
      'events', // content source
      'events', // space_view
      'site', // site_view: a page view on the Site view
      'events', // task
      'installation', // OAuth
      'network', // fetch
      'preview', // the picker component, on the Configuration screen
      'installation', // the site's configuration screen
      'installation', // account settings
    ]);
    // The site's handlers can still be sent by hand from Events, their second way.
    const published = description.parts.find((part) => part.kind === 'published-script')!;
    expect(waysTo(published).map((way) => way.label)).toEqual(['Run it on the Site', 'Try fetch_published_script in Events']);
  });

  it('offers no Site for a published script the site will not run (space:script:inject), and says what scope to add', () => {
    const script = { componentIds: [], eventNames: ['fetch_published_script'], hasFetch: false };
    const older = describeIntegration({ title: 'Analytics', manifest: { scopes: ['space:script:inject'] }, script });
    const published = older.parts.find((part) => part.kind === 'published-script')!;
    expect(waysTo(published).map((way) => way.label)).toEqual(['Try fetch_published_script in Events']);
    const html = text(renderToStaticMarkup(<IntegrationOverview title="Analytics" description={older} phase="loaded" />));
    expect(html).not.toContain('Run it on the Site');
    expect(html).toContain('fetch_published_script is not called on the Site');
    expect(html).toContain('Replace space:script:inject with site:script:inject under scopes');
    const none = describeIntegration({ title: 'Analytics', manifest: {}, script }).parts.find((part) => part.kind === 'published-script')!;
    expect(none.notOnSite).toContain('Add site:script:inject under scopes');
    const current = describeIntegration({ title: 'Analytics', manifest: { scopes: ['site:script:inject'] }, script }).parts.find((part) => part.kind === 'published-script')!;
    expect(current.notOnSite).toBeUndefined();
    expect(waysTo(current)[0].label).toBe('Run it on the Site');
  });
});
