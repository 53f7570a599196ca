import { newEventId } from '../core/runtime/envelope';
import type { RuntimeEvent } from '../core/runtime/types';
import type { QueuedTask } from '../mock/api';
import type { HostResult } from '../sandbox/types';
import { describeProblem } from './stack';

/** A task the script queued (`context.integration.queueTask`) and what became of it. */
export interface TestTask {
  /** The payload the `task` handler receives. */
  readonly task: Record<string, unknown>;
  /** The seconds the script asked the platform to wait (kitbench runs the task at once). */
  readonly schedule?: number;
  /** `queued` until the `task` event has been delivered, then `done` or `failed`. */
  readonly status: 'queued' | 'running' | 'done' | 'failed';
  /** What the handler threw (with the author's file and line), when it failed. */
  readonly error?: string;
}

// A task that queues itself again forever must not hang a test: past this many, tasks are recorded, not run.
const MAX_TASKS = 100;

type Dispatch = (event: RuntimeEvent) => Promise<HostResult<unknown>>;
/** Resolves once the script has no call in flight. */
type Idle = () => Promise<void>;

/**
 * The platform's task queue around one test integration: a queued task becomes a `task` event delivered to the
 * script after the call that queued it has answered, one task at a time, in order.
 */
export class TaskQueue {
  readonly tasks: TestTask[] = [];
  private chain: Promise<void> = Promise.resolve();

  constructor(
    private readonly dispatch: Dispatch,
    private readonly idle: Idle,
  ) {}

  /** Called by the mocked API (`queueIntegrationTask`). */
  enqueue(queued: QueuedTask): void {
    const record: { -readonly [K in keyof TestTask]: TestTask[K] } = { task: queued.task, ...(queued.schedule === undefined ? {} : { schedule: queued.schedule }), status: 'queued' };
    this.tasks.push(record);
    if (this.tasks.length > MAX_TASKS) {
      record.status = 'failed';
      record.error = `kitbench/testing ran ${MAX_TASKS} tasks and stopped: does a task queue itself again on every run?`;
      return;
    }
    // After the queueing call has answered (the platform's queue runs apart from that call).
    this.chain = this.chain
      .then(() => new Promise<void>((resolve) => setTimeout(resolve, 0)))
      .then(() => this.idle())
      .then(async () => {
        record.status = 'running';
        const result = await this.dispatch({ type: 'task', eventId: newEventId(), task: record.task });
        record.status = result.ok ? 'done' : 'failed';
        if (!result.ok) record.error = describeProblem(result.error);
      });
  }

  /** Resolves once every queued task (and every task those queued) has run. */
  async settled(): Promise<readonly TestTask[]> {
    let seen: Promise<void> | undefined;
    while (seen !== this.chain) {
      seen = this.chain;
      await seen;
    }
    return this.tasks;
  }
}
