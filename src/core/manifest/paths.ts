// Local paths in the manifest (`script`, `icon`, `previewImages`): relative, inside the integration folder.
import { asRecord } from './context.ts';

/** A path the manifest names, with where it sits. */
export interface LocalPathRef {
  pointer: string;
  /** The manifest key it comes from. */
  key: 'script' | 'icon' | 'previewImages';
  path: string;
}

/** The result of normalizing a local path: a clean POSIX path relative to the folder, or why it is not one. */
export type NormalizedPath = { ok: true; path: string } | { ok: false; reason: 'absolute' | 'outside' | 'empty' };

/** Resolves `./a/../b.png` to `b.png`; rejects absolute paths, URLs and paths leaving the folder. */
export function normalizeLocalPath(path: string): NormalizedPath {
  if (path.trim() === '') return { ok: false, reason: 'empty' };
  if (/^([A-Za-z][A-Za-z0-9+.-]*:|[/\\~])/.test(path)) return { ok: false, reason: 'absolute' };
  const parts: string[] = [];
  for (const part of path.split(/[/\\]/)) {
    if (part === '' || part === '.') continue;
    if (part === '..') {
      if (parts.length === 0) return { ok: false, reason: 'outside' };
      parts.pop();
    } else parts.push(part);
  }
  return parts.length ? { ok: true, path: parts.join('/') } : { ok: false, reason: 'empty' };
}

/** Every string local path in a manifest value, whatever else is wrong with it. */
export function localPathRefs(root: unknown): LocalPathRef[] {
  const manifest = asRecord(root);
  if (!manifest) return [];
  const refs: LocalPathRef[] = [];
  for (const key of ['script', 'icon'] as const) {
    if (typeof manifest[key] === 'string') refs.push({ pointer: `/${key}`, key, path: manifest[key] });
  }
  if (Array.isArray(manifest.previewImages)) {
    manifest.previewImages.forEach((path, index) => {
      if (typeof path === 'string') refs.push({ pointer: `/previewImages/${index}`, key: 'previewImages', path });
    });
  }
  return refs;
}
