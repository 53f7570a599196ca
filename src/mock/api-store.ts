/**
 * What scripts create through the mocked HTTP API, kept per process as the platform keeps it: organizations, sites,
 * site spaces and spaces. A create answers the new resource (`201`), a read of its path answers it back, a list
 * shows it after the environment's own, a PATCH merges into it, a DELETE removes it. Everything else (and a read
 * of an id nobody created) is generated from the document (src/mock/api-generate.ts).
 */

export interface Collection {
  /** The `object` of the resource, as the API names it. */
  object: string;
  /** The operation that creates one (POST). */
  create: string;
  /** The operation that lists them (GET). */
  list: string;
  /** The path template of one, and the path parameter of its id. */
  item: string;
  id: string;
}

export const COLLECTIONS: Collection[] = [
  { object: 'organization', create: 'createOrganization', list: 'listOrganizationsForAuthenticatedUser', item: '/orgs/{organizationId}', id: 'organizationId' },
  { object: 'site', create: 'createSite', list: 'listSites', item: '/orgs/{organizationId}/sites/{siteId}', id: 'siteId' },
  { object: 'site-space', create: 'addSpaceToSite', list: 'listSiteSpaces', item: '/orgs/{organizationId}/sites/{siteId}/site-spaces/{siteSpaceId}', id: 'siteSpaceId' },
  { object: 'space', create: 'createSpace', list: 'listSpacesInOrganizationById', item: '/spaces/{spaceId}', id: 'spaceId' },
];

type Resource = Record<string, unknown>;

/** The resources created, by the concrete path of each (`/orgs/o1/sites/site_2`), in creation order. */
const byPath = new Map<string, { resource: Resource; list: string }>();
let counter = 0;

/** The concrete path of a template with these parameters. */
export function fill(template: string, params: Record<string, string>): string {
  return template.replace(/\{([^}]+)\}/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
}

/** A fresh id for a created resource: readable, unique in this process. */
export function newId(collection: Collection): string {
  counter += 1;
  return `${collection.object.replace(/-/g, '_')}_created${counter}`;
}

export const createdStore = {
  add(path: string, list: string, resource: Resource): void {
    byPath.set(path, { resource, list });
  },
  get(path: string): Resource | undefined {
    return byPath.get(path)?.resource;
  },
  update(path: string, resource: Resource): void {
    const entry = byPath.get(path);
    if (entry) entry.resource = resource;
  },
  delete(path: string): boolean {
    return byPath.delete(path);
  },
  /** The resources created under one list path (`/orgs/o1/sites`), oldest first. */
  listed(list: string): Resource[] {
    return [...byPath.values()].filter((entry) => entry.list === list).map((entry) => entry.resource);
  },
  /** Forgets everything (tests). */
  clear(): void {
    byPath.clear();
  },
};
