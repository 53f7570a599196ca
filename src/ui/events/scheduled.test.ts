import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { scheduledTasks } from './scheduled.ts';

describe('scheduledTasks', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs a task once its schedule has passed, and lists it until then', () => {
    const run = vi.fn();
    const queued = scheduledTasks.add({ type: 'sync' }, 3600, run);
    expect(scheduledTasks.getTasks()).toContainEqual(expect.objectContaining({ id: queued.id, task: { type: 'sync' }, schedule: 3600 }));
    vi.advanceTimersByTime(3599_000);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1000);
    expect(run).toHaveBeenCalledTimes(1);
    expect(run).toHaveBeenCalledWith(false);
    expect(scheduledTasks.getTasks().some((task) => task.id === queued.id)).toBe(false);
  });

  it('"Run now" runs it at once and never again when its time comes', () => {
    const run = vi.fn();
    const queued = scheduledTasks.add({ type: 'sync' }, 3600, run);
    expect(scheduledTasks.runNow(queued.id)).toBe(true);
    expect(run).toHaveBeenCalledExactlyOnceWith(true);
    expect(scheduledTasks.getTasks().some((task) => task.id === queued.id)).toBe(false);
    vi.advanceTimersByTime(3600_000);
    expect(run).toHaveBeenCalledTimes(1);
    expect(scheduledTasks.runNow(queued.id)).toBe(false);
  });
});
