import { setupWorker } from 'msw/browser';
import { handlers } from './handlers';

/** The service worker that plays the platform in the browser. */
export const worker = setupWorker(...handlers);

/** Starts the worker; requests nothing handles go to the network untouched (there is none at run time). */
export async function startMockPlatform(): Promise<void> {
  await worker.start({
    serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
    onUnhandledRequest: 'bypass',
    quiet: true,
  });
}
