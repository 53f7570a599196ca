import type { RuntimeEnvironment } from '../core/runtime/types';
import { conform, generate } from './api-generate';
import { COLLECTIONS, createdStore, fill, newId } from './api-store';
import type { ApiSpec, Operation } from './api-spec';

/**
 * The operations on what scripts create (src/mock/api-store.ts): a create, then reads, lists, PATCHes and DELETEs of
 * what was created, answered from kitbench's state and completed to the operation's schema. Undefined for any other
 * request, which the environment's own routes or the generator answer.
 */

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function answer(value: unknown, status: number): Response {
  if (status === 204 || status === 205 || value === undefined) return new Response(null, { status: 204, headers: { 'x-kitbench-source': 'state' } });
  return Response.json(value, { status, headers: { 'x-kitbench-source': 'state' } });
}

export function answerStored(
  spec: ApiSpec,
  operation: Operation,
  params: Record<string, string>,
  body: unknown,
  path: string,
  _environment: RuntimeEnvironment,
): Response | undefined {
  const method = operation.method.toUpperCase();
  const creating = COLLECTIONS.find((collection) => collection.create === operation.operationId);
  if (creating && method === 'POST') {
    const id = newId(creating);
    const itemPath = fill(creating.item, { ...params, [creating.id]: id });
    const fields = isObject(body) ? body : {};
    const resource = conform(spec, operation, { ...fields, object: creating.object, id }, itemPath) as Record<string, unknown>;
    createdStore.add(itemPath, path, resource);
    const { status } = spec.success(operation);
    return answer(resource, status === 204 ? 201 : status);
  }

  const listing = COLLECTIONS.find((collection) => collection.list === operation.operationId);
  if (listing && method === 'GET') {
    const created = createdStore.listed(path);
    if (created.length === 0) return undefined;
    const generated = generate(spec, operation, params, path);
    if (!isObject(generated) || !Array.isArray(generated.items)) return undefined;
    // Only where the list's items are the resource itself (a list of memberships is not a list of organizations).
    const sampleItem = generated.items[0];
    if (isObject(sampleItem) && sampleItem.object !== undefined && sampleItem.object !== listing.object) return undefined;
    return answer(conform(spec, operation, { ...generated, items: created, ...('count' in generated ? { count: created.length } : {}) }, path), 200);
  }

  const item = COLLECTIONS.find((collection) => collection.item === operation.path);
  const stored = item ? createdStore.get(path) : undefined;
  if (!item || !stored) return undefined;
  if (method === 'GET') return answer(conform(spec, operation, stored, path), spec.success(operation).status);
  if (method === 'DELETE') {
    createdStore.delete(path);
    return answer(undefined, 204);
  }
  if (method === 'PATCH' || method === 'PUT') {
    const updated = { ...stored, ...(isObject(body) ? body : {}), id: stored.id, object: stored.object };
    createdStore.update(path, updated);
    const { status, schema } = spec.success(operation);
    return schema ? answer(conform(spec, operation, updated, path), status) : answer(undefined, 204);
  }
  return undefined;
}
