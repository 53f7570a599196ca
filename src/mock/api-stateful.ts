import { USER_ID } from '../core/platform';
import type { RuntimeEnvironment } from '../core/runtime/types';
import { conform } from './api-generate';
import { isObject } from './api-http';
import { type Collection, COLLECTIONS, LISTS, ownResources, writable } from './api-resources';
import type { ApiSpec, Operation } from './api-spec';
import type { ApiStore, Resource } from './api-store';

/**
 * The operations on the resources kitbench keeps state for (src/mock/api-resources.ts): creates, lists, reads,
 * writes and deletes, answered from the environment's own objects and what scripts changed (src/mock/api-store.ts),
 * each completed to the operation's schema (`x-kitbench-source: state`). A list shows the environment's own first,
 * then the created ones, oldest first; a write is what the next read and list show. Undefined for any other request,
 * which src/mock/api-installations.ts (an own installation's configuration), the content routes or the generator
 * answer.
 */

/** The concrete path of a template with these parameters (`/orgs/o1/sites/site_2`). */
export function fill(template: string, params: Record<string, string>): string {
  return template.replace(/\{([^}]+)\}/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
}

function answer(value: unknown, status: number): Response {
  if (status === 204 || status === 205 || value === undefined) return new Response(null, { status: 204, headers: { 'x-kitbench-source': 'state' } });
  return Response.json(value, { status, headers: { 'x-kitbench-source': 'state' } });
}

/**
 * The 404 of a resource the path goes through that the state does not have (another integration's installations,
 * a site nobody created): the collections whose path is a prefix of this one's.
 */
function missingParent(collection: Collection, params: Record<string, string>, has: (path: string) => boolean, environment: RuntimeEnvironment) {
  for (const parent of COLLECTIONS) {
    if (!collection.item.startsWith(`${parent.item}/`) || params[parent.id] === undefined) continue;
    if (!has(fill(parent.item, params))) return parent.missing?.(params, environment);
  }
  return undefined;
}

export function answerStored(
  store: ApiStore,
  spec: ApiSpec,
  operation: Operation,
  params: Record<string, string>,
  body: unknown,
  query: URLSearchParams,
  environment: RuntimeEnvironment,
): Response | undefined {
  const method = operation.method.toUpperCase();
  const own = ownResources(environment);
  const current = (path: string): Resource | undefined => {
    if (store.isDeleted(path)) return undefined;
    const mine = own.find((resource) => resource.path === path);
    return store.createdAt(path) ?? (mine && { ...mine.resource, ...store.writtenOver(path) });
  };
  const has = (path: string) => current(path) !== undefined;

  const creating = COLLECTIONS.find((collection) => collection.create === operation.operationId);
  if (creating && method === 'POST') {
    const refused = missingParent(creating, params, has, environment);
    if (refused) return refused;
    const fields = isObject(body) ? body : {};
    const newId = store.newId(creating.object);
    const built = creating.build?.({ params, body: fields, id: newId, environment, lookup: current }) ?? { resource: { ...fields, object: creating.object, id: newId } };
    const itemPath = fill(creating.item, { ...params, [creating.id]: built.id ?? newId });
    const resource = conform(spec, operation, built.resource, itemPath) as Resource;
    // Listed where it was POSTed (the platform's create is a POST on its list) and in the lists its kind adds.
    store.create(itemPath, { resource, lists: [fill(operation.path, params), ...(built.lists ?? [])] });
    const { status } = spec.success(operation);
    return answer(resource, status === 204 ? 201 : status);
  }

  const listing = LISTS[operation.operationId];
  if (listing && method === 'GET') {
    const collection = COLLECTIONS.find((candidate) => candidate.object === listing.object)!;
    const refused = missingParent(collection, params, has, environment);
    if (refused) return refused;
    const list = fill(operation.path, params);
    const mine = own.filter((resource) => resource.lists.includes(list) && !store.isDeleted(resource.path)).map((resource) => current(resource.path)!);
    // `externalId` filters by the ids the integration gave (installations), as on the platform.
    const externalId = query.get('externalId');
    const items = [...mine, ...store.createdIn(list)].filter(
      (item) => externalId === null || (Array.isArray(item.externalIds) && item.externalIds.includes(externalId)),
    );
    const shown = listing.wrap ? items.map((item) => listing.wrap!(item, environment)) : items;
    return answer(conform(spec, operation, { items: shown, count: shown.length }, list), 200);
  }

  // `GET /user` is the user of the installation's token: the environment's own, at its `/users/{id}`.
  const isMe = operation.operationId === 'getAuthenticatedUser';
  const collection = isMe ? COLLECTIONS.find((candidate) => candidate.object === 'user') : COLLECTIONS.find((candidate) => candidate.item === operation.path);
  if (!collection || method === 'POST') return undefined;
  const path = isMe ? fill(collection.item, { userId: USER_ID }) : fill(operation.path, params);
  const refused = missingParent(collection, params, has, environment);
  if (refused) return refused;
  const resource = current(path);
  // Without `missing`, an id the state does not have is someone else's (another user): generated.
  if (!resource) return collection.missing?.(params, environment);
  const { status, schema } = spec.success(operation);
  if (method === 'GET') return answer(conform(spec, operation, resource, path), status);
  if (method === 'DELETE') {
    store.delete(path);
    return answer(undefined, 204);
  }
  if (method !== 'PATCH' && method !== 'PUT') return undefined;
  const isOwn = store.createdAt(path) === undefined;
  store.write(path, writable(collection, body, isOwn));
  // The environment's installation saves its configuration as a form save does: src/mock/api-installations.ts answers.
  if (isOwn && collection.configured) return undefined;
  return schema ? answer(conform(spec, operation, current(path), path), status) : answer(undefined, 204);
}
