import * as monaco from 'monaco-editor/editor';
import { isManifestFile } from '../../core/workspace/manifest-file';
import { languageOf } from '../workspace/tree';
import type { ExtraLib } from '../../sandbox/runtime-typings';
import type { Workspace } from '../workspace/types';
import './languages';
import { workersTypesOf } from './compiler-settings';
import { syncEnvironmentTypings } from './environment-typings';
import { folderDeclarations, packageNames } from './folder-declarations';
import { jsonModuleDeclarations } from './json-modules';
import { syncPackageTypings, typedPackages, untypedPackages } from './package-typings';
import { settleFolderSettings } from './script-settings';
import { holdExtraLibGroup, holdFolderCompilerOptions, setExtraLibGroup, setFolderCompilerOptions, typedModules } from './typescript-setup';

/**
 * The folder segment of a workspace's model URIs. A workspace id may hold characters a URI encodes (`dev:folder`);
 * TypeScript would then look for `dev%3Afolder/...` and miss the models named `dev:folder/...`.
 */
export function modelFolder(workspaceId: string): string {
  return workspaceId.replace(/[^A-Za-z0-9._-]/g, '_');
}

/** The model URI of a source file: `file:///<workspace>/<path>`, so relative imports between files resolve. */
export function sourceUri(workspaceId: string, path: string): monaco.Uri {
  return monaco.Uri.parse(`file:///${modelFolder(workspaceId)}/${path.replace(/^\/+/, '')}`);
}

/** The manifest editor's model URI: the folder's manifest under its own name (`gitbook-manifest.yaml`, ...). */
export function manifestUri(workspaceId: string, manifestFile: string): string {
  return `file:///${modelFolder(workspaceId)}/${manifestFile}`;
}

/** Whether a model is a manifest editor's (a manifest name at a folder's top), which syncSourceModels leaves alone. */
function isManifestModel(uri: monaco.Uri): boolean {
  return isManifestFile(uri.path.split('/').slice(2).join('/'));
}

/** Text last given to each model, so a keystroke does not compare every file of the folder. */
const synced = new Map<string, string>();
/** The workspace whose models were synced last: another one means another folder opens. */
let syncedWorkspace: string | null = null;
let lastWorkspace: Workspace | null = null;
/** The folder declarations last set, so a keystroke does not reset them; the package names last read from package.json. */
let declared: { key: string; workspaceId: string; packages: string[] } | null = null;
/** The open folder's own compiler options, merged (script-settings.ts), once settled: what its JSON imports need. */
let folderOptions: { workspaceId: string; options: Readonly<Record<string, unknown>> } | null = null;

/**
 * Keeps one Monaco model per source file of the active workspace (and none for files that are gone), so the
 * TypeScript worker sees the whole folder: `import { x } from './utils'` resolves without a red squiggle.
 * Text that changed outside the editor (Open script, a file saved on disk under `kitbench dev`) is pushed in.
 * When another folder opens, type checking waits until all its files are models and its declarations and compiler
 * settings (its tsconfig.json) are set.
 */
export function syncSourceModels(workspace: Workspace): void {
  lastWorkspace = workspace;
  const opening = workspace.id !== syncedWorkspace;
  if (opening) {
    holdExtraLibGroup('folder');
    holdExtraLibGroup('environment');
    holdFolderCompilerOptions();
  }
  syncedWorkspace = workspace.id;
  const wanted = new Set<string>();
  for (const [path, text] of Object.entries(workspace.sources)) {
    const uri = sourceUri(workspace.id, path);
    const key = uri.toString();
    wanted.add(key);
    if (synced.get(key) === text) continue;
    const model = monaco.editor.getModel(uri);
    if (!model) monaco.editor.createModel(text, languageOf(path), uri);
    else if (model.getValue() !== text) {
      // An edit from outside the editor: one undoable replacement, the cursor kept where Monaco can keep it.
      model.pushEditOperations([], [{ range: model.getFullModelRange(), text }], () => null);
    }
    synced.set(key, text);
  }
  for (const model of monaco.editor.getModels()) {
    const key = model.uri.toString();
    // The manifest editor owns its own models; everything else under file:/// is a source of some folder.
    if (model.uri.scheme !== 'file' || isManifestModel(model.uri) || wanted.has(key)) continue;
    synced.delete(key);
    model.dispose();
  }
  declareFolder(workspace);
  settleFolderSettings(workspace, applySettings);
  syncPackageTypings(workspace, packageHost);
}

/**
 * The folder's settings have settled: what they decide is set before the options themselves, so the gate never opens
 * on new options with the declarations of the old ones (its JSON imports, the worker runtime's globals).
 */
function applySettings(options: Record<string, unknown>, folder: Readonly<Record<string, unknown>>): void {
  const workspace = lastWorkspace;
  if (workspace) {
    folderOptions = { workspaceId: workspace.id, options: folder };
    declareFolder(workspace);
    syncEnvironmentTypings(workspace, workersTypesOf(folder), environmentHost);
  }
  setFolderCompilerOptions(options);
}

const environmentHost = {
  hold: () => holdExtraLibGroup('environment'),
  apply: (libs: ExtraLib[]) => setExtraLibGroup('environment', libs),
};

/**
 * The folder's installed packages (package-typings.ts): once their declarations are in, the folder's shorthand
 * modules leave the typed ones out, then the declarations are set (so the gate never opens on the shorthand's `any`).
 */
const packageHost = {
  provided: typedModules,
  hold: () => holdExtraLibGroup('packages'),
  apply(libs: ExtraLib[]) {
    if (lastWorkspace) declareFolder(lastWorkspace);
    setExtraLibGroup('packages', libs);
  },
};

/** Whether tsc checks nulls with these options (`strictNullChecks`, else `strict`). */
const strictNullChecksOf = (options: Readonly<Record<string, unknown>>) =>
  typeof options.strictNullChecks === 'boolean' ? options.strictNullChecks : options.strict === true;

/**
 * Text imports, JSON imports (json-modules.ts, once the folder's settings say `resolveJsonModule`), and the packages
 * `package.json` lists or the folder has installed without declarations (folder-declarations.ts), set when they
 * change. A package.json being typed is often invalid for a moment: the last good names are kept meanwhile.
 */
function declareFolder(workspace: Workspace): void {
  const listed = packageNames(workspace.sources['package.json']) ?? (declared?.workspaceId === workspace.id ? declared.packages : []);
  const packages = [...new Set([...listed, ...untypedPackages()])];
  const provided = new Set([...typedModules(), ...typedPackages()]);
  const uriOf = (path: string) => sourceUri(workspace.id, path).toString();
  const libs = folderDeclarations(uriOf, workspace.sources, packages, provided);
  const settled = folderOptions?.workspaceId === workspace.id ? folderOptions.options : undefined;
  if (settled?.resolveJsonModule === true) libs.push(...jsonModuleDeclarations(uriOf, workspace.sources, strictNullChecksOf(settled)));
  const key = JSON.stringify([workspace.id, libs]);
  if (key === declared?.key) return;
  declared = { key, workspaceId: workspace.id, packages: listed };
  setExtraLibGroup('folder', libs);
}
