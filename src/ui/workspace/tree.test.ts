import { describe, expect, it } from 'vitest';
import { languageOf, treeRows } from './tree';

const files = [
  { path: 'service-manifest.yaml', kind: 'manifest' as const },
  { path: 'src/utils.ts', kind: 'source' as const },
  { path: 'src/index.ts', kind: 'source' as const },
  { path: 'package.json', kind: 'source' as const },
  { path: 'assets/icon.png', kind: 'asset' as const },
];

describe('treeRows', () => {
  it('lists folders first, then the manifest, then files, each level sorted', () => {
    const rows = treeRows(files, new Set());
    expect(rows.map((r) => `${'  '.repeat(r.level - 1)}${r.name}`)).toEqual([
      'assets',
      '  icon.png',
      'src',
      '  index.ts',
      '  utils.ts',
      'service-manifest.yaml',
      'package.json',
    ]);
    expect(rows[2]).toMatchObject({ kind: 'folder', expanded: true, posinset: 2, setsize: 4 });
    expect(rows[4]).toMatchObject({ path: 'src/utils.ts', parent: 'src', level: 2, posinset: 2, setsize: 2 });
  });

  it('hides the contents of a collapsed folder', () => {
    const rows = treeRows(files, new Set(['src']));
    expect(rows.map((r) => r.path)).toEqual(['assets', 'assets/icon.png', 'src', 'service-manifest.yaml', 'package.json']);
    expect(rows[2].expanded).toBe(false);
  });
});

describe('languageOf', () => {
  it('picks the editor language by extension', () => {
    expect(['a.ts', 'a.tsx', 'a.js', 'a.raw.js', 'a.mjs', 'a.json', 'README.md', 'a.yaml', 'LICENSE'].map(languageOf)).toEqual([
      'typescript',
      'typescript',
      'javascript',
      'javascript',
      'javascript',
      'json',
      'markdown',
      'yaml',
      'plaintext',
    ]);
  });
});
