/**
 * kitbench/testing's `engine: 'workerd'`: the bundle for workerd (with the folder's mocks file bundled as the
 * worker-thread engine bundles it) and the host that runs it.
 */
import { bundleFolder } from '../bundle/node';
import type { BundleResult } from '../bundle/types';
import type { WorkerHostOptions } from '../testing/host';
import { bundleForWorkerd } from './bundle';
import { WorkerdHost } from './host';

/** The folder's script bundled for workerd, shaped as the harness's bundles are. */
export async function bundleForEngine(root: string): Promise<BundleResult> {
  const [bundled, own] = await Promise.all([bundleForWorkerd(root), bundleFolder(root)]);
  // The same mistake (an import that does not resolve) reads as kitbench's bundler says it, whichever engine runs.
  if (!bundled.ok) return own.ok ? { ok: false, problems: bundled.problems, durationMs: 0 } : own;
  // kitbench's bundler refuses `node:*` imports, which workerd runs: only then does its failure not count (a mocks
  // file that does not bundle still fails as in the worker engine).
  if (!own.ok && bundled.nodeImports.length === 0) return own;
  // The mocks file (kitbench.mocks.ts) runs in the test's process, not in the engine: bundled as ever. A script
  // kitbench's own bundler refuses (a `node:*` import) still runs here, without its mocks file then.
  return { ok: true, code: bundled.code, map: bundled.map, entry: bundled.entry, inputs: bundled.inputs, warnings: [], durationMs: 0, mocks: own.ok ? own.mocks : undefined };
}

/** A WorkerdHost class bound to the folder, constructed as WorkerHost is. */
export function workerdHost(root: string): new (options: WorkerHostOptions) => WorkerdHost {
  return class extends WorkerdHost {
    constructor(options: WorkerHostOptions) {
      super(root, options);
    }
  };
}
