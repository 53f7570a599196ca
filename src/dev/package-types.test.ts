import { mkdir, mkdtemp, realpath, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readPackageTypes, referencesOf } from './package-types.ts';

// A monorepo as pnpm, bun and npm workspaces leave it: packages hoisted to the root's node_modules, one nested in a
// package's own, a pnpm store linked in, a workspace package linked from packages/, and links that lead elsewhere.
let root: string;
let folder: string;

async function write(path: string, text: string) {
  await mkdir(dirname(join(root, path)), { recursive: true });
  await writeFile(join(root, path), text);
}
const json = (value: unknown) => JSON.stringify(value);

beforeAll(async () => {
  root = await realpath(await mkdtemp(join(tmpdir(), 'kitbench-package-types-')));
  folder = join(root, 'repo/integrations/notify');
  await write('repo/integrations/notify/src/index.ts', "import { Router } from 'router';");
  // the folder's own: exports under the types condition, a subpath, a nested dependency
  await write('repo/integrations/notify/node_modules/router/package.json', json({ types: './old.d.ts', exports: { '.': { types: './dist/index.d.ts', import: './dist/index.mjs' }, './cors': { types: './dist/cors.d.ts' } } }));
  await write('repo/integrations/notify/node_modules/router/dist/index.d.ts', "import type { Base } from './base.js';\nimport type { Json } from 'json-kit';\nexport declare function Router(): Base & Json;");
  await write('repo/integrations/notify/node_modules/router/dist/base.d.ts', 'export interface Base { get(path: string, handler: (request: Request) => Response): void }');
  await write('repo/integrations/notify/node_modules/router/dist/index.mjs', 'export function Router() {}');
  await write('repo/integrations/notify/node_modules/router/dist/cors.d.ts', 'export declare const cors: () => void;');
  await write('repo/integrations/notify/node_modules/router/old.d.ts', 'export declare const old: true;');
  await write('repo/integrations/notify/node_modules/router/node_modules/json-kit/package.json', json({ typings: 'index.d.ts' }));
  await write('repo/integrations/notify/node_modules/router/node_modules/json-kit/index.d.ts', 'export interface Json { json(): unknown }');
  // hoisted to the monorepo's root: typesVersions, an @types package, JavaScript only, sources only
  await write('repo/node_modules/versioned/package.json', json({ types: 'index.d.ts', typesVersions: { '<4.0': { '*': ['ts3/*'] }, '*': { '*': ['ts5/*'] } } }));
  await write('repo/node_modules/versioned/ts5/index.d.ts', 'export declare const version: 5;');
  await write('repo/node_modules/versioned/ts5/client.d.ts', 'export declare const client: 5;');
  await write('repo/node_modules/lambda/package.json', json({ main: 'index.js' }));
  await write('repo/node_modules/lambda/index.js', 'module.exports = {};');
  await write('repo/node_modules/@types/lambda/index.d.ts', '/// <reference path="handler.d.ts" />\nexport type Handler = (event: unknown) => void;');
  await write('repo/node_modules/@types/lambda/handler.d.ts', 'declare const handlerVersion: 1;');
  await write('repo/node_modules/plain-js/package.json', json({ main: 'index.js' }));
  await write('repo/node_modules/plain-js/index.js', 'module.exports = {};');
  await write('repo/node_modules/ts-sources/package.json', json({ types: 'src/index.ts' }));
  await write('repo/node_modules/ts-sources/src/index.ts', 'export const source = 1;');
  // pnpm: node_modules/store-pkg → .pnpm/store-pkg@1/node_modules/store-pkg, its dependency a sibling there
  await write('repo/node_modules/.pnpm/store-pkg@1.0.0/node_modules/store-pkg/index.d.ts', "export { dep } from 'store-dep';");
  await write('repo/node_modules/.pnpm/store-dep@2.0.0/node_modules/store-dep/index.d.ts', 'export declare const dep: 2;');
  await symlink(join(root, 'repo/node_modules/.pnpm/store-pkg@1.0.0/node_modules/store-pkg'), join(root, 'repo/node_modules/store-pkg'));
  await symlink(join(root, 'repo/node_modules/.pnpm/store-dep@2.0.0/node_modules/store-dep'), join(root, 'repo/node_modules/.pnpm/store-pkg@1.0.0/node_modules/store-dep'));
  // a workspace package, linked from the root's node_modules as pnpm, bun and npm workspaces do
  await write('repo/packages/shared/package.json', json({ name: '@acme/shared', types: 'dist/index.d.ts' }));
  await write('repo/packages/shared/dist/index.d.ts', 'export declare const shared: true;');
  await mkdir(join(root, 'repo/node_modules/@acme'), { recursive: true });
  await symlink(join(root, 'repo/packages/shared'), join(root, 'repo/node_modules/@acme/shared'));
  // links out of the monorepo: to a folder of declarations elsewhere, and to another project's node_modules
  await write('elsewhere/stolen/package.json', json({ types: 'index.d.ts' }));
  await write('elsewhere/stolen/index.d.ts', 'export declare const stolen: true;');
  await symlink(join(root, 'elsewhere/stolen'), join(root, 'repo/node_modules/stolen'));
  await write('other-project/node_modules/linked/index.d.ts', 'export declare const linked: true;');
  await symlink(join(root, 'other-project/node_modules/linked'), join(root, 'repo/node_modules/linked'));
  // a package whose declarations reach into a secrets folder, and one past the size limits
  await write('repo/node_modules/leaky/index.d.ts', "export * from './.aws/credentials.d.ts';\nexport * from '../../../elsewhere/stolen/index.js';");
  await write('repo/node_modules/leaky/.aws/credentials.d.ts', 'export declare const key: string;');
  await write('repo/node_modules/big/index.d.ts', "export * from './a';\nexport * from './b';\nexport * from './c';");
  for (const name of ['a', 'b', 'c']) await write(`repo/node_modules/big/${name}.d.ts`, `export declare const ${name}: '${name.repeat(100)}';`);
});
afterAll(() => rm(root, { recursive: true, force: true }));

describe('readPackageTypes', () => {
  it("reads what the bundler resolves: exports' types, relative imports, the package's own nested dependency", async () => {
    const answer = await readPackageTypes(folder, ['router', 'router/cors']);
    expect(Object.keys(answer.files).sort()).toEqual([
      'router/cors/package.json',
      'router/dist/base.d.ts',
      'router/dist/cors.d.ts',
      'router/dist/index.d.ts',
      'router/node_modules/json-kit/index.d.ts',
      'router/node_modules/json-kit/package.json',
      'router/package.json',
    ]);
    // the package.json the editor gets is kitbench's: where the import leads, never the package's own fields
    expect(JSON.parse(answer.files['router/package.json'])).toEqual({ name: 'router', types: './dist/index.d.ts' });
    expect(JSON.parse(answer.files['router/cors/package.json'])).toEqual({ name: 'router', types: '../dist/cors.d.ts' });
    expect(answer.missing).toEqual([]);
    expect(answer.leftOut).toBeUndefined();
  });

  it('walks up to the hoisted node_modules, applies typesVersions, falls back to @types', async () => {
    const answer = await readPackageTypes(folder, ['versioned', 'versioned/client', 'lambda']);
    expect(JSON.parse(answer.files['versioned/package.json']).types).toBe('./ts5/index.d.ts');
    expect(JSON.parse(answer.files['versioned/client/package.json']).types).toBe('../ts5/client.d.ts');
    expect(JSON.parse(answer.files['lambda/package.json']).types).toBe('../@types/lambda/index.d.ts');
    expect(answer.files['@types/lambda/handler.d.ts']).toContain('handlerVersion');
    expect(answer.missing).toEqual([]);
  });

  it('follows links into a pnpm store and to a workspace package, where the editor finds them as TypeScript does', async () => {
    const answer = await readPackageTypes(folder, ['store-pkg', '@acme/shared']);
    expect(JSON.parse(answer.files['store-pkg/package.json']).types).toBe('../.pnpm/store-pkg@1.0.0/node_modules/store-pkg/index.d.ts');
    // its dependency, from its real place (pnpm's sibling), not a hoisted one
    expect(JSON.parse(answer.files['.pnpm/store-pkg@1.0.0/node_modules/store-dep/package.json']).types).toBe('../../../store-dep@2.0.0/node_modules/store-dep/index.d.ts');
    expect(answer.files['.pnpm/store-dep@2.0.0/node_modules/store-dep/index.d.ts']).toContain('dep: 2');
    expect(answer.files['@acme/shared/dist/index.d.ts']).toContain('shared: true');
    expect(answer.missing).toEqual([]);
  });

  it('reads another node_modules a link leads to, never a folder elsewhere on the disk', async () => {
    const answer = await readPackageTypes(folder, ['linked', 'stolen']);
    expect(answer.files['linked/index.d.ts']).toContain('linked: true');
    expect(answer.missing).toEqual(['stolen']);
    expect(JSON.stringify(answer)).not.toContain('stolen: true');
  });

  it('reads declarations only: a JavaScript package, one pointing types at its sources, have none', async () => {
    const answer = await readPackageTypes(folder, ['plain-js', 'ts-sources']);
    expect(answer).toEqual({ files: {}, missing: ['plain-js', 'ts-sources'], untyped: ['plain-js', 'ts-sources'] });
  });

  it('says which imports without declarations are installed all the same (tsc types them any), not one that is not', async () => {
    const answer = await readPackageTypes(folder, ['plain-js', 'not-installed']);
    expect(answer).toEqual({ files: {}, missing: ['plain-js', 'not-installed'], untyped: ['plain-js'] });
  });

  it('refuses a secrets folder, a path out of node_modules and specifiers that leave it', async () => {
    const answer = await readPackageTypes(folder, ['leaky', '../../elsewhere/stolen', 'leaky/../../../elsewhere/stolen', '/etc/passwd']);
    expect(Object.keys(answer.files).sort()).toEqual(['leaky/index.d.ts', 'leaky/package.json']);
    expect(answer.missing).toEqual(['../../elsewhere/stolen', 'leaky/../../../elsewhere/stolen', '/etc/passwd']);
    expect(JSON.stringify(answer)).not.toContain(root);
  });

  it('stops at the limits and counts what it left out', async () => {
    const answer = await readPackageTypes(folder, ['big'], { files: 2, totalBytes: 1024 * 1024, fileBytes: 1024 * 1024, specifiers: 8 });
    expect(Object.keys(answer.files).filter((path) => path.endsWith('.d.ts'))).toEqual(['big/index.d.ts', 'big/a.d.ts']);
    expect(answer.leftOut).toEqual({ files: 2, bytes: 2 * 'export declare const b: \'\';'.length + 200 });
    const bytes = await readPackageTypes(folder, ['big'], { files: 100, totalBytes: 1024 * 1024, fileBytes: 100, specifiers: 8 });
    expect(bytes.leftOut?.files).toBe(3);
  });
});

describe('referencesOf', () => {
  it('finds imports, exports, import() types and triple-slash references', () => {
    const text = [
      "import type { A } from './a.js';",
      'export * from "./b";',
      "import './side-effect';",
      "export type C = import('pkg/c').C;",
      "import D = require('d');",
      '/// <reference path="globals.d.ts" />',
      '/// <reference types="node" />',
      "declare module 'augmented' { }",
    ].join('\n');
    expect(referencesOf(text).sort()).toEqual(['./a.js', './b', './globals.d.ts', './side-effect', 'd', 'node', 'pkg/c']);
  });
});
