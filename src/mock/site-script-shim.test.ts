import { describe, expect, it } from 'vitest';
import { SITE_SCRIPT_MESSAGE, type SiteScriptShimConfig, siteScriptShim } from './site-script-shim';

/** Runs the shim in a stand-in of the frame's globals and returns them with what it posted. */
function run(config: SiteScriptShimConfig) {
  const posted: Record<string, unknown>[] = [];
  const listeners: Record<string, (event: unknown) => void> = {};
  const document = { addEventListener: (type: string, listener: (event: unknown) => void) => (listeners[`document:${type}`] = listener) } as Record<string, unknown>;
  const window = { addEventListener: (type: string, listener: (event: unknown) => void) => (listeners[`window:${type}`] = listener) } as Record<string, unknown>;
  const parent = { postMessage: (message: Record<string, unknown>) => posted.push(message) };
  const quiet = { log() {}, info() {}, warn() {}, error() {}, debug() {} };
  new Function('window', 'document', 'parent', 'console', 'PerformanceObserver', siteScriptShim(config))(window, document, parent, quiet, undefined);
  return { window, document, posted, listeners, console: quiet };
}

describe('the published script frame shim', () => {
  it('plays document.cookie over the site cookies, keeping writes only with consent', () => {
    const allowed = run({ cookies: { __gitbook_cookie_granted: 'yes' }, allowCookies: true, consent: true });
    expect(allowed.document.cookie).toBe('__gitbook_cookie_granted=yes');
    allowed.document.cookie = '_pulse=abc; Max-Age=3600; Secure';
    expect(allowed.document.cookie).toBe('__gitbook_cookie_granted=yes; _pulse=abc');
    allowed.document.cookie = '_pulse=; Max-Age=0';
    expect(allowed.document.cookie).toBe('__gitbook_cookie_granted=yes');
    expect(allowed.posted[0]).toEqual({ kind: SITE_SCRIPT_MESSAGE, type: 'cookie', text: '_pulse=abc; Max-Age=3600; Secure', kept: true });

    const refused = run({ cookies: {}, allowCookies: false, consent: null });
    refused.document.cookie = '_pulse=abc';
    expect(refused.document.cookie).toBe('');
    expect(refused.posted[0]).toMatchObject({ type: 'cookie', kept: false });
  });

  it("answers the platform's window.GitBook consent questions", () => {
    const gitbook = (config: SiteScriptShimConfig) => run(config).window.GitBook as { isCookiesTrackingDisabled(): boolean | undefined };
    expect(gitbook({ cookies: {}, allowCookies: false, consent: null }).isCookiesTrackingDisabled()).toBeUndefined();
    expect(gitbook({ cookies: {}, allowCookies: true, consent: true }).isCookiesTrackingDisabled()).toBe(false);
    expect(gitbook({ cookies: {}, allowCookies: false, consent: false }).isCookiesTrackingDisabled()).toBe(true);
  });

  it('reports CSP violations, failed loads and console lines to the page', () => {
    const frame = run({ cookies: {}, allowCookies: false, consent: null });
    frame.listeners['document:securitypolicyviolation']({ blockedURI: 'https://ads.example/p.js', effectiveDirective: 'script-src-elem', originalPolicy: 'x', lineNumber: 3 });
    frame.listeners['window:error']({ target: { src: 'https://cdn.example/a.js', tagName: 'SCRIPT' } });
    (frame.console as { warn(...args: unknown[]): void }).warn('careful', { n: 1 });
    expect(frame.posted).toEqual([
      { kind: SITE_SCRIPT_MESSAGE, type: 'blocked', url: 'https://ads.example/p.js', directive: 'script-src-elem', policy: 'x', line: 3, disposition: undefined },
      { kind: SITE_SCRIPT_MESSAGE, type: 'load', url: 'https://cdn.example/a.js', failed: true, element: 'script' },
      { kind: SITE_SCRIPT_MESSAGE, type: 'console', level: 'warn', text: 'careful {"n":1}' },
    ]);
  });
});
