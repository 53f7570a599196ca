import { type ConfigurationScope, configurationSection, defaultValues, keepFittingValues, readConfigurationFields } from './fields';
import { deriveConfigurationSchema, isConfigurationValid } from './schema';
import { type InstallationEventName, type InstallationStatus, type InstallationTarget, transition } from './status';

/** An installation of the integration: where, its status and the saved configuration of each scope. */
export interface Installation {
  id: string;
  target: InstallationTarget;
  /**
   * The space a `space` installation lives in; for a `site` installation, the space the site publishes (kept for an
   * organization installation, unused there).
   */
  spaceId: string;
  /** The published site a `site` installation is on (`environment.siteInstallation.site`). */
  siteId?: string;
  status: InstallationStatus;
  configuration: Record<ConfigurationScope, Record<string, unknown>>;
}

/** A change to the installation plus the runtime events it emits, in order. */
export interface InstallationChange {
  installation: Installation;
  emit: InstallationEventName[];
}

/** The scopes whose configuration must validate: an organization has no site, a space or a site has both. */
export function scopesFor(target: InstallationTarget): ConfigurationScope[] {
  return target === 'organization' ? ['account'] : ['account', 'site'];
}

/** True when every scope the target uses passes validation against the manifest's derived schema. */
export function isInstallationValid(manifest: unknown, installation: Pick<Installation, 'target' | 'configuration'>): boolean {
  return scopesFor(installation.target).every((scope) =>
    isConfigurationValid(deriveConfigurationSchema(readConfigurationFields(manifest, scope)), installation.configuration[scope]),
  );
}

/** A short random id; ids are opaque strings (spec: webhook payloads). */
export function createId(prefix: string): string {
  const random = globalThis.crypto?.randomUUID?.().replaceAll('-', '').slice(0, 12) ?? Math.random().toString(36).slice(2, 14);
  return `${prefix}_${random}`;
}

/** The site a site installation is on when none is named. */
export const DEFAULT_SITE_ID = 'site_docs';

/**
 * Installs the integration: status `pending`, every property's `default` prefilled (spec: States, first row). A
 * `site` installation is on `siteId` (default DEFAULT_SITE_ID), which publishes `spaceId`.
 */
export function install(
  manifest: unknown,
  target: InstallationTarget,
  spaceId: string,
  id = createId('inst'),
  siteId: string = DEFAULT_SITE_ID,
): InstallationChange {
  const { status, emit } = transition(null, { type: 'install', target });
  return {
    installation: {
      id,
      target,
      spaceId,
      ...(target === 'site' ? { siteId } : {}),
      status,
      configuration: {
        account: defaultValues(readConfigurationFields(manifest, 'account')),
        site: defaultValues(readConfigurationFields(manifest, 'site')),
      },
    },
    emit,
  };
}

/**
 * Edits one configuration property (`undefined` clears it). Emits `installation_setup` and activates the
 * installation once its configuration validates.
 */
export function editProperty(
  manifest: unknown,
  installation: Installation,
  scope: ConfigurationScope,
  name: string,
  value: unknown,
): InstallationChange {
  const values = { ...installation.configuration[scope] };
  if (value === undefined) delete values[name];
  else values[name] = value;
  const configuration = { ...installation.configuration, [scope]: values };
  const valid = isInstallationValid(manifest, { target: installation.target, configuration });
  const { status, emit } = transition(installation.status, { type: 'edit', valid });
  return { installation: { ...installation, status, configuration }, emit };
}

/** Pauses by hand, or resumes (to `active` when the configuration validates, else `pending`). */
export function setPaused(manifest: unknown, installation: Installation, paused: boolean): Installation {
  const { status } = paused
    ? transition(installation.status, { type: 'pause' })
    : transition(installation.status, { type: 'resume', valid: isInstallationValid(manifest, installation) });
  return { ...installation, status };
}

/** Values manifest edits dropped, per scope, kept so that undoing the edit (or retyping a name) brings them back. */
export type ShelvedValues = Record<ConfigurationScope, Record<string, unknown>>;

/** An empty shelf. */
export function emptyShelf(): ShelvedValues {
  return { account: {}, site: {} };
}

/** The outcome of following a manifest edit. `installation` is the same object when nothing changed. */
export interface FollowedManifest {
  installation: Installation;
  shelf: ShelvedValues;
}

/**
 * Follows a manifest edit from `previous` to `manifest`: a saved value the manifest no longer fits (a removed
 * property, a changed type, a dropped option) moves to the shelf; a property without a value takes back a shelved
 * value that fits again, else the default of a property the edit added. A property the user cleared stays cleared.
 */
export function reconcileWithManifest(
  manifest: unknown,
  installation: Installation,
  previous?: unknown,
  shelf: ShelvedValues = emptyShelf(),
): FollowedManifest {
  const nextShelf: ShelvedValues = { account: { ...shelf.account }, site: { ...shelf.site } };
  const follow = (scope: ConfigurationScope) => {
    const fields = readConfigurationFields(manifest, scope);
    const saved = installation.configuration[scope];
    // a scope rendered by a configuration component stores whatever the component saves: nothing to fit
    if (hasConfigurationComponent(manifest, scope)) return saved;
    const kept = keepFittingValues(fields, saved);
    const known = new Set(readConfigurationFields(previous, scope).map((f) => f.name));
    const declared = new Set(fields.map((field) => field.name));
    const values = { ...kept };
    for (const [name, value] of Object.entries(saved)) {
      if (name in kept) continue;
      // A value no property declares, now or before, was saved through the API (a configuration component on
      // another screen, as the platform's webhook integration saves its account settings from the site's): the
      // platform keeps it. Only a value the manifest edit made unfit (a removed or retyped property) is shelved.
      if (declared.has(name) || known.has(name)) nextShelf[scope][name] = value;
      else values[name] = value;
    }
    for (const field of fields) {
      if (field.name in values) continue;
      const back = keepFittingValues([field], { [field.name]: nextShelf[scope][field.name] });
      if (field.name in back) {
        values[field.name] = back[field.name];
        delete nextShelf[scope][field.name];
      } else if (previous !== undefined && !known.has(field.name)) {
        Object.assign(values, defaultValues([field]));
      }
    }
    return values;
  };
  const account = follow('account');
  const site = follow('site');
  const same =
    JSON.stringify(account) === JSON.stringify(installation.configuration.account) &&
    JSON.stringify(site) === JSON.stringify(installation.configuration.site);
  return { installation: same ? installation : { ...installation, configuration: { account, site } }, shelf: nextShelf };
}

/** True when the scope's screen is a configuration component (`componentId`), not a form. */
function hasConfigurationComponent(manifest: unknown, scope: ConfigurationScope): boolean {
  const componentId = configurationSection(manifest, scope)?.section.componentId;
  return typeof componentId === 'string' && componentId.trim() !== '';
}
