import { useSyncExternalStore } from 'react';
import { createExampleWorkspace } from './example';
import { migrateWorkspace } from './migrate';
import type { Workspace } from './types';

/**
 * The workspace store: a tiny external store (zustand's vanilla shape) read with useSyncExternalStore.
 * Every change is autosaved to localStorage shortly after, and at once when the page is hidden, so a
 * reload or a crash never loses an edit.
 */
export interface WorkspaceStoreState {
  workspaces: Workspace[];
  activeId: string;
}

const STORAGE_KEY = 'kitbench:workspaces:v1';
const SAVE_DELAY_MS = 250;

type Listener = () => void;
const listeners = new Set<Listener>();
let state: WorkspaceStoreState = loadState();
let saveTimer: ReturnType<typeof setTimeout> | undefined;

function loadState(): WorkspaceStoreState {
  try {
    const raw = globalThis.localStorage?.getItem(STORAGE_KEY);
    if (raw) {
      const parsed = JSON.parse(raw) as { workspaces?: unknown; activeId?: unknown };
      // Workspaces saved by the single-file kitbench open as folders (their script the only source).
      const workspaces = Array.isArray(parsed.workspaces)
        ? parsed.workspaces.map(migrateWorkspace).filter((w): w is Workspace => w !== undefined)
        : [];
      if (workspaces.length > 0) {
        const activeId = workspaces.some((w) => w.id === parsed.activeId) ? (parsed.activeId as string) : workspaces[0].id;
        return { workspaces, activeId };
      }
    }
  } catch {
    // A corrupt save must not stop the app: start from the example (the corrupt copy stays untouched below).
  }
  const example = createExampleWorkspace();
  return { workspaces: [example], activeId: example.id };
}

/** Writes the store now. Returns false when storage is full or unavailable. */
export function saveNow(): boolean {
  clearTimeout(saveTimer);
  saveTimer = undefined;
  try {
    globalThis.localStorage?.setItem(STORAGE_KEY, JSON.stringify(state));
    lastSaveError = undefined;
    return true;
  } catch (error) {
    lastSaveError = error instanceof Error ? error.message : String(error);
    emit();
    return false;
  }
}

let lastSaveError: string | undefined;
/** Why the last autosave failed (quota exceeded, private mode), if it did. */
export function getSaveError(): string | undefined {
  return lastSaveError;
}

function emit() {
  for (const listener of listeners) listener();
}

function scheduleSave() {
  clearTimeout(saveTimer);
  saveTimer = setTimeout(saveNow, SAVE_DELAY_MS);
}

if (typeof document !== 'undefined') {
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden' && saveTimer) saveNow();
  });
  globalThis.addEventListener?.('pagehide', () => {
    if (saveTimer) saveNow();
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

/** Reads a slice of the active workspace; re-renders only when that slice changes (compare by identity). */
export function useWorkspace<T>(selector: (workspace: Workspace) => T): T {
  return useSyncExternalStore(
    workspaceStore.subscribe,
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
