import { describe, expect, it } from 'vitest';
import { treeRows } from './tree';
import { treeKeyAction } from './treeKeys';

const rows = treeRows(
  [
    { path: 'service-manifest.yaml', kind: 'manifest' },
    { path: 'src/index.ts', kind: 'source' },
    { path: 'src/utils.ts', kind: 'source' },
    { path: 'assets/icon.png', kind: 'asset' },
  ],
  new Set(),
);
const row = (path: string) => rows.find((r) => r.path === path)!;
const key = (k: string, at: string, options: { query?: string; changeable?: boolean } = {}) =>
  treeKeyAction(k, rows, row(at), { changeable: true, ...options });

describe('treeKeyAction', () => {
  it('moves up and down the visible rows, stopping at the ends; Home and End jump', () => {
    expect(key('ArrowDown', 'src/index.ts')).toEqual({ type: 'focus', path: 'src/utils.ts' });
    expect(key('ArrowUp', 'assets')).toEqual({ type: 'focus', path: 'assets' });
    expect(key('End', 'assets')).toEqual({ type: 'focus', path: 'service-manifest.yaml' });
    expect(key('Home', 'src/utils.ts')).toEqual({ type: 'focus', path: 'assets' });
  });

  it('Right opens a folder then enters it; Left closes it, or goes up to the parent', () => {
    const closed = treeRows([{ path: 'src/a.ts', kind: 'source' }], new Set(['src']));
    expect(treeKeyAction('ArrowRight', closed, closed[0], { changeable: false })).toEqual({ type: 'expand', path: 'src' });
    expect(key('ArrowRight', 'src')).toEqual({ type: 'focus', path: 'src/index.ts' });
    expect(key('ArrowLeft', 'src')).toEqual({ type: 'collapse', path: 'src' });
    expect(key('ArrowLeft', 'src/utils.ts')).toEqual({ type: 'focus', path: 'src' });
    expect(key('ArrowRight', 'src/utils.ts')).toEqual({ type: 'none' });
  });

  it('Enter and Space open; F2 and Delete only on a file that may change', () => {
    expect(key('Enter', 'src/utils.ts')).toEqual({ type: 'open', path: 'src/utils.ts' });
    expect(key(' ', 'src')).toEqual({ type: 'open', path: 'src' });
    expect(key('F2', 'src/utils.ts')).toEqual({ type: 'rename', path: 'src/utils.ts' });
    expect(key('Delete', 'src/utils.ts')).toEqual({ type: 'delete', path: 'src/utils.ts' });
    expect(key('Delete', 'service-manifest.yaml', { changeable: false })).toBeUndefined();
  });

  it('type-ahead finds the next row starting with the letters typed, wrapping around', () => {
    expect(key('u', 'src/index.ts', { query: 'u' })).toEqual({ type: 'focus', path: 'src/utils.ts' });
    expect(key('s', 'src', { query: 's' })).toEqual({ type: 'focus', path: 'service-manifest.yaml' });
    expect(key('r', 'src', { query: 'sr' })).toEqual({ type: 'focus', path: 'src' });
    expect(key('i', 'service-manifest.yaml', { query: 'i' })).toEqual({ type: 'focus', path: 'assets/icon.png' });
    expect(key('Tab', 'src')).toBeUndefined();
  });
});
