import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { KINDS } from '../init/project.ts';
import { type CliIO, EXIT } from '../io.ts';
import { main } from '../main.ts';
import { runInit } from './init.ts';

const temporary: string[] = [];
afterEach(async () => {
  await Promise.all(temporary.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

async function workDir(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'kitbench-init-'));
  temporary.push(dir);
  return dir;
}

function memoryIO(cwd: string): CliIO & { out: string[]; err: string[] } {
  const out: string[] = [];
  const err: string[] = [];
  return { out, err, stdout: (text) => out.push(text), stderr: (text) => err.push(text), readFile: async (path) => new Uint8Array(await readFile(path)), cwd, now: () => 0 };
}

/** Every file under `dir`, folder-relative. */
async function listFiles(dir: string): Promise<string[]> {
  return (await readdir(dir, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name).slice(dir.length + 1))
    .sort();
}

describe('kitbench init', () => {
  for (const { kind } of KINDS) {
    it(`--kind ${kind} writes a project whose manifest kitbench validate accepts, with its scripts, tests and workflow`, async () => {
      const cwd = await workDir();
      const io = memoryIO(cwd);
      expect(await main(['init', 'new-one', '--kind', kind, '--yes'], io)).toBe(EXIT.ok);
      const folder = join(cwd, 'new-one');
      const files = await listFiles(folder);
      expect(files).toEqual(expect.arrayContaining(['.github/workflows/test.yml', '.gitignore', 'gitbook-manifest.yaml', 'package.json', 'tsconfig.json']));
      expect(files.filter((path) => path.endsWith('.kitbench.test.ts'))).toEqual(['new-one.kitbench.test.ts']);
      expect(files.filter((path) => path.endsWith('.kitbench.spec.ts'))).toEqual(['new-one.kitbench.spec.ts']);
      expect(files.some((path) => path.startsWith('src/'))).toBe(true);

      const manifest = await readFile(join(folder, 'gitbook-manifest.yaml'), 'utf8');
      expect(manifest).toMatch(/^name: new-one$/m);
      expect(manifest).toMatch(/^title: New One$/m);
      const pkg = JSON.parse(await readFile(join(folder, 'package.json'), 'utf8'));
      expect(pkg).toMatchObject({ name: 'new-one', scripts: { dev: 'kitbench dev', test: 'kitbench test', check: 'kitbench check' } });
      expect(Object.keys(pkg.devDependencies).sort()).toEqual(['@playwright/test', 'kitbench']);
      expect(await readFile(join(folder, '.github/workflows/test.yml'), 'utf8')).toContain('run: npm test');

      const check = memoryIO(folder);
      expect(await main(['validate', '.'], check)).toBe(EXIT.ok);
      expect(check.out.join('')).toContain('gitbook-manifest.yaml is valid');
    });
  }

  it('asks for the kind and the name on a terminal, offering every kind', async () => {
    const cwd = await workDir();
    const io = memoryIO(cwd);
    const questions: string[] = [];
    const answers = ['9', 'visitor-auth', 'Not a name!', 'docs-sign-in'];
    const ask = async (question: string) => {
      questions.push(question);
      return answers.shift() ?? '';
    };
    const code = await runInit([], io, { ask });
    expect(code).toBe(EXIT.ok);
    expect(questions).toEqual(['Kind [1]: ', 'Kind [1]: ', 'Name [my-visitor-auth]: ', 'Name [my-visitor-auth]: ']);
    const shown = io.out.join('');
    for (const { label } of KINDS) expect(shown).toContain(label);
    expect(shown).toContain('Type a number from 1 to 7');
    expect(await readFile(join(cwd, 'docs-sign-in', 'gitbook-manifest.yaml'), 'utf8')).toMatch(/fetch_visitor_authentication|site:visitor:auth/);
  });

  it('refuses a folder that is not empty, and writes nothing there', async () => {
    const cwd = await workDir();
    await writeFile(join(cwd, 'notes.txt'), 'mine');
    const io = memoryIO(cwd);
    expect(await main(['init', '.', '--kind', 'block', '--yes'], io)).toBe(EXIT.usage);
    expect(io.err.join('')).toContain('is not empty (notes.txt). Choose an empty or new folder, or pass --force');
    expect(await listFiles(cwd)).toEqual(['notes.txt']);
  });

  it('with --force adds the files a folder lacks and overwrites none', async () => {
    const cwd = await workDir();
    await writeFile(join(cwd, 'package.json'), '{ "name": "mine" }\n');
    await mkdir(join(cwd, 'src'));
    await writeFile(join(cwd, 'src', 'index.tsx'), '// my own script\n');
    const io = memoryIO(cwd);
    expect(await main(['init', '.', '--kind', 'block', '--name', 'counter-two', '--yes', '--force'], io)).toBe(EXIT.ok);
    expect(await readFile(join(cwd, 'package.json'), 'utf8')).toBe('{ "name": "mine" }\n');
    expect(await readFile(join(cwd, 'src', 'index.tsx'), 'utf8')).toBe('// my own script\n');
    expect(existsSync(join(cwd, 'gitbook-manifest.yaml'))).toBe(true);
    expect(io.out.join('')).toContain('kept  package.json (already there: not overwritten)');
  });

  it('depends on the kitbench the surrounding project installed, a relative file: path rewritten for the new folder', async () => {
    const cwd = await workDir();
    await writeFile(join(cwd, 'package.json'), JSON.stringify({ devDependencies: { kitbench: 'file:kitbench-0.1.0.tgz' } }));
    expect(await main(['init', 'inner', '--kind', 'webhook', '--yes'], memoryIO(cwd))).toBe(EXIT.ok);
    const pkg = JSON.parse(await readFile(join(cwd, 'inner', 'package.json'), 'utf8'));
    expect(pkg.devDependencies.kitbench).toBe('file:../kitbench-0.1.0.tgz');
  });

  it('names the mistake in a flag, with the help', async () => {
    const io = memoryIO(await workDir());
    expect(await main(['init', '--kind', 'plugin', '--yes'], io)).toBe(EXIT.usage);
    expect(io.err.join('')).toContain('--kind must be one of block, webframe, published-script, visitor-auth, webhook, content-source, oauth; not "plugin"');
    const named = memoryIO(await workDir());
    expect(await main(['init', '--name', 'My Integration', '--yes'], named)).toBe(EXIT.usage);
    expect(named.err.join('')).toContain('--name "My Integration" is not a name');
  });
});
