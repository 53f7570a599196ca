import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';

vi.mock('../core/contentkit/elements.ts?raw', () => ({
  default: readFileSync(new URL('../core/contentkit/elements.ts', import.meta.url), 'utf8'),
}));

const { runtimeTypings } = await import('./runtime-typings');
const tsc = new URL('../../node_modules/.bin/tsc', import.meta.url).pathname;
const examples = new URL('../examples/', import.meta.url);
const dir = mkdtempSync(join(tmpdir(), 'kitbench-typings-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Type-checks `files` against the shipped typings with the script editor's options; returns tsc's output. */
function typecheck(files: Record<string, string>): string {
  for (const [index, lib] of runtimeTypings.entries()) writeFileSync(join(dir, `lib${index}.d.ts`), lib.content);
  for (const [name, content] of Object.entries(files)) writeFileSync(join(dir, name), content);
  const config = {
    compilerOptions: { jsx: 'react-jsx', jsxImportSource: '@service/runtime', target: 'es2022', module: 'esnext', moduleResolution: 'bundler', strict: true, noEmit: true, lib: ['es2022', 'dom', 'dom.iterable'], types: [] },
    include: ['*.ts', '*.tsx'],
  };
  writeFileSync(join(dir, 'tsconfig.json'), JSON.stringify(config));
  try {
    execFileSync(tsc, ['-p', dir], { encoding: 'utf8' });
    return '';
  } catch (error) {
    return String((error as { stdout?: string }).stdout ?? error);
  }
}

describe('runtime typings', () => {
  it('type-check every example script without errors', () => {
    const files: Record<string, string> = {};
    for (const name of readdirSync(examples)) {
      for (const file of ['index.tsx', 'index.ts']) {
        try {
          files[`${name}-${file}`] = readFileSync(new URL(`${name}/src/${file}`, examples), 'utf8');
        } catch {
          // this example has the other extension
        }
      }
    }
    expect(Object.keys(files).length).toBeGreaterThan(0);
    expect(typecheck(files)).toBe('');
  });

  it('report a wrong prop and a wrong handler shape', () => {
    const output = typecheck({
      'bad.tsx': [
        "import { createComponent, createIntegration } from '@service/runtime';",
        "const c = createComponent({ componentId: 'c', render: async () => <button label={3} onPress={{ action: 'x' }} /> });",
        'export default createIntegration({ components: [c], fetch: async () => 42 });',
      ].join('\n'),
    });
    expect(output).toMatch(/bad\.tsx\(2,\d+\)/);
    expect(output).toMatch(/bad\.tsx\(3,\d+\)/);
  });
});
