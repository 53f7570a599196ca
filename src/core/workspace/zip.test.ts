import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { folder } from './fixture';
import { folderFiles, unzipFolder, zipFolder } from './zip';

describe('zipFolder and unzipFolder', () => {
  it('round-trips every file byte for byte', () => {
    const back = unzipFolder(zipFolder(folder), 'Team Counter');
    expect(back).toEqual(folder);
  });

  it('zips the same folder to the same bytes every time', () => {
    expect(zipFolder(unzipFolder(zipFolder(folder), 'x'))).toEqual(zipFolder(folder));
  });

  it('finds the manifest inside one top-level folder and names the workspace after it', () => {
    const zip = zipSync({ 'my-app/service-manifest.yaml': strToU8('name: a\n'), 'my-app/src/index.ts': strToU8('x') });
    const back = unzipFolder(zip, 'fallback');
    expect(back.name).toBe('my-app');
    expect(back.sources).toEqual({ 'src/index.ts': 'x' });
  });

  it('drops entries that would escape the folder and OS metadata', () => {
    const zip = zipSync({
      'service-manifest.yaml': strToU8('name: a\n'),
      '../evil.sh': strToU8('rm'),
      '__MACOSX/._x': strToU8(''),
    });
    expect(unzipFolder(zip, 'a').assets).toEqual([]);
  });

  it('says what is wrong with a zip without a manifest, naming both names', () => {
    expect(() => unzipFolder(zipSync({ 'readme.md': strToU8('hi') }), 'a')).toThrow(
      /^No manifest in the zip: kitbench looks for service-manifest\.yaml \(the spec's name\) or gitbook-manifest\.yaml/,
    );
  });

  it('reads a folder as the platform’s CLI writes it (gitbook-manifest.yaml) and zips it back under that name', () => {
    const zip = zipSync({ 'hotjar/gitbook-manifest.yaml': strToU8('name: hotjar # the platform name\n'), 'hotjar/src/index.ts': strToU8('x') });
    const back = unzipFolder(zip, 'fallback');
    expect(back).toMatchObject({ name: 'hotjar', manifest: 'name: hotjar # the platform name\n', manifestFile: 'gitbook-manifest.yaml', sources: { 'src/index.ts': 'x' } });
    expect([...folderFiles(back).keys()].sort()).toEqual(['gitbook-manifest.yaml', 'src/index.ts']);
    expect(unzipFolder(zipFolder(back), 'again')).toEqual({ ...back, name: 'again' });
  });

  it('prefers service-manifest.yaml when a zip has both, keeps the other as a file and says so once', () => {
    const zip = zipSync({ 'service-manifest.yaml': strToU8('name: spec\n'), 'gitbook-manifest.yaml': strToU8('name: platform\n') });
    const back = unzipFolder(zip, 'both');
    expect(back.manifest).toBe('name: spec\n');
    expect(back.manifestFile).toBeUndefined();
    expect(back.sources).toEqual({ 'gitbook-manifest.yaml': 'name: platform\n' });
    expect(back.notes).toEqual([expect.stringMatching(/^Both service-manifest\.yaml and gitbook-manifest\.yaml are here: kitbench uses service-manifest\.yaml/)]);
  });

  it('says a random file is not a zip', () => {
    expect(() => unzipFolder(strToU8('hello, not a zip'), 'a')).toThrow(/not a readable zip/);
  });

  it('lists the manifest, every source and the assets as files', () => {
    expect([...folderFiles(folder).keys()].sort()).toEqual([
      'assets/icon.png',
      'package.json',
      'service-manifest.yaml',
      'src/index.tsx',
      'src/utils.ts',
    ]);
  });

  it('keeps the text files of a real project as sources and binary files as assets', () => {
    const zip = zipSync({
      'service-manifest.yaml': strToU8('name: a\nscript: src/index.ts\n'),
      'src/index.ts': strToU8("import text from './hello.raw.js';"),
      'src/hello.raw.js': strToU8('export default "hi";'),
      'src/data.json': strToU8('{"a":1}'),
      'README.md': strToU8('# A'),
      'tsconfig.json': strToU8('{}'),
      '.gitignore': strToU8('node_modules\n'),
      'assets/icon.png': new Uint8Array([0x89, 0x50, 0x4e, 0x47]),
      'src/broken.ts': new Uint8Array([0xff, 0xfe, 0x00, 0x41]),
    });
    const back = unzipFolder(zip, 'a');
    expect(Object.keys(back.sources).sort()).toEqual([
      '.gitignore',
      'README.md',
      'src/data.json',
      'src/hello.raw.js',
      'src/index.ts',
      'tsconfig.json',
    ]);
    expect(back.assets.map((a) => a.path)).toEqual(['assets/icon.png', 'src/broken.ts']);
    expect(back.notes).toEqual(['src/broken.ts is not valid UTF-8 text; it was kept as a binary file.']);
  });

  it('skips node_modules, .git and dist with a note, even past the entry limit', () => {
    const files: Record<string, Uint8Array> = { 'app/service-manifest.yaml': strToU8('name: a\n'), 'app/src/index.ts': strToU8('x') };
    for (let i = 0; i < 600; i++) files[`app/node_modules/pkg${i}/index.js`] = strToU8('x');
    files['app/.git/HEAD'] = strToU8('ref');
    files['app/dist/index.js'] = strToU8('x');
    const back = unzipFolder(zipSync(files), 'a');
    expect(Object.keys(back.sources)).toEqual(['src/index.ts']);
    expect(back.assets).toEqual([]);
    expect(back.notes).toEqual([
      'Skipped node_modules/ (600 files: installed packages; run `kitbench dev` on the folder to use them).',
      'Skipped .git/ (1 file: git history).',
      'Skipped dist/ (1 file: build output).',
    ]);
  });
});
