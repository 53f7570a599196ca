import Editor, { type OnMount } from '@monaco-editor/react';
import { useEffect, useRef } from 'react';
import type { editor } from 'monaco-editor/editor';
import { validationStore } from '../problems/validation';
import { getScriptHost } from '../script/runtime';
import { updateWorkspace, useWorkspace } from '../workspace/store';
import { registerQuickFixes, setDiagnostics, setScriptProblem } from './markers';
import './monaco-setup';
import { type EditorFile, registerEditor } from './registry';
import { usePrefersDark } from './usePrefersDark';

/** The accessible names CONTRACT.md fixes. */
const ARIA_LABEL: Record<EditorFile, string> = { manifest: 'Manifest editor', script: 'Script editor' };

function languageOf(path: string): string {
  return /\.(m?jsx?|cjs)$/.test(path) ? 'javascript' : 'typescript';
}

/** A Monaco editor bound to one file of the active workspace. Loaded lazily with Monaco itself. */
export default function CodeEditor({ file }: { file: EditorFile }) {
  const workspaceId = useWorkspace((w) => w.id);
  const scriptPath = useWorkspace((w) => w.openFile);
  const text = useWorkspace((w) => (file === 'manifest' ? w.manifest : (w.sources[w.openFile] ?? '')));
  const dark = usePrefersDark();
  const editorRef = useRef<editor.IStandaloneCodeEditor | null>(null);

  const path =
    file === 'manifest'
      ? `file:///${workspaceId}/service-manifest.yaml`
      : `file:///${workspaceId}/${scriptPath.replace(/^\/+/, '') || 'index.tsx'}`;
  const language = file === 'manifest' ? 'yaml' : languageOf(scriptPath);

  const onMount: OnMount = (instance) => {
    editorRef.current = instance;
    if (file === 'manifest') registerQuickFixes();
    const unregister = registerEditor(file, instance);
    if (file === 'script') setScriptProblem(instance.getModel()!, getScriptHost().loadProblem);
    instance.onDidDispose(unregister);
  };

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

  // The script's load problem (a syntax error, or a throw at its top level) as a marker at its own line.
  useEffect(() => {
    if (file !== 'script') return;
    const host = getScriptHost();
    const apply = () => {
      const model = editorRef.current?.getModel();
      if (model) setScriptProblem(model, host.loading ? undefined : host.loadProblem);
    };
    apply();
    return host.subscribe(apply);
  }, [file]);

  return (
    <Editor
      path={path}
      language={language}
      value={text}
      theme={dark ? 'vs-dark' : 'vs'}
      onMount={onMount}
      onChange={(value) =>
        updateWorkspace((w) =>
          file === 'manifest' ? { manifest: value ?? '' } : { sources: { ...w.sources, [w.openFile]: value ?? '' } },
        )
      }
      loading={<p className="editor-loading">Loading editor…</p>}
      options={{
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
        wordWrap: 'off',
      }}
    />
  );
}
