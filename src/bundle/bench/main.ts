/**
 * The bundler bench page (scripts/bench/bundle.mjs): exposes the production build's browser bundler to the bench,
 * on this page only, so it can be timed without the playground's editors and sandbox around it.
 */
import { createBrowserBundler } from '../browser';

declare global {
  interface Window {
    /** The bench's handle on the bundler (this page only). */
    kitbenchBundler?: ReturnType<typeof createBrowserBundler>;
  }
}

window.kitbenchBundler = createBrowserBundler();
const status = document.querySelector('[aria-label="Bundler status"]');
if (status) status.textContent = 'Ready';
