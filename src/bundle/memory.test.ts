import * as esbuild from 'esbuild';
import { describe, expect, it } from 'vitest';
import { formatProblem } from './build';
import { bundleInMemory } from './memory';
import type { BundleInput, BundleResult } from './types';

const bundle = (input: BundleInput) => bundleInMemory(esbuild, input);

/** Evaluates a CommonJS bundle with a stand-in runtime; answers its default export. */
function evaluate(result: BundleResult): unknown {
  if (!result.ok) throw new Error(result.problems.map(formatProblem).join('\n'));
  const jsx = (type: unknown, props: Record<string, unknown>): unknown =>
    typeof type === 'function' ? type(props) : { type, ...props };
  const modules: Record<string, unknown> = {
    '@service/runtime': { createIntegration: (definition: unknown) => ({ definition }) },
    '@service/runtime/jsx-runtime': { jsx, jsxs: jsx, Fragment: 'fragment' },
  };
  const module = { exports: {} as Record<string, unknown> };
  new Function('require', 'module', 'exports', result.code)((name: string) => modules[name], module, module.exports);
  return module.exports.default;
}

describe('bundleInMemory', () => {
  it('bundles several TypeScript and TSX files into one CommonJS module that requires the runtime', async () => {
    const result = await bundle({
      entry: 'src/index.tsx',
      files: {
        'src/index.tsx': [
          "import { createIntegration } from '@service/runtime';",
          "import { greet } from './utils';",
          "import { Card } from './components';",
          'export default createIntegration({ card: <Card title={greet("Ada")} /> });',
        ].join('\n'),
        // A generic arrow in a .ts file must stay TypeScript, never JSX.
        'src/utils.ts': 'export const identity = <T>(value: T): T => value;\nexport const greet = (name: string) => identity(`Hello ${name}`);\n',
        'src/components/index.tsx': "export const Card = ({ title }: { title: string }) => <block><text>{title}</text></block>;\n",
      },
    });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.code).toContain('require("@service/runtime")');
    expect(result.inputs).toEqual(['src/components/index.tsx', 'src/index.tsx', 'src/utils.ts']);
    expect(evaluate(result)).toEqual({
      definition: { card: { type: 'block', children: { type: 'text', children: 'Hello Ada' } } },
    });
    expect(JSON.parse(result.map).sources).toEqual(expect.arrayContaining(['src/index.tsx', 'src/utils.ts']));
  });

  it('defines MODE and process.env.NODE_ENV as the platform CLI’s development build does', async () => {
    const result = await bundle({
      entry: 'src/index.ts',
      files: { 'src/index.ts': "export default { mode: MODE, env: process.env.NODE_ENV, debug: MODE === 'development' };\n" },
    });
    expect(evaluate(result)).toEqual({ mode: 'development', env: 'development', debug: true });
  });

  it('imports JSON, `?raw` files and `*.raw.js` files (their text)', async () => {
    const result = await bundle({
      entry: 'src/index.ts',
      files: {
        'src/index.ts': [
          "import config from '../config.json';",
          "import page from './page.html?raw';",
          "import script from './script.raw.js';",
          'export default { name: config.name, page, script };',
        ].join('\n'),
        'config.json': '{ "name": "demo" }',
        'src/page.html': '<h1>Hi</h1>\n',
        'src/script.raw.js': 'window.parent.postMessage({ action: { action: "@webframe.ready" } }, "*");\n',
      },
    });
    expect(evaluate(result)).toEqual({
      name: 'demo',
      page: '<h1>Hi</h1>\n',
      script: 'window.parent.postMessage({ action: { action: "@webframe.ready" } }, "*");\n',
    });
  });

  it('resolves `./utils.js` to utils.ts, as TypeScript does', async () => {
    const result = await bundle({
      entry: 'src/index.ts',
      files: { 'src/index.ts': "import { n } from './utils.js';\nexport default n;", 'src/utils.ts': 'export const n: number = 7;' },
    });
    expect(evaluate(result)).toBe(7);
  });

  it('names the importing file and line, and what it looked for, when a relative import is missing', async () => {
    const result = await bundle({
      entry: 'src/index.ts',
      files: { 'src/index.ts': "import { createIntegration } from '@service/runtime';\n\nimport { helper } from './utils';\nexport default helper;" },
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems).toHaveLength(1);
    expect(result.problems[0]).toMatchObject({ file: 'src/index.ts', line: 3, column: 24 });
    expect(formatProblem(result.problems[0])).toMatch(/^src\/index\.ts:3: cannot find \.\/utils \(looked for \.\/utils\.ts, \.\/utils\.tsx, /);
  });

  it('is case exact, and says so when only the case differs', async () => {
    const result = await bundle({
      entry: 'src/index.ts',
      files: { 'src/index.ts': "import { a } from './Utils';\nexport default a;", 'src/utils.ts': 'export const a = 1;' },
    });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.problems[0].message).toContain('src/utils.ts differs only in case');
  });

  it('answers an npm import with one problem naming the package and `kitbench dev`', async () => {
    const result = await bundle({
      entry: 'src/index.ts',
      files: { 'src/index.ts': "import { createIntegration } from '@service/runtime';\nimport { AutoRouter } from 'itty-router/AutoRouter';\nexport default AutoRouter;" },
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems).toEqual([
      {
        file: 'src/index.ts',
        line: 2,
        column: 28,
        packageName: 'itty-router',
        message: '"itty-router" is an npm package; in the browser kitbench bundles only your folder\'s files. Run `npx kitbench dev <folder>` to use packages from node_modules.',
      },
    ]);
  });

  it("says Node's own modules do not exist where integrations run", async () => {
    const result = await bundle({ entry: 'src/index.ts', files: { 'src/index.ts': "import { Buffer } from 'node:buffer';\nexport default Buffer;" } });
    expect(result.ok === false && result.problems[0].message).toBe(
      '"node:buffer" is a Node.js module; an integration runs in a Web Worker, as on the platform, where Node\'s modules do not exist.',
    );
  });

  it('tells a misspelt runtime module from an npm package', async () => {
    const result = await bundle({ entry: 'src/index.ts', files: { 'src/index.ts': "import { createIntegration } from '@service/runtimes';\nexport default createIntegration;" } });
    expect(result.ok === false && result.problems).toEqual([
      expect.objectContaining({ file: 'src/index.ts', line: 1, message: expect.stringContaining('"@service/runtimes" is not a runtime module: kitbench provides @service/runtime,') }),
    ]);
  });

  it('reports a syntax error at its file, line and 1-based column', async () => {
    const result = await bundle({ entry: 'src/index.ts', files: { 'src/index.ts': 'import "./b";', 'src/b.ts': 'const x = ;' } });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.problems[0]).toMatchObject({ file: 'src/b.ts', line: 1, column: 11 });
  });

  it('names files by their folder path in esbuild\'s own messages', async () => {
    const result = await bundle({ entry: 'src/index.ts', files: { 'src/index.ts': "import { nope } from './utils';\nexport default nope;", 'src/utils.ts': 'export const yes = 1;' } });
    expect(result.ok === false && result.problems).toEqual([
      { file: 'src/index.ts', line: 1, column: 10, message: 'No matching export in "src/utils.ts" for import "nope"' },
    ]);
  });

  it('says which entry is missing', async () => {
    const result = await bundle({ entry: './src/main.ts', files: { 'src/index.ts': '' } });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.problems[0].message).toContain('src/main.ts does not exist');
  });
});
