import { describe, expect, it } from 'vitest';
import { addSource, checkPath, deleteFile, restoreFile } from './files';
import { renameFile } from './rename';
import type { Workspace } from './types';

const workspace: Workspace = {
  id: 'w',
  name: 'W',
  manifest: 'name: w\n# the entry\nscript: src/index.ts\n',
  sources: { 'src/index.ts': "import { x } from './utils';", 'src/utils.ts': 'export const x = 1;' },
  openFile: 'src/utils.ts',
  assets: [{ path: 'assets/icon.png', mime: 'image/png', base64: 'iVBORw==' }],
  env: {},
  installation: null,
  updatedAt: 0,
};
const taken = ['service-manifest.yaml', 'src/index.ts', 'src/utils.ts', 'assets/icon.png'];

describe('checkPath', () => {
  it('accepts a new source in a new folder, cleaned', () => {
    expect(checkPath(' ./src/lib/format.tsx ', taken, 'source')).toEqual({ path: 'src/lib/format.tsx' });
    expect(checkPath('src/script.raw.js', taken, 'source')).toEqual({ path: 'src/script.raw.js' });
  });

  it('refuses a path that leaves the folder', () => {
    expect(checkPath('../secrets.ts', taken, 'source').error).toMatch(/inside the folder/);
    expect(checkPath('src/../../x.ts', taken, 'source').error).toMatch(/inside the folder/);
  });

  it('refuses a name that is taken, also by case, and the manifest', () => {
    expect(checkPath('src/utils.ts', taken, 'source').error).toBe('src/utils.ts already exists; pick another name.');
    expect(checkPath('src/Utils.ts', taken, 'source').error).toMatch(/only by case/);
    expect(checkPath('service-manifest.yaml', taken, 'source').error).toBe("service-manifest.yaml is a manifest's name; pick another name.");
    // The platform CLI's name too: kitbench dev and the platform would read it as the manifest.
    expect(checkPath('gitbook-manifest.yaml', taken, 'source').error).toBe("gitbook-manifest.yaml is a manifest's name; pick another name.");
  });

  it('refuses an unknown extension for a source and a folder name alone', () => {
    expect(checkPath('src/utils', taken, 'source').error).toMatch(/known extension/);
    expect(checkPath('src/', taken, 'source').error).toMatch(/file name after the folder/);
    expect(checkPath('src', taken, 'source').error).toMatch(/is a folder/);
    expect(checkPath('   ', taken, 'source').error).toMatch(/Type a file name/);
  });

  it('keeps installed packages out', () => {
    expect(checkPath('node_modules/x/index.js', taken, 'source').error).toMatch(/not part of the integration/);
  });
});

describe('file changes', () => {
  it('adds an empty source and opens it; a JSON file starts as valid JSON', () => {
    expect(addSource(workspace, 'src/a.ts')).toEqual({ sources: { ...workspace.sources, 'src/a.ts': '' }, openFile: 'src/a.ts' });
    expect(addSource(workspace, 'data.json').sources?.['data.json']).toBe('{}\n');
  });

  it('renames the open file and keeps it open', () => {
    const patch = renameFile(workspace, 'src/utils.ts', 'src/lib/utils.ts');
    expect(Object.keys(patch.sources ?? {})).toEqual(['src/index.ts', 'src/lib/utils.ts']);
    expect(patch.openFile).toBe('src/lib/utils.ts');
    expect(patch.manifest).toBeUndefined();
  });

  it("renaming the entry updates the manifest's script, comments kept", () => {
    const patch = renameFile(workspace, 'src/index.ts', 'src/main.ts');
    expect(patch.manifest).toBe('name: w\n# the entry\nscript: src/main.ts\n');
  });

  it('renames an asset with its MIME type', () => {
    expect(renameFile(workspace, 'assets/icon.png', 'assets/logo.jpg').assets).toEqual([
      { path: 'assets/logo.jpg', mime: 'image/jpeg', base64: 'iVBORw==' },
    ]);
  });

  it('deletes the open file, moves the editor to the entry, and Undo puts it back', () => {
    const result = deleteFile(workspace, 'src/utils.ts')!;
    expect(result.patch).toEqual({ sources: { 'src/index.ts': workspace.sources['src/index.ts'] }, openFile: 'src/index.ts' });
    const after = { ...workspace, ...result.patch };
    expect(restoreFile(after, result.deleted)).toEqual({ sources: workspace.sources, openFile: 'src/utils.ts' });
  });

  it('deletes an asset and restores it in its place, but never over a newer file', () => {
    const result = deleteFile(workspace, 'assets/icon.png')!;
    const after = { ...workspace, ...result.patch };
    expect(after.assets).toEqual([]);
    expect(restoreFile(after, result.deleted)).toEqual({ assets: workspace.assets });
    expect(restoreFile(workspace, result.deleted)).toBeUndefined();
  });
});
