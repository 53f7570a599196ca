/**
 * Bundling a folder on disk with native esbuild (`kitbench dev`, `kitbench/testing`): the folder's real files and
 * the npm packages installed in its `node_modules` (looked up upward, as Node does), the same text and runtime rules
 * as the browser's bundler.
 */
import { existsSync } from 'node:fs';
import { isBuiltin } from 'node:module';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import * as esbuild from 'esbuild';
import { parse } from 'yaml';
import { runBundle } from './build';
import { confinePlugin } from './confine';
import { nodeModuleText, packageNameOf, RESOLVE_EXTENSIONS } from './memory';
import { runtimeExternalsPlugin, textImportsPlugin } from './plugins';
import type { BundleProblem, BundleResult } from './types';
import { MOCKS_FILES } from '../core/mocks/file';
import { noManifestMessage, pickManifestFile, SPEC_MANIFEST_FILE } from '../core/workspace/manifest-file';
import { MOCKS_BUNDLE_FILE_NAME, mocksExternalsPlugin, withMocks } from './mocks';

/** Where the entry is looked for when the manifest names no `script`. */
const DEFAULT_ENTRIES = ['src/index.tsx', 'src/index.ts', 'src/index.jsx', 'src/index.js', 'src/index.mjs'];

/** Bundles the integration folder: entry from `options.entry`, else the manifest's `script`, else `src/index.*`. */
export async function bundleFolder(folder: string, options: { entry?: string } = {}): Promise<BundleResult> {
  const root = path.resolve(folder);
  const found = options.entry ? { entry: clean(options.entry) } : await entryFromManifest(root);
  if ('problem' in found) return { ok: false, problems: [found.problem], durationMs: 0 };
  const entry = found.entry;
  if (!existsSync(path.join(root, entry))) {
    const problem = { message: `The entry script ${entry} does not exist in ${root}: create it, or point the manifest's \`script\` at your entry file.`, file: found.manifestFile ?? SPEC_MANIFEST_FILE };
    return { ok: false, problems: [problem], durationMs: 0 };
  }
  const script = await bundleEntry(root, entry);
  const mocksFile = MOCKS_FILES.find((name) => existsSync(path.join(root, name)));
  return withMocks(script, mocksFile, (file) => bundleEntry(root, file, true));
}

/** One entry of the folder; `mocks`: the mocks file, with MSW external. */
function bundleEntry(root: string, entry: string, mocks = false): Promise<BundleResult> {
  return runBundle(esbuild, {
    entry,
    absWorkingDir: root,
    entryPoints: [path.join(root, entry)],
    resolveExtensions: RESOLVE_EXTENSIONS,
    // Beside the folder's files, so the map's sources read `src/utils.ts`.
    outfile: path.join(root, mocks ? MOCKS_BUNDLE_FILE_NAME : 'kitbench-bundle.js'),
    // confinePlugin first: it checks where every other resolver sends an import (inside the folder or node_modules).
    plugins: [
      confinePlugin(root),
      ...(mocks ? [mocksExternalsPlugin()] : []),
      runtimeExternalsPlugin(),
      textImportsPlugin((file) => readFile(file, 'utf8').catch(() => undefined)),
    ],
    relative: (file) => (file ? path.relative(root, path.resolve(root, file)).split(path.sep).join('/') : undefined),
    explain: (problem, message) => explain(problem, message.text, root),
  });
}

type EntryFound = { entry: string; manifestFile?: string } | { problem: BundleProblem };

async function entryFromManifest(root: string): Promise<EntryFound> {
  const manifestFile = pickManifestFile((name) => existsSync(path.join(root, name))).file;
  let text: string | undefined;
  try {
    text = manifestFile ? await readFile(path.join(root, manifestFile), 'utf8') : undefined;
  } catch {
    // unreadable: said as a missing manifest below
  }
  if (!manifestFile || text === undefined) {
    return { problem: { message: noManifestMessage(root, "Run kitbench in the integration's folder (the one that holds its manifest), or create the manifest there.") } };
  }
  let script: unknown;
  try {
    script = (parse(text) as { script?: unknown } | null)?.script;
  } catch {
    // A manifest that does not parse is the validator's to report; the bundle still looks for the usual entry.
  }
  if (typeof script === 'string' && script.trim()) return { entry: clean(script.trim()), manifestFile };
  const fallback = DEFAULT_ENTRIES.find((candidate) => existsSync(path.join(root, candidate)));
  if (fallback) return { entry: fallback, manifestFile };
  return { problem: { message: `${manifestFile} names no \`script\` and ${root} has no src/index.ts: add \`script: src/index.ts\` to the manifest.`, file: manifestFile } };
}

/** esbuild's wording for the two failures an author meets most, in terms of what to do. */
function explain(problem: BundleProblem, text: string, root: string): BundleProblem {
  const unresolved = /^Could not resolve "([^"]+)"$/.exec(text);
  if (unresolved && isBuiltin(unresolved[1])) {
    return { ...problem, message: nodeModuleText(unresolved[1]) };
  }
  if (unresolved && !/^[./]/.test(unresolved[1])) {
    const packageName = packageNameOf(unresolved[1]);
    return { ...problem, packageName, message: `"${packageName}" is not installed: run \`npm install ${packageName}\` in ${root}` };
  }
  if (unresolved) return { ...problem, message: `cannot find ${unresolved[1]} (looked for it with .ts .tsx .js .jsx .mjs .cjs .json and index.*)` };
  const base = /^Cannot find base config file "([^"]+)"$/.exec(text);
  if (base) {
    return { ...problem, message: `tsconfig.json extends "${base[1]}", which cannot be found: bundled without it. Install it (npm install) or fix \`extends\`.` };
  }
  return problem;
}

/** A folder-relative path without `./` or a leading slash. */
function clean(file: string): string {
  return file.replace(/\\/g, '/').replace(/^(\.\/|\/)+/, '');
}
