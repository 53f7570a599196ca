import { prebuiltSandboxModules, sandboxSources } from './sandbox-modules';
import type { TranspileResult } from '../core/runtime/transpile';
import type { TranspileRequest, TranspileResponse } from './transpile.worker';

/** Transpiles files in a same-origin worker (never on the main thread); one worker for the page's lifetime. */
export function createTranspiler() {
  let worker: Worker | undefined;
  let counter = 0;
  const pending = new Map<number, (results: TranspileResult[]) => void>();

  function ensureWorker(): Worker {
    if (worker) return worker;
    worker = new Worker(new URL('./transpile.worker.ts', import.meta.url), { type: 'module', name: 'kitbench-transpile' });
    worker.onmessage = (event: MessageEvent<TranspileResponse>) => {
      pending.get(event.data.id)?.(event.data.results);
      pending.delete(event.data.id);
    };
    worker.onerror = (event) => {
      event.preventDefault();
      const failure: TranspileResult = { ok: false, error: { message: `The transpiler failed: ${event.message}` } };
      for (const [, resolve] of pending) resolve([failure]);
      pending.clear();
      worker?.terminate();
      worker = undefined;
    };
    return worker;
  }

  return {
    /** Transpiles every file; a file that fails carries its syntax error. */
    transpile(files: { fileName: string; source: string }[]): Promise<TranspileResult[]> {
      counter += 1;
      const id = counter;
      return new Promise((resolve) => {
        pending.set(id, (results) => resolve(files.map((_, index) => results[index] ?? results[0])));
        ensureWorker().postMessage({ id, files } satisfies TranspileRequest);
      });
    },
  };
}

/** The sandbox worker's modules (sandbox-modules.ts) transpiled to CommonJS, by module id; rejects if one fails. */
export async function transpileSandboxModules(transpiler: ReturnType<typeof createTranspiler>): Promise<Record<string, string>> {
  const entries = Object.entries(sandboxSources);
  const results = await transpiler.transpile(entries.map(([fileName, source]) => ({ fileName, source })));
  const transpiled = Object.fromEntries(
    entries.map(([id], index) => {
      const result = results[index];
      if (!result.ok) throw new Error(`kitbench could not prepare its runtime (${id}): ${result.error.message}`);
      return [id, result.code];
    }),
  );
  return { ...transpiled, ...prebuiltSandboxModules };
}
