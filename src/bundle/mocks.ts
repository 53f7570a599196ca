/**
 * The mocks file's bundle (issue 22): `kitbench.mocks.ts` is bundled on its own, beside the script's bundle, with
 * `msw` and `kitbench/mocks` left as `require()` calls that each host answers with its own MSW. A mocks file that
 * does not bundle stops the load like any other file of the folder, naming its file and line.
 */
import type { Plugin } from 'esbuild';
import { MOCK_SPECIFIERS } from '../core/mocks/file';
import type { BundleResult } from './types';

/** The output name of the mocks bundle (its `sourceURL` in the sandbox). */
export const MOCKS_BUNDLE_FILE_NAME = 'kitbench-mocks.js';

const filter = new RegExp(`^(${MOCK_SPECIFIERS.map((s) => s.replace(/[/.]/g, '\\$&')).join('|')})(/.*)?$`);

/** `msw` (and its subpaths) and `kitbench/mocks` stay external: the host hands in MSW. */
export function mocksExternalsPlugin(): Plugin {
  return {
    name: 'kitbench-mocks-externals',
    setup(build) {
      build.onResolve({ filter }, (args) => ({ path: args.path, external: true }));
    },
  };
}

/** The script's bundle with the mocks file's bundle attached (`mocks`), or the mocks file's problems. */
export async function withMocks(script: BundleResult, file: string | undefined, bundle: (entry: string) => Promise<BundleResult>): Promise<BundleResult> {
  if (!script.ok || !file) return script;
  const mocks = await bundle(file);
  if (!mocks.ok) return { ...mocks, durationMs: script.durationMs + mocks.durationMs };
  return {
    ...script,
    mocks: { file, code: mocks.code, map: mocks.map },
    inputs: [...new Set([...script.inputs, ...mocks.inputs])].sort(),
    warnings: [...script.warnings, ...mocks.warnings],
    durationMs: script.durationMs + mocks.durationMs,
  };
}
