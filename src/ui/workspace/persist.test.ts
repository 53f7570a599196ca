import { IDBFactory } from 'fake-indexeddb';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Workspace } from './types';

type Store = typeof import('./store');
type Persist = typeof import('./persist');

function workspace(id: string, extra: Partial<Workspace> = {}): Workspace {
  return { id, name: id.toUpperCase(), manifest: `name: ${id}\n`, sources: { 'src/index.ts': `// ${id}\n` }, openFile: 'src/index.ts', assets: [], env: {}, installation: null, updatedAt: 1, ...extra };
}

/** A fresh browser: an empty IndexedDB, an empty localStorage, the modules loaded anew (as a page load does). */
async function freshPage(): Promise<{ store: Store; persist: Persist }> {
  vi.resetModules();
  return { store: await import('./store'), persist: await import('./persist') };
}

/** The same browser opened again: the storage stays, the modules load anew. */
const reopen = freshPage;

const items = new Map<string, string>();
beforeEach(() => {
  vi.unstubAllGlobals();
  globalThis.indexedDB = new IDBFactory();
  items.clear();
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  });
});

describe('workspace storage (IndexedDB)', () => {
  it('keeps an edit across a reload', async () => {
    const { store } = await freshPage();
    store.workspaceStore.setState({ workspaces: [workspace('a'), workspace('b')], activeId: 'b' });
    store.updateWorkspace({ sources: { 'src/index.ts': 'edited' } });
    await store.saveNow();
    const again = await reopen();
    await again.store.loadWorkspaces();
    expect(again.store.workspaceStore.getState().activeId).toBe('b');
    expect(again.store.getActiveWorkspace().sources['src/index.ts']).toBe('edited');
    expect(again.store.workspaceStore.getState().workspaces.map((w) => w.id)).toEqual(['a', 'b']);
  });

  it('moves the old localStorage save into its own records once, then removes the old key', async () => {
    const { persist, store } = await freshPage();
    items.set(persist.LEGACY_KEY, JSON.stringify({ workspaces: [workspace('a'), { id: 'old', manifest: 'name: old\n', script: 'x', scriptPath: 'src/x.ts' }], activeId: 'old' }));
    await store.loadWorkspaces();
    expect(items.has(persist.LEGACY_KEY)).toBe(false);
    expect(store.getActiveWorkspace()).toMatchObject({ id: 'old', sources: { 'src/x.ts': 'x' } });
    expect(await persist.readWorkspace('a')).toMatchObject({ manifest: 'name: a\n' });
    const again = await reopen();
    await again.store.loadWorkspaces();
    expect(again.store.workspaceStore.getState().workspaces.map((w) => w.id)).toEqual(['a', 'old']);
  });

  it('never moves the same old save twice over newer edits', async () => {
    const { persist, store } = await freshPage();
    const old = JSON.stringify({ workspaces: [workspace('a')], activeId: 'a' });
    items.set(persist.LEGACY_KEY, old);
    await store.loadWorkspaces();
    store.updateWorkspace({ sources: { 'src/index.ts': 'newer' } });
    await store.saveNow();
    // An old kitbench (or a script) writes the very same save again.
    items.set(persist.LEGACY_KEY, old);
    const again = await reopen();
    await again.store.loadWorkspaces();
    expect(again.store.getActiveWorkspace().sources['src/index.ts']).toBe('newer');
    expect(items.has(persist.LEGACY_KEY)).toBe(false);
  });

  it('leaves a damaged old save where it is and starts from the example', async () => {
    const { persist, store } = await freshPage();
    items.set(persist.LEGACY_KEY, '{not json');
    await store.loadWorkspaces();
    expect(items.get(persist.LEGACY_KEY)).toBe('{not json');
    expect(store.getActiveWorkspace().id).toBe('example');
  });

  it('saves the other workspaces when one is over its limit, and says which and why', async () => {
    const { store } = await freshPage();
    store.workspaceStore.setState({ workspaces: [workspace('mine'), workspace('big')], activeId: 'big' });
    await store.saveNow();
    store.updateWorkspace({ sources: { 'src/index.ts': 'x'.repeat(9 * 1024 * 1024) } });
    store.workspaceStore.setState((s) => ({ ...s, workspaces: s.workspaces.map((w) => (w.id === 'mine' ? { ...w, sources: { 'src/index.ts': 'my edit' } } : w)) }));
    await store.saveNow();
    expect(store.getSaveFailures()).toEqual([{ id: 'big', name: 'BIG', reason: 'src/index.ts is 9.0 MB; a text file may be at most 2.0 MB.' }]);
    expect(store.hasUnsavedChanges()).toBe(true);
    // The edit stays in memory for the user to download.
    expect(store.getActiveWorkspace().sources['src/index.ts']).toHaveLength(9 * 1024 * 1024);
    const again = await reopen();
    await again.store.loadWorkspaces();
    const stored = again.store.workspaceStore.getState().workspaces;
    expect(stored.find((w) => w.id === 'mine')?.sources['src/index.ts']).toBe('my edit');
    expect(stored.find((w) => w.id === 'big')?.sources['src/index.ts']).toBe('// big\n');
  });

  it('clears the failure once the workspace fits again', async () => {
    const { store } = await freshPage();
    store.workspaceStore.setState({ workspaces: [workspace('a')], activeId: 'a' });
    store.updateWorkspace({ sources: { 'src/index.ts': 'x'.repeat(3 * 1024 * 1024) } });
    await store.saveNow();
    expect(store.getSaveFailures()).toHaveLength(1);
    store.updateWorkspace({ sources: { 'src/index.ts': 'small' } });
    await store.saveNow();
    expect(store.getSaveFailures()).toEqual([]);
  });

  it('checks the quota before writing: a full storage fails that save, saying so', async () => {
    const { store } = await freshPage();
    vi.stubGlobal('navigator', { storage: { estimate: async () => ({ usage: 1000 * 1024, quota: 1000 * 1024 }) } });
    store.workspaceStore.setState({ workspaces: [workspace('a')], activeId: 'a' });
    await store.saveNow();
    expect(store.getSaveFailures()).toEqual([{ id: 'a', name: 'A', reason: "the browser's storage for kitbench is full (1000 KB of 1000 KB used)" }]);
  });

  it('stores only the settings of a workspace served by kitbench dev (its files live on disk)', async () => {
    const { store, persist } = await freshPage();
    store.workspaceStore.setState({ workspaces: [workspace('dev', { origin: 'dev', env: { TOKEN: 't' } })], activeId: 'dev' });
    await store.saveNow();
    expect(await persist.readWorkspace('dev')).toMatchObject({ manifest: '', sources: {}, env: { TOKEN: 't' }, openFile: 'src/index.ts' });
  });

  it('removes the record of a deleted workspace', async () => {
    const { store, persist } = await freshPage();
    store.workspaceStore.setState({ workspaces: [workspace('a'), workspace('b')], activeId: 'a' });
    await store.saveNow();
    store.workspaceStore.setState({ workspaces: [workspace('a')], activeId: 'a' });
    await store.saveNow();
    expect(await persist.readWorkspace('b')).toBeUndefined();
    expect(await persist.readList()).toEqual({ ids: ['a'], activeId: 'a' });
  });

  it('keeps an edit whose write the unload cut off: the workspaces were journaled to localStorage on the way out', async () => {
    const { store } = await freshPage();
    store.workspaceStore.setState({ workspaces: [workspace('a'), workspace('b')], activeId: 'b' });
    await store.saveNow();
    store.updateWorkspace({ sources: { 'src/index.ts': 'typed just before the reload' } });
    // The page goes away before the autosave ran (its IndexedDB write never starts).
    store.journalUnsaved();
    const again = await reopen();
    await again.store.loadWorkspaces();
    const state = again.store.workspaceStore.getState();
    expect(state.workspaces.map((w) => w.id)).toEqual(['a', 'b']);
    expect(state.activeId).toBe('b');
    expect(state.workspaces[1].sources['src/index.ts']).toBe('typed just before the reload');
    expect(items.size).toBe(0);
    // Saved again as any edit is: a later load finds it without the journal.
    await again.store.saveNow();
    const third = await reopen();
    await third.store.loadWorkspaces();
    expect(third.store.getActiveWorkspace().sources['src/index.ts']).toBe('typed just before the reload');
  });

  it('journals nothing when every edit is written', async () => {
    const { store } = await freshPage();
    store.updateWorkspace({ sources: { 'src/index.ts': 'edited' } });
    await store.saveNow();
    store.journalUnsaved();
    expect(items.size).toBe(0);
  });
});
