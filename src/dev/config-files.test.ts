import { mkdir, mkdtemp, realpath, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfigFile } from './config-files.ts';

let root: string;
let folder: string;
let realRoot: string;

/** Writes a file under the temp root (folder-relative when it starts with the folder's name). */
async function write(path: string, text: string) {
  await mkdir(dirname(join(root, path)), { recursive: true });
  await writeFile(join(root, path), text);
}

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'kitbench-config-files-'));
  folder = join(root, 'integration');
  await write('integration/node_modules/@tsconfig/strictest/tsconfig.json', '{ "compilerOptions": { "strict": true } }');
  await write('integration/node_modules/@tsconfig/strictest/README.md', 'not a config');
  await write('integration/node_modules/pkg/credentials.json', '{ "token": "secret" }');
  await write('integration/src/config.json', '{}');
  // a workspace package linked from outside the folder (the platform's monorepo links @gitbook/tsconfig so)
  await write('packages/tsconfig/integration.json', '{ "compilerOptions": {} }');
  await mkdir(join(folder, 'node_modules/@gitbook'), { recursive: true });
  await symlink(join(root, 'packages/tsconfig'), join(folder, 'node_modules/@gitbook/tsconfig'));
  realRoot = await realpath(folder);
});
afterAll(() => rm(root, { recursive: true, force: true }));

describe('readConfigFile (GET /__kitbench/config)', () => {
  it('answers a .json file under the folder’s node_modules', async () => {
    expect(await readConfigFile(folder, realRoot, 'node_modules/@tsconfig/strictest/tsconfig.json')).toBe('{ "compilerOptions": { "strict": true } }');
  });

  it('answers nothing outside node_modules, past the folder, through a link out of it, for other files or secrets', async () => {
    for (const path of [
      'src/config.json',
      'node_modules/../src/config.json',
      'node_modules/@gitbook/tsconfig/integration.json',
      'node_modules/@tsconfig/strictest/README.md',
      'node_modules/pkg/credentials.json',
      'node_modules/@tsconfig/strictest/missing.json',
      '/etc/passwd.json',
      '',
    ]) {
      expect(await readConfigFile(folder, realRoot, path), path).toBeUndefined();
    }
    expect(await readConfigFile(folder, realRoot, null)).toBeUndefined();
  });
});
