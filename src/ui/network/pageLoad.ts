import { type SyntheticEvent, useLayoutEffect, useRef } from 'react';
import { networkLog, type PageLoadKind } from '../../sandbox/network-log';

/** The page's URL for `url` (relative URLs resolve against the app, as the element resolves them). */
function absolute(url: string): string {
  try {
    return new URL(url, globalThis.location?.href).href;
  } catch {
    return url;
  }
}

/**
 * The HTTP status resource timing saw for `url` since `since` (a `performance.now()` time), if any. Chromium fills
 * `responseStatus`; it is 0 for a cross-origin answer without Timing-Allow-Origin and absent elsewhere.
 */
export function timedStatus(url: string, since: number): number | undefined {
  const timings = globalThis.performance?.getEntriesByName?.(url, 'resource') ?? [];
  const last = timings.filter((timing) => timing.startTime >= since).at(-1) as { responseStatus?: number } | undefined;
  return last?.responseStatus ? last.responseStatus : undefined;
}

/**
 * One load of one element's URL, as a Network entry: started when the element mounts, finished by its `load` or
 * `error`. A remount within the same task (React's StrictMode) keeps the same entry; an element removed (or given
 * another URL) before it loaded finishes as not loaded, so no entry waits forever.
 */
export class PageLoad {
  readonly id: number;
  private done = false;
  private mounted = true;
  private readonly since = globalThis.performance?.now() ?? 0;

  constructor(
    readonly kind: PageLoadKind,
    readonly url: string,
  ) {
    this.id = networkLog.start('page', { method: 'GET', url: absolute(url), headers: {} }, undefined, kind);
  }

  mount(): void {
    this.mounted = true;
  }

  unmount(): void {
    this.mounted = false;
    setTimeout(() => {
      if (!this.mounted) this.fail(`Not loaded: the ${this.kind} was removed from the block (or its URL changed) before it loaded.`);
    }, 0);
  }

  loaded(): void {
    if (this.done) return;
    this.done = true;
    const status = timedStatus(absolute(this.url), this.since);
    networkLog.finish(this.id, { loaded: status === undefined ? {} : { status } });
  }

  fail(message: string): void {
    if (this.done) return;
    this.done = true;
    networkLog.finish(this.id, { error: message });
  }

  /** The error an `<img>` reports: the browser gives no reason, so name the status if timing saw one. */
  failedImage(): void {
    const status = timedStatus(absolute(this.url), this.since);
    this.fail(
      status === undefined
        ? `The image did not load. The browser gives no reason: open ${this.url} to check it exists and answers an image.`
        : `The image did not load: ${this.url} answered ${status}.`,
    );
  }
}

/**
 * Records an element's page load in the Network panel, once per mount and URL (never per re-render). Spread the
 * result on the `<img>` or `<iframe>`.
 */
export function usePageLoad(kind: PageLoadKind, url: string, enabled = true) {
  const load = useRef<PageLoad | undefined>(undefined);
  useLayoutEffect(() => {
    if (!enabled) return;
    // A layout effect: it runs before the browser can deliver the element's load event.
    if (!load.current || load.current.url !== url) load.current = new PageLoad(kind, url);
    const current = load.current;
    current.mount();
    return () => current.unmount();
  }, [kind, url, enabled]);
  return {
    onLoad: (_event: SyntheticEvent) => load.current?.loaded(),
    onError: (_event: SyntheticEvent) => (kind === 'image' ? load.current?.failedImage() : load.current?.fail(`The ${kind} did not load.`)),
  };
}
