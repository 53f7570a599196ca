/**
 * Under `kitbench dev`, the script editor types the packages the folder imports from their own declarations in its
 * node_modules (issue 26 §3), asked of the server (`GET /__kitbench/types`, src/dev/package-types.ts) and set as
 * extra libraries at `file:///node_modules/<path>`, where TypeScript resolves them as installed. A package with none
 * (not installed, JavaScript only, its declarations not readable) keeps the folder's shorthand module
 * (folder-declarations.ts: `any`), and the bundler says when it is not installed. In the browser-only playground
 * nothing is asked: the group is empty.
 *
 * When: after the folder's snapshot, once the script editor syncs it (never before the editor appears nor on a
 * keystroke's path), one request per package, in parallel. While a folder opens, type checking waits for them (the
 * typings gate's `packages` part), so a strict folder never flashes the shorthand's implicit-any errors; an import
 * added later is loaded in the background, its package typed once it is in.
 */
import { DEV_TYPES_URL, type PackageTypes } from '../../dev/protocol';
import type { ExtraLib } from '../../sandbox/runtime-typings';
import { devFolderName } from '../dev/mode';
import type { Workspace } from '../workspace/types';
import { type PackageImport, packageImports, packageOf } from './package-imports';
import { settingsProblems } from './settings-problems';
import type { TsconfigProblem } from './tsconfig';

/** How the script editor takes the packages' declarations (sourceModels.ts wires it to typescript-setup.ts). */
export interface PackageTypingsHost {
  /** The modules kitbench types itself (`@gitbook/runtime`, `msw`, …): never asked for, never replaced. */
  provided(): ReadonlySet<string>;
  /** Type checking waits: the folder's packages are loading. */
  hold(): void;
  /** The declarations of every package typed so far (typedPackages() says which): type checking may go on. */
  apply(libs: ExtraLib[]): void;
}

interface Loaded {
  /** The specifiers asked, joined: asked again when the folder imports another path of the package. */
  key: string;
  libs: ExtraLib[];
  /** Every specifier asked has a declaration: the shorthand module goes. */
  typed: boolean;
  /**
   * Installed, and what has no declaration is JavaScript only (the server's `untyped`): typed `any` by a shorthand
   * module even when package.json does not list it (a monorepo's hoisted package), as tsc types it.
   */
  untyped?: boolean;
  /** Why some or all of its types are missing, in words. */
  warning?: string;
}

/** Waits this long after an edit before asking for a newly imported package (`o`, `oc`, `oct`… are not asked). */
const EDIT_QUIET_MS = 600;
/** A request the server never answers stops type checking waiting after this long (the package is then `any`). */
const REQUEST_TIMEOUT_MS = 60_000;

let workspaceId: string | undefined;
const loaded = new Map<string, Loaded>();
const inFlight = new Map<string, string>();
let wanted: PackageImport[] = [];
let quiet: ReturnType<typeof setTimeout> | undefined;

/** The packages now typed from their own declarations (the folder's shorthand modules leave them out). */
export function typedPackages(): Set<string> {
  return new Set([...loaded].filter(([, entry]) => entry.typed).map(([name]) => name));
}

/** The packages installed without declarations for some of what the folder imports: the shorthand module types them. */
export function untypedPackages(): Set<string> {
  return new Set([...loaded].filter(([, entry]) => entry.untyped).map(([name]) => name));
}

/** Loads what the workspace's imports need, when they change (see the module comment for when). */
export function syncPackageTypings(workspace: Workspace, host: PackageTypingsHost): void {
  const opening = workspace.id !== workspaceId;
  if (opening) {
    workspaceId = workspace.id;
    loaded.clear();
    inFlight.clear();
    clearTimeout(quiet);
    settingsProblems.set([], 'types');
  }
  if (workspace.origin !== 'dev' || devFolderName() === undefined) {
    if (opening) host.apply([]);
    return;
  }
  wanted = packageImports(workspace.sources, host.provided());
  const stale = () => wanted.filter((entry) => loaded.get(entry.name)?.key !== keyOf(entry) && inFlight.get(entry.name) !== keyOf(entry));
  if (opening) {
    const first = stale();
    if (first.length === 0) {
      host.apply([]);
      return;
    }
    host.hold();
    void Promise.all(first.map((entry) => load(workspace.id, entry, host.provided()))).then(() => settle(workspace.id, host));
    return;
  }
  if (stale().length === 0) return;
  clearTimeout(quiet);
  quiet = setTimeout(() => {
    const next = stale();
    if (next.length) void Promise.all(next.map((entry) => load(workspace.id, entry, host.provided()))).then(() => settle(workspace.id, host));
  }, EDIT_QUIET_MS);
}

const keyOf = (entry: PackageImport) => entry.specifiers.join('\n');

/** One package's declarations from the server; a failure leaves it `any`, with a warning saying why. */
async function load(forId: string, entry: PackageImport, provided: ReadonlySet<string>): Promise<void> {
  const key = keyOf(entry);
  inFlight.set(entry.name, key);
  const query = entry.specifiers.map((specifier) => `import=${encodeURIComponent(specifier)}`).join('&');
  let result: Loaded;
  try {
    const response = await fetch(`${DEV_TYPES_URL}?${query}`, { cache: 'no-store', signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
    if (!response.ok) throw new Error(`kitbench dev answered ${response.status}`);
    result = fromAnswer(entry, (await response.json()) as PackageTypes, provided);
  } catch (error) {
    const why = error instanceof Error && error.name !== 'TimeoutError' ? error.message : 'kitbench dev did not answer';
    result = { key, libs: [], typed: false, warning: `The script editor could not load the declarations of '${entry.name}' (${why}): it types the package as 'any'.` };
  }
  if (workspaceId !== forId || inFlight.get(entry.name) !== key) return;
  inFlight.delete(entry.name);
  loaded.set(entry.name, result);
}

/** The extra libraries of an answer (none under a module kitbench types itself), and what it left out. */
export function fromAnswer(entry: PackageImport, answer: PackageTypes, provided: ReadonlySet<string> = new Set()): Loaded {
  const libs = Object.entries(answer.files)
    .filter(([path]) => !path.split('/').includes('..') && !provided.has(packageOf(path)))
    .map(([path, content]) => ({ filePath: `file:///node_modules/${path}`, content }));
  const typed = libs.length > 0 && entry.specifiers.every((specifier) => !answer.missing.includes(specifier));
  const untyped = !typed && answer.missing.length > 0 && answer.missing.every((specifier) => answer.untyped?.includes(specifier));
  const over = answer.leftOut;
  const warning =
    typed && over
      ? `The script editor types '${entry.name}' without ${over.files} of the declaration files it reaches (${megabytes(over.bytes)}, past what kitbench dev loads for one package): the types they hold are 'any'.`
      : undefined;
  return { key: keyOf(entry), libs, typed, ...(untyped ? { untyped } : {}), ...(warning ? { warning } : {}) };
}

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** Every package's libraries together (a file two packages share, once), and the warnings where each is imported. */
function settle(forId: string, host: PackageTypingsHost): void {
  if (workspaceId !== forId || inFlight.size > 0) return;
  const libs = new Map<string, ExtraLib>();
  for (const entry of loaded.values()) for (const lib of entry.libs) if (!libs.has(lib.filePath)) libs.set(lib.filePath, lib);
  const problems: TsconfigProblem[] = wanted.flatMap(({ name, file, line, column }) => {
    const warning = loaded.get(name)?.warning;
    return warning ? [{ file, line, column, message: warning }] : [];
  });
  settingsProblems.set(problems, 'types');
  host.apply([...libs.values()]);
}
