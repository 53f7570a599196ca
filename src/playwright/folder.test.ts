import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { resolveIntegration } from './folder';

const root = mkdtempSync(join(tmpdir(), 'kitbench-pw-folder-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const file = (path: string, text = '') => {
  mkdirSync(join(root, path, '..'), { recursive: true });
  writeFileSync(join(root, path), text);
  return join(root, path);
};

describe('resolveIntegration', () => {
  const spec = file('flow/tests/flow.kitbench.spec.ts');
  file('flow/service-manifest.yaml');
  file('platform-named/gitbook-manifest.yaml');
  file('platform-named/a.kitbench.spec.ts');

  it("unset: the spec's folder or the nearest one above it that holds the manifest, under either name", () => {
    expect(resolveIntegration(undefined, spec, root)).toBe(join(root, 'flow'));
    expect(resolveIntegration(undefined, join(root, 'platform-named/a.kitbench.spec.ts'), root)).toBe(join(root, 'platform-named'));
  });

  it("set: relative to the project's testDir", () => {
    expect(resolveIntegration('flow', spec, root)).toBe(join(root, 'flow'));
    expect(resolveIntegration('.', spec, join(root, 'flow'))).toBe(join(root, 'flow'));
  });

  it('says which folder has no manifest and how to name the right one', () => {
    expect(() => resolveIntegration('flow/tests', spec, root)).toThrow(`kitbench/playwright: no service-manifest.yaml or gitbook-manifest.yaml in ${join(root, 'flow/tests')}`);
    expect(() => resolveIntegration('missing', spec, root)).toThrow(`the integration folder ${join(root, 'missing')} does not exist`);
    const stray = file('stray/x.kitbench.spec.ts');
    expect(() => resolveIntegration(undefined, stray, root)).toThrow("or any folder above it. Put the spec in the integration's folder, or name it with test.use({ integration: 'path/to/folder' })");
  });
});
