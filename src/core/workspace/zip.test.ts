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
    expect(back.scriptPath).toBe('src/index.ts');
    expect(back.script).toBe('x');
  });

  it('drops entries that would escape the folder and OS metadata', () => {
    const zip = zipSync({
      'service-manifest.yaml': strToU8('name: a\n'),
      '../evil.sh': strToU8('rm'),
      '__MACOSX/._x': strToU8(''),
    });
    expect(unzipFolder(zip, 'a').assets).toEqual([]);
  });

  it('says what is wrong with a zip without a manifest', () => {
    expect(() => unzipFolder(zipSync({ 'readme.md': strToU8('hi') }), 'a')).toThrow(/no service-manifest.yaml/);
  });

  it('says a random file is not a zip', () => {
    expect(() => unzipFolder(strToU8('hello, not a zip'), 'a')).toThrow(/not a readable zip/);
  });

  it('lists the manifest, the script and the assets as files', () => {
    expect([...folderFiles(folder).keys()].sort()).toEqual(['assets/icon.png', 'service-manifest.yaml', 'src/index.tsx']);
  });
});
