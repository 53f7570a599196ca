/**
 * Monaco, fully offline: the slim ESM entry plus the features and languages kitbench needs, workers bundled by
 * Vite, and @monaco-editor/react pointed at this instance so it never reaches for a CDN. Imported lazily: this
 * module is the editor chunk (about 1 MB gzip), kept out of the first load.
 */
import { loader } from '@monaco-editor/react';
import * as monaco from 'monaco-editor/editor';
// Monaco's own error handler instance (the module its code imports), to name a worker that could not load.
import { errorHandler } from 'monaco-editor/base/common/errors';
// The features kitbench uses, not register.all: docs/performance.md.
import './monaco-features';
import 'monaco-editor/languages/definitions/yaml/register';
import 'monaco-editor/languages/definitions/typescript/register';
import { configureMonacoYaml } from 'monaco-yaml';
import { manifestSchema } from '../../core/manifest/index';
import EditorWorker from './workers/editor.worker?worker';
import TsWorker from './workers/ts.worker?worker';
import YamlWorker from './workers/yaml.worker?worker';
import { withoutUnusedYamlProviders } from './yaml-providers';
import { withAnsweredTriggers } from './yaml-triggers';
import { MANIFEST_FILES } from '../../core/workspace/manifest-file';
import { editorWorkerFailures } from './worker-failures';

type MonacoEnvironmentShape = { getWorker(workerId: string, label: string): Worker };

/** Which label each worker was created for: a worker that fails to load is named by it (worker-failures.ts). */
const workerLabels = new WeakMap<Worker, string>();

(self as unknown as { MonacoEnvironment: MonacoEnvironmentShape }).MonacoEnvironment = {
  getWorker(_workerId, label) {
    const worker = label === 'yaml' ? new YamlWorker() : label === 'typescript' || label === 'javascript' ? new TsWorker() : new EditorWorker();
    workerLabels.set(worker, label);
    return worker;
  },
};

// A worker whose script cannot be fetched (the server stopped while the editor started) fires an `error` Event, which
// Monaco passes to its unexpected-error handler; the default one throws it, an uncaught error in the page. It is said
// instead: a warning here, and beside the dev badge (worker-failures.ts). Every other error is Monaco's to handle.
const rethrow = errorHandler.unexpectedErrorHandler;
errorHandler.unexpectedErrorHandler = (error) => {
  const label = error instanceof Event && error.target instanceof Worker ? workerLabels.get(error.target) : undefined;
  if (label === undefined) return rethrow(error);
  console.warn(`kitbench: the editor's ${label} worker could not load (the server did not answer); reload the page to get its features back.`);
  editorWorkerFailures.add(label);
};

// monaco >= 0.54 expects `opts.worker` in createWebWorker; monaco-yaml passes `{ moduleId, label, createData }`.
// Without this adapter no language features reach the YAML worker. The worker protocol is monaco's own
// (internal/common/workers.js): one message to start, then the createData.
type LegacyWorkerOptions = Parameters<typeof monaco.editor.createWebWorker>[0] & { label?: string; createData?: unknown };
const createWebWorker = monaco.editor.createWebWorker;
monaco.editor.createWebWorker = ((opts: LegacyWorkerOptions) => {
  if (!opts.worker) {
    const env = (self as unknown as { MonacoEnvironment: MonacoEnvironmentShape }).MonacoEnvironment;
    const worker = env.getWorker('workerMain.js', opts.label ?? 'editorWorkerService');
    worker.postMessage('ignore');
    worker.postMessage(opts.createData);
    opts = { ...opts, worker };
  }
  return createWebWorker(opts);
}) as typeof createWebWorker;

/** The manifest's URI patterns (either name it may have); the schema attaches to models named like them. */
export const MANIFEST_FILE_MATCH = MANIFEST_FILES.map((name) => `**/${name}`);

// The schema reaches the YAML worker with its creation data, so the first completion already has it; ':' is no
// trigger, as the server never answers right after one (yaml-triggers.ts). Its folding, links and code actions are
// left out (yaml-providers.ts): they only had the YAML worker parse the manifest again after each pause in typing.
export const monacoYaml = withAnsweredTriggers(monaco.languages, () =>
  withoutUnusedYamlProviders(monaco.languages, () => configureMonacoYaml(monaco, {
    enableSchemaRequest: false,
    // Our own validator (same core as the CLI) owns the markers; monaco-yaml gives completion, hover and format.
    validate: false,
    completion: true,
    hover: true,
    format: { enable: true },
    schemas: [
      {
        uri: 'https://kitbench.local/schema/service-manifest.json',
        fileMatch: MANIFEST_FILE_MATCH,
        schema: manifestSchema as object,
      },
    ],
  })),
);

// The script editor's TypeScript service is configured by typescript-setup.ts, once the manifest editor is up.

loader.config({ monaco: monaco as unknown as Parameters<typeof loader.config>[0]['monaco'] });

performance.mark('kitbench:monaco');

export { monaco };
