import * as esbuild from 'esbuild';
import { describe, expect, it } from 'vitest';
import script from '../../examples/counter/src/index.tsx?raw';
import { bundleInMemory } from '../../bundle/memory';
import { createExampleWorkspace } from '../workspace/example';
import { entryOf } from '../workspace/entry';
import { prebuiltBundle } from './prebuilt';

describe('prebuiltBundle', () => {
  const example = createExampleWorkspace();
  const input = { files: example.sources, entry: entryOf(example) };

  it("is the bundle the browser's bundler makes of the untouched first-visit example", async () => {
    const prebuilt = prebuiltBundle(input);
    expect(prebuilt?.ok).toBe(true);
    const bundled = await bundleInMemory(esbuild, { files: { 'src/index.tsx': script }, entry: 'src/index.tsx' });
    expect(prebuilt).toMatchObject({ code: (bundled as { code: string }).code, map: (bundled as { map: string }).map, entry: 'src/index.tsx' });
  });

  it('answers nothing once a file, a new file or the entry differs', () => {
    expect(prebuiltBundle({ ...input, files: { 'src/index.tsx': `${script}// edited\n` } })).toBeUndefined();
    expect(prebuiltBundle({ ...input, files: { ...input.files, 'src/util.ts': 'export {};\n' } })).toBeUndefined();
    expect(prebuiltBundle({ ...input, entry: 'src/other.tsx' })).toBeUndefined();
  });
});
