import { platformEvent } from '../platform/events';
import type { ConfigurationScope } from './fields';
import type { Installation } from './installation';
import type { InstallationEventName } from './status';

/**
 * The runtime event handed to the script's `events[type]` handler: the platform's `InstallationSetupEvent`,
 * `SpaceInstallationSetupEvent` or `SiteInstallationSetupEvent` (src/core/platform conforms it), plus kitbench's
 * `target` and `changed`.
 */
export interface InstallationSetupEvent {
  eventId: string;
  type: InstallationEventName;
  installationId: string;
  target: Installation['target'];
  /** Present for a space installation. */
  spaceId?: string;
  /** Present for a site installation (the API package's `SiteEvent`). */
  siteId?: string;
  status: Installation['status'];
  /** The property whose edit emitted the event; absent when installing. */
  changed?: { scope: ConfigurationScope; property: string };
  [key: string]: unknown;
}

/** Builds the event object for one emitted name. */
export function installationEvent(
  type: InstallationEventName,
  installation: Installation,
  changed?: InstallationSetupEvent['changed'],
): InstallationSetupEvent {
  return platformEvent({
    type,
    installationId: installation.id,
    target: installation.target,
    ...(installation.target === 'space' ? { spaceId: installation.spaceId } : {}),
    ...(installation.target === 'site' && installation.siteId ? { siteId: installation.siteId } : {}),
    status: installation.status,
    ...(changed ? { changed } : {}),
  });
}
