// monaco-yaml's language server (completion and hover from the manifest's JSON Schema), bundled locally.
import 'monaco-yaml/yaml.worker.js';
