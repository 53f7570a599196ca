import { workspaceStore } from './store';
import type { Workspace } from './types';

// Workspace list operations that only touch the store: small enough to load with the app bar.

/** A new workspace id: unique enough for one browser's list, readable in storage. */
export function newId(): string {
  return `ws-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
}

/** "Team Counter" -> "Team Counter (copy)", "Team Counter (copy 2)", ... never a name already in the list. */
export function uniqueName(base: string, taken: readonly string[]): string {
  if (!taken.includes(base)) return base;
  for (let n = 2; ; n++) {
    const candidate = `${base} (${n})`;
    if (!taken.includes(candidate)) return candidate;
  }
}

/** Adds a workspace at the end of the list and opens it. */
export function addAndActivate(workspace: Workspace) {
  workspaceStore.setState((prev) => ({ workspaces: [...prev.workspaces, workspace], activeId: workspace.id }));
}

export function switchWorkspace(id: string) {
  workspaceStore.setState((prev) => ({ ...prev, activeId: id }));
}

export function renameWorkspace(id: string, name: string) {
  const trimmed = name.trim().slice(0, 120);
  if (!trimmed) return;
  workspaceStore.setState((prev) => ({
    ...prev,
    workspaces: prev.workspaces.map((w) => (w.id === id ? { ...w, name: trimmed, updatedAt: Date.now() } : w)),
  }));
}

export function duplicateWorkspace(id: string): Workspace | undefined {
  const { workspaces } = workspaceStore.getState();
  const source = workspaces.find((w) => w.id === id);
  if (!source) return undefined;
  // A copy of the folder `kitbench dev` serves lives in the browser only (its edits do not go to disk); a copy of
  // a shared link stays as untrusted as the link.
  const { origin, ...rest } = structuredClone(source);
  const copy: Workspace = {
    ...rest,
    ...(origin === 'link' ? { origin } : {}),
    id: newId(),
    name: uniqueName(`${source.name} (copy)`, workspaces.map((w) => w.name)),
    updatedAt: Date.now(),
  };
  addAndActivate(copy);
  return copy;
}

/** What "Undo" needs to put a deleted workspace back where it was. */
export interface DeletedWorkspace {
  workspace: Workspace;
  index: number;
  wasActive: boolean;
}

/**
 * Deletes a workspace. The last one is never deleted: an empty list would leave nothing to edit, so a
 * fresh counter workspace takes its place.
 */
export function deleteWorkspace(id: string, replacement: () => Workspace): DeletedWorkspace | undefined {
  const { workspaces, activeId } = workspaceStore.getState();
  const index = workspaces.findIndex((w) => w.id === id);
  if (index === -1) return undefined;
  const deleted = { workspace: workspaces[index], index, wasActive: activeId === id };
  workspaceStore.setState((prev) => {
    const rest = prev.workspaces.filter((w) => w.id !== id);
    const list = rest.length > 0 ? rest : [replacement()];
    const nextActive = prev.activeId === id ? list[Math.min(index, list.length - 1)].id : prev.activeId;
    return { workspaces: list, activeId: nextActive };
  });
  return deleted;
}

export function undoDelete(deleted: DeletedWorkspace) {
  workspaceStore.setState((prev) => {
    if (prev.workspaces.some((w) => w.id === deleted.workspace.id)) return prev;
    const list = [...prev.workspaces];
    list.splice(Math.min(deleted.index, list.length), 0, deleted.workspace);
    return { workspaces: list, activeId: deleted.wasActive ? deleted.workspace.id : prev.activeId };
  });
}
