import { createStore, del, get, getMany, set, setMany, type UseStore } from 'idb-keyval';
import { formatBytes, limitProblem } from '../../core/workspace/limits';
import { migrateWorkspace } from './migrate';
import type { Workspace } from './types';

/**
 * Where workspaces live: IndexedDB through idb-keyval (a small, well-kept wrapper: no hand-written transactions),
 * one record per workspace (`ws:<id>`) plus one small record for the list and the active id (`list`). A record
 * that cannot be written (too big, storage full) fails alone: the other workspaces keep saving.
 */
export interface StoredList {
  ids: string[];
  activeId: string;
}

/** The single localStorage key kitbench saved every workspace under before IndexedDB. */
export const LEGACY_KEY = 'kitbench:workspaces:v1';
const LIST_KEY = 'list';
/** A fingerprint of the last old save moved, so the same one is never moved twice (over newer edits). */
const MIGRATED_KEY = 'migrated';
const recordKey = (id: string) => `ws:${id}`;

let db: UseStore | undefined;
function store(): UseStore {
  if (typeof indexedDB === 'undefined') throw new Error("this browser offers no IndexedDB storage (a private window may turn it off)");
  db ??= createStore('kitbench', 'workspaces');
  return db;
}

/** A save that failed for one workspace, with a reason the user can act on. */
export class SaveError extends Error {
  override name = 'SaveError';
}

/**
 * What is stored for a workspace. One served by `kitbench dev` keeps its files on disk: only its settings (env,
 * installation, open file) are stored, so a big folder never fills the browser's storage.
 */
export function recordOf(workspace: Workspace): Workspace {
  return workspace.origin === 'dev' ? { ...workspace, manifest: '', sources: {}, assets: [] } : workspace;
}

/** Throws a SaveError when the record is over a limit or the origin's storage has no room for it. */
async function checkRoom(record: Workspace): Promise<void> {
  const problem = limitProblem(record);
  if (problem) throw new SaveError(problem);
  const estimate = await globalThis.navigator?.storage?.estimate?.().catch(() => undefined);
  if (!estimate?.quota) return;
  // JSON length is close to what IndexedDB's structured clone takes, and cheap next to the write itself.
  const size = JSON.stringify(record).length;
  if ((estimate.usage ?? 0) + size > estimate.quota) {
    throw new SaveError(`the browser's storage for kitbench is full (${formatBytes(estimate.usage ?? 0)} of ${formatBytes(estimate.quota)} used)`);
  }
}

/** Writes one workspace's record; throws a SaveError saying why when it cannot. */
export async function writeWorkspace(workspace: Workspace): Promise<void> {
  const record = recordOf(workspace);
  await checkRoom(record);
  try {
    await set(recordKey(workspace.id), record, store());
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new SaveError(/quota/i.test(reason) ? "the browser's storage for kitbench is full" : `the browser refused to store it (${reason})`);
  }
}

/** Writes the list of workspace ids and the active one. */
export async function writeList(list: StoredList): Promise<void> {
  await set(LIST_KEY, list, store());
}

/** Removes a deleted workspace's record. */
export async function removeWorkspace(id: string): Promise<void> {
  await del(recordKey(id), store());
}

/** One stored workspace in today's shape, if there is one. */
export async function readWorkspace(id: string): Promise<Workspace | undefined> {
  return migrateWorkspace(await get(recordKey(id), store()));
}

/** The stored list, if any. */
export async function readList(): Promise<StoredList | undefined> {
  const list = (await get(LIST_KEY, store())) as Partial<StoredList> | undefined;
  if (!list || !Array.isArray(list.ids)) return undefined;
  return { ids: list.ids.filter((id): id is string => typeof id === 'string'), activeId: typeof list.activeId === 'string' ? list.activeId : '' };
}

/** Every stored workspace, in list order (records that are missing or damaged left out). */
export async function readAll(): Promise<{ workspaces: Workspace[]; activeId: string } | undefined> {
  const list = await readList();
  if (!list) return undefined;
  const records = await getMany(list.ids.map(recordKey), store());
  const workspaces = records.map(migrateWorkspace).filter((w): w is Workspace => w !== undefined);
  return { workspaces, activeId: list.activeId };
}

/**
 * Moves what an older kitbench kept in localStorage into IndexedDB: each workspace its own record (a stored one
 * with the same id is replaced), the list merged, then the old key removed, only once everything is written.
 * Returns whether there was anything to move. A damaged old save is left where it is; one already moved is dropped.
 */
export async function migrateLegacy(): Promise<boolean> {
  const raw = globalThis.localStorage?.getItem(LEGACY_KEY);
  if (!raw) return false;
  const fingerprint = fingerprintOf(raw);
  if ((await get(MIGRATED_KEY, store())) === fingerprint) {
    globalThis.localStorage.removeItem(LEGACY_KEY);
    return false;
  }
  let parsed: { workspaces?: unknown; activeId?: unknown };
  try {
    parsed = JSON.parse(raw);
  } catch {
    return false;
  }
  const workspaces = Array.isArray(parsed.workspaces) ? parsed.workspaces.map(migrateWorkspace).filter((w): w is Workspace => w !== undefined) : [];
  if (workspaces.length === 0) return false;
  await setMany(workspaces.map((w) => [recordKey(w.id), recordOf(w)]), store());
  const before = await readList();
  const ids = [...(before?.ids ?? []).filter((id) => !workspaces.some((w) => w.id === id)), ...workspaces.map((w) => w.id)];
  const activeId = typeof parsed.activeId === 'string' && ids.includes(parsed.activeId) ? parsed.activeId : workspaces[0].id;
  await writeList({ ids, activeId });
  await set(MIGRATED_KEY, fingerprint, store());
  globalThis.localStorage.removeItem(LEGACY_KEY);
  return true;
}

/** Length and FNV-1a hash of a text: enough to tell one old save from another. */
function fingerprintOf(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return `${text.length}:${(hash >>> 0).toString(36)}`;
}
