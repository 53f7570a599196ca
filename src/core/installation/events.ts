import type { ConfigurationScope } from './fields';
import type { Installation } from './installation';
import type { InstallationEventName } from './status';

/** The runtime event handed to the script's `events[type]` handler (its shape is not shown by the spec). */
export interface InstallationSetupEvent {
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
  return {
    type,
    installationId: installation.id,
    target: installation.target,
    ...(installation.target === 'space' ? { spaceId: installation.spaceId } : {}),
    ...(installation.target === 'site' && installation.siteId ? { siteId: installation.siteId } : {}),
    status: installation.status,
    ...(changed ? { changed } : {}),
  };
}
