import { readList, readWorkspace } from './persist';
import { applyStored, isUnsaved, onWorkspacesSaved, workspaceStore } from './store';
import type { Workspace } from './types';

/**
 * Several tabs on kitbench stay in step: after a tab saves, it tells the others on a BroadcastChannel which records
 * changed; they read those records from IndexedDB and put them in their store (the editors follow the store), so
 * the next save of either tab starts from the other's edit instead of silently overwriting it. Each tab keeps its
 * own active workspace. A tab's own unsaved, newer edit is not replaced by an older record.
 */
type Message = { type: 'saved'; ids: string[] } | { type: 'list' };

const CHANNEL = 'kitbench:workspaces';

async function applySaved(ids: string[]) {
  const records: Workspace[] = [];
  for (const id of ids) {
    const record = await readWorkspace(id);
    const local = workspaceStore.getState().workspaces.find((w) => w.id === id);
    // A folder served by `kitbench dev` syncs through the disk; its record holds no files.
    if (!record || record.origin === 'dev' || local?.origin === 'dev') continue;
    if (local && isUnsaved(id) && local.updatedAt > record.updatedAt) continue;
    records.push(record);
  }
  if (records.length === 0) return;
  applyStored(
    (prev) => ({
      ...prev,
      workspaces: prev.workspaces.map((w) => records.find((r) => r.id === w.id) ?? w),
    }),
    records,
  );
}

async function applyList() {
  const list = await readList();
  if (!list) return;
  const { workspaces } = workspaceStore.getState();
  const added: Workspace[] = [];
  for (const id of list.ids) {
    if (workspaces.some((w) => w.id === id)) continue;
    const record = await readWorkspace(id);
    if (record) added.push(record);
  }
  applyStored((prev) => {
    // Deleted elsewhere: gone here too, unless this tab has unsaved edits in it (then its next save brings it back).
    const kept = prev.workspaces.filter((w) => list.ids.includes(w.id) || isUnsaved(w.id));
    const next = [...kept, ...added.filter((a) => !kept.some((w) => w.id === a.id))];
    if (next.length === 0) return prev;
    const activeId = next.some((w) => w.id === prev.activeId) ? prev.activeId : (next.find((w) => w.id === list.activeId) ?? next[0]).id;
    return { workspaces: next, activeId };
  }, added);
}

/** Connects this tab to the others (once; a browser without BroadcastChannel simply has no sync). */
export function startTabSync(): void {
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(CHANNEL);
  onWorkspacesSaved(({ ids, list }) => {
    if (ids.length) channel.postMessage({ type: 'saved', ids } satisfies Message);
    if (list) channel.postMessage({ type: 'list' } satisfies Message);
  });
  let queue = Promise.resolve();
  channel.onmessage = (event: MessageEvent<Message>) => {
    const message = event.data;
    // One at a time, in order: a list change must not race the records it names.
    queue = queue
      .then(() => (message.type === 'saved' ? applySaved(message.ids) : applyList()))
      .catch((error: unknown) => console.error('kitbench: could not apply another tab\'s save', error));
  };
}
