import { setupWorker } from 'msw/browser';
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

/** Starts the worker; requests nothing handles go to the network untouched (there is none at run time). */
export async function startMockPlatform(): Promise<void> {
  catchUpdateFailures();
  await worker.start({
    // MSW's worker with static routes for the page and the app's files (public/kitbench-sw.js).
    serviceWorker: { url: `${import.meta.env.BASE_URL}kitbench-sw.js` },
    onUnhandledRequest: 'bypass',
    quiet: true,
  });
}
