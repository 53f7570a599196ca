/**
 * Which URLs the preview may follow. Script output is untrusted: a `javascript:` or `data:` link in markdown or
 * a `link` element must never run, so only http(s), mailto and relative references pass.
 */
export function isSafeHref(href: string): boolean {
  // Browsers ignore control characters and whitespace inside a scheme ("java\tscript:"), so strip them first.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: stripping control characters is the point
  const compact = href.replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(compact);
  if (!scheme) return true;
  return ['http', 'https', 'mailto'].includes(scheme[1].toLowerCase());
}

/** Whether a URL is absolute http(s), as `@ui.url.open` and images accept. */
export function isHttpUrl(href: string): boolean {
  try {
    const url = new URL(href);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/**
 * A URL as ContentKit takes it for a select's `options.url` and a link's `target.url`: a string, or the API
 * package's ContentKitURL (`{ host, pathname, query }`, query values may be `$state` bindings). Integrations build
 * the object form from their own public endpoint (`{ host: url.host, pathname: `${url.pathname}/channels` }`).
 */
export interface ContentKitUrlParts {
  host: string;
  pathname: string;
  query?: Record<string, string | { $state: string }>;
}

export function isUrlParts(value: unknown): value is ContentKitUrlParts {
  if (typeof value !== 'object' || value === null) return false;
  const { host, pathname } = value as Record<string, unknown>;
  return typeof host === 'string' && typeof pathname === 'string';
}

/** The URL as a string: the object form becomes `https://<host><pathname>?<query>`, bindings read from `state`. */
export function urlString(value: string | ContentKitUrlParts, state: Record<string, unknown> = {}): string {
  if (typeof value === 'string') return value;
  const url = new URL(`https://${value.host}`);
  url.pathname = value.pathname;
  for (const [key, entry] of Object.entries(value.query ?? {})) {
    const resolved = typeof entry === 'string' ? entry : state[entry.$state];
    if (resolved !== undefined && resolved !== null) url.searchParams.set(key, String(resolved));
  }
  return url.href;
}
