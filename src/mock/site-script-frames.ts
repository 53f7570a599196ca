/**
 * Published scripts in the Site view (`fetch_published_script`, the platform's `site:script:inject`): each runs in a
 * frame of its own, served by kitbench's frame server (endpoint-frames.ts) under a reserved host, so that its
 * document carries the policy the site runs it under (src/core/site/csp.ts) plus `sandbox allow-scripts` (an opaque
 * origin, as every frame kitbench serves): a srcdoc would inherit the app's policy instead. The page registers the
 * document, points a frame at it, and reads what the frame reports (site-script-shim.ts).
 */
import { siteScriptShim, type SiteScriptShimConfig } from './site-script-shim';

/** The host, below the frame server, of published-script frames (never on the network). */
export const SITE_SCRIPT_HOST = 'site-scripts.kitbench.local';

interface FrameDocument {
  html: string;
  policy: string;
}

const documents = new Map<string, FrameDocument>();
const escapeScript = (text: string) => text.replace(/<\/script/gi, '<\\/script');

/** A fresh nonce for one frame's scripts. */
export function frameNonce(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return btoa(String.fromCharCode(...bytes));
}

/**
 * Registers the document of one published script: the shim, then the script, both allowed by `nonce`, under
 * `policy`. Returns the URL to frame (through servedFrameUrl).
 */
export function registerSiteScript(script: string, policy: string, nonce: string, shim: SiteScriptShimConfig, title: string): string {
  const id = crypto.randomUUID();
  const html = `<!doctype html><html><head><meta charset="utf-8"><title>${title.replace(/</g, '&lt;')}</title><script nonce="${nonce}">${siteScriptShim(shim)}</script></head><body><script nonce="${nonce}">${escapeScript(script)}</script></body></html>`;
  documents.set(id, { html, policy });
  return `https://${SITE_SCRIPT_HOST}/${id}`;
}

/** Forgets a frame's document (the frame was replaced). */
export function releaseSiteScript(url: string): void {
  documents.delete(new URL(url).pathname.slice(1));
}

/** Whether the frame server should ask this module for `url`. */
export function isSiteScriptUrl(url: string): boolean {
  return URL.canParse(url) && new URL(url).host === SITE_SCRIPT_HOST;
}

/** The frame server's answer for a published-script frame. */
export function serveSiteScript(url: string): { status: number; headers: Record<string, string>; body: string } {
  const found = documents.get(new URL(url).pathname.slice(1));
  if (!found) {
    return { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' }, body: 'This published script frame is gone: reload the Site view.' };
  }
  return { status: 200, headers: { 'content-type': 'text/html; charset=utf-8', 'content-security-policy': found.policy }, body: found.html };
}
