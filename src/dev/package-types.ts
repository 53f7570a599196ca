/**
 * `GET /__kitbench/types`: the declarations of the packages the folder imports, for the script editor (issue 26 §3),
 * so a package the folder has installed is typed from its own declarations, as the author's `tsc` types it, instead
 * of `any` (a strict folder's callbacks then flagged "implicitly has an 'any' type", its imported types "Cannot use
 * namespace as a type").
 *
 * For each specifier asked (`octokit`, `itty-router/cors`), the entry is resolved from the folder as a bundler does
 * (package-resolve.ts), then every declaration it reaches is read, breadth first: relative imports and
 * `/// <reference path>`, and the packages its imports and `/// <reference types>` name, each resolved from the file
 * that names them (a package's own nested or hoisted node_modules). Bounded: PACKAGE_TYPES_LIMITS; what is past them is
 * counted in `leftOut`, never read.
 *
 * What may be read, and why: only what `tsc` would read for these imports, and only the declarations of it.
 * - Declaration files (`.d.ts`, `.d.mts`, `.d.cts`, by their real name) are read and sent; `package.json` files are
 *   read for resolution and never sent (the editor gets a two-field package.json kitbench writes, below). No other file.
 * - Each file's real path must be under a `node_modules` folder (where installed packages live, pnpm's and bun's
 *   stores included, whatever links lead there), or inside the folder or an ancestor of it whose node_modules the
 *   bundler searches (a monorepo's root: the workspace packages its node_modules links to, as pnpm, bun and npm
 *   workspaces do). So links in node_modules are followed as the bundler follows them, but a link elsewhere on the
 *   disk (into a home folder, /etc) is not read: the package keeps the editor's `any`. (config-files.ts, for a
 *   tsconfig's `extends`, stays inside the folder: a tsconfig may hold anything; a declaration file is types.)
 * - Never a secrets file (secrets.ts, on the path as the editor names it), never past the size caps.
 * - Paths in the answer are relative to the node_modules folder the file is under (`octokit/dist-types/index.d.ts`);
 *   no absolute path leaves the server.
 */
import { readFile, realpath, stat } from 'node:fs/promises';
import { basename, dirname, join, relative, resolve, sep } from 'node:path';
import type { PackageTypes } from './protocol.ts';
import { declarationCandidates, isInstalled, type PackageFs, type PackageJson, resolvePackage, splitSpecifier } from './package-resolve.ts';
import { isInside } from './paths.ts';
import { secretRule } from './secrets.ts';

/**
 * At most this much is read for one request (octokit reaches ~300 files, 9 MB, most of it GitHub's OpenAPI types;
 * Monaco's TypeScript worker parses that in about a second).
 */
export const PACKAGE_TYPES_LIMITS = { files: 3000, totalBytes: 32 * 1024 * 1024, fileBytes: 12 * 1024 * 1024, specifiers: 64 };

const DECLARATION = /\.d\.[cm]?ts$/;
/** What a declaration file imports or references (a regex, not a parser: a match in a comment only reads more). */
const REFERENCES = [
  /(?:^|[^\w$.])(?:import|export)\s[^'";]*?\bfrom\s*['"]([^'"\n]+)['"]/g,
  /(?:^|[^\w$.])import\s*['"]([^'"\n]+)['"]/g,
  /(?:^|[^\w$.])(?:import|require)\s*\(\s*['"]([^'"\n]+)['"]\s*\)/g,
];
const REFERENCE_PATH = /^\s*\/\/\/\s*<reference\s+path\s*=\s*['"]([^'"]+)['"]/gm;
const REFERENCE_TYPES = /^\s*\/\/\/\s*<reference\s+types\s*=\s*['"]([^'"]+)['"]/gm;

/** The path after a real path's first `node_modules` segment (forward slashes), or undefined when it has none. */
function underNodeModules(real: string): string | undefined {
  const parts = real.split(sep);
  const at = parts.indexOf('node_modules');
  return at < 0 || at === parts.length - 1 ? undefined : parts.slice(at + 1).join('/');
}

/** The roots whose files may be read outside node_modules: the folder and each ancestor holding a node_modules. */
async function workspaceRoots(realRoot: string): Promise<string[]> {
  const roots = [realRoot];
  for (let dir = dirname(realRoot); dirname(dir) !== dir; dir = dirname(dir)) {
    if (await stat(join(dir, 'node_modules')).then((info) => info.isDirectory(), () => false)) roots.push(dir);
  }
  return roots;
}

/** The declarations the folder's imports `specifiers` reach, read as the module comment says. */
export async function readPackageTypes(realRoot: string, specifiers: readonly string[], limits = PACKAGE_TYPES_LIMITS): Promise<PackageTypes> {
  const roots = await workspaceRoots(realRoot);
  /** Real directories of workspace packages (no node_modules in their real path) → where the editor puts them. */
  const linked = new Map<string, string>();
  const virtualOf = (real: string): string | undefined => {
    for (const [dir, virtual] of linked) if (isInside(dir, real)) return [virtual, ...relative(dir, real).split(sep)].filter(Boolean).join('/');
    return underNodeModules(real);
  };
  /** Under a node_modules folder or a workspace root, and no secret (by its path from there). */
  const readable = (real: string) => {
    const root = roots.find((dir) => isInside(dir, real));
    const path = underNodeModules(real) ?? (root === undefined ? undefined : relative(root, real).split(sep).join('/'));
    return path !== undefined && !secretRule(path);
  };

  const fs: PackageFs = {
    async declaration(path) {
      const real = await realpath(path).catch(() => undefined);
      if (!real || !DECLARATION.test(basename(real))) return undefined;
      const info = await stat(real).catch(() => undefined);
      return info?.isFile() && readable(real) ? real : undefined;
    },
    async packageJson(path) {
      const real = await realpath(path).catch(() => undefined);
      if (!real || basename(real) !== 'package.json' || !readable(real)) return undefined;
      const info = await stat(real).catch(() => undefined);
      if (!info?.isFile() || info.size > 1024 * 1024) return undefined;
      try {
        const parsed = JSON.parse(await readFile(real, 'utf8')) as unknown;
        return typeof parsed === 'object' && parsed !== null ? (parsed as PackageJson) : undefined;
      } catch {
        return undefined;
      }
    },
    async isDirectory(path) {
      return stat(path).then((info) => info.isDirectory(), () => false);
    },
  };

  const files: Record<string, string> = {};
  const redirects = new Map<string, string>();
  const missing: string[] = [];
  const queue: string[] = [];
  const queued = new Set<string>();
  let bytes = 0;
  const leftOut = { files: 0, bytes: 0 };
  const enqueue = (real: string) => {
    if (queued.has(real)) return;
    queued.add(real);
    queue.push(real);
  };

  /** A package import from `fromDir` (real): its entry is read, and the editor told where to find it. */
  const importPackage = async (fromDir: string, specifier: string): Promise<boolean> => {
    const found = await resolvePackage(fs, fromDir, specifier);
    const split = splitSpecifier(specifier);
    if (!found || !split) return false;
    const realDir = await realpath(found.packageDir);
    const parent = dirname(found.packageDir.slice(0, found.packageDir.length - split.name.length)); // the dir holding node_modules
    const at = [underNodeModules(parent) ?? virtualOf(parent) ?? '', 'node_modules', split.name].filter(Boolean).join('/').replace(/^node_modules\//, '');
    if (underNodeModules(realDir) === undefined && !linked.has(realDir)) linked.set(realDir, at);
    const entry = virtualOf(found.entry);
    if (!entry) return false;
    const where = split.subpath ? `${at}/${split.subpath}` : at;
    const natural = split.subpath ? declarationCandidates(where) : [];
    if (!natural.includes(entry) && !redirects.has(where)) redirects.set(where, JSON.stringify({ name: split.name, types: relativeUrl(where, entry) }));
    enqueue(found.entry);
    return true;
  };

  const untyped: string[] = [];
  for (const specifier of specifiers.slice(0, limits.specifiers)) {
    if (await importPackage(realRoot, specifier)) continue;
    missing.push(specifier);
    if (await isInstalled(fs, realRoot, specifier)) untyped.push(specifier);
  }
  while (queue.length) {
    const real = queue.shift() as string;
    const virtual = virtualOf(real);
    const size = await stat(real).then((info) => info.size, () => -1);
    if (!virtual || size < 0) continue;
    if (Object.keys(files).length >= limits.files || bytes + size > limits.totalBytes || size > limits.fileBytes) {
      leftOut.files++;
      leftOut.bytes += size;
      continue;
    }
    const text = await readFile(real, 'utf8').catch(() => undefined);
    if (text === undefined) continue;
    files[virtual] = text;
    bytes += size;
    for (const specifier of referencesOf(text)) {
      if (specifier.startsWith('.') || specifier.startsWith('/')) {
        if (specifier.startsWith('/')) continue;
        for (const candidate of declarationCandidates(resolve(dirname(real), specifier))) {
          const found = await fs.declaration(candidate);
          if (found) {
            enqueue(found);
            break;
          }
        }
      } else await importPackage(dirname(real), specifier);
    }
  }
  for (const [where, text] of redirects) files[`${where}/package.json`] ??= text;
  return { files, missing, ...(untyped.length ? { untyped } : {}), ...(leftOut.files ? { leftOut } : {}) };
}

/** Every module a declaration file names: imports, exports, `import()` types, `/// <reference path|types>`. */
export function referencesOf(text: string): string[] {
  const found = new Set<string>();
  for (const pattern of REFERENCES) for (const match of text.matchAll(pattern)) found.add(match[1]);
  for (const match of text.matchAll(REFERENCE_PATH)) found.add(match[1].startsWith('.') ? match[1] : `./${match[1]}`);
  for (const match of text.matchAll(REFERENCE_TYPES)) found.add(match[1]);
  return [...found];
}

/** `to` relative to the directory `from` (both node_modules-relative, forward slashes), as package.json writes it. */
function relativeUrl(from: string, to: string): string {
  const path = relative(`/${from}`, `/${to}`).split(sep).join('/');
  return path.startsWith('.') ? path : `./${path}`;
}
