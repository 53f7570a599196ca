import { useSyncExternalStore } from 'react';
import { createExampleWorkspace } from './example';
import { setActiveManifestSource, subscribeManifestValues } from './manifest';
import { migrateLegacy, readAll, removeWorkspace, SaveError, type StoredList, writeList, writeWorkspace } from './persist';
import { migrateWorkspace } from './migrate';
import type { Workspace } from './types';

/**
 * The workspace store: a tiny external store (zustand's vanilla shape) read with useSyncExternalStore. Loaded from
 * IndexedDB before the first render (`loadWorkspaces`); every change is autosaved shortly after, each workspace to
 * its own record, and at once when the page is hidden. A workspace that cannot be saved keeps its edits in memory
 * and is listed in `saveFailures` until a later save succeeds.
 */
export interface WorkspaceStoreState {
  workspaces: Workspace[];
  activeId: string;
}

const SAVE_DELAY_MS = 250;
/** Where the workspaces IndexedDB had not confirmed go when the page unloads (journalUnsaved). */
export const JOURNAL_KEY = 'kitbench:unsaved:v1';

type Listener = () => void;
const listeners = new Set<Listener>();
const example = createExampleWorkspace();
let state: WorkspaceStoreState = { workspaces: [example], activeId: example.id };
let saveTimer: ReturnType<typeof setTimeout> | undefined;
/** The object last written (or read) for each stored workspace: anything else in the state is unsaved. */
const saved = new Map<string, Workspace>();
let savedList = '';
let saving: Promise<void> = Promise.resolve();
/** Whom a successful save concerns (the other tabs, see tabs.ts). */
let onSaved: (change: { ids: string[]; list: boolean }) => void = () => undefined;

/** A workspace whose edits are only in this tab's memory, and why. */
export interface SaveFailure {
  id: string;
  name: string;
  reason: string;
}
let failures: SaveFailure[] = [];

function emit() {
  for (const listener of listeners) listener();
}

const listOf = (s: WorkspaceStoreState): StoredList => ({ ids: s.workspaces.map((w) => w.id), activeId: s.activeId });

async function writeChanges(): Promise<void> {
  const snapshot = state;
  const changed = snapshot.workspaces.filter((w) => saved.get(w.id) !== w);
  const next = new Map(failures.map((f) => [f.id, f]));
  const written: string[] = [];
  // Each workspace alone: one that is too big or finds the storage full does not stop the others.
  await Promise.all(
    changed.map(async (workspace) => {
      try {
        await writeWorkspace(workspace);
        saved.set(workspace.id, workspace);
        next.delete(workspace.id);
        written.push(workspace.id);
      } catch (error) {
        const reason = error instanceof SaveError ? error.message : error instanceof Error ? error.message : String(error);
        next.set(workspace.id, { id: workspace.id, name: workspace.name, reason });
      }
    }),
  );
  const ids = new Set(snapshot.workspaces.map((w) => w.id));
  for (const id of [...saved.keys()]) {
    if (ids.has(id)) continue;
    saved.delete(id);
    await removeWorkspace(id).catch(() => undefined);
  }
  for (const id of next.keys()) if (!ids.has(id)) next.delete(id);
  const list = JSON.stringify(listOf(snapshot));
  let listWritten = false;
  if (list !== savedList) {
    try {
      await writeList(listOf(snapshot));
      savedList = list;
      listWritten = true;
    } catch {
      // The records are what matters; the list is written again with the next change.
    }
  }
  const nextFailures = [...next.values()];
  if (JSON.stringify(nextFailures) !== JSON.stringify(failures)) {
    failures = nextFailures;
    emit();
  }
  if (written.length || listWritten) onSaved({ ids: written, list: listWritten });
}

/** Writes every unsaved change now; resolves once the writes are done (each workspace succeeds or fails alone). */
export function saveNow(): Promise<void> {
  clearTimeout(saveTimer);
  saveTimer = undefined;
  saving = saving.then(writeChanges, writeChanges);
  return saving;
}

function scheduleSave() {
  clearTimeout(saveTimer);
  saveTimer = setTimeout(() => void saveNow(), SAVE_DELAY_MS);
}

/** Workspaces whose last save failed (their edits are in this tab only). */
export function getSaveFailures(): readonly SaveFailure[] {
  return failures;
}

/** Whether anything is not yet written (a pending autosave or a failed one). */
export function hasUnsavedChanges(): boolean {
  return saveTimer !== undefined || failures.length > 0;
}

/**
 * Loads the stored workspaces before the first render: moves an older kitbench's localStorage save into IndexedDB
 * first (once), and starts from the example when nothing is stored. Storage that fails leaves the example, with
 * the reason as a save failure.
 */
export async function loadWorkspaces(): Promise<void> {
  try {
    await migrateLegacy();
    const stored = await readAll();
    if (stored && stored.workspaces.length > 0) {
      const activeId = stored.workspaces.some((w) => w.id === stored.activeId) ? stored.activeId : stored.workspaces[0].id;
      state = { workspaces: stored.workspaces, activeId };
      saved.clear();
      for (const w of stored.workspaces) saved.set(w.id, w);
      savedList = JSON.stringify(listOf(state));
    }
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    failures = [{ id: state.activeId, name: getActiveWorkspace().name, reason: `kitbench could not read its storage (${reason})` }];
  }
  takeJournal();
  emit();
}

/**
 * The page is going away with edits IndexedDB has not confirmed: its write can be cut off by the unload (a reload
 * that finds everything cached commits the next page within milliseconds), so the workspaces also go to
 * localStorage now, synchronously; the next load lays them over what IndexedDB holds and saves them again
 * (takeJournal). Every workspace, so their order is kept; the unsaved ones alone when that does not fit.
 */
export function journalUnsaved(): void {
  // One that failed to save would fail again on the next load (the banner and the leave prompt already said so).
  const failed = new Set(failures.map((f) => f.id));
  const unsaved = state.workspaces.filter((w) => saved.get(w.id) !== w && !failed.has(w.id));
  if (unsaved.length === 0) return;
  for (const workspaces of failed.size === 0 ? [state.workspaces, unsaved] : [unsaved]) {
    try {
      globalThis.localStorage?.setItem(JOURNAL_KEY, JSON.stringify({ workspaces, activeId: state.activeId }));
      return;
    } catch {
      // Full or turned off: try the smaller journal, else the IndexedDB write may still land.
    }
  }
}

/** Lays the journal of the last unload over the loaded state (a write it cut off); the autosave stores it again. */
function takeJournal(): void {
  const raw = globalThis.localStorage?.getItem(JOURNAL_KEY);
  if (!raw) return;
  globalThis.localStorage.removeItem(JOURNAL_KEY);
  let parsed: { workspaces?: unknown; activeId?: unknown };
  try {
    parsed = JSON.parse(raw);
  } catch {
    return;
  }
  const journaled = Array.isArray(parsed.workspaces) ? parsed.workspaces.map(migrateWorkspace).filter((w): w is Workspace => w !== undefined) : [];
  if (journaled.length === 0) return;
  const byId = new Map(journaled.map((w) => [w.id, w]));
  // Each journaled workspace replaces its stored version in place unless that one is newer (another tab saved it
  // since); one IndexedDB never saw joins the end.
  const newer = (w: Workspace) => {
    const j = byId.get(w.id);
    return j && j.updatedAt >= w.updatedAt ? j : w;
  };
  const workspaces = [...state.workspaces.map(newer), ...journaled.filter((w) => !state.workspaces.some((s) => s.id === w.id))];
  const activeId = typeof parsed.activeId === 'string' && workspaces.some((w) => w.id === parsed.activeId) ? parsed.activeId : state.activeId;
  state = { workspaces, activeId };
  scheduleSave();
}

if (typeof document !== 'undefined') {
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden' && saveTimer) void saveNow();
  });
  globalThis.addEventListener?.('pagehide', () => {
    journalUnsaved();
    if (saveTimer) void saveNow();
  });
  // Edits that could not be saved are in this tab only: leaving asks first (the banner said why and offered Download).
  globalThis.addEventListener?.('beforeunload', (event) => {
    journalUnsaved();
    if (saveTimer) void saveNow();
    if (failures.length > 0) event.preventDefault();
  });
}

export const workspaceStore = {
  getState: (): WorkspaceStoreState => state,
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** Replaces the whole state (workspace management: add, duplicate, delete, switch). */
  setState(next: WorkspaceStoreState | ((prev: WorkspaceStoreState) => WorkspaceStoreState)) {
    state = typeof next === 'function' ? next(state) : next;
    scheduleSave();
    emit();
  },
};

/**
 * Applies what another tab saved (tabs.ts): the workspaces given are taken as stored, so they are not written back.
 * `next` receives the state and returns the new one.
 */
export function applyStored(next: (prev: WorkspaceStoreState) => WorkspaceStoreState, stored: Workspace[]) {
  for (const w of stored) saved.set(w.id, w);
  state = next(state);
  const ids = new Set(state.workspaces.map((w) => w.id));
  for (const id of [...saved.keys()]) if (!ids.has(id)) saved.delete(id);
  emit();
}

/** Whether this tab holds edits of a workspace that are not written yet. */
export function isUnsaved(id: string): boolean {
  const current = state.workspaces.find((w) => w.id === id);
  return current !== undefined && saved.get(id) !== current;
}

/** Tells tabs.ts about each successful save. */
export function onWorkspacesSaved(listener: typeof onSaved) {
  onSaved = listener;
}

/** The workspace being edited. */
export function getActiveWorkspace(): Workspace {
  return state.workspaces.find((w) => w.id === state.activeId) ?? state.workspaces[0];
}

/** Applies a change to the active workspace. */
export function updateWorkspace(patch: Partial<Workspace> | ((current: Workspace) => Partial<Workspace>)) {
  workspaceStore.setState((prev) => ({
    ...prev,
    workspaces: prev.workspaces.map((w) => {
      if (w.id !== prev.activeId) return w;
      const changes = typeof patch === 'function' ? patch(w) : patch;
      return { ...w, ...changes, updatedAt: Date.now() };
    }),
  }));
}

setActiveManifestSource(getActiveWorkspace);

/** Workspace changes, and the validation worker's reading of the manifest being typed (manifest.ts). */
function subscribeWithManifestValues(listener: Listener): () => void {
  const unsubscribe = [workspaceStore.subscribe(listener), subscribeManifestValues(listener)];
  return () => {
    for (const stop of unsubscribe) stop();
  };
}

/**
 * Reads a slice of the active workspace; re-renders only when that slice changes (compare by identity). A selector
 * may read the manifest's value (`entryOf`): it is asked again when the worker's reading of the text arrives.
 */
export function useWorkspace<T>(selector: (workspace: Workspace) => T): T {
  return useSyncExternalStore(
    subscribeWithManifestValues,
    () => selector(getActiveWorkspace()),
    () => selector(getActiveWorkspace()),
  );
}

/** Reads the whole store (workspace list and active id). */
export function useWorkspaceStore<T>(selector: (s: WorkspaceStoreState) => T): T {
  return useSyncExternalStore(
    workspaceStore.subscribe,
    () => selector(state),
    () => selector(state),
  );
}

/** The workspaces whose last save failed, kept current. */
export function useSaveFailures(): readonly SaveFailure[] {
  return useSyncExternalStore(workspaceStore.subscribe, getSaveFailures, getSaveFailures);
}
