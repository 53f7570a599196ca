import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { bundleFolder } from './node';

const repoModules = fileURLToPath(new URL('../../node_modules/', import.meta.url));
const folders: string[] = [];

/** A temporary integration folder with the given files (folder-relative paths). */
async function folder(files: Record<string, string>, options: { ittyRouter?: boolean } = {}): Promise<string> {
  const root = await mkdtemp(path.join(tmpdir(), 'kitbench-bundle-'));
  folders.push(root);
  for (const [file, text] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(root, file)), { recursive: true });
    await writeFile(path.join(root, file), text);
  }
  if (options.ittyRouter) {
    await mkdir(path.join(root, 'node_modules'), { recursive: true });
    await symlink(path.join(repoModules, 'itty-router'), path.join(root, 'node_modules', 'itty-router'), 'dir');
  }
  return root;
}

afterEach(async () => {
  await Promise.all(folders.splice(0).map((root) => rm(root, { recursive: true, force: true })));
});

const MANIFEST = 'name: demo\ntitle: Demo\nscript: src/index.ts\n';
const ROUTER_SCRIPT = [
  "import { createIntegration } from '@service/runtime';",
  "import { AutoRouter } from 'itty-router';",
  "import { route } from './routes';",
  'const router = AutoRouter();',
  'router.get("/hello", route);',
  'export default createIntegration({ fetch: (request: Request) => router.fetch(request) });',
].join('\n');

/** Evaluates a CommonJS bundle; answers its default export. */
function evaluate(code: string): Record<string, unknown> {
  const module = { exports: {} as Record<string, unknown> };
  const runtime = { createIntegration: (definition: unknown) => definition };
  new Function('require', 'module', 'exports', code)(() => runtime, module, module.exports);
  return module.exports.default as Record<string, unknown>;
}

describe('bundleFolder', () => {
  it("bundles the manifest's script with an npm package from the folder's node_modules", async () => {
    const root = await folder(
      { 'service-manifest.yaml': MANIFEST, 'src/index.ts': ROUTER_SCRIPT, 'src/routes.ts': 'export const route = () => ({ hello: "world" });\n' },
      { ittyRouter: true },
    );
    const result = await bundleFolder(root);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.entry).toBe('src/index.ts');
    expect(result.inputs).toEqual(['src/index.ts', 'src/routes.ts']);
    const integration = evaluate(result.code) as { fetch(request: Request): Promise<Response> };
    const response = await integration.fetch(new Request('https://example.test/hello'));
    expect(await response.json()).toEqual({ hello: 'world' });
  });

  it('defines MODE and process.env.NODE_ENV as the platform CLI’s development build does', async () => {
    const root = await folder({
      'service-manifest.yaml': MANIFEST,
      'src/index.ts': "export default { mode: MODE, env: process.env.NODE_ENV };\n",
    });
    const result = await bundleFolder(root);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(evaluate(result.code)).toEqual({ mode: 'development', env: 'development' });
  });

  it('takes options.entry over the manifest, and src/index.* when the manifest names no script', async () => {
    const root = await folder({
      'service-manifest.yaml': 'name: demo\n',
      'src/index.tsx': "import { createIntegration } from '@service/runtime';\nexport default createIntegration({ from: 'index' });\n",
      'src/other.ts': "import { createIntegration } from '@service/runtime';\nexport default createIntegration({ from: 'other' });\n",
    });
    const byDefault = await bundleFolder(root);
    expect(byDefault.ok && evaluate(byDefault.code)).toEqual({ from: 'index' });
    const named = await bundleFolder(root, { entry: './src/other.ts' });
    expect(named.ok && evaluate(named.code)).toEqual({ from: 'other' });
  });

  it('names the package and the npm command when an npm import is not installed', async () => {
    const root = await folder({ 'service-manifest.yaml': MANIFEST, 'src/index.ts': ROUTER_SCRIPT, 'src/routes.ts': 'export const route = () => 1;' });
    const result = await bundleFolder(root);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems).toEqual([
      { file: 'src/index.ts', line: 2, column: 28, packageName: 'itty-router', message: `"itty-router" is not installed: run \`npm install itty-router\` in ${root}` },
    ]);
  });

  it("says Node's own modules do not exist where integrations run", async () => {
    const root = await folder({ 'service-manifest.yaml': MANIFEST, 'src/index.ts': "import { createHmac } from 'crypto';\nexport default createHmac;\n" });
    const result = await bundleFolder(root);
    expect(result.ok === false && result.problems).toEqual([
      expect.objectContaining({ file: 'src/index.ts', line: 1, message: expect.stringContaining('"crypto" is a Node.js module; an integration runs in a Web Worker') }),
    ]);
  });

  it('bundles a folder whose manifest has the platform CLI’s name, gitbook-manifest.yaml', async () => {
    const root = await folder({ 'gitbook-manifest.yaml': 'name: demo\nscript: ./src/main.ts\n', 'src/main.ts': 'export default 42;\n' });
    const result = await bundleFolder(root);
    expect(result.ok && result.entry).toBe('src/main.ts');
    const missing = await folder({ 'gitbook-manifest.yaml': 'name: demo\nscript: ./src/gone.ts\n' });
    const noEntry = await bundleFolder(missing);
    expect(noEntry.ok === false && noEntry.problems).toEqual([{ file: 'gitbook-manifest.yaml', message: expect.stringContaining('The entry script src/gone.ts does not exist') }]);
  });

  it('gives one problem for a folder without a manifest, and one for a missing entry', async () => {
    const bare = await folder({ 'src/index.ts': 'export default 1;' });
    const noManifest = await bundleFolder(bare);
    expect(noManifest.ok === false && noManifest.problems).toEqual([
      { message: expect.stringContaining(`No manifest in ${bare}: kitbench looks for service-manifest.yaml (the spec's name) or gitbook-manifest.yaml`) },
    ]);

    const missing = await folder({ 'service-manifest.yaml': 'name: demo\nscript: ./src/main.ts\n' });
    const noEntry = await bundleFolder(missing);
    expect(noEntry.ok === false && noEntry.problems).toEqual([
      { file: 'service-manifest.yaml', message: expect.stringContaining('The entry script src/main.ts does not exist') },
    ]);
  });

  it('bundles without a tsconfig.json whose extends cannot be found, with a warning', async () => {
    const root = await folder({
      'service-manifest.yaml': MANIFEST,
      'tsconfig.json': '{\n  // the author’s shared config, not installed here\n  "extends": "@acme/tsconfig/base.json"\n}\n',
      'src/index.ts': "import { createIntegration } from '@service/runtime';\nexport default createIntegration({ ok: true });\n",
    });
    const result = await bundleFolder(root);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(evaluate(result.code)).toEqual({ ok: true });
    expect(result.warnings).toEqual([
      expect.objectContaining({ file: 'tsconfig.json', line: 3, message: expect.stringContaining('extends "@acme/tsconfig/base.json", which cannot be found: bundled without it') }),
    ]);
  });

  it("keeps the author's own warnings and drops those from inside node_modules", async () => {
    const root = await folder({
      'service-manifest.yaml': MANIFEST,
      'node_modules/noisy/package.json': '{ "name": "noisy", "main": "index.js" }',
      'node_modules/noisy/index.js': 'export const where = import.meta.url;\n',
      'src/index.ts': "import { where } from 'noisy';\nexport default [where, import.meta.url];\n",
    });
    const result = await bundleFolder(root);
    expect(result.ok && result.warnings.map((warning) => `${warning.file}:${warning.line}`)).toEqual(['src/index.ts:2']);
  });

  it('resolves extensionless imports of .mjs, .cjs, .json and index.* files', async () => {
    const root = await folder({
      'service-manifest.yaml': MANIFEST,
      'src/index.ts': "import { a } from './a';\nimport b from './b';\nimport c from './c';\nimport { d } from './d';\nexport default [a, b, c.c, d];\n",
      'src/a.mjs': 'export const a = 1;',
      'src/b.cjs': 'module.exports = 2;',
      'src/c.json': '{ "c": 3 }',
      'src/d/index.tsx': 'export const d = 4;',
    });
    const result = await bundleFolder(root);
    expect(result.ok && evaluate(result.code)).toEqual([1, 2, 3, 4]);
  });

  it('loads `*.raw.js` and `?raw` imports from disk as text', async () => {
    const root = await folder({
      'service-manifest.yaml': MANIFEST,
      'src/index.ts': "import frame from './frame.raw.js';\nimport page from './page.html?raw';\nexport default { frame, page };\n",
      'src/frame.raw.js': 'console.log("in the frame");\n',
      'src/page.html': '<p>page</p>',
    });
    const result = await bundleFolder(root);
    expect(result.ok && evaluate(result.code)).toEqual({ frame: 'console.log("in the frame");\n', page: '<p>page</p>' });
  });
});
