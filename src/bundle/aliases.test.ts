import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as esbuild from 'esbuild';
import { describe, expect, it } from 'vitest';
import { loadBundleIntegration } from '../core/runtime/load';
import { evaluateModule } from '../core/runtime/module';
import { bundleInMemory } from './memory';
import { bundleFolder } from './node';
import type { BundleResult } from './types';

// A script written for the platform, as it is published: its own module names, its JSX import source.
const PLATFORM_SCRIPT = [
  '/** @jsxImportSource @gitbook/runtime */',
  "import { createComponent, createIntegration } from '@gitbook/runtime';",
  "import { ContentKitIcon } from '@gitbook/api';",
  "const hello = createComponent({ componentId: 'hello', render: async () => <block><button label=\"Hi\" icon={ContentKitIcon.Search} onPress={{ action: 'hi' }} /></block> });",
  'export default createIntegration({ components: [hello] });',
].join('\n');

const requires = (result: BundleResult) => (result.ok ? [...result.code.matchAll(/require\("([^"]+)"\)/g)].map((m) => m[1]).sort() : []);

describe('@gitbook/* names resolve to kitbench\'s own runtime modules', () => {
  it('in the browser bundler: the bundle requires @service/* and runs on kitbench\'s runtime', async () => {
    const result = await bundleInMemory(esbuild, { entry: 'src/index.tsx', files: { 'src/index.tsx': PLATFORM_SCRIPT } });
    expect(result.ok).toBe(true);
    expect(requires(result)).toEqual(['@service/api', '@service/runtime', '@service/runtime/jsx-runtime']);
    if (!result.ok) return;
    const dispatcher = loadBundleIntegration(result);
    const tree = await dispatcher.render({ componentId: 'hello', props: {}, state: {} }, {} as never);
    expect(JSON.parse(JSON.stringify(tree))).toEqual({ type: 'block', children: [{ type: 'button', label: 'Hi', icon: 'search', onPress: { action: 'hi' } }] });
  });

  it('in the Node bundler (kitbench dev, kitbench/testing), even with the published packages in node_modules', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'kitbench-aliases-'));
    mkdirSync(join(folder, 'src'));
    writeFileSync(join(folder, 'service-manifest.yaml'), 'name: hello\nscript: src/index.tsx\n');
    writeFileSync(join(folder, 'src/index.tsx'), PLATFORM_SCRIPT);
    for (const name of ['runtime', 'api']) {
      mkdirSync(join(folder, `node_modules/@gitbook/${name}`), { recursive: true });
      writeFileSync(join(folder, `node_modules/@gitbook/${name}/package.json`), JSON.stringify({ name: `@gitbook/${name}`, main: 'index.js' }));
      writeFileSync(join(folder, `node_modules/@gitbook/${name}/index.js`), 'throw new Error("the published package was bundled");');
    }
    const result = await bundleFolder(folder);
    expect(result.ok).toBe(true);
    expect(requires(result)).toEqual(['@service/api', '@service/runtime', '@service/runtime/jsx-runtime']);
  });

  it('in the one-file loader and the sandbox: require("@gitbook/runtime") gets the @service/runtime module', () => {
    const runtime = { name: 'kitbench runtime' };
    const exports = evaluateModule('exports.got = require("@gitbook/runtime").name + " / " + Object.keys(require("@gitbook/runtime/jsx-dev-runtime"));', 'x.js', {
      '@service/runtime': runtime,
      '@service/runtime/jsx-runtime': { jsx: 1 },
    });
    expect(exports.got).toBe('kitbench runtime / jsx');
  });
});
