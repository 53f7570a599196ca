import { newEventId } from '../../core/runtime/envelope';
import { defaultInstallation } from '../../core/runtime/environment';
import { installationLevelEnvironment } from '../../core/runtime/installation-level';
import type { QueuedTask } from '../../mock/api';
import type { PlatformBackend } from '../../mock/platform-backend';
import type { PlaygroundScriptHost } from '../../sandbox/types';
import { eventHistory } from '../events/history';
import { manifestValue } from '../workspace/manifest';
import { getActiveWorkspace } from '../workspace/store';

/**
 * The mocked platform's link to the playground's script: the environment, the envelope, the installation's own
 * endpoint (an account-scope OAuth button), and the platform's task queue: a task the script queues
 * (`context.integration.queueTask`) comes back as a `task` event once the call that queued it has answered, one at a
 * time, and each delivery joins the Events panel's history, marked as queued by the script.
 */
export function playgroundBackend(host: PlaygroundScriptHost): PlatformBackend {
  let chain: Promise<void> = Promise.resolve();
  return {
    get environment() {
      return host.environment;
    },
    get installationEnvironment() {
      const workspace = getActiveWorkspace();
      const installation = workspace.installation ?? defaultInstallation(manifestValue(workspace.manifest));
      return installationLevelEnvironment(host.environment, installation.configuration.account);
    },
    dispatchEnvelope: (envelope) => host.dispatchEnvelope(envelope),
    queueTask(queued: QueuedTask) {
      chain = chain
        .then(() => new Promise<void>((resolve) => setTimeout(resolve, 0)))
        .then(async () => {
          const event = { type: 'task', eventId: newEventId(), task: queued.task };
          eventHistory.add(event, await host.dispatchEvent(event), { queued: { schedule: queued.schedule } });
        });
    },
  };
}
