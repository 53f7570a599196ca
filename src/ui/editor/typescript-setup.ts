import * as monaco from 'monaco-editor/editor';
import * as typescript from 'monaco-editor/languages/features/typescript/register';
import { type ExtraLib, loadPlatformTypings, runtimeTypings } from '../../sandbox/runtime-typings';
import { editorCompilerOptions } from './compiler-settings';
import { MOCKS_TYPINGS } from './mocks-typings';
import { afterEditorUp, markEditorUp } from '../../startup';
import { providedModules } from './folder-declarations';
import { typeCheckState } from './type-check-state';
import { createTypingsGate, type LibGroup } from './typings-gate';

let configured = false;

/**
 * The script editor's extra libraries, by group (the runtime's, the API package's, the open folder's, its installed
 * packages'), kept together: a group set later (the API package's chunk) never drops another (the folder's
 * text-import declarations, which once left `./script.raw.js` flagged "Cannot find module").
 */
const extraLibs = new Map<LibGroup, ExtraLib[]>();
/**
 * The libraries Monaco holds, by path. Only what changed is removed and added again: `setExtraLibs` gives every
 * library a new version, so the TypeScript worker would parse them all again (megabytes, once a folder's packages
 * are in: octokit's declarations are 9 MB) each time one group changes.
 */
const installed = new Map<string, { content: string; remove: () => void }>();

function syncExtraLibs(): void {
  const wanted = new Map<string, string>();
  for (const { filePath, content } of [...extraLibs.values()].flat()) if (!wanted.has(filePath)) wanted.set(filePath, content);
  for (const [filePath, lib] of installed) {
    if (wanted.get(filePath) === lib.content) continue;
    lib.remove();
    installed.delete(filePath);
  }
  for (const [filePath, content] of wanted) {
    if (installed.has(filePath)) continue;
    const added = typescript.typescriptDefaults.addExtraLib(content, filePath);
    installed.set(filePath, { content, remove: () => added.dispose() });
  }
}

/**
 * Semantic checks (and the suggestions that come from them) wait for every group: typings-gate.ts says why. The
 * worker already holds every library and every model of the folder; only the checks change (setDiagnosticsQuietly).
 */
const gate = createTypingsGate((open) => {
  setDiagnosticsQuietly({
    ...typescript.typescriptDefaults.getDiagnosticsOptions(),
    noSemanticValidation: !open,
    noSuggestionDiagnostics: !open,
  });
  typeCheckState.set('checking');
  if (open) void firstCheck();
});

/** The shape of Monaco's defaults object this relies on (register.js): its diagnostics options' own field. */
type DefaultsFields = { _diagnosticsOptions?: typescript.DiagnosticsOptions };

/**
 * Sets the diagnostics options without restarting the TypeScript worker. `setDiagnosticsOptions` fires the defaults'
 * change event, on which Monaco stops its worker (workerManager.js), though these options never reach the worker: a
 * hover or completion asked meanwhile was dropped (seen in the first seconds, while the typings load). Here the
 * options are written in place and the models checked again through the extra-libraries event (languageFeatures.js
 * re-checks every model on it; the worker only gets the unchanged libraries again). A Monaco without that field gets
 * the public call.
 */
function setDiagnosticsQuietly(options: typescript.DiagnosticsOptions): void {
  const defaults = typescript.typescriptDefaults as unknown as DefaultsFields;
  if (!defaults._diagnosticsOptions) {
    typescript.typescriptDefaults.setDiagnosticsOptions(options);
    return;
  }
  defaults._diagnosticsOptions = options;
  typescript.typescriptDefaults.addExtraLib('', 'file:///kitbench/recheck.d.ts').dispose();
}

let checkRound = 0;

/**
 * Once the gate opens: asks the worker for the script's semantic diagnostics (the check the editor is about to show),
 * and says the types are checked when it answers. The script shown, else any of the folder's script models.
 */
async function firstCheck(): Promise<void> {
  const round = ++checkRound;
  const shown = monaco.editor.getEditors().map((editor) => editor.getModel());
  const models = [...shown, ...monaco.editor.getModels()].filter((model) => model?.getLanguageId() === 'typescript');
  const model = models[0];
  try {
    if (model) await (await (await typescript.getTypeScriptWorker())(model.uri)).getSemanticDiagnostics(model.uri.toString());
  } catch {
    // The worker restarted (another folder's settings) or failed: the editor shows what it has; nothing is pending.
  }
  if (round === checkRound && gate.open) typeCheckState.set('checked');
}

/** Sets one group of extra libraries, keeping the others; type checking starts once every group is set. */
export function setExtraLibGroup(group: LibGroup, libs: ExtraLib[]): void {
  extraLibs.set(group, libs);
  syncExtraLibs();
  gate.ready(group);
}

/** The group is about to change (another folder opens): no type check until it is set again. */
export function holdExtraLibGroup(group: LibGroup): void {
  gate.hold(group);
}

/** Monaco's own defaults, which every folder's options are laid over (so an option a folder drops is dropped). */
let monacoDefaults: typescript.CompilerOptions | undefined;
/** The options last set, so an unchanged tsconfig never restarts the TypeScript worker. */
let optionsKey: string | undefined;

function setCompilerOptions(options: Record<string, unknown>): void {
  monacoDefaults ??= typescript.typescriptDefaults.getCompilerOptions();
  const key = JSON.stringify(options);
  if (key === optionsKey) return;
  optionsKey = key;
  typescript.typescriptDefaults.setCompilerOptions({ ...monacoDefaults, ...(options as typescript.CompilerOptions), noEmit: true });
}

/**
 * The open folder's compiler options (compiler-settings.ts, from its tsconfig.json): set, then type checking may start.
 * Monaco restarts its TypeScript worker on the change, which then checks every model with them.
 */
export function setFolderCompilerOptions(options: Record<string, unknown>): void {
  setCompilerOptions(options);
  gate.ready('settings');
}

/** Another folder opens: no type check until its compiler options are set. */
export function holdFolderCompilerOptions(): void {
  gate.hold('settings');
}

/** The modules the runtime's and the API package's declarations type (a folder's package.json never redeclares them). */
export function typedModules(): Set<string> {
  const runtime = extraLibs.get('runtime');
  const platform = extraLibs.get('platform');
  // Asked on every edit of the folder (sourceModels.ts declareFolder), over a megabyte of declarations: scanned again
  // only when one of the two groups is set anew (the scan on each keystroke once cost seconds on a pasted script).
  if (!typedCache || typedCache.runtime !== runtime || typedCache.platform !== platform) {
    typedCache = { runtime, platform, names: providedModules([...(runtime ?? []), ...(platform ?? [])]) };
  }
  return new Set(typedCache.names);
}

let typedCache: { runtime?: ExtraLib[]; platform?: ExtraLib[]; names: Set<string> } | undefined;

/** The manifest editor calls this once it is on screen: the script editor and its TypeScript service may start. */
export function markManifestEditorUp(): void {
  markEditorUp();
}

/**
 * Resolves when the script editor may start its TypeScript service: after the manifest editor is up (and a frame
 * painted), so the 7 MB TypeScript worker and the typings never sit on the path to the manifest editor. What
 * happens when the manifest editor never mounts is src/startup.ts's to say, as for everything else that waits for it.
 */
export function whenScriptEditorMayStart(): Promise<void> {
  return afterEditorUp();
}

/** The script editor's TypeScript: `@service/runtime` and `@service/api` typings, JSX and the base compiler options. */
export function configureTypeScript(): void {
  if (configured) return;
  configured = true;
  typeCheckState.set('checking');
  // Until a folder's own are set (setFolderCompilerOptions), what the editor needs to type the runtime.
  setCompilerOptions(editorCompilerOptions({}));
  // Syntax only until every group is set (before the first model exists, so no check ever runs without it).
  typescript.typescriptDefaults.setDiagnosticsOptions({ ...typescript.typescriptDefaults.getDiagnosticsOptions(), noSemanticValidation: true, noSuggestionDiagnostics: true });
  // The mocks file's `msw` imports (issue 22) type-check beside the runtime's.
  setExtraLibGroup('runtime', [...runtimeTypings, MOCKS_TYPINGS]);
  // The folder's installed packages: none until a folder served by kitbench dev asks (package-typings.ts holds the gate).
  setExtraLibGroup('packages', []);
  // The API package's own types (~500 KB) follow in their own chunk, so they never delay the editor (type checks wait).
  void loadPlatformTypings()
    .then((platform) => setExtraLibGroup('platform', platform))
    // Checked without them, every API type would be flagged: type checking stays off (syntax is still checked).
    .catch((error: unknown) => console.warn('kitbench: the API package types could not be loaded; the script editor checks syntax only', error));
  // Every source file of the folder reaches the TypeScript worker, not only the one open: an import of a file whose
  // model was created after the open one was checked (a folder served by kitbench dev) must still resolve.
  typescript.typescriptDefaults.setEagerModelSync(true);
}
