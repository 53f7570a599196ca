import { type ConfigurationScope, readConfigurationFields } from '../core/installation/fields';
import { editProperty, type InstallationChange, install } from '../core/installation/installation';
import { PLAYGROUND_SPACE_ID } from '../core/runtime/environment';
import type { InstallationEventName } from '../core/installation/status';

/** Where `app.install` installs: a space (the default), a published site, or the whole organization. */
export type InstallTarget = 'space' | 'site' | 'organization';

/** Options of `app.install`. */
export interface InstallOptions {
  target?: InstallTarget;
  /** Property values by name; each goes to the scope (`account` or `site`) whose `properties` declare it. */
  configuration?: Record<string, unknown>;
  /** The space of a space installation (or the space a site publishes). Default: the playground's space, as before installing. */
  spaceId?: string;
  /** The site of a site installation (`target: 'site'`). Default: `site_docs`. */
  siteId?: string;
  /**
   * Whole configurations by scope (`account`, `site`), saved after `configuration` as a configuration component
   * saves them: for scopes whose screen is a component (`componentId`), which have no properties to name.
   */
  configurations?: Partial<Record<ConfigurationScope, Record<string, unknown>>>;
}

/** One runtime event an installation change emitted, and what the script's handler did with it. */
export interface EmittedEvent {
  type: InstallationEventName;
  /** Absent when the script has no handler for it (the platform ignores that). */
  ok: boolean;
  error?: string;
}

/** The steps an install takes: installing, then one property edit per configuration value, as the form does. */
export function installSteps(manifest: unknown, options: InstallOptions): InstallationChange[] {
  const target = options.target ?? 'space';
  const first = install(manifest, target, options.spaceId ?? PLAYGROUND_SPACE_ID, undefined, options.siteId);
  const steps = [first];
  let current = first.installation;
  for (const [name, value] of Object.entries(options.configuration ?? {})) {
    const change = editProperty(manifest, current, scopeOf(manifest, target, name), name, value);
    steps.push(change);
    current = change.installation;
  }
  return steps;
}

/**
 * The names `configurations.space` declares: the platform's space-installation settings. kitbench keeps them with the
 * site settings (the installation in one space; spec: `account` and `site`), so a space installation accepts them.
 */
function spacePropertyNames(manifest: unknown): string[] {
  const configurations = (manifest as { configurations?: { space?: { properties?: unknown } } } | undefined)?.configurations;
  const properties = configurations?.space?.properties;
  return typeof properties === 'object' && properties !== null ? Object.keys(properties) : [];
}

/**
 * The scope whose properties declare `name`: the site's first for a space or site installation (it overrides the
 * account; `configurations.space` properties count as the site's), the account's for an organization installation.
 */
export function scopeOf(manifest: unknown, target: InstallTarget, name: string): ConfigurationScope {
  const placed = target !== 'organization';
  const scopes: ConfigurationScope[] = placed ? ['site', 'account'] : ['account'];
  for (const scope of scopes) {
    if (readConfigurationFields(manifest, scope).some((field) => field.name === name)) return scope;
  }
  if (placed && spacePropertyNames(manifest).includes(name)) return 'site';
  const known = [
    ...scopes.flatMap((scope) => readConfigurationFields(manifest, scope).map((field) => field.name)),
    ...(placed ? spacePropertyNames(manifest) : []),
  ];
  throw new TypeError(
    `kitbench/testing: the manifest's configurations declare no property "${name}" for a ${target} installation` +
      ` (declared: ${known.join(', ') || 'none'}).`,
  );
}

