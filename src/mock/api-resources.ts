import { type InstallationState, platformInstallation, platformSiteInstallation, platformSpaceInstallation, platformUser, USER_ID } from '../core/platform';
import type { RuntimeEnvironment } from '../core/runtime/types';
import { sampleOrganization, sampleSite, sampleSpace } from './api-data';
import { errorResponse, isObject, organizationOf, ownInstallation, ownIntegration, ownSite, ownSpace } from './api-http';
import type { Resource } from './api-store';

/**
 * The resources the mocked HTTP API keeps state for, as the platform's document names them: organizations, sites,
 * site spaces, spaces, the integration, its installations (on the organization, in a space, on a site) and the user.
 * For each: the path of one, the operation that creates one and what a new one is, the lists that show them, and
 * what a read of an id that does not exist answers. `ownResources` is the environment's own objects of these kinds,
 * built by the platform's data model (src/core/platform) and src/mock/api-data.ts, so the API and
 * `context.environment` show the same objects.
 */

export interface Collection {
  /** The `object` of the resource, as the API names it. */
  object: string;
  /** The path template of one, and the path parameter of its id. */
  item: string;
  id: string;
  /** The operation that creates one (POST on the path of its list). */
  create?: string;
  /** The new resource and the lists that show it (besides the one it was POSTed to); the default is the body. */
  build?(input: CreateInput): { resource: Resource; lists?: string[]; id?: string };
  /**
   * Why an id the state does not have is the platform's 404 (the installation's tokens reach nothing else); absent,
   * another id is someone else's resource, answered with generated data.
   */
  missing?(params: Record<string, string>, environment: RuntimeEnvironment): Response;
  /**
   * A PATCH of the environment's own one goes through src/mock/api-installations.ts: its `configuration` is the
   * installation state's (saved as a form save), only its other fields are kept here.
   */
  configured?: boolean;
}

export interface CreateInput {
  params: Record<string, string>;
  body: Resource;
  id: string;
  environment: RuntimeEnvironment;
  /** A resource the state has at a path (the environment's or created), for a create that names one. */
  lookup(path: string): Resource | undefined;
}

/** The installation state a new installation is built from: active, nothing configured yet. */
const newState = (id: string, target: InstallationState['target']): InstallationState => ({
  id,
  target,
  spaceId: '',
  status: 'active',
  configuration: { account: {}, site: {} },
});

const INSTALLATION = '/integrations/{integrationName}/installations/{installationId}';
const notOwnInstallation = (params: Record<string, string>, environment: RuntimeEnvironment) =>
  ownInstallation(['', params.integrationName, params.installationId], environment);
const noSuch = (what: string, id: string) => errorResponse(404, `No ${what} \`${id}\`.`);

export const COLLECTIONS: Collection[] = [
  { object: 'organization', item: '/orgs/{organizationId}', id: 'organizationId', create: 'createOrganization' },
  { object: 'user', item: '/users/{userId}', id: 'userId' },
  {
    object: 'integration',
    item: '/integrations/{integrationName}',
    id: 'integrationName',
    missing: (params, environment) => ownIntegration(params.integrationName, environment) ?? noSuch('integration', params.integrationName),
  },
  {
    object: 'space',
    item: '/spaces/{spaceId}',
    id: 'spaceId',
    create: 'createSpace',
    missing: (params, environment) => ownSpace(params.spaceId, environment) ?? noSuch('space', params.spaceId),
  },
  {
    object: 'site',
    item: '/orgs/{organizationId}/sites/{siteId}',
    id: 'siteId',
    create: 'createSite',
    missing: (params, environment) => ownSite(params.siteId, environment) ?? noSuch('site', params.siteId),
  },
  {
    object: 'site-space',
    item: '/orgs/{organizationId}/sites/{siteId}/site-spaces/{siteSpaceId}',
    id: 'siteSpaceId',
    create: 'addSpaceToSite',
    // The space it names, when the state has it (`spaceId: null` asks for a new one: the schema's sample stands in).
    build: ({ body, id, lookup }) => {
      const space = typeof body.spaceId === 'string' ? lookup(`/spaces/${encodeURIComponent(body.spaceId)}`) : undefined;
      const { spaceId: _, ...fields } = body;
      return { resource: { ...fields, object: 'site-space', id, ...(space ? { space } : {}) } };
    },
  },
  {
    object: 'installation',
    item: INSTALLATION,
    id: 'installationId',
    create: 'installIntegration',
    configured: true,
    // installIntegration installs on a whole organization: the organization's list of installations shows it too.
    build: ({ params, body, id }) => {
      const organization = String(body.organization);
      const installation = platformInstallation(params.integrationName, newState(id, 'organization'));
      return {
        resource: { ...installation, target: { organization }, integration: params.integrationName },
        lists: [`/orgs/${encodeURIComponent(organization)}/installations`],
      };
    },
    missing: (params, environment) => notOwnInstallation(params, environment) ?? noSuch('installation', params.installationId),
  },
  {
    object: 'space-installation',
    item: `${INSTALLATION}/spaces/{spaceId}`,
    id: 'spaceId',
    create: 'installIntegrationOnSpace',
    configured: true,
    build: ({ params, body }) => {
      const space = String(body.space);
      const resource = platformSpaceInstallation(params.integrationName, newState(params.installationId, 'space'), space);
      return { id: space, resource: { ...resource }, lists: [`/integrations/${encodeURIComponent(params.integrationName)}/spaces`] };
    },
    missing: (params, environment) => notOwnInstallation(params, environment) ?? ownSpace(params.spaceId, environment) ?? noSuch('space installation', params.spaceId),
  },
  {
    object: 'site-installation',
    item: `${INSTALLATION}/sites/{siteId}`,
    id: 'siteId',
    create: 'installIntegrationOnSite',
    configured: true,
    build: ({ params, body }) => {
      const site = String(body.siteId);
      const resource = platformSiteInstallation(params.integrationName, newState(params.installationId, 'site'), site);
      return { id: site, resource: { ...resource }, lists: [`/integrations/${encodeURIComponent(params.integrationName)}/sites`] };
    },
    missing: (params, environment) => notOwnInstallation(params, environment) ?? ownSite(params.siteId, environment) ?? noSuch('site installation', params.siteId),
  },
];

/** The list operations, each a list of one collection (`wrap`: its items are not the resource itself). */
export const LISTS: Record<string, { object: string; wrap?: (resource: Resource, environment: RuntimeEnvironment) => Resource }> = {
  listOrganizationsForAuthenticatedUser: { object: 'organization' },
  listIntegrations: { object: 'integration' },
  listSpacesInOrganizationById: { object: 'space' },
  listSites: { object: 'site' },
  listSiteSpaces: { object: 'site-space' },
  listIntegrationInstallations: { object: 'installation' },
  // Each with its integration: kitbench plays one, the environment's.
  listOrganizationInstallations: { object: 'installation', wrap: (installation, environment) => ({ installation, integration: environment.integration }) },
  listIntegrationSpaceInstallations: { object: 'space-installation' },
  listIntegrationInstallationSpaces: { object: 'space-installation' },
  listIntegrationSiteInstallations: { object: 'site-installation' },
  listIntegrationInstallationSites: { object: 'site-installation' },
};

/** One of the environment's own objects: where it is, the lists that show it, what it is. */
export interface OwnResource {
  path: string;
  lists: string[];
  resource: Resource;
}

const at = (...segments: string[]) => `/${segments.map(encodeURIComponent).join('/')}`;

/**
 * The environment's own objects, first in every list: its organization, the user, the integration, the space and
 * the site the installation is in (and the site's space), the installation and its space or site installation.
 * Built again on every request, so they follow the installation state.
 */
export function ownResources(environment: RuntimeEnvironment): OwnResource[] {
  const organization = organizationOf(environment);
  const name = environment.integration.name;
  const space = environment.spaceInstallation?.space ?? environment.installation?.space;
  const site = environment.siteInstallation?.site;
  const own: OwnResource[] = [
    { path: at('orgs', organization), lists: ['/orgs'], resource: sampleOrganization(organization) },
    { path: at('users', USER_ID), lists: [], resource: platformUser() },
    { path: at('integrations', name), lists: ['/integrations'], resource: { ...environment.integration } },
  ];
  if (space) own.push({ path: at('spaces', space), lists: [at('orgs', organization, 'spaces')], resource: { ...sampleSpace(space) } });
  if (site) {
    const sitePath = at('orgs', organization, 'sites', site);
    own.push({ path: sitePath, lists: [at('orgs', organization, 'sites')], resource: sampleSite(site, organization) });
    // The site publishes the installation's space, as its one (default) site space.
    if (space) {
      const siteSpace = { object: 'site-space', id: `sitesp_${site}`, space: sampleSpace(space), title: sampleSpace(space).title, path: 'docs', default: true, draft: false };
      own.push({ path: `${sitePath}/site-spaces/${encodeURIComponent(siteSpace.id)}`, lists: [`${sitePath}/site-spaces`], resource: siteSpace });
    }
  }
  const installation = environment.installation;
  if (!installation) return own;
  const installationPath = at('integrations', name, 'installations', installation.id);
  own.push({
    path: installationPath,
    lists: [at('integrations', name, 'installations'), at('orgs', organization, 'installations')],
    resource: { ...installation, integration: name },
  });
  if (environment.spaceInstallation) {
    own.push({
      path: `${installationPath}/spaces/${encodeURIComponent(environment.spaceInstallation.space)}`,
      lists: [`${installationPath}/spaces`, at('integrations', name, 'spaces')],
      resource: { ...environment.spaceInstallation },
    });
  }
  if (environment.siteInstallation) {
    // A space installation shows itself under the site's name too (src/core/runtime/environment.ts): readable there,
    // listed only as what it is, a space installation.
    const isSite = !environment.spaceInstallation;
    own.push({
      path: `${installationPath}/sites/${encodeURIComponent(environment.siteInstallation.site)}`,
      lists: isSite ? [`${installationPath}/sites`, at('integrations', name, 'sites')] : [],
      resource: { ...environment.siteInstallation },
    });
  }
  return own;
}

/**
 * A write's fields as the state keeps them: never its `id` or `object`, and not the `configuration` of the
 * environment's installations, which is the installation state's (saved by src/mock/api-installations.ts).
 */
export function writable(collection: Collection, body: unknown, own: boolean): Resource {
  if (!isObject(body)) return {};
  const { id: _id, object: _object, ...fields } = body;
  if (!own || !collection.configured) return fields;
  const { configuration: _, ...rest } = fields;
  return rest;
}
