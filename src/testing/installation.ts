import { configurationComponentOf, saveConfiguration } from '../core/installation/component';
import { installationEvent } from '../core/installation/events';
import { type ConfigurationScope, readConfigurationFields } from '../core/installation/fields';
import { editProperty, type Installation, type InstallationChange, install, setPaused } from '../core/installation/installation';
import { installationToken, PLAYGROUND_SPACE_ID } from '../core/runtime/environment';
import type { RuntimeEnvironment, RuntimeEvent } from '../core/runtime/types';
import { connectInstallationStore } from '../mock/installation-store';
import type { TestBlock } from './block';
import { openConfigurationScreen, testInstallationStore } from './configuration';
import type { WorkerHost } from './host';
import { type ConsentDecision, connectOAuth } from './oauth';
import { describeProblem } from './stack';

/** Where `app.install` installs: a space (the default), a published site, or the whole organization. */
export type InstallTarget = 'space' | 'site' | 'organization';

/** Options of `app.install`. */
export interface InstallOptions {
  target?: InstallTarget;
  /**
   * Property values by name; each goes to the scope (`account` or `site`) whose `properties` declare it, and a name
   * no property declares to a scope whose screen is a component (`componentId`), which saves whatever it is given.
   */
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
 * A name no property declares goes to a scope whose screen is a component (`componentId`), which takes any value;
 * without one it is refused, naming the declared properties.
 */
export function scopeOf(manifest: unknown, target: InstallTarget, name: string): ConfigurationScope {
  const placed = target !== 'organization';
  const scopes: ConfigurationScope[] = placed ? ['site', 'account'] : ['account'];
  for (const scope of scopes) {
    if (readConfigurationFields(manifest, scope).some((field) => field.name === name)) return scope;
  }
  if (placed && spacePropertyNames(manifest).includes(name)) return 'site';
  // A scope whose screen is a component (`componentId`) saves whatever the component sends: the platform accepts
  // any value there, so a name no property declares goes to it (the site's first, as above).
  const component = scopes.find((scope) => configurationComponentOf(manifest, scope));
  if (component) return component;
  const known = [
    ...scopes.flatMap((scope) => readConfigurationFields(manifest, scope).map((field) => field.name)),
    ...(placed ? spacePropertyNames(manifest) : []),
  ];
  throw new TypeError(
    `kitbench/testing: the manifest's configurations declare no property "${name}" for a ${target} installation` +
      ` (declared: ${known.join(', ') || 'none'}).`,
  );
}

/** One runtime event an installation change emitted, and whether the script handled it. */
export interface EmittedEvent {
  event: RuntimeEvent;
  /** The script has a handler for it (without one, the platform just moves on). */
  handled: boolean;
  /** What the handler threw, if it did. */
  error?: string;
}

/** The installation made by `app.install`: its status machine, as the Installation panel drives it. */
export interface TestInstallation {
  /** The installation's id (`context.environment.installation.id`). */
  readonly id: string;
  /** `pending` until the configuration validates, then `active`; `paused` by hand. */
  readonly status: Installation['status'];
  /** The saved values of each scope (`account`, `site`). */
  readonly configuration: Installation['configuration'];
  /** Every event emitted so far (`installation_setup`, `space_installation_setup` or `site_installation_setup`), in order. */
  readonly events: readonly EmittedEvent[];
  /** Edits one property, as the configuration form does; emits `installation_setup`. */
  configure(name: string, value: unknown): Promise<void>;
  /**
   * Presses the OAuth button of a `type: button` property (`callback_url`, default `/oauth`): the script's handler,
   * the provider's consent (`approve` by default; kitbench plays whatever provider the script names unless the
   * folder's mocks answer it), the code exchange and the save through the API (an account-scope button asks the
   * installation's own endpoint, so the credentials land on the installation; a site one on the space
   * installation). Resolves with the button's scope's configuration afterwards; rejects naming the step that failed.
   */
  connect(property: string, options?: { decision?: ConsentDecision }): Promise<Record<string, unknown>>;
  /** Pauses the installation by hand (`paused`); no event is emitted. */
  pause(): void;
  /** Resumes it: `active` when the configuration validates, else `pending`. */
  resume(): void;
  /**
   * Opens the configuration screen of a scope whose manifest names a `componentId` (`account`; `site` for the
   * manifest's `site` or `space`): the component rendered with the platform's props, as a block to press and fill.
   * What it saves through `context.api` becomes this installation's configuration, as a form save does.
   */
  openConfiguration(scope: ConfigurationScope): Promise<TestBlock>;
}

/** What `installIntegration` needs of the test app. */
export interface InstallingApp {
  manifest: Record<string, unknown>;
  host: WorkerHost;
  /** The app's installation (null before the first install). */
  current(): Installation | null;
  update(next: Installation): void;
  environment(): RuntimeEnvironment;
  /** The app's `fetch`: a path below the public endpoint, or a full URL to the mocked platform. */
  fetch(url: string, init?: RequestInit): Promise<Response>;
  absolute(path: string): string;
  /** The manifest's secrets without a value (`app.unsetSecrets`), named when a connection fails for want of them. */
  unsetSecrets?(): string[];
}

/**
 * `app.install`: installs as the Installation panel does, `pending` with the defaults, then one edit per configuration
 * value; `active` once the configuration validates. Each step's events go to the script.
 */
export async function installIntegration(app: InstallingApp, options: InstallOptions = {}): Promise<TestInstallation> {
  const target = options.target ?? 'space';
  const events: EmittedEvent[] = [];
  const { manifest, host } = app;
  const emit = async (names: string[], installation: Installation, changed?: { scope: 'account' | 'site'; property: string }) => {
    app.update(installation);
    for (const name of names) {
      const event = installationEvent(name as 'installation_setup', installation, changed);
      const handled = host.summary?.eventNames.includes(name) ?? false;
      const result = handled ? await host.dispatchEvent(event) : undefined;
      events.push({ event, handled, error: result && !result.ok ? describeProblem(result.error) : undefined });
    }
  };
  const steps = installSteps(manifest, options);
  const names = Object.keys(options.configuration ?? {});
  for (const [index, step] of steps.entries()) {
    const property = index > 0 ? names[index - 1] : undefined;
    await emit(step.emit, step.installation, property ? { scope: scopeOf(manifest, target, property), property } : undefined);
  }
  const installed = (): Installation => app.current() ?? steps[steps.length - 1].installation;
  // whole scopes, as a configuration component saves them
  for (const [scope, values] of Object.entries(options.configurations ?? {})) {
    const change = saveConfiguration(manifest, installed(), scope as ConfigurationScope, values ?? {});
    await emit(change.emit, change.installation);
  }
  const screen = { manifest, host, installation: installed, setInstallation: (next: Installation) => app.update(next), environment: () => app.environment(), events };
  connectInstallationStore(testInstallationStore(screen), installationToken(installed().id));
  return {
    get id() {
      return installed().id;
    },
    get status() {
      return installed().status;
    },
    get configuration() {
      return installed().configuration;
    },
    events,
    async configure(name, value) {
      const scope = scopeOf(manifest, target, name);
      const change = editProperty(manifest, installed(), scope, name, value);
      await emit(change.emit, change.installation, { scope, property: name });
    },
    async connect(property, { decision = 'approve' } = {}) {
      const scope = scopeOf(manifest, target, property);
      const field = readConfigurationFields(manifest, scope).find((candidate) => candidate.name === property);
      if (field?.kind !== 'button') throw new TypeError(`connect("${property}"): the property is not a \`type: button\` (an OAuth connection) in the manifest.`);
      const before = JSON.stringify(installed().configuration);
      await connectOAuth((url, init) => app.fetch(url, init), app.absolute(field.callbackUrl ?? '/oauth'), decision, scope === 'account' ? 'installation' : 'space', app.unsetSecrets?.() ?? []);
      if (JSON.stringify(installed().configuration) === before) {
        throw new Error(
          `connect("${property}"): the OAuth callback answered but saved nothing on the installation. On the platform the handler saves the credentials through the API (createOAuthHandler does: updateIntegrationInstallation, or the space or site installation its state names).`,
        );
      }
      return installed().configuration[scope];
    },
    pause() {
      app.update(setPaused(manifest, installed(), true));
    },
    resume() {
      app.update(setPaused(manifest, installed(), false));
    },
    openConfiguration: (scope) => openConfigurationScreen(screen, scope),
  };
}
