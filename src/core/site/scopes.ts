/**
 * What a manifest's scopes ask of a published site (spec: Scopes). The platform's older names for visitor
 * authentication (`space:visitor:auth`, still in real manifests) count as the site's.
 */

function scopesOf(manifest: unknown): string[] {
  const scopes = (manifest as { scopes?: unknown } | undefined)?.scopes;
  return Array.isArray(scopes) ? scopes.filter((scope): scope is string => typeof scope === 'string') : [];
}

/** The site's access is given to the integration (`site:visitor:auth`): visitors sign in through it. */
export function authenticatesVisitors(manifest: unknown): boolean {
  return scopesOf(manifest).some((scope) => scope === 'site:visitor:auth' || scope === 'space:visitor:auth');
}

/** The integration publishes a script into the site (`site:script:inject`, the platform's own integrations). */
export function injectsScript(manifest: unknown): boolean {
  return scopesOf(manifest).includes('site:script:inject');
}

/** Its published script may use cookies (`site:script:cookies`): the site asks the visitor's consent first. */
export function usesCookies(manifest: unknown): boolean {
  return scopesOf(manifest).includes('site:script:cookies');
}

/** The claims scopes an integration holds, for the visitor panel. */
export function claimScopes(manifest: unknown): string[] {
  return scopesOf(manifest).filter((scope) => scope === 'site:visitor:claims' || scope === 'site:adaptive:read' || scope === 'site:adaptive:write');
}
