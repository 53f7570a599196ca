import { setupWorker } from 'msw/browser';
import { loadApiSpec } from './api-spec';
import { handlers } from './handlers';
import { reportMockError } from './ready';

/** The service worker that plays the platform in the browser. */
export const worker = setupWorker(...handlers);

/**
 * MSW checks an already registered worker for an update without awaiting it (`registration.update()`); on a reload
 * that check can fail ("Failed to update a ServiceWorker … Not found") while the registered worker keeps answering.
 * Catch it here so it is not an unhandled rejection, and say it where mock errors go.
 */
function catchUpdateFailures(): void {
  const proto = globalThis.ServiceWorkerRegistration?.prototype;
  if (!proto || (proto.update as { kitbench?: boolean }).kitbench) return;
  const update = proto.update;
  const caught = function (this: ServiceWorkerRegistration) {
    const result = update.call(this);
    result.catch((error: unknown) =>
      reportMockError(
        `The mocked platform's service worker could not be updated (${error instanceof Error ? error.message : String(error)}); the one already installed keeps answering. Reload to try again.`,
      ),
    );
    return result;
  };
  proto.update = Object.assign(caught, { kitbench: true });
}

const CONTROL_WAIT_MS = 3000;

/**
 * MSW reloads the page when its worker is registered but does not control the page (`location.reload()` in
 * `getWorkerInstance`): after a hard reload, or when the page was opened while the worker was still installing (a
 * second visit within a second of the first, a share link opened right after the app). A reload under the user's
 * hands drops keystrokes, so the page first asks the registered worker to claim it (public/kitbench-sw.js), or waits
 * for an installing one to activate (it claims every page then). Only if neither happens in time does MSW reload.
 */
async function takeControl(): Promise<void> {
  const container = globalThis.navigator?.serviceWorker;
  if (!container || container.controller) return;
  const registration = await container.getRegistration(import.meta.env.BASE_URL).catch(() => undefined);
  const candidate = registration?.active ?? registration?.waiting ?? registration?.installing;
  if (!candidate || !/\/kitbench-sw\.js$/.test(candidate.scriptURL)) return;
  const controlled = new Promise<void>((resolve) => container.addEventListener('controllerchange', () => resolve(), { once: true }));
  registration?.active?.postMessage({ type: 'KITBENCH_CLAIM' });
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([controlled, new Promise<void>((resolve) => (timer = setTimeout(resolve, CONTROL_WAIT_MS)))]);
  clearTimeout(timer);
}

/** Starts the worker; requests nothing handles go to the network untouched (there is none at run time). */
export async function startMockPlatform(): Promise<void> {
  catchUpdateFailures();
  await takeControl();
  await worker.start({
    // MSW's worker with static routes for the page and the app's files (public/kitbench-sw.js).
    serviceWorker: { url: `${import.meta.env.BASE_URL}kitbench-sw.js` },
    onUnhandledRequest: 'bypass',
    quiet: true,
  });
  // The API's document (a chunk of its own) is read once the mock runs, so a script's first API call does not wait
  // for it; the editor never does (the mock itself starts after the app is idle).
  void loadApiSpec().catch((error: unknown) => reportMockError(`The platform's API document could not be loaded: ${error instanceof Error ? error.message : String(error)}`));
}
