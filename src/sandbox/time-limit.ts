/**
 * How a call into the author's script is timed, as the platform times it (DESIGN.md "The author's script runs
 * isolated"). The platform runs scripts on Cloudflare Workers, which limit a request's CPU time and leave the time
 * spent waiting on a subrequest uncounted. A browser worker has no CPU clock, so the host keeps a busy clock per
 * worker from what it can see:
 *
 * - while none of the script's requests is outstanding, the worker's time counts (its own code, its timers);
 * - while one is (its `fetch` bridged to the host, or answered by the mocks file in the worker), the clock stops,
 *   unless the worker is busy meanwhile: the host sends a heartbeat every `HEARTBEAT_MS`, and a heartbeat left
 *   unanswered longer than `HEARTBEAT_GRACE_MS` counts whole (a worker stuck in a loop answers none, so a loop
 *   started beside a request still runs the clock; a merely slow answer on a busy machine counts nothing).
 *   The answer says when the worker read the heartbeat: only the time until then is the worker's. The rest is the
 *   answer's way back through the host's own thread, which a busy page (a render, the editor) holds up for seconds
 *   on a loaded machine while the worker sits idle; it is taken back once the answer arrives.
 *
 * Where the system tells how long the worker's thread waited for a core (Linux, under kitbench/testing), that wait
 * is taken out: on a loaded machine a script's time is what it ran, not what the other processes kept it waiting.
 *
 * Every call's own time is the busy time that passed while it was in flight. A request is bounded apart, by
 * `SUBREQUEST_TIMEOUT_MS`. Pure: the hosts (src/sandbox/host.ts, src/testing/host.ts) give it the ping and timers.
 */

/** The limit of every call into the script, on its own busy time. */
export const DEFAULT_TIMEOUT_MS = 2000;
/**
 * How long one request of the script may stay unanswered. Cloudflare Workers put no wall-clock limit on a
 * subrequest while the client stays connected (their edge gives up on an origin after 100 s); kitbench's requests
 * are answered by its own mocks in milliseconds, so a request still open after 30 s is a mock that hangs, and the
 * author hears about it then rather than after 100 s.
 */
export const SUBREQUEST_TIMEOUT_MS = 30_000;
/** While a request is outstanding, how often the host checks that the worker still answers. */
export const HEARTBEAT_MS = 250;
/** An answer slower than this means the worker was busy meanwhile (a loaded machine answers well within it). */
export const HEARTBEAT_GRACE_MS = 100;
/** The smallest step between two looks at a call's time, so a stopped clock is not polled in a tight loop. */
const MIN_CHECK_MS = 20;

/** The words of a request that did not answer in time, naming it. */
export function hungRequestMessage(method: string, url: string, limitMs = SUBREQUEST_TIMEOUT_MS): string {
  return `${method} ${url} did not answer within ${limitMs / 1000} s (kitbench's limit for one request, apart from the script's own 2 s): its mock never answers?`;
}

/** A heartbeat's answer, where the host can tell: how long after it was sent the worker read it, in ms. */
export interface HeartbeatAnswer {
  readMs?: number;
}

/**
 * Now on a clock the host and its workers share (each one's `performance.now()` starts at its own origin): the host
 * notes when it sends a heartbeat, the worker says when it read it. Taken when called, so a worker takes its own
 * before the author's script runs (and could replace `performance.now`).
 */
export function sharedClock(): () => number {
  const origin = performance.timeOrigin;
  const now = performance.now.bind(performance);
  return () => origin + now();
}

export interface BusyClockOptions {
  /** Sends a heartbeat to the worker; resolves when it answers (never, while it is stuck). */
  ping(): Promise<HeartbeatAnswer | undefined>;
  /**
   * How long, in all, the worker's thread has waited for a core while it was ready to run (only differences mean
   * anything), where the system says (Linux: the thread's schedstat). That wait is the machine's load, not the
   * script's time: a worker kept off the CPU by other processes is not past its limit. Absent: none is subtracted.
   */
  starvedMs?: () => number;
  now?: () => number;
  heartbeatMs?: number;
  graceMs?: number;
}

/** The busy clock of one worker (a restarted worker gets a fresh one: `dispose` the old). */
export class BusyClock {
  private readonly now: () => number;
  private readonly heartbeatMs: number;
  private readonly graceMs: number;
  /** Busy time folded in up to `since`. */
  private folded = 0;
  private since: number;
  /** `starvedMs()` at `since`. */
  private starvedAt: number;
  private readonly requests = new Set<string>();
  private pingSentAt: number | undefined;
  /** What the outstanding heartbeat has added so far (taken back in part when its answer says the worker was idle). */
  private provisional = 0;
  private heartbeat: ReturnType<typeof setInterval> | undefined;
  private disposed = false;

  constructor(private readonly options: BusyClockOptions) {
    this.now = options.now ?? (() => performance.now());
    this.heartbeatMs = options.heartbeatMs ?? HEARTBEAT_MS;
    this.graceMs = options.graceMs ?? HEARTBEAT_GRACE_MS;
    this.since = this.now();
    this.starvedAt = this.starved();
  }

  private starved(): number {
    return this.options.starvedMs?.() ?? 0;
  }

  /** The worker's busy time so far, in ms (only differences mean anything). */
  busyMs(): number {
    return this.folded + this.running();
  }

  /** Whether any request of the script is outstanding. */
  get waiting(): boolean {
    return this.requests.size > 0;
  }

  /** A request of the script's went out (`key` unique per worker): its wait does not count. */
  requestStarted(key: string): void {
    this.fold();
    this.requests.add(key);
    if (!this.heartbeat) {
      this.heartbeat = setInterval(() => this.beat(), this.heartbeatMs);
      // In Node (kitbench/testing) the heartbeat alone never keeps a test process alive.
      (this.heartbeat as { unref?: () => void }).unref?.();
    }
  }

  /** Its answer (or failure) went back to the worker: the worker's time counts again, from now. */
  requestEnded(key: string): void {
    if (!this.requests.delete(key)) return;
    this.fold();
    if (this.requests.size === 0) this.stopHeartbeat();
  }

  dispose(): void {
    this.disposed = true;
    this.requests.clear();
    this.stopHeartbeat();
  }

  /** The time since `since` that counts, by the state the clock has been in since then. */
  private running(): number {
    const now = this.now();
    if (this.requests.size === 0) return Math.max(0, now - this.since - (this.starved() - this.starvedAt));
    if (this.pingSentAt === undefined || now - this.pingSentAt <= this.graceMs) return 0;
    return now - Math.max(this.since, this.pingSentAt);
  }

  private fold(): void {
    const ran = this.running();
    if (this.pingSentAt !== undefined && this.requests.size > 0) this.provisional += ran;
    this.folded += ran;
    this.since = this.now();
    this.starvedAt = this.starved();
  }

  private beat(): void {
    if (this.pingSentAt !== undefined || this.disposed) return;
    this.fold();
    this.pingSentAt = this.now();
    this.provisional = 0;
    void this.options.ping().then((answer) => {
      this.fold();
      const readMs = answer ? answer.readMs : undefined;
      if (readMs !== undefined) {
        // The worker read the heartbeat `readMs` after it left: that much was the worker's (if over the grace), the
        // rest was the answer waiting for the host's thread.
        const worker = readMs > this.graceMs ? readMs : 0;
        this.folded -= Math.max(0, this.provisional - worker);
      }
      this.provisional = 0;
      this.pingSentAt = undefined;
    });
  }

  private stopHeartbeat(): void {
    clearInterval(this.heartbeat);
    this.heartbeat = undefined;
  }
}

/**
 * Watches one call's own time on `clock`: `onLimit` runs once its busy time reaches `limitMs`. The clock stops
 * while the script waits, so the watch looks again when the remaining time could have run out, not before.
 */
export function watchCall(clock: BusyClock, limitMs: number, onLimit: () => void): { stop(): void; usedMs(): number; resume(): void } {
  const start = clock.busyMs();
  const usedMs = () => clock.busyMs() - start;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const look = () => {
    const remaining = limitMs - usedMs();
    if (remaining <= 0) {
      timer = undefined;
      onLimit();
      return;
    }
    timer = setTimeout(look, Math.max(remaining, MIN_CHECK_MS));
  };
  timer = setTimeout(look, limitMs);
  return {
    stop: () => clearTimeout(timer),
    usedMs,
    /**
     * Watches on after `onLimit` found the call within its limit after all (a heartbeat's answer, read late by a
     * busy host, took time back): `onLimit` runs again when the rest of the limit is used.
     */
    resume: () => {
      clearTimeout(timer);
      timer = setTimeout(look, Math.max(limitMs - usedMs(), MIN_CHECK_MS));
    },
  };
}
