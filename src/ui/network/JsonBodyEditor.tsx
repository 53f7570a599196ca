import Editor, { type OnMount } from '@monaco-editor/react';
import * as monaco from 'monaco-editor/editor';
import { useEffect, useRef } from 'react';
import '../editor/monaco-setup';
import '../editor/languages';
import { usePrefersDark } from '../editor/usePrefersDark';
import { jsonProblem } from './mocks';

/**
 * The mock body's editor: Monaco with kitbench's JSON language (colours, brackets, auto-closing) and a marker where
 * the text stops being JSON. Loaded lazily with Monaco.
 */
export default function JsonBodyEditor({ value, onChange, json, onSubmit }: { value: string; onChange: (text: string) => void; json: boolean; onSubmit: () => void }) {
  const dark = usePrefersDark();
  const editorRef = useRef<monaco.editor.IStandaloneCodeEditor | null>(null);
  const submit = useRef(onSubmit);
  submit.current = onSubmit;
  const onMount: OnMount = (instance) => {
    editorRef.current = instance;
    // Control+Enter saves from the keyboard without leaving the editor (Tab indents here; Control+M makes it move focus).
    instance.addCommand(monaco.KeyMod.CtrlCmd | monaco.KeyCode.Enter, () => submit.current());
    instance.focus();
  };
  useEffect(() => {
    const model = editorRef.current?.getModel();
    if (!model) return;
    const problem = json ? jsonProblem(value) : undefined;
    monaco.editor.setModelMarkers(
      model,
      'kitbench-mock-body',
      problem
        ? [{ severity: monaco.MarkerSeverity.Error, message: problem.message, startLineNumber: problem.line, startColumn: problem.column, endLineNumber: problem.line, endColumn: problem.column + 1 }]
        : [],
    );
  }, [value, json]);
  return (
    <Editor
      height="min(40vh, 320px)"
      language={json ? 'json' : 'plaintext'}
      path="inmemory://kitbench/mock-body.json"
      value={value}
      theme={dark ? 'vs-dark' : 'vs'}
      onChange={(text) => onChange(text ?? '')}
      onMount={onMount}
      options={{ minimap: { enabled: false }, ariaLabel: 'Mock response body', scrollBeyondLastLine: false, fontSize: 12, tabSize: 2, automaticLayout: true }}
    />
  );
}
