/**
 * The integration as the platform shows it (`Integration` of the OpenAPI document), built from the manifest: every
 * field the manifest sets appears where the platform puts it (title, description, summary, scopes, categories,
 * external links, blocks, content sources, configurations, target, visibility, contentSecurityPolicy, preview images,
 * icon), its URLs under kitbench's origins, its owner kitbench's organization; the rest is the schema's sample.
 */
import type { IntegrationBlock, IntegrationInfo } from '../api/installations';
import { conform } from './conform';
import { API_ENDPOINT, APP_ORIGIN, assetsUrlFor, CREATED_AT, integrationAppUrl, integrationLocation, ORGANIZATION_ID } from './origins';

/** What the integration is built from. */
export interface IntegrationInput {
  /** The parsed manifest, read leniently: a field of the wrong type is left out (the manifest's problems say why). */
  manifest: unknown;
  /** The integration's name; the manifest's `name` when absent. */
  name?: string;
  /** Where kitbench routes the integration's public endpoint (the current installation's). */
  publicEndpoint: string;
  /** The published version (kitbench plays the first publication). */
  version?: number;
}

type Plain = Record<string, unknown>;
const isPlain = (value: unknown): value is Plain => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() !== '' ? value : undefined);
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const strings = (value: unknown): string[] => list(value).filter((item): item is string => typeof item === 'string');

/** Drops the keys whose value is undefined (an absent manifest field stays absent). */
function defined<T extends Plain>(object: T): T {
  return Object.fromEntries(Object.entries(object).filter(([, value]) => value !== undefined)) as T;
}

/** A manifest path (`./assets/icon.png`) as a URL under the integration's assets; a URL stays as it is. */
export function assetUrl(integrationName: string, path: unknown): string | undefined {
  const value = text(path)?.trim();
  if (!value) return undefined;
  if (/^https?:\/\//i.test(value)) return value;
  return `${assetsUrlFor(integrationName)}/${value.replace(/^\.?\/+/, '')}`;
}

function block(integrationName: string, value: unknown): IntegrationBlock | undefined {
  if (!isPlain(value) || !text(value.id)) return undefined;
  return defined({
    id: value.id as string,
    title: text(value.title) ?? (value.id as string),
    description: text(value.description),
    icon: assetUrl(integrationName, value.icon),
    urlUnfurl: Array.isArray(value.urlUnfurl) ? strings(value.urlUnfurl) : undefined,
    markdown: isPlain(value.markdown) ? (value.markdown as IntegrationBlock['markdown']) : undefined,
  });
}

function contentSource(integrationName: string, value: unknown): NonNullable<IntegrationInfo['contentSources']>[number] | undefined {
  if (!isPlain(value) || !text(value.id) || !isPlain(value.configuration)) return undefined;
  return defined({
    id: value.id as string,
    title: text(value.title) ?? (value.id as string),
    description: text(value.description),
    icon: assetUrl(integrationName, value.icon),
    configuration: { componentId: String(value.configuration.componentId ?? '') },
  });
}

/** The manifest's `configurations` (account, space, site), each scope as the manifest declares it. */
function configurations(value: unknown): IntegrationInfo['configurations'] {
  if (!isPlain(value)) return undefined;
  const scopes = (['account', 'space', 'site'] as const).filter((scope) => isPlain(value[scope]));
  return scopes.length ? Object.fromEntries(scopes.map((scope) => [scope, value[scope] as Plain])) : undefined;
}

/** The organization that owns the integration: kitbench's, titled after the manifest's `organization`. */
export function platformOwner(organizationTitle?: string) {
  return conform<IntegrationInfo['owner']>('Organization', {
    object: 'organization',
    id: ORGANIZATION_ID,
    title: organizationTitle ?? 'kitbench',
    createdAt: CREATED_AT,
    urls: { location: `${API_ENDPOINT}/orgs/${ORGANIZATION_ID}`, app: `${APP_ORIGIN}/o/${ORGANIZATION_ID}` },
  });
}

/** `environment.integration` and `GET /integrations/{name}`: the platform's `Integration`, from the manifest. */
export function platformIntegration(input: IntegrationInput): IntegrationInfo {
  const manifest: Plain = isPlain(input.manifest) ? input.manifest : {};
  const name = input.name ?? text(manifest.name) ?? 'integration';
  const assets = assetsUrlFor(name);
  const csp = manifest.contentSecurityPolicy;
  const known = defined({
    object: 'integration',
    name,
    version: input.version ?? 1,
    title: text(manifest.title) ?? name,
    description: text(manifest.description),
    summary: text(manifest.summary),
    previewImages: strings(manifest.previewImages).map((path) => assetUrl(name, path) ?? path),
    target: text(manifest.target) ?? 'all',
    verified: false,
    visibility: text(manifest.visibility) ?? 'private',
    scopes: strings(manifest.scopes),
    categories: strings(manifest.categories),
    blocks: Array.isArray(manifest.blocks) ? manifest.blocks.map((item) => block(name, item)).filter((item) => item !== undefined) : undefined,
    contentSources: Array.isArray(manifest.contentSources)
      ? manifest.contentSources.map((item) => contentSource(name, item)).filter((item) => item !== undefined)
      : undefined,
    configurations: configurations(manifest.configurations),
    externalLinks: list(manifest.externalLinks)
      .filter((link): link is Plain => isPlain(link) && typeof link.url === 'string')
      .map((link) => ({ url: link.url as string, label: text(link.label) ?? (link.url as string) })),
    owner: platformOwner(text(manifest.organization)),
    urls: defined({
      location: integrationLocation(name),
      icon: assetUrl(name, manifest.icon),
      app: integrationAppUrl(name),
      assets,
      publicEndpoint: input.publicEndpoint,
      publicContentEndpoint: assets,
    }),
    // The author is an admin of the integration they are writing.
    permissions: { admin: true },
    contentSecurityPolicy: typeof csp === 'string' || isPlain(csp) ? (csp as IntegrationInfo['contentSecurityPolicy']) : undefined,
  });
  return conform<IntegrationInfo>('Integration', known);
}
