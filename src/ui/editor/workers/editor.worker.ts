// Monaco's base worker (diffing, links, word-based suggestions), bundled locally by Vite.
import 'monaco-editor/editor/editor.worker';
