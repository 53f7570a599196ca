import * as monaco from 'monaco-editor/editor';
import { type CSSProperties, useEffect, useLayoutEffect, useRef } from 'react';

type Editor = monaco.editor.IStandaloneCodeEditor;

export interface MonacoEditorProps {
  /** The model's URI: one model per path, kept when the editor goes (the file tree and the store own models). */
  path: string;
  language: string;
  value: string;
  theme: string;
  options: monaco.editor.IStandaloneEditorConstructionOptions;
  /** Called once, in the commit that creates the editor. */
  onMount(editor: Editor): void;
  onChange(value: string): void;
}

// The box @monaco-editor/react gave the editor (the panes' CSS is laid out around it).
const HOST: CSSProperties = { display: 'flex', position: 'relative', textAlign: 'initial', width: '100%', height: '100%' };
const FILL: CSSProperties = { width: '100%' };

/** Each path's cursor and scroll, so switching files (or remounting) comes back where the author was. */
const viewStates = new Map<string, monaco.editor.ICodeEditorViewState | null>();

function modelFor(path: string, value: string, language: string): monaco.editor.ITextModel {
  const uri = monaco.Uri.parse(path);
  return monaco.editor.getModel(uri) ?? monaco.editor.createModel(value, language, uri);
}

/**
 * A Monaco editor, created in the commit that mounts it, in a container already laid out. It replaces
 * @monaco-editor/react's Editor for the manifest and script editors (the same props, the same model and view-state
 * handling as its `keepCurrentModel`): that one created the editor two passive effects after mounting (an async
 * `loader.init()`, a state update, then another) and in a `display: none` container, so Monaco laid out and drew
 * the editor at size 0 and then again once shown. On a cold load that was two frames and a second layout between
 * Monaco's evaluation and a keystroke the editor can take (docs/performance.md).
 */
export function MonacoEditor({ path, language, value, theme, options, onMount, onChange }: MonacoEditorProps) {
  const container = useRef<HTMLDivElement>(null);
  const editorRef = useRef<Editor | null>(null);
  const latest = useRef({ onChange, path });
  latest.current = { onChange, path };
  // Set while a value from outside is written into the model: that edit is not the author's.
  const applyingValue = useRef(false);
  // The text the editor last handed to onChange: when it comes back as `value`, the model already holds it (no need to
  // read a 3,000-line model back on every keystroke to find that out).
  const emitted = useRef<string | undefined>(undefined);
  // The effects below apply later renders' props: the first render's are the ones the editor was created with.
  const created = useRef(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: created once; later prop changes are applied below
  useLayoutEffect(() => {
    if (!container.current) return;
    monaco.editor.setTheme(theme);
    const editor = monaco.editor.create(container.current, { ...options, model: modelFor(path, value, language), automaticLayout: true });
    editor.restoreViewState(viewStates.get(path) ?? null);
    editorRef.current = editor;
    const changes = editor.onDidChangeModelContent(() => {
      if (applyingValue.current) return;
      emitted.current = editor.getValue();
      latest.current.onChange(emitted.current);
    });
    onMount(editor);
    return () => {
      changes.dispose();
      viewStates.set(latest.current.path, editor.saveViewState());
      editorRef.current = null;
      editor.dispose();
    };
  }, []);

  const shownPath = useRef(path);
  // biome-ignore lint/correctness/useExhaustiveDependencies: on a path change only (the new file's text and language)
  useEffect(() => {
    const editor = editorRef.current;
    if (!created.current || !editor || shownPath.current === path) return;
    const model = modelFor(path, value, language);
    if (model !== editor.getModel()) {
      viewStates.set(shownPath.current, editor.saveViewState());
      editor.setModel(model);
      editor.restoreViewState(viewStates.get(path) ?? null);
    }
    emitted.current = undefined;
    shownPath.current = path;
  }, [path]);

  useEffect(() => {
    if (created.current) editorRef.current?.updateOptions(options);
  }, [options]);

  // A value changed outside the editor (undo in the store, a file saved on disk): one edit, so Undo takes it back.
  useEffect(() => {
    const editor = editorRef.current;
    const model = editor?.getModel();
    if (!created.current || !editor || !model || value === emitted.current || value === editor.getValue()) return;
    applyingValue.current = true;
    try {
      if (editor.getOption(monaco.editor.EditorOption.readOnly)) editor.setValue(value);
      else {
        editor.executeEdits('', [{ range: model.getFullModelRange(), text: value, forceMoveMarkers: true }]);
        editor.pushUndoStop();
      }
      emitted.current = value;
    } finally {
      applyingValue.current = false;
    }
  }, [value]);

  useEffect(() => {
    const model = editorRef.current?.getModel();
    if (created.current && model && language) monaco.editor.setModelLanguage(model, language);
  }, [language]);

  useEffect(() => {
    if (created.current) monaco.editor.setTheme(theme);
  }, [theme]);

  // Last, so the first commit's effects above saw `created` false.
  useEffect(() => {
    created.current = true;
    return () => {
      created.current = false;
    };
  }, []);

  return (
    <section style={HOST}>
      <div ref={container} style={FILL} />
    </section>
  );
}
