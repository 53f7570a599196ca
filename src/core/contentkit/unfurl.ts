/**
 * Link unfurl: a manifest block may list URL patterns (`urlUnfurl: ['https://github.com/**']`). Pasting a link
 * that matches one inserts that block with `{ url }` props and sends it `@link.unfurl`, as the platform's editor
 * does. Patterns are URL globs, not file globs: as on the platform, `*` stands for any run of characters, across
 * path segments too (`https://lucid.app/*` accepts `https://lucid.app/lucidchart/abc/edit`); `**` means the same. A
 * glob library made for file paths (picomatch) stops `*` at a `/`, so the lines below say what a URL pattern means.
 */

/** A block that may unfurl links, as the manifest declares it. */
export interface UnfurlBlock {
  id: string;
  urlUnfurl?: readonly string[];
}

const cache = new Map<string, RegExp>();

function compile(pattern: string): RegExp {
  const cached = cache.get(pattern);
  if (cached) return cached;
  let source = '';
  for (let index = 0; index < pattern.length; index++) {
    const char = pattern[index];
    if (char === '*') {
      source += '.*';
      while (pattern[index + 1] === '*') index += 1;
    } else {
      source += char.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
    }
  }
  const compiled = new RegExp(`^${source}$`);
  cache.set(pattern, compiled);
  return compiled;
}

/** Whether `url` matches one URL pattern (whole URL; scheme and host compared case-insensitively). */
export function matchesUrlPattern(pattern: string, url: string): boolean {
  const regex = compile(pattern.trim());
  if (regex.test(url)) return true;
  // `new URL` lower-cases the scheme and host, so `HTTPS://GitHub.com/x` matches `https://github.com/*`.
  const normalised = normaliseUrl(url);
  return normalised !== undefined && normalised !== url && regex.test(normalised);
}

function normaliseUrl(url: string): string | undefined {
  try {
    const parsed = new URL(url);
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return undefined;
    // `new URL('https://a.com')` adds a trailing slash the user did not type; keep what they typed after the host.
    const afterHost = url.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i, '');
    return `${parsed.protocol}//${parsed.host}${afterHost}`;
  } catch {
    return undefined;
  }
}

/** Whether text is one http(s) link and nothing else (what a paste must be to unfurl). */
export function asUnfurlableUrl(text: string): string | undefined {
  const trimmed = text.trim();
  if (!/^https?:\/\/\S+$/i.test(trimmed)) return undefined;
  return normaliseUrl(trimmed) ? trimmed : undefined;
}

/** Whether a block unfurls any link at all. */
export function unfurls(block: UnfurlBlock): boolean {
  return (block.urlUnfurl?.length ?? 0) > 0;
}

/** The first block (manifest order) with a pattern that matches `url`. */
export function blockForUrl<B extends UnfurlBlock>(blocks: readonly B[], url: string): B | undefined {
  return blocks.find((block) => block.urlUnfurl?.some((pattern) => matchesUrlPattern(pattern, url)));
}

/** Why a URL typed for a block cannot be used, in words for the field; undefined when it fits the block. */
export function unfurlUrlProblem(block: UnfurlBlock, text: string): string | undefined {
  const patterns = block.urlUnfurl ?? [];
  if (text.trim() === '') return 'Enter a link to show in this block.';
  const url = asUnfurlableUrl(text);
  if (!url) return 'Enter a full http(s) link, such as https://example.com/page.';
  if (patterns.length && !patterns.some((pattern) => matchesUrlPattern(pattern, url))) {
    return `This block shows links that match ${patterns.join(' or ')}.`;
  }
  return undefined;
}
