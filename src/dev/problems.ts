import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parse } from 'yaml';
import type { BundleProblem, BundleResult } from '../bundle/types.ts';
import { noManifestMessage, pickManifestFile } from '../core/workspace/manifest-file.ts';

/** A problem with the folder itself (not a line of code): one message naming the file or package and what to do. */
export interface FolderProblem {
  kind: 'no-manifest' | 'missing-entry' | 'missing-package' | 'bundler' | 'manifest-not-text' | 'file-system';
  message: string;
  file?: string;
  packageName?: string;
}

/** The manifest's `script` value, read leniently (undefined while the YAML does not parse or names none). */
async function scriptOf(folder: string, manifestFile: string): Promise<string | undefined> {
  try {
    const value = parse(await readFile(join(folder, manifestFile), 'utf8'), { maxAliasCount: 100 }) as { script?: unknown } | null;
    const script = value?.script;
    return typeof script === 'string' && script.trim() ? script.trim().replace(/^\.\//, '') : undefined;
  } catch {
    return undefined;
  }
}

/** What keeps the folder from being bundled at all, checked before bundling: no manifest, a missing entry. */
export async function folderProblem(folder: string): Promise<FolderProblem | undefined> {
  const manifestFile = pickManifestFile((name) => existsSync(join(folder, name))).file;
  if (!manifestFile) {
    return {
      kind: 'no-manifest',
      message: noManifestMessage(folder, "Create one there (kitbench validate checks it), or run kitbench dev on your integration's folder."),
    };
  }
  const script = await scriptOf(folder, manifestFile);
  if (script && !existsSync(join(folder, script))) {
    return {
      kind: 'missing-entry',
      file: script,
      message: `The entry script ${script} (the manifest's script) does not exist in ${folder}. Create it, or set script in ${manifestFile} to your entry file.`,
    };
  }
  return undefined;
}

/** The package a bare import specifier names (`@scope/name/sub` → `@scope/name`, `name/sub` → `name`). */
export function packageOf(specifier: string): string | undefined {
  if (/^[./]/.test(specifier) || /^[a-z]+:/i.test(specifier)) return undefined;
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

function missingPackage(problem: BundleProblem): string | undefined {
  if (problem.packageName) return problem.packageName;
  const match = /Could not resolve "([^"]+)"/.exec(problem.message);
  return match ? packageOf(match[1]) : undefined;
}

/** A failed bundle's folder-level problem: an npm import that is not installed in the folder's node_modules. */
export function bundleFolderProblem(folder: string, result: BundleResult): FolderProblem | undefined {
  if (result.ok) return undefined;
  for (const problem of result.problems) {
    const name = missingPackage(problem);
    if (!name) continue;
    const where = problem.file ? `${problem.file}${problem.line ? `:${problem.line}` : ''} imports` : 'The script imports';
    return {
      kind: 'missing-package',
      file: problem.file,
      packageName: name,
      message: `${where} "${name}", which is not installed in ${join(folder, 'node_modules')}. Run npm install ${name} in ${folder}.`,
    };
  }
  return undefined;
}
