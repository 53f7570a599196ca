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

/**
 * Why a published site does not call the integration's `fetch_published_script`, or undefined when it does. The
 * platform's sites inject only for `site:script:inject` (the scope @gitbook/api's IntegrationScope lists); the older
 * `space:script:inject` was removed from the platform and from its integrations (GitbookIO/integrations#583), so it
 * runs nothing on a site. The Site view and the Preview's overview both say this one sentence.
 */
export function publishedScriptRefusal(manifest: unknown): string | undefined {
  if (injectsScript(manifest)) return undefined;
  const why = 'fetch_published_script is not called on the Site: the platform calls it for integrations with the site:script:inject scope only';
  return scopesOf(manifest).includes('space:script:inject')
    ? `${why}, and space:script:inject is its older name, which the platform no longer runs. Replace space:script:inject with site:script:inject under scopes in the manifest.`
    : `${why}. Add site:script:inject under scopes in the manifest.`;
}
