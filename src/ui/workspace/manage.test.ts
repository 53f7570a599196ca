import { beforeEach, describe, expect, it } from 'vitest';
import { workspaceStore } from './store';
import type { Workspace } from './types';
import { deleteWorkspace, duplicateWorkspace, renameWorkspace, undoDelete, uniqueName } from './manage';

function workspace(id: string, name = id): Workspace {
  return { id, name, manifest: `name: ${id}\n`, sources: { 'src/index.ts': '' }, openFile: 'src/index.ts', assets: [], env: {}, installation: null, updatedAt: 0 };
}

const fresh = () => workspace('fresh', 'Fresh');

beforeEach(() => {
  workspaceStore.setState({ workspaces: [workspace('a'), workspace('b'), workspace('c')], activeId: 'b' });
});

describe('uniqueName', () => {
  it('numbers a name that is taken', () => {
    expect(uniqueName('X', ['X', 'X (2)'])).toBe('X (3)');
    expect(uniqueName('Y', ['X'])).toBe('Y');
  });
});

describe('deleteWorkspace and undoDelete', () => {
  it('opens the neighbour when the active workspace is deleted, and undo puts it back in place', () => {
    const deleted = deleteWorkspace('b', fresh)!;
    expect(workspaceStore.getState()).toMatchObject({ activeId: 'c' });
    expect(workspaceStore.getState().workspaces.map((w) => w.id)).toEqual(['a', 'c']);
    undoDelete(deleted);
    expect(workspaceStore.getState().workspaces.map((w) => w.id)).toEqual(['a', 'b', 'c']);
    expect(workspaceStore.getState().activeId).toBe('b');
  });

  it('keeps the active workspace when another is deleted', () => {
    deleteWorkspace('a', fresh);
    expect(workspaceStore.getState().activeId).toBe('b');
  });

  it('never leaves the list empty', () => {
    deleteWorkspace('a', fresh);
    deleteWorkspace('b', fresh);
    deleteWorkspace('c', fresh);
    expect(workspaceStore.getState()).toMatchObject({ activeId: 'fresh', workspaces: [{ id: 'fresh' }] });
  });

  it('undo twice does not duplicate', () => {
    const deleted = deleteWorkspace('a', fresh)!;
    undoDelete(deleted);
    undoDelete(deleted);
    expect(workspaceStore.getState().workspaces).toHaveLength(3);
  });
});

describe('duplicateWorkspace and renameWorkspace', () => {
  it('copies every file under a new id and name, and opens the copy', () => {
    const copy = duplicateWorkspace('a')!;
    expect(copy.id).not.toBe('a');
    expect(copy.name).toBe('a (copy)');
    expect(copy.manifest).toBe('name: a\n');
    expect(workspaceStore.getState().activeId).toBe(copy.id);
    expect(copy.sources).toEqual({ 'src/index.ts': '' });
  });

  it('makes a copy of the kitbench dev folder a browser workspace, and keeps a shared link untrusted', () => {
    const { workspaces } = workspaceStore.getState();
    workspaceStore.setState({
      workspaces: [{ ...workspaces[0], origin: 'dev' }, { ...workspaces[1], origin: 'link' }, workspaces[2]],
      activeId: 'a',
    });
    expect(duplicateWorkspace('a')).not.toHaveProperty('origin');
    expect(duplicateWorkspace('b')?.origin).toBe('link');
  });

  it('ignores a blank name', () => {
    renameWorkspace('a', '   ');
    expect(workspaceStore.getState().workspaces[0].name).toBe('a');
    renameWorkspace('a', '  Alpha ');
    expect(workspaceStore.getState().workspaces[0].name).toBe('Alpha');
  });
});
