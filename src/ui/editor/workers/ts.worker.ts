// The TypeScript language service for the script editor, bundled locally.
import 'monaco-editor/language/typescript/ts.worker';
