import { type TaskHandlers, taskEvent, taskRequest, taskRoute } from '../core/runtime/tasks';
import type { RuntimeEnvironment, RuntimeEvent } from '../core/runtime/types';
import type { QueuedTask } from '../mock/api';
import type { HostResult } from '../sandbox/types';
import { describeProblem } from './stack';

/** A task the script queued (`context.integration.queueTask`) and what became of it. */
export interface TestTask {
  /** The payload the `task` handler receives. */
  readonly task: Record<string, unknown>;
  /** The seconds the script asked the platform to wait. */
  readonly schedule?: number;
  /**
   * `scheduled` (a `schedule` over 0: it waits for `app.runScheduledTasks()`), `queued` until it is delivered,
   * `running`, then `done` or `failed`.
   */
  readonly status: 'scheduled' | 'queued' | 'running' | 'done' | 'failed';
  /** How it reached the script: a `task` event, or `POST {publicEndpoint}/tasks` for a script without a `task` handler. */
  readonly via?: 'event' | 'http';
  /** What the handler threw (with the author's file and line), or the HTTP answer, when it failed. */
  readonly error?: string;
}

type Writable<T> = { -readonly [K in keyof T]: T[K] };

// A task that queues itself again forever must not hang a test: past this many, tasks are recorded, not run.
const MAX_TASKS = 100;

/** What the queue needs from the app around it. */
export interface TaskQueueHost {
  summary(): TaskHandlers | undefined;
  environment(): RuntimeEnvironment;
  dispatchEvent(event: RuntimeEvent): Promise<HostResult<unknown>>;
  /** Sends a request to the mocked platform (the public endpoint, for `POST /tasks`). */
  fetch(request: Request): Promise<Response>;
  /** Resolves once the script has no call in flight. */
  idle(): Promise<void>;
}

/**
 * The platform's task queue around one test integration: a queued task reaches the script after the call that
 * queued it has answered, one task at a time, in order; one with a `schedule` waits until the test says its time
 * has come (`runScheduledTasks`), so a task that reschedules itself (a periodic sync) never loops.
 */
export class TaskQueue {
  readonly tasks: TestTask[] = [];
  private chain: Promise<void> = Promise.resolve();

  constructor(private readonly host: TaskQueueHost) {}

  /** Called by the mocked API (`queueIntegrationTask`). */
  enqueue(queued: QueuedTask): void {
    const record: Writable<TestTask> = { task: queued.task, ...(queued.schedule === undefined ? {} : { schedule: queued.schedule }), status: 'queued' };
    this.tasks.push(record);
    if (this.tasks.length > MAX_TASKS) {
      record.status = 'failed';
      record.error = `kitbench/testing ran ${MAX_TASKS} tasks and stopped: does a task queue itself again on every run?`;
      return;
    }
    if ((queued.schedule ?? 0) > 0) record.status = 'scheduled';
    else this.run(record);
  }

  private run(record: Writable<TestTask>): void {
    record.status = 'queued';
    // After the queueing call has answered (the platform's queue runs apart from that call).
    this.chain = this.chain
      .then(() => new Promise<void>((resolve) => setTimeout(resolve, 0)))
      .then(() => this.host.idle())
      .then(() => this.deliver(record));
  }

  private async deliver(record: Writable<TestTask>): Promise<void> {
    record.status = 'running';
    const route = taskRoute(this.host.summary());
    if (route.kind === 'none') {
      record.status = 'failed';
      record.error = route.message;
      return;
    }
    record.via = route.kind;
    if (route.kind === 'event') {
      const result = await this.host.dispatchEvent(taskEvent(record.task));
      record.status = result.ok ? 'done' : 'failed';
      if (!result.ok) record.error = describeProblem(result.error);
      return;
    }
    const response = await this.host.fetch(await taskRequest(this.host.environment(), record.task));
    record.status = response.ok ? 'done' : 'failed';
    if (!response.ok) record.error = `POST /tasks answered ${response.status}: ${(await response.text()).slice(0, 300)}`;
  }

  /** Resolves once every task due now (and every one those queued) has run; scheduled ones keep waiting. */
  async settled(): Promise<readonly TestTask[]> {
    let seen: Promise<void> | undefined;
    while (seen !== this.chain) {
      seen = this.chain;
      await seen;
    }
    return this.tasks;
  }

  /** Runs the tasks scheduled so far, as if their time had come, then waits as `settled` does. */
  async runScheduled(): Promise<readonly TestTask[]> {
    for (const record of this.tasks) if (record.status === 'scheduled') this.run(record as Writable<TestTask>);
    return this.settled();
  }
}
