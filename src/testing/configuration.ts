import { type ConfigurationComponent, configurationComponentOf, configurationComponentProps, configurationContextOf, saveConfiguration } from '../core/installation/component';
import { installationEvent } from '../core/installation/events';
import type { ConfigurationScope } from '../core/installation/fields';
import type { Installation } from '../core/installation/installation';
import type { RuntimeEnvironment, RuntimeEvent } from '../core/runtime/types';
import type { InstallationStore } from '../mock/installation-store';
import {
  type ContentSourceConfigured,
  computeRevisionEvent,
  contentSourceConfigurationProps,
  contentSourceContext,
  contentSourcesOf,
  readConfigured,
} from '../ui/preview/contentSources';
import type { RenderContext } from '../ui/preview/instance';
import { TestBlock } from './block';
import type { WorkerHost } from './host';
import { describeProblem } from './stack';

/** One event an installation change emitted (the shape of `TestInstallation.events`). */
interface Emitted {
  event: RuntimeEvent;
  handled: boolean;
  error?: string;
}

/** What a configuration screen needs from the test app. */
export interface ConfigurationTarget {
  manifest: unknown;
  host: WorkerHost;
  installation(): Installation;
  setInstallation(installation: Installation): void;
  environment(): RuntimeEnvironment;
  /** `TestInstallation.events`: emitted events are appended here. */
  events: Emitted[];
}

/**
 * The InstallationStore of one test installation: what the script PATCHes through `context.api` (a configuration
 * component's save) replaces the scope's configuration as the Installation panel does. `installation_setup` is
 * listed at once in `events` and handed to the script after the PATCH is answered (the playground's order).
 */
export function testInstallationStore(target: ConfigurationTarget): InstallationStore {
  return {
    saveConfiguration(scope, configuration) {
      const change = saveConfiguration(target.manifest, target.installation(), scope, configuration);
      target.setInstallation(change.installation);
      for (const name of change.emit) {
        const event = installationEvent(name, change.installation);
        const entry: Emitted = { event, handled: target.host.summary?.eventNames.includes(name) ?? false };
        target.events.push(entry);
        if (entry.handled) {
          void target.host.dispatchEvent(event).then((result) => {
            if (!result.ok) entry.error = describeProblem(result.error);
          });
        }
      }
      return target.environment();
    },
  };
}

/**
 * Opens a scope's configuration screen as the platform does when the manifest names a `componentId` for it: the
 * component rendered with `installation` (and `spaceInstallation` / `siteInstallation`) as props. Rejects with a
 * clear message when the scope is a form or the script does not declare the component.
 */
export async function openConfigurationScreen(target: ConfigurationTarget, scope: ConfigurationScope): Promise<TestBlock> {
  const component: ConfigurationComponent | undefined = configurationComponentOf(target.manifest, scope);
  if (!component) {
    throw new Error(`openConfiguration("${scope}"): the manifest's configurations.${scope === 'site' ? 'site (or space)' : scope} names no componentId: its screen is a form (use configure()).`);
  }
  const declared = target.host.summary?.componentIds ?? [];
  if (!declared.includes(component.componentId)) {
    throw new Error(`openConfiguration("${scope}"): the script declares no component "${component.componentId}" (it declares ${declared.join(', ') || 'none'}).`);
  }
  const installation = target.installation();
  const props = configurationComponentProps(component, target.environment(), installation.configuration);
  const context: RenderContext = configurationContextOf(installation, scope);
  const block = new TestBlock(component.componentId, props, target.host, context);
  await block.start();
  return block;
}

/**
 * A content source's configuration screen (`contentSources[].configuration.componentId`), as a block: `returnValue`
 * is what its `{ type: 'complete', returnValue }` handed back, `configured` the `{ props, dependencies }` the
 * platform adds the source with.
 */
export class TestContentSourceConfiguration extends TestBlock {
  /** @internal Use `app.openContentSourceConfiguration`. */
  constructor(
    readonly sourceId: string,
    componentId: string,
    props: Record<string, unknown>,
    host: WorkerHost,
    context: RenderContext,
  ) {
    super(componentId, props, host, context);
  }

  /** The `returnValue` of the action that completed the screen (undefined until `completed`). */
  get returnValue(): unknown {
    return this.instance.getSnapshot().returnValue;
  }

  /** `{ props, dependencies }` once completed (undefined before); throws when the returnValue is not that shape. */
  get configured(): ContentSourceConfigured | undefined {
    if (!this.completed) return undefined;
    const read = readConfigured(this.returnValue);
    if (!read.ok) throw new Error(`${this.sourceId}: ${read.message}`);
    return read.value;
  }

  /** @internal Fills in what `computeRevision` sends. */
  revisionEvent(environment: RuntimeEnvironment) {
    const configured = this.configured;
    if (!configured) throw new Error(`computeRevision(): the configuration of "${this.sourceId}" has not completed yet (press its submit button first).`);
    return computeRevisionEvent(this.sourceId, configured, environment);
  }
}

/**
 * Opens the configuration screen of a manifest content source as the platform does when the author adds that source:
 * its `configuration.componentId` rendered with `installation` and `spaceInstallation` as props, in the
 * `configuration_contentsource` context. Rejects clearly for an unknown source or an undeclared component.
 */
export async function openContentSourceScreen(
  target: Pick<ConfigurationTarget, 'manifest' | 'host' | 'installation' | 'environment'>,
  sourceId: string,
): Promise<TestContentSourceConfiguration> {
  const sources = contentSourcesOf(target.manifest);
  const source = sources.find((candidate) => candidate.id === sourceId);
  if (!source) {
    throw new Error(`openContentSourceConfiguration("${sourceId}"): the manifest's contentSources have no id "${sourceId}" (they are: ${sources.map((s) => s.id).join(', ') || 'none'}).`);
  }
  if (!source.componentId) {
    throw new Error(`openContentSourceConfiguration("${sourceId}"): the source names no configuration.componentId.`);
  }
  const declared = target.host.summary?.componentIds ?? [];
  if (!declared.includes(source.componentId)) {
    throw new Error(`openContentSourceConfiguration("${sourceId}"): the script declares no component "${source.componentId}" (it declares ${declared.join(', ') || 'none'}).`);
  }
  const environment = target.environment();
  const props = contentSourceConfigurationProps(environment, target.installation().configuration);
  const block = new TestContentSourceConfiguration(sourceId, source.componentId, props, target.host, contentSourceContext(environment));
  await block.start();
  return block;
}
