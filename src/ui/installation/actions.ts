import {
  type ConfigurationScope,
  editProperty,
  type Installation,
  type InstallationEventName,
  type InstallationSetupEvent,
  type InstallationTarget,
  install,
  installationEvent,
  saveConfiguration,
  setPaused,
} from '../../core/installation';
import { defaultInstallation } from '../../core/runtime/environment';
import { manifestValue } from '../workspace/manifest';
import type { ScriptHost } from '../../sandbox/types';
import { getActiveWorkspace, updateWorkspace } from '../workspace/store';
import { eventLog } from './eventLog';

// Events run one after another, in the order they were emitted, even when edits come faster than handlers finish.
let queue: Promise<void> = Promise.resolve();

async function dispatch(host: ScriptHost | undefined, payload: InstallationSetupEvent, reason: string, workspaceId: string): Promise<void> {
  const id = eventLog.add({ workspaceId, type: payload.type, reason, payload });
  if (!host) {
    eventLog.settle(id, { outcome: 'no-script', message: 'The script is not running yet: nothing handled this event.' });
    return;
  }
  if (host.loadProblem) {
    eventLog.settle(id, { outcome: 'no-script', message: `The script failed to load: ${host.loadProblem.message}` });
    return;
  }
  if (host.summary && !host.summary.eventNames.includes(payload.type)) {
    eventLog.settle(id, { outcome: 'no-handler', message: `The script has no events.${payload.type} handler.` });
    return;
  }
  const result = await host.dispatchEvent(payload);
  if (result.ok) eventLog.settle(id, { outcome: 'ok', durationMs: result.durationMs, logs: result.logs });
  else {
    const where = result.error.line ? ` (line ${result.error.line})` : '';
    const outcome = result.error.kind === 'missing' ? 'no-handler' : 'error';
    eventLog.settle(id, { outcome, message: `${result.error.message}${where}`, durationMs: result.durationMs, logs: result.logs });
  }
}

function emit(host: ScriptHost | undefined, names: InstallationEventName[], installation: Installation, reason: string, changed?: InstallationSetupEvent['changed']) {
  for (const name of names) {
    const payload = installationEvent(name, installation, changed);
    const workspaceId = getActiveWorkspace().id;
    queue = queue.then(() => dispatch(host, payload, reason, workspaceId)).catch(() => undefined);
  }
}

function current(): { manifest: unknown; installation: Installation | null } {
  const workspace = getActiveWorkspace();
  return { manifest: manifestValue(workspace.manifest), installation: workspace.installation };
}

/**
 * Installs (or reinstalls) the integration: pending, defaults prefilled, `installation_setup` emitted (then
 * `space_installation_setup` or `site_installation_setup`). A site installation is on `siteId`, publishing `spaceId`.
 */
export function installIntegration(host: ScriptHost | undefined, target: InstallationTarget, spaceId: string, siteId?: string): void {
  const { manifest } = current();
  const { installation, emit: names } = install(manifest, target, spaceId, undefined, siteId);
  updateWorkspace({ installation });
  const where = target === 'space' ? `space ${spaceId}` : target === 'site' ? `site ${installation.siteId}` : 'the organization';
  emit(host, names, installation, `Installed into ${where}`);
}

/** Removes the installation and its configuration. Nothing is emitted: the spec lists no uninstall event. */
export function uninstallIntegration(): void {
  updateWorkspace({ installation: null });
}

/** Edits one configuration property (`undefined` clears it) and emits `installation_setup`. */
export function editConfiguration(host: ScriptHost | undefined, scope: ConfigurationScope, name: string, value: unknown): void {
  const { manifest, installation } = current();
  if (!installation) return;
  const before = installation.configuration[scope][name];
  if (JSON.stringify(before) === JSON.stringify(value)) return;
  const change = editProperty(manifest, installation, scope, name, value);
  updateWorkspace({ installation: change.installation });
  emit(host, change.emit, change.installation, `${scope}.${name} edited`, { scope, property: name });
}

/** Pauses the installation by hand, or resumes it. */
export function pauseIntegration(paused: boolean): void {
  const { manifest, installation } = current();
  if (installation) updateWorkspace({ installation: setPaused(manifest, installation, paused) });
}

/**
 * Saves a whole scope's configuration, as a configuration component does through the HTTP API
 * (`updateIntegration…Installation`): stored like a form save, `installation_setup` emitted, status from validation.
 * Before anything is installed, the default installation that stood in (same id and space) becomes the installation.
 * Returns false when the workspace has no manifest to save against.
 */
export function saveScopeConfiguration(host: ScriptHost | undefined, scope: ConfigurationScope, values: Record<string, unknown>): boolean {
  const { manifest, installation } = current();
  const base: Installation = installation ?? (defaultInstallation(manifest) as Installation);
  const change = saveConfiguration(manifest, base, scope, values);
  updateWorkspace({ installation: change.installation });
  emit(host, change.emit, change.installation, `${scope} configuration saved through the API`);
  return true;
}
