import * as monaco from 'monaco-editor/editor';
import { useEffect, useMemo, useRef, useState } from 'react';
import { validationStore } from '../problems/validation';
import { getScriptHost } from '../script/runtime';
import type { ScriptProblem } from '../../sandbox/types';
import { manifestFileOf } from '../../core/workspace/manifest-file';
import { entryOf } from '../workspace/entry';
import { getActiveWorkspace, updateWorkspace, useWorkspace, workspaceStore } from '../workspace/store';
import { languageOf } from '../workspace/tree';
import type { Workspace } from '../workspace/types';
import { registerQuickFixes, setDiagnostics, setScriptProblem } from './markers';
import './monaco-setup';
import { MonacoEditor } from './MonacoEditor';
import { type EditorFile, registerEditor } from './registry';
import { manifestUri, sourceUri, syncSourceModels } from './sourceModels';
import { configureTypeScript, markManifestEditorUp, whenScriptEditorMayStart } from './typescript-setup';
import { EditorPlaceholder } from '../shell/EditorPlaceholder';
import { setPreferences, usePreferences } from '../shell/preferences';
import { setEditorFocus } from './focusState';
import { usePrefersDark } from './usePrefersDark';

/** Whether Tab moves focus out of the editors (Monaco's Control+M mode, one for every editor on the page). */
let tabMovesFocus = false;
const IS_MAC = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

/** The accessible names CONTRACT.md fixes. */
const ARIA_LABEL: Record<EditorFile, string> = { manifest: 'Manifest editor', script: 'Script editor' };

/**
 * A Monaco editor bound to the manifest, or (`script`) to the source file open in the workspace: every source is
 * a model of its own, so switching files keeps each one's cursor, scroll and undo. Loaded lazily with Monaco.
 */
export default function CodeEditor({ file }: { file: EditorFile }) {
  const workspaceId = useWorkspace((w) => w.id);
  const openFile = useWorkspace((w) => w.openFile);
  const manifestFile = useWorkspace(manifestFileOf);
  const text = useWorkspace((w) => (file === 'manifest' ? w.manifest : (w.sources[w.openFile] ?? '')));
  const dark = usePrefersDark();
  const { wordWrap } = usePreferences();
  const editorRef = useRef<monaco.editor.IStandaloneCodeEditor | null>(null);
  // The script editor (and with it the TypeScript service) waits for the manifest editor: the first one people need.
  const [armed, setArmed] = useState(file === 'manifest');
  useEffect(() => {
    if (armed) return;
    let live = true;
    void whenScriptEditorMayStart().then(() => {
      configureTypeScript();
      if (live) setArmed(true);
    });
    return () => {
      live = false;
    };
  }, [armed]);

  // The manifest's model carries the manifest's own name (`gitbook-manifest.yaml` in a platform folder): Monaco shows
  // it (the problem popup's title) and the YAML schema attaches to either name (MANIFEST_FILE_MATCH).
  const path = file === 'manifest' ? manifestUri(workspaceId, manifestFile) : sourceUri(workspaceId, openFile || 'src/index.ts').toString();
  const language = file === 'manifest' ? 'yaml' : languageOf(openFile);

  // Before the editor picks its model: every source of the folder is a model, so imports between them resolve.
  if (file === 'script' && armed) syncSourceModels(getActiveWorkspace());

  const onMount = (instance: monaco.editor.IStandaloneCodeEditor) => {
    editorRef.current = instance;
    if (file === 'manifest') {
      registerQuickFixes();
      markManifestEditorUp();
    }
    const unregister = registerEditor(file, instance);
    if (file === 'script') applyScriptProblem(getActiveWorkspace(), getScriptHost());
    instance.onDidDispose(unregister);
    // Alt+Z toggles word wrap, as in VS Code (both editors follow the one remembered choice).
    instance.addCommand(monaco.KeyMod.Alt | monaco.KeyCode.KeyZ, () =>
      setPreferences({ wordWrap: instance.getOption(monaco.editor.EditorOption.wordWrap) === 'off' }),
    );
    // The pane shows the Tab mode (Control+M) while the editor has the keyboard. Monaco's mode is global and its
    // toggle (a workbench command) does not announce itself to the editor: kitbench follows the key that runs it.
    const report = () => setEditorFocus(file, { focused: instance.hasTextFocus(), tabMovesFocus });
    instance.onKeyDown((event) => {
      // Control+M; Control+Shift+M on macOS, as Monaco binds it.
      const toggles = event.keyCode === monaco.KeyCode.KeyM && event.ctrlKey && !event.metaKey && !event.altKey && event.shiftKey === IS_MAC;
      if (!toggles) return;
      tabMovesFocus = !tabMovesFocus;
      report();
    });
    instance.onDidFocusEditorText(report);
    instance.onDidBlurEditorText(report);
    instance.onDidDispose(() => setEditorFocus(file, { focused: false, tabMovesFocus: false }));
  };

  // Sources changed outside this editor (a file added, renamed, deleted, or saved on disk) reach their models.
  useEffect(() => {
    if (file !== 'script' || !armed) return;
    return workspaceStore.subscribe(() => syncSourceModels(getActiveWorkspace()));
  }, [file, armed]);

  // Manifest markers follow the worker's results, as long as they belong to the text in the editor.
  useEffect(() => {
    if (file !== 'manifest') return;
    const apply = () => {
      const model = editorRef.current?.getModel();
      const { text: validated, diagnostics } = validationStore.getState();
      if (model && validated !== undefined && validated === model.getValue()) setDiagnostics(model, diagnostics);
    };
    apply();
    return validationStore.subscribe(apply);
  }, [file]);

  // The script's load problem (a syntax error, a failed import, a throw at its top level) at its line, in its file.
  useEffect(() => {
    if (file !== 'script' || !armed) return;
    const host = getScriptHost();
    const apply = () => applyScriptProblem(getActiveWorkspace(), host);
    apply();
    return host.subscribe(apply);
  }, [file, armed]);

  // One object while nothing in it changes: a new one on each render (each keystroke re-renders this editor) made
  // Monaco re-apply its configuration and redraw every visible line on every keystroke.
  const wrap = wordWrap || (file === 'script' && /\.(md|markdown|txt)$/.test(openFile)) ? 'on' : 'off';
  const options = useMemo(() => editorOptions(file, wrap), [file, wrap]);

  if (!armed) return <EditorPlaceholder file={file} />;
  return (
    <MonacoEditor
      path={path}
      language={language}
      value={text}
      theme={dark ? 'vs-dark' : 'vs'}
      onMount={onMount}
      // The folder's models outlive this component (MonacoEditor keeps them): the file tree and the store decide
      // when a file is gone.
      onChange={(value) =>
        updateWorkspace((w) => (file === 'manifest' ? { manifest: value } : { sources: { ...w.sources, [w.openFile]: value } }))
      }
      options={options}
    />
  );
}

function editorOptions(file: EditorFile, wordWrap: 'on' | 'off'): monaco.editor.IStandaloneEditorConstructionOptions {
  return {
    ariaLabel: ARIA_LABEL[file],
    automaticLayout: true,
    minimap: { enabled: false },
    fontSize: 13,
    lineHeight: 20,
    tabSize: 2,
    scrollBeyondLastLine: false,
    renderLineHighlight: 'line',
    fixedOverflowWidgets: true,
    quickSuggestions: { other: true, comments: false, strings: true },
    padding: { top: 8 },
    // A narrow gutter leaves the text more of a narrow pane.
    lineNumbersMinChars: 3,
    lineDecorationsWidth: 6,
    wordWrap,
    // YAML's structure is its indentation: the sticky headers read it from there. The default (the outline) asked the
    // YAML worker for the document's symbols after every keystroke and converted them on the main thread, ~7 ms a
    // keystroke on a 3,000-line manifest (issue 38).
    ...(file === 'manifest' ? { stickyScroll: { enabled: true, defaultModel: 'indentationModel' as const } } : {}),
  };
}

/** Puts the load problem on the model of the file it names (the entry when it names none); clears the others. */
function applyScriptProblem(workspace: Workspace, host: { loading: boolean; loadProblem: ScriptProblem | undefined }) {
  const problem = host.loading ? undefined : host.loadProblem;
  const target = problem ? sourceUri(workspace.id, problem.file ?? entryOf(workspace)).toString() : undefined;
  for (const path of Object.keys(workspace.sources)) {
    const model = monaco.editor.getModel(sourceUri(workspace.id, path));
    if (model) setScriptProblem(model, model.uri.toString() === target ? problem : undefined);
  }
}
