/**
 * The open folder's compiler settings for the script editor: its tsconfig.json resolved (tsconfig.ts) and turned into
 * the editor's options (compiler-settings.ts), settled again whenever the folder's files change (an edit in the
 * playground, a save on disk under `kitbench dev`). Under `kitbench dev`, a base config in the folder's node_modules
 * (never part of the snapshot) is asked of the server, only the files an `extends` names.
 */
import { DEV_CONFIG_URL } from '../../dev/protocol';
import { devFolderName } from '../dev/mode';
import type { Workspace } from '../workspace/types';
import { editorCompilerOptions } from './compiler-settings';
import { settingsProblems } from './settings-problems';
import { resolveTsconfig } from './tsconfig';

/** At most this many node_modules files are asked for one folder (an extends chain is a few files). */
const MAX_FETCHED = 24;

/** node_modules files the server answered for the folder `fetchedFor` (undefined: it has none). */
const fetched = new Map<string, string | undefined>();
const inFlight = new Set<string>();
let fetchedFor: string | undefined;
let latest: { workspace: Workspace; apply: ApplyOptions } | undefined;

/** Takes the editor's options and the folder's own, merged (what names `types`, `resolveJsonModule`). */
export type ApplyOptions = (options: Record<string, unknown>, folder: Readonly<Record<string, unknown>>) => void;

/**
 * Resolves the workspace's settings and hands the editor's options to `apply` (at once, or once the node_modules
 * files they need have arrived: nothing is applied meanwhile, so a folder opening stays unchecked until then).
 */
export function settleFolderSettings(workspace: Workspace, apply: ApplyOptions): void {
  if (workspace.id !== fetchedFor) {
    fetchedFor = workspace.id;
    fetched.clear();
    inFlight.clear();
  }
  latest = { workspace, apply };
  const resolved = resolveTsconfig((path) => workspace.sources[path] ?? fetched.get(path));
  const budget = MAX_FETCHED - fetched.size - inFlight.size;
  const wanted = workspace.origin === 'dev' && devFolderName() !== undefined ? resolved.missing.filter((path) => !fetched.has(path)) : [];
  if (wanted.length > 0 && (budget > 0 || inFlight.size > 0)) {
    for (const path of wanted.filter((path) => !inFlight.has(path)).slice(0, Math.max(0, budget))) void fetchConfig(workspace.id, path);
    return;
  }
  apply(editorCompilerOptions(resolved.compilerOptions), resolved.compilerOptions);
  settingsProblems.set(resolved.problems);
}

/** One node_modules file from `kitbench dev` (a 404 or a failed request: the folder has none to give). */
async function fetchConfig(workspaceId: string, path: string): Promise<void> {
  inFlight.add(path);
  const text = await fetch(`${DEV_CONFIG_URL}?path=${encodeURIComponent(path)}`, { cache: 'no-store' })
    .then((response) => (response.ok ? response.text() : undefined))
    .catch(() => undefined);
  if (fetchedFor !== workspaceId) return;
  inFlight.delete(path);
  fetched.set(path, text);
  if (inFlight.size === 0 && latest) settleFolderSettings(latest.workspace, latest.apply);
}
