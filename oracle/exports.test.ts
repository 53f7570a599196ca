/**
 * Named exports: `@service/runtime` and `@service/api` offer every value export of the platform's packages
 * (@gitbook/runtime, @gitbook/api), so a real integration's imports all resolve. Types are checked elsewhere
 * (the generated typings); here, the names a bundle `require`s at run time.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import * as kitbenchApi from '../src/core/api/index';
import * as kitbenchJsx from '../src/core/runtime/jsx-runtime';
import * as kitbenchRuntime from '../src/core/runtime/index';
import { HAND_WRITTEN } from '../scripts/api-constants.mjs';

/** The value exports of one of the reference's modules (bundled, as its TypeScript sources are published). */
async function referenceExports(specifier: string): Promise<string[]> {
  const result = await build({
    stdin: { contents: `export * from '${specifier}';`, resolveDir: process.cwd(), loader: 'ts' },
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'neutral',
    mainFields: ['module', 'main'],
    define: { MODE: '"development"' },
    logLevel: 'silent',
  });
  const file = join(mkdtempSync(join(tmpdir(), 'kitbench-exports-')), 'module.mjs');
  writeFileSync(file, result.outputFiles[0].text);
  return Object.keys(await import(/* @vite-ignore */ pathToFileURL(file).href)).sort();
}

const missing = (reference: string[], ours: object) => reference.filter((name) => !(name in ours));

describe('export names, side by side with the platform packages', () => {
  it('@service/runtime exports every value @gitbook/runtime does', async () => {
    const reference = await referenceExports('@gitbook/runtime');
    expect(reference).toEqual(expect.arrayContaining(['createIntegration', 'createComponent', 'getOAuthToken', 'defaultOAuthExtractCredentials']));
    expect(missing(reference, kitbenchRuntime)).toEqual([]);
  }, 30_000);

  it('@service/runtime/jsx-runtime exports every value @gitbook/runtime/jsx-runtime does', async () => {
    expect(missing(await referenceExports('@gitbook/runtime/jsx-runtime'), kitbenchJsx)).toEqual([]);
  }, 30_000);

  it('@service/api exports every value @gitbook/api does (its generic HttpClient aside)', async () => {
    const reference = Object.keys(await import('@gitbook/api')).sort();
    expect(reference.length).toBeGreaterThan(300);
    expect(missing(reference, kitbenchApi)).toEqual(['HttpClient']);
    expect(HAND_WRITTEN).toContain('HttpClient');
  });

  it('the enums carry the API package\'s values', async () => {
    const reference = (await import('@gitbook/api')) as Record<string, unknown>;
    const ours = kitbenchApi as Record<string, unknown>;
    for (const name of ['GitSyncOperationState', 'RevisionSemanticChangeType', 'ContentKitIcon', 'ContentVisibility', 'SPACE_TITLE_MAX_LENGTH']) {
      expect({ name, value: ours[name] }).toEqual({ name, value: reference[name] });
    }
  });
});
