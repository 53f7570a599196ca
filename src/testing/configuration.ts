import { type ConfigurationComponent, configurationComponentOf, configurationComponentProps, saveConfiguration } from '../core/installation/component';
import { installationEvent } from '../core/installation/events';
import type { ConfigurationScope } from '../core/installation/fields';
import type { Installation } from '../core/installation/installation';
import type { RuntimeEnvironment, RuntimeEvent } from '../core/runtime/types';
import type { InstallationStore } from '../mock/installation-store';
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
  const context: RenderContext = scope === 'account' ? { type: 'configuration_account' } : { type: 'configuration_space', spaceId: installation.spaceId };
  const block = new TestBlock(component.componentId, props, target.host, context);
  await block.start();
  return block;
}
