import { manifestValue } from './manifest';

/** Where an entry is looked for when the manifest names none (or names a file the folder lacks). */
const ENTRY_CANDIDATES = ['src/index.tsx', 'src/index.ts', 'src/index.jsx', 'src/index.js', 'index.tsx', 'index.ts', 'index.js'];

/** A folder-relative path without `./` or a leading slash. */
const clean = (path: string) => path.replace(/\\/g, '/').replace(/^(\.\/|\/)+/, '');

/**
 * The entry script of a folder: the manifest's `script` (CONTRACT §5), else the first usual candidate the folder
 * has, else the manifest's value as written (the bundler then says that file is missing), else `src/index.ts`.
 */
export function entryOf(folder: { manifest: string; sources: Record<string, string> }): string {
  const value = manifestValue(folder.manifest) as { script?: unknown } | undefined;
  const named = typeof value?.script === 'string' && value.script.trim() ? clean(value.script.trim()) : undefined;
  if (named && named in folder.sources) return named;
  return ENTRY_CANDIDATES.find((path) => path in folder.sources) ?? named ?? 'src/index.ts';
}
