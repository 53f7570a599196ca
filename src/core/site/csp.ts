/**
 * The Content-Security-Policy a published script runs under in the Site view: the platform's site policy (the
 * GitbookIO/gitbook renderer's `getContentSecurityPolicy`: images, fetches and frames anywhere, fonts and styles from
 * the site and Google Fonts, inline styles) merged, directive by directive, with the policy the integration's manifest
 * declares (`contentSecurityPolicy`, a string or a map of directive to sources). One difference, on purpose: the
 * script is allowed by a nonce without `'strict-dynamic'`, so what it loads must be on the hosts it declares, and an
 * undeclared load is reported instead of trusted silently.
 */

/** How a load the policy blocked is reported (Network, Console): this, then the directive and the host. */
export const BLOCKED_BY_SITE_POLICY = "Blocked by the site's Content-Security-Policy";

/** A policy: directive name to its sources, in order. */
export type Policy = Map<string, string[]>;

/** The platform's site policy, as kitbench plays it (see above); `'nonce-…'` is added per page. */
const BASE_POLICY = `
  default-src 'self';
  script-src 'self' 'unsafe-eval';
  style-src 'self' fonts.googleapis.com 'unsafe-inline';
  img-src * 'self' blob: data:;
  connect-src * 'self';
  font-src 'self' fonts.gstatic.com;
  frame-src *;
  object-src 'none';
  base-uri 'self';
  form-action 'self';
`;

/** Parses a policy string (`script-src a b; img-src *`); directive names are lowercased, duplicates merged. */
export function parsePolicy(text: string): Policy {
  const policy: Policy = new Map();
  for (const part of text.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/).filter(Boolean);
    if (!name) continue;
    addSources(policy, name.toLowerCase(), sources);
  }
  return policy;
}

function addSources(policy: Policy, directive: string, sources: string[]) {
  const current = policy.get(directive) ?? [];
  for (const source of sources) if (!current.includes(source)) current.push(source);
  policy.set(directive, current);
}

/**
 * The manifest's `contentSecurityPolicy` as a policy: a string is a policy; a map's values are source lists (a string,
 * `;`-terminated or not, or a list). Anything else is no policy.
 */
export function manifestPolicy(value: unknown): Policy {
  if (typeof value === 'string') return parsePolicy(value);
  const policy: Policy = new Map();
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return policy;
  for (const [directive, sources] of Object.entries(value as Record<string, unknown>)) {
    const list = Array.isArray(sources) ? sources.map(String) : typeof sources === 'string' ? sources.split(/[\s;]+/) : [];
    addSources(policy, directive.trim().toLowerCase(), list.map((source) => source.trim()).filter(Boolean));
  }
  return policy;
}

/** Merges `extra` into `base`: each directive's sources are the union, `base`'s first. */
export function mergePolicies(base: Policy, extra: Policy): Policy {
  const merged: Policy = new Map([...base].map(([name, sources]) => [name, [...sources]]));
  for (const [name, sources] of extra) addSources(merged, name, sources);
  return merged;
}

/** A policy as a header value. */
export function formatPolicy(policy: Policy): string {
  return [...policy].map(([name, sources]) => [name, ...sources].join(' ')).join('; ');
}

/** The policy of the page a published script runs in: the site's, the manifest's, and the script's own nonce. */
export function publishedScriptPolicy(manifestCsp: unknown, nonce: string): string {
  const withNonce = mergePolicies(parsePolicy(BASE_POLICY), new Map([['script-src', [`'nonce-${nonce}'`]]]));
  return formatPolicy(mergePolicies(withNonce, manifestPolicy(manifestCsp)));
}

/** The hosts the manifest lets a directive load from (for messages: "script-src allows static.example.com"). */
export function declaredSources(manifestCsp: unknown, directive: string): string[] {
  return manifestPolicy(manifestCsp).get(directive) ?? [];
}
