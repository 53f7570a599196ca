import { defaultInstallation } from '../../core/runtime/environment';
import { installationLevelEnvironment } from '../../core/runtime/installation-level';
import { taskEvent, taskRequest, taskRoute } from '../../core/runtime/tasks';
import type { QueuedTask } from '../../mock/api';
import type { PlatformBackend } from '../../mock/platform-backend';
import type { HostResult, PlaygroundScriptHost } from '../../sandbox/types';
import { eventHistory } from '../events/history';
import { scheduledTasks } from '../events/scheduled';
import { manifestValue } from '../workspace/manifest';
import { getActiveWorkspace } from '../workspace/store';
import { consoleStore } from './console-store';

// A task that queues itself again with no schedule would run forever: past this many in a window, kitbench stops.
const BURST = { tasks: 50, windowMs: 10_000 };

/** Runs one task as the platform does: a `task` event, else a signed `POST /tasks` to the public endpoint. */
async function deliver(host: PlaygroundScriptHost, task: Record<string, unknown>): Promise<HostResult<unknown>> {
  const started = performance.now();
  const route = taskRoute(host.summary);
  if (route.kind === 'event') return host.dispatchEvent(taskEvent(task));
  if (route.kind === 'none') return { ok: false, error: { kind: 'missing', message: route.message }, durationMs: 0, logs: [] };
  // Through the page, so the mocked platform answers it and the Network panel shows it.
  const response = await fetch(await taskRequest(host.environment, task));
  const value = { status: response.status, headers: Object.fromEntries(response.headers), body: await response.text() };
  const durationMs = Math.round(performance.now() - started);
  return response.ok
    ? { ok: true, value, durationMs, logs: [] }
    : { ok: false, error: { kind: 'runtime', message: `POST /tasks answered ${response.status}: ${value.body.slice(0, 300)}` }, durationMs, logs: [] };
}

/**
 * The mocked platform's link to the playground's script: the environment, the envelope, the installation's own
 * endpoint (an account-scope OAuth button), and the platform's task queue: a task the script queues
 * (`context.integration.queueTask`) reaches it once the call that queued it has answered (after its `schedule`,
 * when it has one), one at a time; each delivery joins the Events panel's history, marked as queued by the script.
 */
export function playgroundBackend(host: PlaygroundScriptHost): PlatformBackend {
  let chain: Promise<void> = Promise.resolve();
  let recent: number[] = [];
  const run = (queued: QueuedTask, early = false) => {
    chain = chain
      .then(() => new Promise<void>((resolve) => setTimeout(resolve, 0)))
      .then(async () => {
        const now = Date.now();
        recent = [...recent.filter((at) => now - at < BURST.windowMs), now];
        const event = taskEvent(queued.task);
        const result: HostResult<unknown> =
          recent.length > BURST.tasks
            ? {
                ok: false,
                error: { kind: 'runtime', message: `kitbench stopped running tasks: ${BURST.tasks} in ${BURST.windowMs / 1000} s. Does a task queue itself again with no schedule?` },
                durationMs: 0,
                logs: [],
              }
            : await deliver(host, queued.task);
        eventHistory.add(event, result, { queued: { schedule: queued.schedule, ...(early ? { early } : {}) } });
      });
  };
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
    queueTask(queued) {
      const schedule = queued.schedule ?? 0;
      if (schedule <= 0) return run(queued);
      consoleStore.append({
        level: 'info',
        message: `[platform] a task was queued to run in ${schedule} s: ${JSON.stringify(queued.task)} (Events lists it under Scheduled tasks, with Run now)`,
        time: Date.now(),
      });
      scheduledTasks.add(queued.task, schedule, (early) => run(queued, early));
    },
  };
}
