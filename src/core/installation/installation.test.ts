import { describe, expect, it } from 'vitest';
import { installationEnvironment } from './environment';
import { installationEvent } from './events';
import { editProperty, install, reconcileWithManifest, setPaused } from './installation';

const manifest = {
  configurations: {
    account: { properties: { team: { type: 'string', title: 'Team', default: 'Docs' } } },
    site: {
      properties: {
        project: { type: 'string', title: 'Project' },
        start: { type: 'number', title: 'Start', default: 0 },
      },
      required: ['project'],
    },
  },
};

describe('install', () => {
  it('creates a pending installation with defaults prefilled', () => {
    const { installation, emit } = install(manifest, 'space', 'space_1', 'inst_1');
    expect(installation).toEqual({
      id: 'inst_1',
      target: 'space',
      spaceId: 'space_1',
      status: 'pending',
      configuration: { account: { team: 'Docs' }, site: { start: 0 } },
    });
    expect(emit).toEqual(['installation_setup', 'space_installation_setup']);
  });
});

describe('editProperty', () => {
  it('activates the installation once the required site property is set, and back to pending when cleared', () => {
    const { installation } = install(manifest, 'space', 's', 'i');
    const set = editProperty(manifest, installation, 'site', 'project', 'web');
    expect(set.installation.status).toBe('active');
    expect(set.emit).toEqual(['installation_setup']);
    const cleared = editProperty(manifest, set.installation, 'site', 'project', undefined);
    expect(cleared.installation.status).toBe('pending');
    expect(cleared.installation.configuration.site).toEqual({ start: 0 });
  });

  it('ignores the site scope for an organization installation', () => {
    const { installation } = install(manifest, 'organization', 's', 'i');
    expect(editProperty(manifest, installation, 'account', 'team', 'Core').installation.status).toBe('active');
  });
});

describe('setPaused', () => {
  it('pauses by hand and resumes to the status validity gives', () => {
    const { installation } = install(manifest, 'space', 's', 'i');
    const paused = setPaused(manifest, installation, true);
    expect(paused.status).toBe('paused');
    expect(setPaused(manifest, paused, false).status).toBe('pending');
  });
});

describe('reconcileWithManifest', () => {
  it('keeps the same object when every value still fits', () => {
    const { installation } = install(manifest, 'space', 's', 'i');
    expect(reconcileWithManifest(manifest, installation).installation).toBe(installation);
  });

  it('drops values whose property changed type', () => {
    const { installation } = install(manifest, 'space', 's', 'i');
    const edited = { configurations: { ...manifest.configurations, site: { properties: { start: { type: 'string' } } } } };
    expect(reconcileWithManifest(edited, installation).installation.configuration.site).toEqual({});
  });

  it('prefills the default of a property added to the manifest, keeping set values', () => {
    const { installation } = install(manifest, 'space', 's', 'i');
    const withProject = editProperty(manifest, installation, 'site', 'project', 'web').installation;
    const site = { ...manifest.configurations.site, properties: { ...manifest.configurations.site.properties, unit: { type: 'string', default: 'pages' } } };
    const edited = { configurations: { ...manifest.configurations, site } };
    expect(reconcileWithManifest(edited, withProject, manifest).installation.configuration.site).toEqual({ project: 'web', start: 0, unit: 'pages' });
  });

  it('leaves a cleared property cleared when the manifest is edited elsewhere', () => {
    const { installation } = install(manifest, 'space', 's', 'i');
    const cleared = editProperty(manifest, installation, 'site', 'start', undefined).installation;
    expect(reconcileWithManifest(manifest, cleared, manifest).installation).toBe(cleared);
  });

  it('brings a dropped value back when the edit is undone, instead of the default', () => {
    const { installation } = install(manifest, 'space', 's', 'i');
    const started = editProperty(manifest, installation, 'site', 'start', 7).installation;
    const site = { properties: { project: { type: 'string' } } };
    const without = { configurations: { ...manifest.configurations, site } };
    const removed = reconcileWithManifest(without, started, manifest);
    expect(removed.installation.configuration.site).toEqual({});
    expect(removed.shelf.site).toEqual({ start: 7 });
    const restored = reconcileWithManifest(manifest, removed.installation, without, removed.shelf);
    expect(restored.installation.configuration.site).toEqual({ start: 7 });
    expect(restored.shelf.site).toEqual({});
  });
});

describe('installationEnvironment', () => {
  it('gives a space installation its space, lowercase status, merged configuration and public endpoint', () => {
    const { installation } = install(manifest, 'space', 'space_1', 'inst_1');
    const site = { ...installation, configuration: { ...installation.configuration, site: { project: 'web', oauth_credentials: { access_token: 'tok' } } } };
    expect(installationEnvironment(site, 'x')).toMatchObject({
      space: 'space_1',
      status: 'pending',
      configuration: { team: 'Docs', project: 'web', oauth_credentials: { access_token: 'tok' } },
      urls: { publicEndpoint: 'https://integrations.kitbench.local/inst_1' },
      space_selection: 'selected',
      spaces: 1,
    });
  });

  it('gives an organization installation its id, target and space selection', () => {
    const { installation } = install(manifest, 'organization', 's', 'inst_2');
    // as the platform's document declares it: the organization it belongs to, every space and site selected
    expect(installationEnvironment(installation, 'x')).toMatchObject({ id: 'inst_2', target: { organization: 'org_kitbench' }, space_selection: 'all', site_selection: 'all' });
  });
});

describe('a site installation', () => {
  it('is on its site, publishing the space, and validates the account and site scopes', () => {
    const { installation, emit } = install(manifest, 'site', 'space_1', 'inst_3', 'site_help');
    expect(installation).toMatchObject({ target: 'site', siteId: 'site_help', spaceId: 'space_1', status: 'pending' });
    expect(emit).toEqual(['installation_setup', 'site_installation_setup']);
    // the site's `project` is required: it decides the status as for a space
    expect(editProperty(manifest, installation, 'site', 'project', 'web').installation.status).toBe('active');
  });

  it("carries the site's id on its events, never a space's", () => {
    const { installation } = install(manifest, 'site', 'space_1', 'inst_3', 'site_help');
    expect(installationEvent('site_installation_setup', installation)).toEqual({
      // as the platform's document requires of every event
      eventId: expect.stringMatching(/^evt_/),
      type: 'site_installation_setup',
      installationId: 'inst_3',
      target: 'site',
      siteId: 'site_help',
      status: 'pending',
    });
  });
});

describe('installationEvent', () => {
  it('names the installation, its status and the edited property', () => {
    const { installation } = install(manifest, 'space', 'space_1', 'inst_1');
    expect(installationEvent('installation_setup', installation, { scope: 'site', property: 'project' })).toEqual({
      eventId: expect.stringMatching(/^evt_/),
      type: 'installation_setup',
      installationId: 'inst_1',
      target: 'space',
      spaceId: 'space_1',
      status: 'pending',
      changed: { scope: 'site', property: 'project' },
    });
  });
});

describe('reconcileWithManifest and what the API saved', () => {
  it('keeps account values saved through the API when the manifest declares no account configuration', () => {
    const siteOnly = { configurations: { site: { componentId: 'config' } } };
    const { installation } = install(siteOnly, 'site', 's', 'i', 'site_docs');
    const saved = { ...installation, configuration: { account: { webhookUrl: 'https://hooks.example/x', secret: 's3' }, site: { site_view: true } } };
    expect(reconcileWithManifest(siteOnly, saved, siteOnly).installation).toBe(saved);
  });
});
