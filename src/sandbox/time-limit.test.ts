import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BusyClock, type HeartbeatAnswer, hungRequestMessage, watchCall } from './time-limit';

/** A worker stand-in: answers heartbeats at once unless `stuck`; `answered` counts them. */
function fakeWorker() {
  const worker = { stuck: false, answered: 0, waiting: [] as ((answer: HeartbeatAnswer) => void)[] };
  // an answer read at once (the worker says so): nothing of it counts
  const ping = () =>
    new Promise<HeartbeatAnswer>((resolve) => {
      if (worker.stuck) worker.waiting.push(resolve);
      else {
        worker.answered += 1;
        resolve({ readMs: 0 });
      }
    });
  return { worker, ping };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('a call’s own time', () => {
  it('counts the script’s own time: a call that never waits reaches its limit', () => {
    const { ping } = fakeWorker();
    const clock = new BusyClock({ ping, now: () => Date.now() });
    const onLimit = vi.fn();
    watchCall(clock, 2000, onLimit);
    vi.advanceTimersByTime(1999);
    expect(onLimit).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onLimit).toHaveBeenCalledOnce();
  });

  it('does not count the wait for a request it made: a 10 s answer after 1 s of work stays within 2 s', async () => {
    const { ping, worker } = fakeWorker();
    const clock = new BusyClock({ ping, now: () => Date.now() });
    const onLimit = vi.fn();
    const watch = watchCall(clock, 2000, onLimit);
    await vi.advanceTimersByTimeAsync(1000);
    clock.requestStarted('fetch:1');
    await vi.advanceTimersByTimeAsync(10_000);
    expect(onLimit).not.toHaveBeenCalled();
    expect(worker.answered).toBeGreaterThan(10);
    clock.requestEnded('fetch:1');
    await vi.advanceTimersByTimeAsync(900);
    expect(onLimit).not.toHaveBeenCalled();
    expect(watch.usedMs()).toBe(1900);
    await vi.advanceTimersByTimeAsync(100);
    expect(onLimit).toHaveBeenCalledOnce();
  });

  it('counts a loop that runs while a request is outstanding (its heartbeats go unanswered)', async () => {
    const { ping, worker } = fakeWorker();
    const clock = new BusyClock({ ping, now: () => Date.now() });
    const onLimit = vi.fn();
    watchCall(clock, 2000, onLimit);
    clock.requestStarted('fetch:1');
    await vi.advanceTimersByTimeAsync(5000);
    expect(onLimit).not.toHaveBeenCalled();
    worker.stuck = true;
    await vi.advanceTimersByTimeAsync(2400);
    expect(onLimit).toHaveBeenCalledOnce();
  });

  it('counts nothing for heartbeats answered a little late, as on a loaded machine', async () => {
    let delayMs = 60;
    const clock = new BusyClock({ ping: () => new Promise((resolve) => setTimeout(resolve, delayMs)), now: () => Date.now() });
    const onLimit = vi.fn();
    const watch = watchCall(clock, 2000, onLimit);
    clock.requestStarted('fetch:1');
    await vi.advanceTimersByTimeAsync(20_000);
    expect(watch.usedMs()).toBe(0);
    delayMs = 400;
    await vi.advanceTimersByTimeAsync(1000);
    expect(watch.usedMs()).toBeGreaterThan(0);
  });

  it('resumes counting only once every outstanding request has ended', async () => {
    const { ping } = fakeWorker();
    const clock = new BusyClock({ ping, now: () => Date.now() });
    const watch = watchCall(clock, 2000, () => undefined);
    clock.requestStarted('fetch:1');
    clock.requestStarted('mock:1');
    clock.requestEnded('fetch:1');
    await vi.advanceTimersByTimeAsync(3000);
    expect(watch.usedMs()).toBe(0);
    clock.requestEnded('mock:1');
    await vi.advanceTimersByTimeAsync(300);
    expect(watch.usedMs()).toBe(300);
  });
});

describe('a machine under load', () => {
  it('takes the time the worker waited for a core out of its own time: 3 s on the clock, 1.5 s of it kept off the CPU, is within 2 s', () => {
    const { ping } = fakeWorker();
    let starved = 0;
    const clock = new BusyClock({ ping, now: () => Date.now(), starvedMs: () => starved });
    const onLimit = vi.fn();
    watchCall(clock, 2000, onLimit);
    // Half of every second the worker was ready to run but another process had the core.
    for (let second = 0; second < 3; second++) {
      vi.advanceTimersByTime(500);
      starved += 500;
      vi.advanceTimersByTime(500);
    }
    expect(onLimit).not.toHaveBeenCalled();
    // It goes on running with the core to itself: the limit comes once its own time reaches 2 s.
    vi.advanceTimersByTime(499);
    expect(onLimit).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onLimit).toHaveBeenCalledOnce();
  });

  it('takes back a heartbeat whose answer waited for the busy host: the page rendered for 3 s while the script awaited its request', async () => {
    // The worker read the ping 5 ms after it left; its answer then waited 3 s for the host's thread.
    const clock = new BusyClock({ ping: () => new Promise((resolve) => setTimeout(() => resolve({ readMs: 5 }), 3000)), now: () => Date.now() });
    const watch = watchCall(clock, 2000, () => undefined);
    clock.requestStarted('fetch:1');
    await vi.advanceTimersByTimeAsync(3000);
    // Until the answer comes, the silence counts: it could be a loop.
    expect(watch.usedMs()).toBeGreaterThan(2000);
    await vi.advanceTimersByTimeAsync(300);
    expect(watch.usedMs()).toBe(0);
  });

  it('keeps what the worker itself took to read a heartbeat, when that is past the grace: its own code ran 1.5 s beside the request', async () => {
    const clock = new BusyClock({ ping: () => new Promise((resolve) => setTimeout(() => resolve({ readMs: 1500 }), 1600)), now: () => Date.now() });
    const watch = watchCall(clock, 2000, () => undefined);
    clock.requestStarted('fetch:1');
    await vi.advanceTimersByTimeAsync(1900);
    expect(watch.usedMs()).toBe(1500);
  });

  it('runs on when the limit was reached only by a late answer: resume() watches the rest', async () => {
    const clock = new BusyClock({ ping: () => new Promise((resolve) => setTimeout(() => resolve({ readMs: 5 }), 3000)), now: () => Date.now() });
    const onLimit = vi.fn();
    const watch = watchCall(clock, 2000, onLimit);
    clock.requestStarted('fetch:1');
    await vi.advanceTimersByTimeAsync(2500);
    expect(onLimit).toHaveBeenCalledOnce();
    // the host pings again, hears back, and finds the call within its limit after the late answer is in
    await vi.advanceTimersByTimeAsync(800);
    expect(watch.usedMs()).toBeLessThan(2000);
    // the script goes on with its own work once the answer is in: the limit comes when that has used the rest
    clock.requestEnded('fetch:1');
    watch.resume();
    await vi.advanceTimersByTimeAsync(1999 - watch.usedMs());
    expect(onLimit).toHaveBeenCalledOnce();
    await vi.advanceTimersByTimeAsync(1);
    expect(onLimit).toHaveBeenCalledTimes(2);
  });

  it('still stops a loop on a loaded machine once the loop has had 2 s of the core', () => {
    const { ping } = fakeWorker();
    const started = Date.now();
    // Three quarters of the time off the CPU: 2 s of its own take 8 s on the clock.
    const clock = new BusyClock({ ping, now: () => Date.now(), starvedMs: () => 0.75 * (Date.now() - started) });
    const onLimit = vi.fn();
    watchCall(clock, 2000, onLimit);
    vi.advanceTimersByTime(7990);
    expect(onLimit).not.toHaveBeenCalled();
    vi.advanceTimersByTime(30);
    expect(onLimit).toHaveBeenCalledOnce();
  });
});

describe('a hung request', () => {
  it('is named with its method and URL and the limit', () => {
    expect(hungRequestMessage('GET', 'https://api.example.com/slow')).toBe(
      "GET https://api.example.com/slow did not answer within 30 s (kitbench's limit for one request, apart from the script's own 2 s): its mock never answers?",
    );
  });
});
