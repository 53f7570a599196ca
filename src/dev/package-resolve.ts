/**
 * Where an installed package's declarations are, found as TypeScript finds them for a bundler (`moduleResolution:
 * bundler`, what esbuild does for the code): from a directory, each `node_modules` on the way up (a monorepo's are
 * hoisted), in each the package itself, then `@types/<name>`; in a package, `exports` under the `types`, `import` and
 * `default` conditions, else `typesVersions`, `types`/`typings`, `main` and `index.d.ts`. Only declaration files
 * (`.d.ts`, `.d.mts`, `.d.cts`) are ever an answer: a package that ships only JavaScript, or points `types` at its
 * TypeScript sources, has none. The file system is reached through `PackageFs` (package-types.ts decides what may
 * be read); the JSON rules themselves are pure, tested in package-resolve.test.ts.
 */
import { dirname, join } from 'node:path';

/** What resolution needs of the disk: a declaration file's real path, a package.json's parsed content, a directory. */
export interface PackageFs {
  /** The real path of the file when it exists and may be read, else undefined. */
  declaration(path: string): Promise<string | undefined>;
  /** The parsed package.json when it exists and may be read, else undefined. */
  packageJson(path: string): Promise<PackageJson | undefined>;
  /** Whether a directory exists there (through links). */
  isDirectory(path: string): Promise<boolean>;
}

/** The fields of a package.json resolution reads. */
export interface PackageJson {
  name?: unknown;
  types?: unknown;
  typings?: unknown;
  main?: unknown;
  exports?: unknown;
  typesVersions?: unknown;
}

/** A resolved package: the directory it was found in (as named, links not followed) and its declaration entry. */
export interface Resolved {
  /** `<dir>/node_modules/<name>` as found, before links. */
  packageDir: string;
  /** The entry's real path. */
  entry: string;
}

/** The TypeScript version the editor runs (Monaco's), for `typesVersions` and `types@<range>` conditions. */
export const EDITOR_TS_VERSION: readonly [number, number] = [5, 9];

/** The conditions TypeScript matches in `exports` under `moduleResolution: bundler`, in no order (the map's wins). */
const CONDITIONS = new Set(['types', 'import', 'default']);

const DECLARATION = /\.d\.[cm]?ts$/;

/** A package name and the path inside it (`@octokit/core/types` → `@octokit/core`, `types`), or undefined. */
export function splitSpecifier(specifier: string): { name: string; subpath: string } | undefined {
  const parts = specifier.split('/');
  const size = specifier.startsWith('@') ? 2 : 1;
  const names = size === 2 ? [/^@[\w-][\w.-]*$/, /^[\w-][\w.-]*$/] : [/^[\w-][\w.-]*$/];
  if (parts.length < size || names.some((pattern, index) => !pattern.test(parts[index]))) return undefined;
  if (parts.slice(size).some((part) => part === '' || part === '.' || part === '..' || /[\\\0]/.test(part))) return undefined;
  return { name: parts.slice(0, size).join('/'), subpath: parts.slice(size).join('/') };
}

/** `@types/<name>` for a package (`@scope/pkg` → `@types/scope__pkg`), as TypeScript mangles it. */
export function typesPackageOf(name: string): string {
  return `@types/${name.startsWith('@') ? name.slice(1).replace('/', '__') : name}`;
}

/** The declaration files a path may stand for: itself, its `.js`/`.ts` sibling's declaration, or with `.d.ts` added. */
export function declarationCandidates(path: string): string[] {
  if (DECLARATION.test(path)) return [path];
  const swapped = /\.([cm]?)[jt]sx?$/.exec(path);
  if (swapped) return [`${path.slice(0, swapped.index)}.d.${swapped[1]}ts`];
  if (/\.(json|node|css|wasm)$/.test(path)) return [];
  return [`${path}.d.ts`, `${path}/index.d.ts`];
}

/**
 * The target `exports` maps a subpath (`.`, `./cors`) to under the bundler's conditions, or undefined (not exported,
 * or only under other conditions). Patterns (`./*`) take the longest matching prefix, as Node does.
 */
export function exportsTarget(exports: unknown, subpath: string): string | undefined {
  const map: Record<string, unknown> =
    typeof exports === 'object' && exports !== null && !Array.isArray(exports) && Object.keys(exports).some((key) => key.startsWith('.'))
      ? (exports as Record<string, unknown>)
      : { '.': exports };
  if (Object.hasOwn(map, subpath) && !subpath.includes('*')) return conditionTarget(map[subpath], undefined);
  let best: { key: string; match: string } | undefined;
  for (const key of Object.keys(map)) {
    const star = key.indexOf('*');
    if (star < 0 || key.indexOf('*', star + 1) >= 0) continue;
    const [before, after] = [key.slice(0, star), key.slice(star + 1)];
    if (subpath.length < key.length - 1 || !subpath.startsWith(before) || !subpath.endsWith(after)) continue;
    if (!best || before.length > best.key.indexOf('*')) best = { key, match: subpath.slice(before.length, subpath.length - after.length) };
  }
  return best ? conditionTarget(map[best.key], best.match) : undefined;
}

function conditionTarget(value: unknown, match: string | undefined): string | undefined {
  if (typeof value === 'string') return match === undefined ? value : value.replaceAll('*', match);
  if (Array.isArray(value)) {
    for (const item of value) {
      const found = conditionTarget(item, match);
      if (found) return found;
    }
    return undefined;
  }
  if (typeof value !== 'object' || value === null) return undefined;
  for (const [condition, inner] of Object.entries(value)) {
    const versioned = /^types@(.+)$/.exec(condition);
    if (!CONDITIONS.has(condition) && !(versioned && versionInRange(versioned[1]))) continue;
    const found = conditionTarget(inner, match);
    if (found) return found;
  }
  return undefined;
}

/** Whether the editor's TypeScript is in a range as typesVersions writes them (`>=4.2`, `<5`, `*`, `>=3.1 <4`, `||`). */
export function versionInRange(range: string): boolean {
  const compare = (version: string) => {
    const [major = 0, minor = 0] = version.split('.').map(Number);
    return EDITOR_TS_VERSION[0] - major || EDITOR_TS_VERSION[1] - minor;
  };
  return range.split('||').some((alternative) =>
    alternative
      .trim()
      .split(/\s+/)
      .every((part) => {
        const found = /^(>=|<=|>|<|=)?v?(\d+(?:\.\d+)?(?:\.\d+)?|\*)$/.exec(part);
        if (!found) return part === '';
        if (found[2] === '*') return true;
        const order = compare(found[2]);
        return { '>=': order >= 0, '<=': order <= 0, '>': order > 0, '<': order < 0, '=': order === 0 }[found[1] ?? '='] as boolean;
      }),
  );
}

/** The paths `typesVersions` maps a package-relative path to (its first range the editor is in), or undefined. */
export function typesVersionsPaths(typesVersions: unknown, path: string): string[] | undefined {
  if (typeof typesVersions !== 'object' || typesVersions === null) return undefined;
  const entry = Object.entries(typesVersions).find(([range]) => versionInRange(range));
  if (!entry || typeof entry[1] !== 'object' || entry[1] === null) return undefined;
  for (const [pattern, targets] of Object.entries(entry[1] as Record<string, unknown>)) {
    if (!Array.isArray(targets)) continue;
    const star = pattern.indexOf('*');
    const match =
      star < 0
        ? pattern === path
          ? ''
          : undefined
        : path.startsWith(pattern.slice(0, star)) && path.endsWith(pattern.slice(star + 1))
          ? path.slice(star, path.length - (pattern.length - star - 1))
          : undefined;
    if (match !== undefined) return targets.filter((target): target is string => typeof target === 'string').map((target) => target.replace('*', match));
  }
  return undefined;
}

const relativePath = (path: string) => path.replace(/^\.\//, '');

/** The entry of a subpath ('' for the package itself) in a package directory, or undefined when it has no declaration. */
export async function packageEntry(fs: PackageFs, packageDir: string, subpath: string): Promise<string | undefined> {
  const pkg = await fs.packageJson(join(packageDir, 'package.json'));
  const first = async (paths: string[]) => {
    for (const path of paths) {
      const found = await fs.declaration(join(packageDir, path));
      if (found) return found;
    }
    return undefined;
  };
  if (pkg?.exports !== undefined && pkg.exports !== null) {
    const target = exportsTarget(pkg.exports, subpath ? `./${subpath}` : '.');
    const found = target && !target.split('/').includes('..') ? await first(declarationCandidates(relativePath(target))) : undefined;
    // A package whose `exports` gives no declaration may still have one the older way (types, index.d.ts): the
    // editor then types it rather than leaving it `any` (TypeScript under `moduleResolution: node` reads it so).
    if (found) return found;
  }
  const mapped = (path: string) => typesVersionsPaths(pkg?.typesVersions, path) ?? [path];
  if (subpath) {
    const inner = await packageEntry(fs, join(packageDir, subpath), '').catch(() => undefined);
    return (await first(mapped(subpath).flatMap(declarationCandidates))) ?? inner;
  }
  const types = [pkg?.types, pkg?.typings].find((value): value is string => typeof value === 'string' && value.trim() !== '');
  const main = typeof pkg?.main === 'string' ? pkg.main : undefined;
  const paths = [types, main, 'index.d.ts'].filter((path): path is string => path !== undefined).map(relativePath);
  return first(paths.flatMap((path) => mapped(path).flatMap(declarationCandidates)));
}

/**
 * A bare specifier's declaration from a directory: each `node_modules` from there up (never one inside another's
 * name, as TypeScript skips `node_modules/node_modules`), the package, then its `@types` package.
 */
export async function resolvePackage(fs: PackageFs, fromDir: string, specifier: string): Promise<Resolved | undefined> {
  const split = splitSpecifier(specifier);
  if (!split) return undefined;
  for (let dir = fromDir; ; dir = dirname(dir)) {
    if (!dir.endsWith('/node_modules') && !dir.endsWith('\\node_modules')) {
      for (const name of [split.name, typesPackageOf(split.name)]) {
        const packageDir = join(dir, 'node_modules', name);
        if (name.startsWith('@types/@') || !(await fs.isDirectory(packageDir))) continue;
        const entry = await packageEntry(fs, packageDir, split.subpath);
        if (entry) return { packageDir, entry };
      }
    }
    if (dirname(dir) === dir) return undefined;
  }
}

/**
 * Whether a bare specifier's package is installed where resolvePackage looks (a directory with a readable
 * package.json in a `node_modules` from `fromDir` up), declarations or not.
 */
export async function isInstalled(fs: PackageFs, fromDir: string, specifier: string): Promise<boolean> {
  const split = splitSpecifier(specifier);
  if (!split) return false;
  for (let dir = fromDir; ; dir = dirname(dir)) {
    if (!dir.endsWith('/node_modules') && !dir.endsWith('\\node_modules')) {
      if (await fs.packageJson(join(dir, 'node_modules', split.name, 'package.json'))) return true;
    }
    if (dirname(dir) === dir) return false;
  }
}
