import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { bundleFolder } from '../../bundle/node';
import type { Bundle } from '../../bundle/types';
import { loadBundleIntegration } from './load';
import { testEnvironment } from './test-environment';

let folder: string | undefined;
afterEach(async () => {
  if (folder) await rm(folder, { recursive: true, force: true });
  folder = undefined;
});

/** Bundles a folder of files with the same bundler `kitbench dev` uses. */
async function bundleOf(files: Record<string, string>): Promise<Bundle> {
  folder = await mkdtemp(path.join(tmpdir(), 'kitbench-load-'));
  for (const [name, text] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(folder, name)), { recursive: true });
    await writeFile(path.join(folder, name), text);
  }
  const result = await bundleFolder(folder, { entry: 'src/index.tsx' });
  if (!result.ok) throw new Error(result.problems.map((problem) => problem.message).join('\n'));
  return result;
}

const INDEX = `import { createComponent, createIntegration } from '@service/runtime';
import { greet } from './utils';

const hello = createComponent({
  componentId: 'hello',
  render: () => <block><text>{greet('kitbench')}</text></block>,
});

export default createIntegration({ components: [hello] });
`;

describe('loadBundleIntegration', () => {
  it('runs a bundle of several files with the runtime modules', async () => {
    const dispatcher = loadBundleIntegration(await bundleOf({ 'src/index.tsx': INDEX, 'src/utils.ts': "export const greet = (name: string) => `Hello, ${name}`;\n" }));
    expect(dispatcher.summary.componentIds).toEqual(['hello']);
    const tree = await dispatcher.render({ componentId: 'hello', props: {}, state: {} } as Parameters<typeof dispatcher.render>[0], testEnvironment());
    expect(JSON.stringify(tree)).toContain('Hello, kitbench');
  });

  it('hands @service/api to the bundle', async () => {
    const index = "import * as api from '@service/api';\nimport { createIntegration } from '@service/runtime';\nexport const exported = Object.keys(api);\nexport default createIntegration({});\n";
    const bundle = await bundleOf({ 'src/index.tsx': index });
    expect(() => loadBundleIntegration(bundle)).not.toThrow();
  });

  it('names the original file and line of an error thrown while the bundle loads', async () => {
    const utils = "export const greet = (name: string) => name;\n\nconst config: { ready: boolean } = { ready: false };\nif (!config.ready) throw new TypeError('utils is not configured');\n";
    const bundle = await bundleOf({ 'src/index.tsx': INDEX, 'src/utils.ts': utils });
    let thrown: unknown;
    try {
      loadBundleIntegration(bundle);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(TypeError);
    expect((thrown as Error).message).toMatch(/^src\/utils\.ts:4:\d+ utils is not configured$/);
    expect((thrown as Error).stack).toContain('src/utils.ts:4:');
    expect((thrown as Error).stack).not.toContain('kitbench-bundle.js');
  });
});
