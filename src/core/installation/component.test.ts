import { describe, expect, it } from 'vitest';
import { buildEnvironment } from '../runtime/environment';
import { configurationComponentOf, configurationComponentProps, saveConfiguration } from './component';
import { readConfigurationFields } from './fields';
import { install, reconcileWithManifest } from './installation';

const connector = {
  configurations: {
    account: { componentId: 'connector-settings' },
    space: { componentId: 'space-settings' },
  },
};

describe('configurationComponentOf', () => {
  it('names the component of the account and of the installation in a space (site, else the platform\'s space)', () => {
    expect(configurationComponentOf(connector, 'account')).toEqual({ scope: 'account', level: 'account', componentId: 'connector-settings' });
    expect(configurationComponentOf(connector, 'site')).toEqual({ scope: 'site', level: 'space', componentId: 'space-settings' });
    const site = { configurations: { site: { componentId: 'site-settings' }, space: { componentId: 'space-settings' } } };
    expect(configurationComponentOf(site, 'site')?.level).toBe('site');
  });

  it('is undefined for a form and for a half-typed manifest', () => {
    expect(configurationComponentOf({ configurations: { account: { properties: {} } } }, 'account')).toBeUndefined();
    expect(configurationComponentOf({ configurations: { account: { componentId: '' } } }, 'account')).toBeUndefined();
    expect(configurationComponentOf('nonsense', 'site')).toBeUndefined();
  });

  it('leaves no form fields beside a component (the platform drops them), and reads a space form as the site form', () => {
    const both = { configurations: { account: { componentId: 'c', properties: { key: { type: 'string' } } } } };
    expect(readConfigurationFields(both, 'account')).toEqual([]);
    const space = { configurations: { space: { properties: { channel: { type: 'string', title: 'Channel' } } } } };
    expect(readConfigurationFields(space, 'site').map((field) => field.name)).toEqual(['channel']);
  });
});

describe('configurationComponentProps', () => {
  const { installation } = install(connector, 'space', 'space_1', 'inst_1');
  const configuration = { account: { team: 'docs' }, site: { channel: '#docs' } };
  const environment = buildEnvironment({ integrationName: 'x', secrets: undefined, env: {}, installation: { ...installation, configuration }, manifest: connector });

  it('gives the account screen the installation with its own configuration', () => {
    const props = configurationComponentProps({ level: 'account' }, environment, configuration);
    expect(props).toEqual({ installation: expect.objectContaining({ id: 'inst_1', configuration: { team: 'docs' } }) });
  });

  it('gives a space screen spaceInstallation and a site screen siteInstallation, each with its configuration', () => {
    expect(configurationComponentProps({ level: 'space' }, environment, configuration)).toMatchObject({
      installation: { configuration: { team: 'docs' } },
      spaceInstallation: { space: 'space_1', configuration: { channel: '#docs' } },
    });
    expect(configurationComponentProps({ level: 'site' }, environment, configuration)).toMatchObject({
      siteInstallation: { configuration: { channel: '#docs' } },
    });
  });
});

describe('saveConfiguration', () => {
  const manifest = { configurations: { account: { properties: { token: { type: 'string' } }, required: ['token'] } } };

  it('replaces the scope, emits installation_setup and activates a configuration that validates, like a form save', () => {
    const { installation } = install(manifest, 'organization', 'space_1', 'inst_1');
    const first = saveConfiguration(manifest, { ...installation, configuration: { ...installation.configuration, account: { old: 1 } } }, 'account', { token: 'abc' });
    expect(first.installation.configuration.account).toEqual({ token: 'abc' });
    expect(first.installation.status).toBe('active');
    expect(first.emit).toEqual(['installation_setup']);
    const cleared = saveConfiguration(manifest, first.installation, 'account', {});
    expect(cleared.installation.status).toBe('pending');
  });
});

describe('reconcileWithManifest with a configuration component', () => {
  it('keeps whatever the component saved: the scope has no properties to fit', () => {
    const { installation } = install(connector, 'space', 'space_1', 'inst_1');
    const saved = { ...installation, configuration: { account: { team: 'docs' }, site: { queue: 'DOCS' } } };
    expect(reconcileWithManifest(connector, saved, connector).installation).toBe(saved);
  });
});
