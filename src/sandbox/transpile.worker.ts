/// <reference lib="webworker" />
/**
 * Transpiles scripts off the main thread (DESIGN.md: heavy work off the main thread). A same-origin module worker:
 * it never runs the author's code, only turns TypeScript/TSX into CommonJS text.
 */
import { transpileScript, type TranspileResult } from '../core/runtime/transpile';

/** A batch of files to transpile. */
export interface TranspileRequest {
  id: number;
  files: { fileName: string; source: string }[];
}

/** The batch's results, in order. */
export interface TranspileResponse {
  id: number;
  results: TranspileResult[];
}

const scope = self as unknown as DedicatedWorkerGlobalScope;
scope.onmessage = (event: MessageEvent<TranspileRequest>) => {
  const { id, files } = event.data;
  const results = files.map((file) => transpileScript(file.source, file.fileName));
  scope.postMessage({ id, results } satisfies TranspileResponse);
};
