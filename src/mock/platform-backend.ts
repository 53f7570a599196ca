import type { RuntimeEnvironment } from '../core/runtime/types';
import type { HostResult, SerializedResponse } from '../sandbox/types';
import type { QueuedTask } from './api-http';

/**
 * The link between the running script and the mocked platform. Kept apart from the MSW handlers
 * (src/mock/platform.ts) so the app can connect its script host without loading MSW on the critical path.
 */

/** What the platform needs from the playground: the current environment and a way to run the script. */
export interface PlatformBackend {
  readonly environment: RuntimeEnvironment;
  dispatchEnvelope(envelope: { contentType: string; body: Uint8Array }): Promise<HostResult<SerializedResponse>>;
  /**
   * Runs a task the script queued (`context.integration.queueTask`): the platform sends it back as a `task` event
   * once the call that queued it has answered. Without it, the API accepts the task and nothing runs it.
   */
  queueTask?(task: QueuedTask): void;
  /**
   * The environment of a request to the installation's own endpoint (no space or site installation, the account
   * configuration alone), for requests marked with INSTALLATION_LEVEL_HEADER (an account-scope OAuth button).
   */
  readonly installationEnvironment?: RuntimeEnvironment;
}

let backend: PlatformBackend | undefined;

/** Connects the running script (the ScriptHost) to the mocked platform; pass undefined to disconnect. */
export function connectPlatform(next: PlatformBackend | undefined): void {
  backend = next;
}

/** The connected script, if any. */
export function connectedBackend(): PlatformBackend | undefined {
  return backend;
}
