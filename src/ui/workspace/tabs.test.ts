import { IDBFactory } from 'fake-indexeddb';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Workspace } from './types';

type Store = typeof import('./store');

function workspace(id: string, text: string): Workspace {
  return { id, name: id, manifest: `name: ${id}\n`, sources: { 'src/index.ts': text }, openFile: 'src/index.ts', assets: [], env: {}, installation: null, updatedAt: 1 };
}

/** One tab: the store and tab sync loaded anew over the shared IndexedDB (BroadcastChannel is Node's own). */
async function openTab(): Promise<Store> {
  vi.resetModules();
  const store = await import('./store');
  await store.loadWorkspaces();
  (await import('./tabs')).startTabSync();
  return store;
}

const until = (check: () => boolean) => vi.waitFor(() => expect(check()).toBe(true), { timeout: 2000, interval: 10 });
const textOf = (store: Store, id: string) => store.workspaceStore.getState().workspaces.find((w) => w.id === id)?.sources['src/index.ts'];

beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
});

describe('two tabs', () => {
  it('a save in one reaches the other, and a workspace added in one appears in the other', async () => {
    const first = await openTab();
    first.workspaceStore.setState({ workspaces: [workspace('a', 'one')], activeId: 'a' });
    await first.saveNow();
    const second = await openTab();
    expect(textOf(second, 'a')).toBe('one');

    first.updateWorkspace({ sources: { 'src/index.ts': 'two' } });
    await first.saveNow();
    await until(() => textOf(second, 'a') === 'two');

    second.workspaceStore.setState((s) => ({ ...s, workspaces: [...s.workspaces, workspace('b', 'new')] }));
    await second.saveNow();
    await until(() => textOf(first, 'b') === 'new');
    // Each tab keeps its own active workspace.
    expect(first.workspaceStore.getState().activeId).toBe('a');
  });

  it("an older record does not replace a tab's own newer, unsaved edit", async () => {
    const first = await openTab();
    first.workspaceStore.setState({ workspaces: [workspace('a', 'one')], activeId: 'a' });
    await first.saveNow();
    const second = await openTab();
    // The second tab types (not saved yet: the autosave waits); then the first tab's older edit is saved.
    const older = Date.now();
    second.updateWorkspace({ sources: { 'src/index.ts': 'mine' } });
    first.workspaceStore.setState((s) => ({ ...s, workspaces: [{ ...workspace('a', 'theirs'), updatedAt: older - 1000 }] }));
    await first.saveNow();
    // Messages are applied in order: once a later change from the first tab arrived, the older record was seen.
    first.workspaceStore.setState((s) => ({ ...s, workspaces: [...s.workspaces, workspace('c', 'later')] }));
    await first.saveNow();
    await until(() => textOf(second, 'c') === 'later');
    expect(textOf(second, 'a')).toBe('mine');
  });
});
