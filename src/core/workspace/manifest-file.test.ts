import { describe, expect, it } from 'vitest';
import { isManifestFile, manifestFileField, manifestFileOf, noManifestMessage, pickManifestFile } from './manifest-file';

const folderWith = (...names: string[]) => (name: string) => names.includes(name);

describe('pickManifestFile', () => {
  it('takes the platform CLI’s gitbook-manifest.yaml when it is the only one', () => {
    expect(pickManifestFile(folderWith('gitbook-manifest.yaml', 'src/index.ts'))).toEqual({ file: 'gitbook-manifest.yaml' });
  });

  it('takes the spec’s service-manifest.yaml when it is the only one', () => {
    expect(pickManifestFile(folderWith('service-manifest.yaml'))).toEqual({ file: 'service-manifest.yaml' });
  });

  it('prefers the spec’s name when a folder has both, and says once which one is ignored', () => {
    const pick = pickManifestFile(folderWith('gitbook-manifest.yaml', 'service-manifest.yaml'));
    expect(pick.file).toBe('service-manifest.yaml');
    expect(pick.ignored).toBe('gitbook-manifest.yaml');
    expect(pick.note).toBe(
      "Both service-manifest.yaml and gitbook-manifest.yaml are here: kitbench uses service-manifest.yaml (the spec's name wins) and ignores gitbook-manifest.yaml. Delete or rename the one you do not mean.",
    );
  });

  it('finds nothing in a folder with neither name (other YAML files do not count)', () => {
    expect(pickManifestFile(folderWith('manifest.yaml', 'service-manifest.yml'))).toEqual({ file: undefined });
  });
});

describe('noManifestMessage', () => {
  it('names both names and what to do', () => {
    expect(noManifestMessage('/work/hotjar', 'Run kitbench dev on the integration’s folder.')).toBe(
      "No manifest in /work/hotjar: kitbench looks for service-manifest.yaml (the spec's name) or gitbook-manifest.yaml (the name the platform's CLI uses). Run kitbench dev on the integration’s folder.",
    );
  });
});

describe('the manifest file of a folder', () => {
  it('is the spec’s name unless the folder says otherwise', () => {
    expect(manifestFileOf({})).toBe('service-manifest.yaml');
    expect(manifestFileOf({ manifestFile: 'gitbook-manifest.yaml' })).toBe('gitbook-manifest.yaml');
  });

  it('is stored only when it is not the default', () => {
    expect(manifestFileField('service-manifest.yaml')).toEqual({});
    expect(manifestFileField(undefined)).toEqual({});
    expect(manifestFileField('gitbook-manifest.yaml')).toEqual({ manifestFile: 'gitbook-manifest.yaml' });
  });

  it('knows both names, only at the folder’s top', () => {
    expect(isManifestFile('gitbook-manifest.yaml')).toBe(true);
    expect(isManifestFile('service-manifest.yaml')).toBe(true);
    expect(isManifestFile('examples/gitbook-manifest.yaml')).toBe(false);
  });
});
