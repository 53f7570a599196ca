/**
 * The worker runtime's globals for the script editor (issue 26 §3): when the folder's settings name
 * `@cloudflare/workers-types` in `types` (the platform's integration.json does, so does a folder without a
 * tsconfig.json), its declarations type `fetch`, `Response.json<T>()`, `crypto` and the rest, as for the author's
 * `tsc`, in place of DOM (compiler-settings.ts leaves DOM out unless the folder's `lib` lists it).
 *
 * Where from: under `kitbench dev`, the folder's own copy when it has one installed (`GET /__kitbench/types`, the
 * version the author's `tsc` reads); otherwise the copy kitbench is built with (package.json: `@cloudflare/workers-types`
 * ^4, the major the platform's `@gitbook/tsconfig` uses), its root `index.d.ts` (≈520 KB, ≈90 KB gzipped), a chunk of
 * its own fetched only when a folder's settings ask, after the script editor has started (never before the first
 * keystroke). A folder naming a compatibility date (`@cloudflare/workers-types/2023-07-01`) without installing it
 * gets that root file: the oldest date's declarations, which differ from the newer ones in a few APIs.
 *
 * Type checking waits while they load (the typings gate's `environment` part): checked without them, every global
 * would be flagged. If neither copy can be had, it stays off and Problems says why (syntax is still checked).
 */
import { DEV_TYPES_URL, type PackageTypes } from '../../dev/protocol';
import type { ExtraLib } from '../../sandbox/runtime-typings';
import { devFolderName } from '../dev/mode';
import type { Workspace } from '../workspace/types';
import { WORKERS_TYPES } from './compiler-settings';
import { settingsProblems } from './settings-problems';

/** Where the bundled copy sits among the extra libraries: where TypeScript would find the installed package. */
export const BUNDLED_WORKERS_TYPES_PATH = `file:///node_modules/${WORKERS_TYPES}/index.d.ts`;

/** How the script editor takes the declarations (sourceModels.ts wires it to typescript-setup.ts). */
export interface EnvironmentTypingsHost {
  /** Type checking waits: the declarations are loading (or could not be loaded). */
  hold(): void;
  /** The declarations to type with (none when the folder's settings name none): type checking may go on. */
  apply(libs: ExtraLib[]): void;
}

/** The bundled root `index.d.ts`, in its own chunk (workers-types-bundled.ts). */
export type BundledLoader = () => Promise<string>;

const loadBundledChunk: BundledLoader = () => import('./workers-types-bundled').then((module) => module.workersTypes);

/** The settings last asked for (folder, `types` entry, where from): the same again asks nothing. */
let current: string | undefined;
let bundled: Promise<string> | undefined;
const REQUEST_TIMEOUT_MS = 30_000;

/**
 * Sets the environment declarations the folder's settings name (`specifier`, from compiler-settings.ts's
 * workersTypesOf), or none. Called whenever the folder's settings settle; only a change does anything.
 */
export function syncEnvironmentTypings(
  workspace: Workspace,
  specifier: string | undefined,
  host: EnvironmentTypingsHost,
  loadBundled: BundledLoader = loadBundledChunk,
): void {
  const dev = workspace.origin === 'dev' && devFolderName() !== undefined;
  const key = JSON.stringify([workspace.id, specifier ?? null, dev]);
  if (key === current) return;
  current = key;
  settingsProblems.set([], 'environment');
  if (specifier === undefined) {
    host.apply([]);
    return;
  }
  host.hold();
  void load(specifier, dev, loadBundled).then(
    (libs) => {
      if (current === key) host.apply(libs);
    },
    (error: unknown) => {
      if (current !== key) return;
      console.warn('kitbench: the worker runtime types could not be loaded; the script editor checks syntax only', error);
      const message = `The script editor could not load ${WORKERS_TYPES}, which the folder's TypeScript settings name in \`types\` (${error instanceof Error ? error.message : String(error)}): it checks syntax only. Reload the page to try again.`;
      settingsProblems.set([{ file: 'tsconfig.json', line: 1, column: 1, message }], 'environment');
    },
  );
}

/** The folder's installed copy under `kitbench dev`, else the bundled one. */
async function load(specifier: string, dev: boolean, loadBundled: BundledLoader): Promise<ExtraLib[]> {
  if (dev) {
    const installed = await fetchInstalled(specifier);
    if (installed.length > 0) return installed;
  }
  bundled ??= loadBundled().catch((error: unknown) => {
    bundled = undefined; // the next folder (or this one, opened again) tries again
    throw error;
  });
  return [{ filePath: BUNDLED_WORKERS_TYPES_PATH, content: await bundled }];
}

/** The declarations of the folder's own copy (none: not installed, or the server did not answer). */
async function fetchInstalled(specifier: string): Promise<ExtraLib[]> {
  try {
    const response = await fetch(`${DEV_TYPES_URL}?import=${encodeURIComponent(specifier)}`, { cache: 'no-store', signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
    if (!response.ok) return [];
    const answer = (await response.json()) as PackageTypes;
    if (answer.missing.includes(specifier)) return [];
    return Object.entries(answer.files)
      .filter(([path]) => !path.split('/').includes('..'))
      .map(([path, content]) => ({ filePath: `file:///node_modules/${path}`, content }));
  } catch {
    return [];
  }
}

/** Forgets what was loaded for which folder (tests). */
export function resetEnvironmentTypings(): void {
  current = undefined;
  bundled = undefined;
}
