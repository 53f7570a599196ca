import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { WorkerLogEntry } from './locations';
import { BATCH_MS, createLogChannel, EAGER_LINES, LOG_BURST, LOG_REFILL_PER_SECOND } from './log-channel';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

function channel() {
  const posts: { entries: WorkerLogEntry[]; dropped: number }[] = [];
  const logs = createLogChannel((entries, dropped) => posts.push({ entries, dropped }));
  const log = (message: string, error = false) => {
    if (logs.admit(error)) logs.emit({ level: error ? 'error' : 'log', message, time: 0 });
  };
  const lines = () => posts.flatMap((post) => post.entries.map((entry) => entry.message));
  const dropped = () => posts.reduce((sum, post) => sum + post.dropped, 0);
  return { logs, log, posts, lines, dropped };
}

describe('createLogChannel', () => {
  it('posts a line at once, before any timer could run (a loop that follows never yields)', () => {
    const { log, lines } = channel();
    log('about to spin');
    expect(lines()).toEqual(['about to spin']);
  });

  it('batches the lines of a burst past the first ones, and posts them when the script yields', () => {
    const { log, posts, lines } = channel();
    for (let i = 0; i < EAGER_LINES + 50; i++) log(`line ${i}`);
    expect(posts).toHaveLength(EAGER_LINES);
    vi.advanceTimersByTime(BATCH_MS);
    expect(posts).toHaveLength(EAGER_LINES + 1);
    expect(lines()).toHaveLength(EAGER_LINES + 50);
  });

  it('keeps the first lines of a flood and reports the rest once, as one count', () => {
    const { log, lines, posts, dropped, logs } = channel();
    for (let i = 0; i < 1_000_000; i++) log(`flood ${i}`);
    logs.flush();
    expect(lines()).toHaveLength(LOG_BURST);
    expect(lines()[0]).toBe('flood 0');
    expect(dropped()).toBe(1_000_000 - LOG_BURST);
    expect(posts.filter((post) => post.dropped > 0)).toHaveLength(1);
  });

  it('still shows an error after a flood, and refills the budget with time', () => {
    const { log, lines, logs } = channel();
    for (let i = 0; i < 2000; i++) log(`flood ${i}`);
    log('Uncaught Error: after the flood', true);
    expect(lines()).toContain('Uncaught Error: after the flood');
    vi.advanceTimersByTime(1000);
    log('a second later');
    logs.flush();
    expect(lines()).toContain('a second later');
    vi.advanceTimersByTime((LOG_BURST / LOG_REFILL_PER_SECOND) * 1000);
    for (let i = 0; i < LOG_BURST; i++) log(`after a quiet spell ${i}`);
    logs.flush();
    expect(lines()).toContain(`after a quiet spell ${LOG_BURST - 1}`);
  });
});
