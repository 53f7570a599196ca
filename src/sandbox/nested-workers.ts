/**
 * Workers the author's script starts itself (`new Worker(URL.createObjectURL(blob))`). The sandbox document's
 * Content-Security-Policy (bootstrap.ts) is what stops them reaching the network: they inherit it, so their own
 * fetch, XHR, WebSocket and importScripts are refused. This module only makes such an attempt visible: each nested
 * worker starts with a prelude that reports CSP violations and uncaught errors to the script's worker, which shows
 * them in the Console. Runs inside the sandbox worker (shipped as text, see sandbox-modules.ts).
 */

/** Marks a prelude report among the nested worker's own messages. */
const REPORT = '__kitbenchNestedReport';

const PRELUDE = `(() => {
  const report = (text) => { try { postMessage({ ${REPORT}: text }); } catch {} };
  addEventListener('securitypolicyviolation', (e) => {
    report('The sandbox blocked a worker started by the script from reaching ' + (e.blockedURI || 'the network') + ' (' + e.effectiveDirective + '): only the script\\'s own fetch() leaves the sandbox.');
  });
  addEventListener('error', (e) => report('A worker started by the script failed: ' + e.message));
  addEventListener('unhandledrejection', (e) => report('A worker started by the script had an unhandled rejection: ' + (e.reason && e.reason.message || e.reason)));
})();
`;

interface Scope {
  Worker?: typeof Worker;
  URL: typeof URL;
  FileReaderSync?: new () => { readAsText(blob: Blob): string };
}

/**
 * Replaces the worker scope's `Worker` with one that prepends the reporting prelude to blob: and data: workers; `report`
 * receives each message for the Console. Other URLs are handed on unchanged (the CSP refuses them anyway).
 */
export function watchNestedWorkers(scope: Scope, report: (text: string) => void): void {
  const NativeWorker = scope.Worker;
  const Reader = scope.FileReaderSync;
  if (!NativeWorker || !Reader) return;
  const blobs = new Map<string, Blob>();
  const createObjectURL = scope.URL.createObjectURL.bind(scope.URL);
  scope.URL.createObjectURL = (object: Blob | MediaSource) => {
    const url = createObjectURL(object);
    if (object instanceof Blob) blobs.set(url, object);
    return url;
  };
  const revokeObjectURL = scope.URL.revokeObjectURL.bind(scope.URL);
  scope.URL.revokeObjectURL = (url: string) => {
    blobs.delete(url);
    revokeObjectURL(url);
  };

  const withPrelude = (url: string | URL): string | URL => {
    // A data: worker (the sandbox allows them: its own worker is one) gets the prelude and stays a data: URL.
    const inline = String(url);
    if (/^data:/i.test(inline)) return preludedDataUrl(inline) ?? url;
    const blob = blobs.get(inline);
    if (!blob) return url;
    const code = new Reader().readAsText(blob);
    return createObjectURL(new Blob([PRELUDE, code], { type: 'text/javascript' }));
  };

  scope.Worker = class SandboxedWorker extends NativeWorker {
    constructor(url: string | URL, options?: WorkerOptions) {
      super(withPrelude(url), options);
      // Registered first, so the prelude's reports never reach the script's own listeners.
      this.addEventListener('message', (event) => {
        const data = event.data as Record<string, unknown> | null;
        if (data && typeof data === 'object' && typeof data[REPORT] === 'string') {
          event.stopImmediatePropagation();
          report(data[REPORT]);
        }
      });
    }
  };
}

/** `url` (a data: URL of a worker's code) with the reporting prelude first; undefined when it cannot be decoded. */
export function preludedDataUrl(url: string): string | undefined {
  const comma = url.indexOf(',');
  if (comma === -1) return undefined;
  const meta = url.slice(5, comma);
  const payload = url.slice(comma + 1);
  try {
    const code = /;base64$/i.test(meta)
      ? new TextDecoder().decode(Uint8Array.from(atob(payload), (char) => char.charCodeAt(0)))
      : decodeURIComponent(payload);
    return `data:text/javascript;charset=utf-8,${encodeURIComponent(PRELUDE + code)}`;
  } catch {
    return undefined;
  }
}

/**
 * A stand-in for a network API the sandbox worker does not have (`XMLHttpRequest`, `WebSocket`, `EventSource`,
 * `importScripts`): calling it or constructing it with `new` throws kitbench's own message, never "is not a
 * constructor". A plain function (not an arrow) is constructible, and its `prototype` keeps `instanceof` checks from
 * throwing a different TypeError.
 */
export function unavailableApi(name: string): (...args: unknown[]) => never {
  const message = `${name} is not available in the kitbench sandbox: use fetch(), which goes through the playground's fetch policy and shows in Network.`;
  const blocked = function (this: unknown) {
    throw new Error(message);
  } as unknown as (...args: unknown[]) => never;
  Object.defineProperty(blocked, 'name', { value: name });
  return blocked;
}
