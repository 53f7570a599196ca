/**
 * The installation status machine (spec: States and transitions; DESIGN.md "installation statuses").
 * Pure: it says the next status and which runtime events to emit; the caller stores and dispatches.
 */

/** `pending` until the configuration validates, then `active`; `paused` only by hand. */
export type InstallationStatus = 'pending' | 'active' | 'paused';

/**
 * Where the integration is installed (spec: Environment context, site and organization installations): one space,
 * one published site (the platform's site installation, `environment.siteInstallation`), or the organization.
 */
export type InstallationTarget = 'space' | 'site' | 'organization';

/** The runtime events an installation emits. */
export type InstallationEventName = 'installation_setup' | 'space_installation_setup' | 'site_installation_setup';

/** The event a placed installation emits after `installation_setup` when installed (the API package's names). */
const PLACED_SETUP: Record<InstallationTarget, InstallationEventName[]> = {
  space: ['space_installation_setup'],
  site: ['site_installation_setup'],
  organization: [],
};

/** What happened to the installation. `valid`: the configuration passes validation after the change. */
export type StatusTrigger =
  | { type: 'install'; target: InstallationTarget }
  | { type: 'edit'; valid: boolean }
  | { type: 'pause' }
  | { type: 'resume'; valid: boolean };

/** The outcome of a trigger: the next status and the events to emit, in order. */
export interface Transition {
  status: InstallationStatus;
  emit: InstallationEventName[];
}

/**
 * The next status. `current` is null when nothing is installed. Installing (first time or again) always starts
 * `pending` with an incomplete configuration as the spec's first row says; each edit emits `installation_setup`
 * and activates a valid configuration. Where the spec is silent: an edit that breaks an active configuration
 * returns it to `pending` (the script checks `status !== 'active'`), and a paused installation stays paused
 * through edits until resumed.
 */
export function transition(current: InstallationStatus | null, trigger: StatusTrigger): Transition {
  switch (trigger.type) {
    case 'install':
      return { status: 'pending', emit: ['installation_setup', ...PLACED_SETUP[trigger.target]] };
    case 'edit':
      if (current === 'paused') return { status: 'paused', emit: ['installation_setup'] };
      return { status: trigger.valid ? 'active' : 'pending', emit: ['installation_setup'] };
    case 'pause':
      return { status: 'paused', emit: [] };
    case 'resume':
      return { status: trigger.valid ? 'active' : 'pending', emit: [] };
  }
}

/** How a status reads in the UI: `Active`, `Pending`, `Paused`. */
export function statusLabel(status: InstallationStatus): string {
  return status.charAt(0).toUpperCase() + status.slice(1);
}
