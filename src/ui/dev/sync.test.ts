import { describe, expect, it } from 'vitest';
import type { DevProject } from '../../dev/protocol';
import type { Workspace } from '../workspace/types';
import { applyFilesEvent, filesOf, pendingChanges, workspaceFromProject } from './sync';

const project: DevProject = {
  name: 'my-integration',
  folder: '/home/me/my-integration',
  manifest: '# kept\nname: my-integration\nscript: src/index.ts\n',
  hasManifest: true,
  sources: { 'src/index.ts': 'import "./utils";', 'src/utils.ts': 'export const a = 1;' },
  assets: [],
  notes: [],
};

describe('workspaceFromProject', () => {
  it('makes one dev workspace per folder, opening the entry, keeping env and installation of the last session', () => {
    const first = workspaceFromProject(project, undefined);
    expect(first).toMatchObject({ id: 'dev:my-integration', origin: 'dev', openFile: 'src/index.ts', env: {}, installation: null });
    const edited = { ...first, env: { TOKEN: 'x' }, openFile: 'src/utils.ts' };
    const again = workspaceFromProject({ ...project, sources: { ...project.sources, 'src/utils.ts': 'export const a = 2;' } }, edited);
    expect(again.env).toEqual({ TOKEN: 'x' });
    expect(again.openFile).toBe('src/utils.ts');
    expect(again.sources['src/utils.ts']).toBe('export const a = 2;');
  });
  it('keeps record mode’s keep choices of the last session (they name places, never values)', () => {
    const recordKeep = [{ host: 'api.example', method: 'GET', path: '/me', place: 'response body › profile_note' }];
    const again = workspaceFromProject(project, { ...workspaceFromProject(project, undefined), recordKeep });
    expect(again.recordKeep).toEqual(recordKeep);
  });
});

describe('pendingChanges', () => {
  it('lists edited files (the manifest verbatim) and removed sources, nothing else', () => {
    const workspace = workspaceFromProject(project, undefined);
    const synced = filesOf(workspace);
    expect(pendingChanges(workspace, synced)).toEqual({ writes: new Map(), deletes: [] });
    const manifest = '# kept\nname: my-integration # renamed soon\nscript: src/index.ts\n';
    const edited: Workspace = { ...workspace, manifest, sources: { 'src/index.ts': workspace.sources['src/index.ts'], 'src/new.ts': '' } };
    expect(pendingChanges(edited, synced)).toEqual({
      writes: new Map([
        ['service-manifest.yaml', manifest],
        ['src/new.ts', ''],
      ]),
      deletes: ['src/utils.ts'],
    });
  });

  it('creates a manifest in a folder without one only once something is written in it', () => {
    const workspace = { ...workspaceFromProject(project, undefined), manifest: '' };
    const synced = filesOf(workspace);
    synced.delete('service-manifest.yaml'); // not on disk
    // A keystroke undone, or only blank lines: nothing is written, the folder keeps having no manifest.
    expect(pendingChanges({ ...workspace, manifest: '' }, synced).writes.size).toBe(0);
    expect(pendingChanges({ ...workspace, manifest: ' \n' }, synced).writes.size).toBe(0);
    expect(pendingChanges({ ...workspace, manifest: 'name: new\n' }, synced).writes).toEqual(new Map([['service-manifest.yaml', 'name: new\n']]));
    // A manifest that is on disk is written whatever its text: emptying it is an edit like any other.
    const onDisk = filesOf({ ...workspace, manifest: 'name: x\n' });
    expect(pendingChanges({ ...workspace, manifest: '' }, onDisk).writes).toEqual(new Map([['service-manifest.yaml', '']]));
  });
});

describe('applyFilesEvent', () => {
  it('follows the disk: changed, new and deleted files, the manifest too', () => {
    const workspace = { ...workspaceFromProject(project, undefined), openFile: 'src/utils.ts' };
    const next = applyFilesEvent(workspace, { changed: { 'service-manifest.yaml': 'name: x\n', 'src/extra.ts': 'x' }, deleted: ['src/utils.ts'], assets: [] }, new Set());
    expect(next.manifest).toBe('name: x\n');
    expect(next.sources).toEqual({ 'src/index.ts': 'import "./utils";', 'src/extra.ts': 'x' });
    // The open file was deleted on disk: the editor moves to the entry.
    expect(next.openFile).toBe('src/index.ts');
  });

  it('never overwrites a file with an edit here that is not written yet', () => {
    const workspace = { ...workspaceFromProject(project, undefined), sources: { ...project.sources, 'src/utils.ts': 'typing…' } };
    const next = applyFilesEvent(workspace, { changed: { 'src/utils.ts': 'from disk' }, deleted: [], assets: [] }, new Set(['src/utils.ts']));
    expect(next).toBe(workspace);
    expect(next.sources['src/utils.ts']).toBe('typing…');
  });

  it('answers the same workspace when the disk holds what the editor has (an echo)', () => {
    const workspace = workspaceFromProject(project, undefined);
    expect(applyFilesEvent(workspace, { changed: { 'src/utils.ts': 'export const a = 1;' }, deleted: [], assets: [] }, new Set())).toBe(workspace);
  });
});

describe('a folder whose manifest is gitbook-manifest.yaml (the platform CLI’s name)', () => {
  const platform: DevProject = { ...project, manifestFile: 'gitbook-manifest.yaml' };

  it('writes manifest edits back to that file', () => {
    const workspace = workspaceFromProject(platform, undefined);
    expect(workspace.manifestFile).toBe('gitbook-manifest.yaml');
    const synced = filesOf(workspace);
    const manifest = `${project.manifest}# edited\n`;
    expect(pendingChanges({ ...workspace, manifest }, synced)).toEqual({ writes: new Map([['gitbook-manifest.yaml', manifest]]), deletes: [] });
    const next = applyFilesEvent(workspace, { changed: { 'gitbook-manifest.yaml': 'name: from-disk\n' }, deleted: [], assets: [] }, new Set());
    expect(next.manifest).toBe('name: from-disk\n');
    expect(next.sources).toEqual(project.sources);
  });

  it('follows the folder to another manifest file: the old one on disk becomes an ordinary file, and is never deleted', () => {
    const workspace = workspaceFromProject(platform, undefined);
    const synced = filesOf(workspace);
    const next = applyFilesEvent(workspace, { changed: { 'service-manifest.yaml': 'name: spec\n' }, deleted: [], assets: [], manifest: { file: 'service-manifest.yaml' } }, new Set());
    expect(next.manifestFile).toBeUndefined();
    expect(next.manifest).toBe('name: spec\n');
    expect(next.sources['gitbook-manifest.yaml']).toBe(project.manifest);
    synced.set('service-manifest.yaml', 'name: spec\n');
    expect(pendingChanges(next, synced)).toEqual({ writes: new Map(), deletes: [] });
  });

  it('takes the manifest created in a folder that had none, without deleting the name it waited under', () => {
    const empty = workspaceFromProject({ ...project, manifest: '', hasManifest: false }, undefined);
    const synced = filesOf(empty);
    const next = applyFilesEvent(empty, { changed: { 'gitbook-manifest.yaml': 'name: new\n' }, deleted: [], assets: [], manifest: { file: 'gitbook-manifest.yaml' } }, new Set());
    expect(next).toMatchObject({ manifestFile: 'gitbook-manifest.yaml', manifest: 'name: new\n' });
    expect(Object.keys(next.sources)).toEqual(Object.keys(project.sources));
    synced.set('gitbook-manifest.yaml', 'name: new\n');
    expect(pendingChanges(next, synced)).toEqual({ writes: new Map(), deletes: [] });
  });
});
