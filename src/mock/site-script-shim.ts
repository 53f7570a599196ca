/**
 * The small script that runs first in the frame of a published script (site-script-frames.ts), before the
 * integration's own: the site's cookies (an opaque-origin document has no `document.cookie` of its own: this jar
 * plays it, and tells the page what the script writes), the platform's `window.GitBook` (cookie consent), and reports
 * to the page: the loads the CSP blocked (`securitypolicyviolation`), the ones that loaded or failed, errors and
 * `console.*` lines. Plain ES5-safe JavaScript: it is text inlined into the frame.
 */

/** The message kind the frame posts to the page. */
export const SITE_SCRIPT_MESSAGE = '@kitbench.site-script';

/** What the shim starts with. */
export interface SiteScriptShimConfig {
  /** The site's cookies the visitor's browser has, by name. */
  cookies: Record<string, string>;
  /** Whether a cookie the script sets is kept (consent given, and the integration may use cookies). */
  allowCookies: boolean;
  /** The visitor's answer to the cookie toast: true, false, or null while unanswered. */
  consent: boolean | null;
}

/** The shim's source, for one frame. */
export function siteScriptShim(config: SiteScriptShimConfig): string {
  return `(function () {
  var config = ${JSON.stringify(config).replace(/</g, '\\u003c')};
  var KIND = ${JSON.stringify(SITE_SCRIPT_MESSAGE)};
  function post(message) {
    message.kind = KIND;
    try { parent.postMessage(message, '*'); } catch (e) {}
  }
  var jar = {};
  Object.keys(config.cookies).forEach(function (name) { jar[name] = config.cookies[name]; });
  Object.defineProperty(document, 'cookie', {
    configurable: true,
    get: function () {
      return Object.keys(jar).map(function (name) { return name + '=' + jar[name]; }).join('; ');
    },
    set: function (text) {
      text = String(text);
      var pair = text.split(';')[0];
      var at = pair.indexOf('=');
      var name = at < 0 ? '' : pair.slice(0, at).trim();
      if (!name) return;
      var expires = /;\\s*expires\\s*=\\s*([^;]+)/i.exec(text);
      var removed = /;\\s*max-age\\s*=\\s*(0|-\\d+)/i.test(text) || (expires !== null && Date.parse(expires[1]) <= Date.now());
      if (config.allowCookies) {
        if (removed) delete jar[name]; else jar[name] = pair.slice(at + 1).trim();
      }
      post({ type: 'cookie', text: text, kept: config.allowCookies });
    }
  });
  window.GitBook = {
    isCookiesTrackingDisabled: function () { return config.consent === null ? undefined : !config.consent; },
    isGlobalPrivacyControlEnabled: function () { return false; },
    registerCookieBanner: function () { post({ type: 'console', level: 'info', text: 'GitBook.registerCookieBanner: kitbench shows the site\\'s own cookie toast.' }); },
    registerTool: function () {},
    registerAssistant: function () { return function () {}; }
  };
  document.addEventListener('securitypolicyviolation', function (event) {
    post({ type: 'blocked', url: event.blockedURI, directive: event.effectiveDirective || event.violatedDirective, policy: event.originalPolicy, line: event.lineNumber, disposition: event.disposition });
  });
  window.addEventListener('error', function (event) {
    var target = event.target;
    if (target && target !== window && (target.src || target.href)) {
      post({ type: 'load', url: target.src || target.href, failed: true, element: String(target.tagName || '').toLowerCase() });
      return;
    }
    post({ type: 'error', text: event.message || String(event.error), line: event.lineno });
  }, true);
  window.addEventListener('unhandledrejection', function (event) {
    post({ type: 'error', text: 'Unhandled rejection: ' + (event.reason && event.reason.message ? event.reason.message : String(event.reason)) });
  });
  try {
    new PerformanceObserver(function (list) {
      list.getEntries().forEach(function (entry) {
        post({ type: 'load', url: entry.name, element: entry.initiatorType, status: entry.responseStatus || undefined });
      });
    }).observe({ type: 'resource', buffered: true });
  } catch (e) {}
  ['log', 'info', 'warn', 'error', 'debug'].forEach(function (level) {
    var original = console[level];
    console[level] = function () {
      var text = Array.prototype.map.call(arguments, function (value) {
        if (typeof value === 'string') return value;
        try { return JSON.stringify(value); } catch (e) { return String(value); }
      }).join(' ');
      post({ type: 'console', level: level, text: text });
      if (original) original.apply(console, arguments);
    };
  });
})();`;
}
