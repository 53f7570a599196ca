import { FRAME_HTML, WORKER_BOOTSTRAP } from './bootstrap';
import type { FromFrame, FromWorker, ToFrame, ToWorker } from './protocol';

/**
 * The sandboxed iframe (`sandbox="allow-scripts"`, no `allow-same-origin`: an opaque origin with no access to the
 * app's storage, cookies or DOM) and the worker it runs. `start` terminates the current worker and starts a new
 * one; messages of older sessions are dropped.
 */
export function createFrame(onWorkerMessage: (message: FromWorker) => void, onWorkerError: (message: string) => void) {
  const iframe = document.createElement('iframe');
  iframe.setAttribute('sandbox', 'allow-scripts');
  iframe.setAttribute('aria-hidden', 'true');
  iframe.setAttribute('tabindex', '-1');
  iframe.title = 'Script sandbox';
  iframe.style.cssText = 'position:absolute;width:0;height:0;border:0;visibility:hidden';
  iframe.srcdoc = FRAME_HTML;
  let session = 0;
  let resolveReady: () => void = () => undefined;
  const ready = new Promise<void>((resolve) => {
    resolveReady = resolve;
  });

  window.addEventListener('message', (event) => {
    if (event.source !== iframe.contentWindow || typeof event.data !== 'object' || event.data === null) return;
    const data = event.data as FromFrame;
    if (data.kind === 'frame-ready') resolveReady();
    else if (data.kind === 'from-worker' && data.session === session) onWorkerMessage(data.message);
    else if (data.kind === 'worker-error' && data.session === session) onWorkerError(data.message);
  });
  document.body.appendChild(iframe);

  const post = (message: ToFrame) => iframe.contentWindow?.postMessage(message, '*');

  return {
    /** Starts a fresh worker with the transpiled sandbox modules. */
    async start(modules: Record<string, string>, entry: string): Promise<void> {
      await ready;
      session += 1;
      post({ kind: 'start', session, bootstrap: WORKER_BOOTSTRAP, modules, entry });
    },
    send(message: ToWorker) {
      post({ kind: 'to-worker', session, message });
    },
  };
}
