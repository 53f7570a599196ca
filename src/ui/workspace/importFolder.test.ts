import { strToU8, zipSync } from 'fflate';
import { beforeEach, describe, expect, it } from 'vitest';
import { exportableFiles } from './actions';
import { importDirectoryFiles, importZipFile } from './importFolder';
import { getActiveWorkspace, workspaceStore } from './store';

/** A file as `<input webkitdirectory>` hands it over: its path inside the picked directory. */
function picked(path: string, text: string): File {
  const file = new File([text], path.split('/').pop()!);
  Object.defineProperty(file, 'webkitRelativePath', { value: path });
  return file;
}

const MANIFEST = 'name: greeter\nscript: src/index.ts\n';

beforeEach(() => {
  const { workspaces } = workspaceStore.getState();
  workspaceStore.setState({ workspaces: workspaces.slice(0, 1), activeId: workspaces[0].id });
});

describe('importDirectoryFiles', () => {
  it('makes a picked integration folder the active workspace, its text files sources, node_modules unread', async () => {
    const result = await importDirectoryFiles([
      picked('greeter/service-manifest.yaml', MANIFEST),
      picked('greeter/src/index.ts', "import { x } from './utils';"),
      picked('greeter/src/utils.ts', 'export const x = 1;'),
      picked('greeter/node_modules/left-pad/index.js', 'module.exports = 1;'),
    ]);
    if ('error' in result) throw new Error(result.error);
    expect(result.summary).toBe(
      'Imported "greeter": 2 source files. Skipped node_modules/ (1 file: installed packages; run `kitbench dev` on the folder to use them).',
    );
    expect(getActiveWorkspace()).toMatchObject({
      name: 'greeter',
      manifest: MANIFEST,
      sources: { 'src/index.ts': "import { x } from './utils';", 'src/utils.ts': 'export const x = 1;' },
      openFile: 'src/index.ts',
    });
  });

  it('says which folder lacks a manifest and what to pick instead, changing nothing', async () => {
    const before = workspaceStore.getState();
    const result = await importDirectoryFiles([picked('src/index.ts', 'x')]);
    expect(result).toEqual({
      error:
        "src: No manifest in the folder: kitbench looks for service-manifest.yaml (the spec's name) or gitbook-manifest.yaml (the name the platform's CLI uses). Pick the integration's own folder (the one holding its manifest). Nothing was changed.",
    });
    expect(workspaceStore.getState()).toBe(before);
  });

  it('imports a folder as the platform’s CLI writes it: gitbook-manifest.yaml is its manifest and keeps its name', async () => {
    const result = await importDirectoryFiles([picked('hotjar/gitbook-manifest.yaml', MANIFEST), picked('hotjar/src/index.ts', 'x')]);
    if ('error' in result) throw new Error(result.error);
    expect(result.summary).toBe('Imported "hotjar": 1 source file.');
    expect(getActiveWorkspace()).toMatchObject({ name: 'hotjar', manifest: MANIFEST, manifestFile: 'gitbook-manifest.yaml', sources: { 'src/index.ts': 'x' } });
    expect(exportableFiles(getActiveWorkspace()).map((file) => file.path)).toEqual(['gitbook-manifest.yaml', 'src/index.ts']);
  });
});

describe('importZipFile', () => {
  it('imports a zip the same way and names the zip in its errors', async () => {
    const zip = zipSync({ 'service-manifest.yaml': strToU8(MANIFEST), 'src/index.ts': strToU8('x'), 'README.md': strToU8('# hi') });
    const result = await importZipFile(new File([zip], 'greeter.zip'));
    expect('summary' in result && result.summary).toBe('Imported "greeter": 2 source files.');
    expect(getActiveWorkspace().manifestFile).toBeUndefined();
    expect(await importZipFile(new File(['not a zip'], 'notes.zip'))).toEqual({
      error: expect.stringMatching(/^notes\.zip: This is not a readable zip file .* Nothing was changed\.$/),
    });
  });

  it('takes service-manifest.yaml from a zip that has both names, and says once that the other is ignored', async () => {
    const zip = zipSync({ 'service-manifest.yaml': strToU8(MANIFEST), 'gitbook-manifest.yaml': strToU8('name: old\n'), 'src/index.ts': strToU8('x') });
    const result = await importZipFile(new File([zip], 'both.zip'));
    expect('summary' in result && result.summary).toBe(
      'Imported "both": 2 source files. Both service-manifest.yaml and gitbook-manifest.yaml are here: kitbench uses service-manifest.yaml (the spec\'s name wins) and ignores gitbook-manifest.yaml. Delete or rename the one you do not mean.',
    );
    expect(getActiveWorkspace()).toMatchObject({ manifest: MANIFEST, sources: { 'gitbook-manifest.yaml': 'name: old\n', 'src/index.ts': 'x' } });
  });
});
