import * as monaco from 'monaco-editor/editor';
import { languageOf } from '../workspace/tree';
import type { Workspace } from '../workspace/types';
import './languages';
import { setExtraLibGroup } from './typescript-setup';

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

/** Text last given to each model, so a keystroke does not compare every file of the folder. */
const synced = new Map<string, string>();
/** The folder declarations last set (package.json and text-import files), so a keystroke does not reset them. */
let folderLibsFor: string | null = null;

/**
 * Keeps one Monaco model per source file of the active workspace (and none for files that are gone), so the
 * TypeScript worker sees the whole folder: `import { x } from './utils'` resolves without a red squiggle.
 * Text that changed outside the editor (Open script, a file saved on disk under `kitbench dev`) is pushed in.
 */
export function syncSourceModels(workspace: Workspace): void {
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
    if (model.uri.scheme !== 'file' || model.uri.path.endsWith('/service-manifest.yaml') || wanted.has(key)) continue;
    synced.delete(key);
    model.dispose();
  }
  declareFolder(workspace);
}

/**
 * Text imports (`./x.txt?raw`, `./script.raw.js`) are strings, and the packages `package.json` lists are known modules: the
 * browser cannot install them (the bundler says so, naming `kitbench dev`), but the editor should not flag them.
 * Each `*.raw.js` file gets a `*.raw.d.ts` beside it (`export default` a string): TypeScript resolves
 * `./script.raw.js` to that sibling, as it would an author's own, whatever else declares text imports.
 */
function declareFolder(workspace: Workspace): void {
  const rawFiles = Object.keys(workspace.sources).filter((path) => path.endsWith('.raw.js'));
  const packageJson = workspace.sources['package.json'];
  const key = JSON.stringify([workspace.id, packageJson, rawFiles]);
  if (key === folderLibsFor) return;
  let names: string[] = [];
  try {
    const pkg = packageJson ? (JSON.parse(packageJson) as Record<string, Record<string, string> | undefined>) : {};
    names = Object.keys({ ...pkg.dependencies, ...pkg.devDependencies, ...pkg.peerDependencies });
  } catch {
    // A package.json being typed is often invalid for a moment; keep the last good declarations meanwhile.
    return;
  }
  folderLibsFor = key;
  const content = [
    "declare module '*?raw' { const text: string; export default text; }",
    "declare module '*.raw.js' { const text: string; export default text; }",
    ...names.filter((n) => /^[@\w][\w./@-]*$/.test(n) && !n.startsWith('@types/')).map((n) => `declare module '${n}';\ndeclare module '${n}/*';`),
  ].join('\n');
  const siblings = rawFiles
    // an author's own declaration of the file wins
    .filter((path) => !(path.replace(/\.js$/, '.d.ts') in workspace.sources))
    .map((path) => ({
      filePath: sourceUri(workspace.id, path.replace(/\.js$/, '.d.ts')).toString(),
      content: '/** The file\'s text: the bundler imports `*.raw.js` as a string, as the platform\'s CLI does. */\ndeclare const text: string;\nexport default text;\n',
    }));
  setExtraLibGroup('folder', [{ filePath: 'file:///node_modules/@kitbench/folder-packages.d.ts', content }, ...siblings]);
}
