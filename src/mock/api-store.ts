/**
 * What scripts changed through the mocked HTTP API, as the platform keeps it: the resources they created, the fields
 * they wrote over the environment's own objects (src/mock/api-resources.ts), and what they deleted. src/mock/api-stateful.ts
 * answers from it.
 *
 * One store per backend (the playground's page, each kitbench/testing app), never one per process: two apps loaded by
 * one test file are two platforms, and what one creates is not the other's.
 */

export type Resource = Record<string, unknown>;

/** A created resource, and the lists (concrete paths, `/orgs/o1/sites`) that show it. */
export interface Created {
  resource: Resource;
  lists: string[];
}

export class ApiStore {
  /** By the concrete path of each (`/orgs/o1/sites/site_created2`), in creation order. */
  private readonly created = new Map<string, Created>();
  /** Fields written over an object of the environment, by its path: the environment is rebuilt, the writes stay. */
  private readonly written = new Map<string, Resource>();
  /** Paths of the environment's own objects a script deleted. */
  private readonly deleted = new Set<string>();
  private counter = 0;

  /** A fresh id for a created resource: readable, unique in this store. */
  newId(object: string): string {
    this.counter += 1;
    return `${object.replace(/-/g, '_')}_created${this.counter}`;
  }

  create(path: string, entry: Created): void {
    this.deleted.delete(path);
    this.created.set(path, entry);
  }

  createdAt(path: string): Resource | undefined {
    return this.created.get(path)?.resource;
  }

  /** The resources created into one list, oldest first. */
  createdIn(list: string): Resource[] {
    return [...this.created.values()].filter((entry) => entry.lists.includes(list)).map((entry) => entry.resource);
  }

  /** Merges fields into a created resource, or over the environment's object at that path. */
  write(path: string, fields: Resource): void {
    const entry = this.created.get(path);
    if (entry) entry.resource = { ...entry.resource, ...fields };
    else this.written.set(path, { ...this.written.get(path), ...fields });
  }

  /** What was written over the environment's object at `path` (nothing: `{}`). */
  writtenOver(path: string): Resource {
    return this.written.get(path) ?? {};
  }

  delete(path: string): void {
    if (!this.created.delete(path)) this.deleted.add(path);
    this.written.delete(path);
  }

  isDeleted(path: string): boolean {
    return this.deleted.has(path);
  }
}

const stores = new WeakMap<object, ApiStore>();

/** The store of one backend: made on its first request, gone with it. */
export function apiStoreOf(backend: object): ApiStore {
  let store = stores.get(backend);
  if (!store) {
    store = new ApiStore();
    stores.set(backend, store);
  }
  return store;
}
