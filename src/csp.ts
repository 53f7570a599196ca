import { createHash } from 'node:crypto';
import { FRAME_HTML } from './sandbox/bootstrap.ts';

/**
 * The app's own Content-Security-Policy (Node side: the Vite build writes it into index.html as a meta tag, `npm
 * start`'s preview server and `kitbench dev` send it as a header). What the app needs and nothing else:
 * - scripts and workers from its own origin; `blob:` and `data:` workers (the sandbox starts the script's worker from
 *   a data: URL, a secure context with Web Crypto: src/sandbox/bootstrap.ts);
 * - `wasm-unsafe-eval` for esbuild-wasm; `unsafe-eval` for Ajv, which compiles the manifest's JSON schema into a
 *   function (checked in Chromium: without it the app throws EvalError), and because the sandbox iframe (srcdoc)
 *   and its blob: worker inherit this policy, where the script's CommonJS loader evaluates modules with `new Function`;
 * - the sandbox relay, the one inline script, by its hash (its own policy, bootstrap.ts, is stricter still);
 * - Monaco's and React's inline styles, `data:`/`blob:` images and fonts (workspace assets);
 * - what an integration points the page at: ContentKit `image` URLs, `webframe` pages (third-party HTML in a
 *   sandboxed iframe), fetches (the mocked platform, answered by the MSW service worker, the script's bridged
 *   fetch, webhook deliveries): https anywhere, plain http only on this machine (an author's local receiver, a
 *   webframe the author serves locally). `connect-src` keeps `http://localhost:* http://127.0.0.1:*` for webhook
 *   deliveries the author aims at a local receiver; what the script chooses (its fetch, a select's options.url)
 *   is checked in code before it is sent (sandbox/fetch-policy.ts) and never follows a redirect in the browser
 *   (`redirect: 'manual'`), so the CSP is not what keeps the script from this machine. Images carry no local http:
 *   their URL is the script's and an <img> follows redirects (CSP checks every hop);
 * - no plugins, no <base> elsewhere, forms only to itself.
 */
export function appCsp(): string {
  // Every inline script of the sandbox document by its hash: computed from the same text, so never out of step.
  const hashes = [...FRAME_HTML.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
    ([, script]) => `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`,
  );
  const local = 'http://localhost:* http://127.0.0.1:*';
  return [
    "default-src 'self'",
    `script-src 'self' 'wasm-unsafe-eval' 'unsafe-eval' ${hashes.join(' ')} blob:`,
    "worker-src 'self' blob: data:",
    "style-src 'self' 'unsafe-inline'",
    // No plain http images from this machine: an image URL is the script's choice, and <img> follows redirects.
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    `connect-src 'self' https: ${local} data: blob:`,
    `frame-src 'self' https: ${local} blob:`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
}

/** The policy as a meta tag for index.html (frame-ancestors and sandbox are header-only, so not in it anyway). */
export function cspMetaTag(): string {
  return `<meta http-equiv="Content-Security-Policy" content="${appCsp()}" />`;
}
