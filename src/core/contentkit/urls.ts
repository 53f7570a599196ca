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
