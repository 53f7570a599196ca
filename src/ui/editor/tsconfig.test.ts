import { describe, expect, it } from 'vitest';
import { PLATFORM_BASE_TSCONFIG, PLATFORM_INTEGRATION_TSCONFIG, resolveTsconfig } from './tsconfig';

/** A folder of files by path, as the workspace's sources (or a dev server's node_modules answers) give them. */
const folder = (files: Record<string, string>) => resolveTsconfig((path) => files[path]);

describe('resolveTsconfig', () => {
  it('without a tsconfig.json: the platform’s integration.json, as `gitbook new` writes it (not strict)', () => {
    const resolved = folder({ 'src/index.ts': '' });
    expect(resolved.compilerOptions).toEqual(PLATFORM_INTEGRATION_TSCONFIG);
    expect(resolved.compilerOptions.strict).toBeUndefined();
    expect(resolved.problems).toEqual([]);
  });

  it('reads JSON with comments and trailing commas, as tsc does (the `gitbook new` template has one)', () => {
    const resolved = folder({
      'tsconfig.json': `{
        // checks as the author wants them
        "compilerOptions": { "strict": true, /* and */ "noUnusedLocals": true, },
      }`,
    });
    expect(resolved.problems).toEqual([]);
    expect(resolved.compilerOptions).toEqual({ strict: true, noUnusedLocals: true });
  });

  it('an `extends` of @gitbook/tsconfig not installed is the platform’s integration.json, without a warning', () => {
    const resolved = folder({ 'tsconfig.json': '{ "extends": "@gitbook/tsconfig/integration.json" }' });
    expect(resolved.compilerOptions).toEqual(PLATFORM_INTEGRATION_TSCONFIG);
    expect(resolved.problems).toEqual([]);
    expect(resolved.chain).toEqual(['@gitbook/tsconfig/integration.json', 'tsconfig.json']);
    // looked for in node_modules first, so kitbench dev can ask the server for it
    expect(resolved.missing).toContain('node_modules/@gitbook/tsconfig/integration.json');
  });

  it('the folder’s own options override the base (github-copilot style: strict on top of integration.json)', () => {
    const resolved = folder({
      'tsconfig.json': '{ "extends": "@gitbook/tsconfig/integration.json", "compilerOptions": { "strict": true, "lib": ["ESNext", "DOM"] } }',
    });
    expect(resolved.compilerOptions).toEqual({ ...PLATFORM_INTEGRATION_TSCONFIG, strict: true, lib: ['ESNext', 'DOM'] });
  });

  it('@gitbook/tsconfig/base.json stands in as base.json alone', () => {
    expect(folder({ 'tsconfig.json': '{ "extends": "@gitbook/tsconfig/base.json" }' }).compilerOptions).toEqual(PLATFORM_BASE_TSCONFIG);
  });

  it('an installed @gitbook/tsconfig is read from node_modules, not replaced', () => {
    const resolved = folder({
      'tsconfig.json': '{ "extends": "@gitbook/tsconfig/integration.json" }',
      'node_modules/@gitbook/tsconfig/integration.json': '{ "extends": "./base.json", "compilerOptions": { "jsx": "react-jsx" } }',
      'node_modules/@gitbook/tsconfig/base.json': '{ "compilerOptions": { "strict": true } }',
    });
    expect(resolved.compilerOptions).toEqual({ strict: true, jsx: 'react-jsx' });
    expect(resolved.chain).toEqual(['node_modules/@gitbook/tsconfig/base.json', 'node_modules/@gitbook/tsconfig/integration.json', 'tsconfig.json']);
  });

  it('follows a chain inside the folder (`.json` added when left out) and a list of bases, later ones winning', () => {
    const resolved = folder({
      'tsconfig.json': '{ "extends": ["./config/base", "./config/checks.json"], "compilerOptions": { "noUnusedParameters": true } }',
      'config/base.json': '{ "extends": "../shared.json", "compilerOptions": { "strict": true, "noUnusedLocals": true } }',
      'shared.json': '{ "compilerOptions": { "jsx": "react-jsx", "strict": false } }',
      'config/checks.json': '{ "compilerOptions": { "noUnusedLocals": false } }',
    });
    expect(resolved.problems).toEqual([]);
    expect(resolved.compilerOptions).toEqual({ jsx: 'react-jsx', strict: true, noUnusedLocals: false, noUnusedParameters: true });
  });

  it('finds a package’s own config: a subpath, its package.json `tsconfig`, or its tsconfig.json', () => {
    const strictest = { 'node_modules/@tsconfig/strictest/tsconfig.json': '{ "compilerOptions": { "strict": true } }' };
    expect(folder({ 'tsconfig.json': '{ "extends": "@tsconfig/strictest" }', ...strictest }).compilerOptions).toEqual({ strict: true });
    expect(folder({ 'tsconfig.json': '{ "extends": "@tsconfig/strictest/tsconfig" }', ...strictest }).compilerOptions).toEqual({ strict: true });
    const field = folder({
      'tsconfig.json': '{ "extends": "checks" }',
      'node_modules/checks/package.json': '{ "name": "checks", "tsconfig": "./configs/all.json" }',
      'node_modules/checks/configs/all.json': '{ "compilerOptions": { "noImplicitReturns": true } }',
    });
    expect(field.compilerOptions).toEqual({ noImplicitReturns: true });
  });

  it('broken JSON: the platform’s settings, and one warning at the place to fix', () => {
    const resolved = folder({ 'tsconfig.json': '{\n  "compilerOptions": { "strict": true }\n  "include": ["src"]\n}' });
    expect(resolved.compilerOptions).toEqual(PLATFORM_INTEGRATION_TSCONFIG);
    expect(resolved.problems).toHaveLength(1);
    expect(resolved.problems[0]).toMatchObject({ file: 'tsconfig.json', line: 3, column: 3 });
    expect(resolved.problems[0].message).toBe(
      "tsconfig.json is not valid JSON (a comma expected at line 3:3): the editor uses the platform's settings (@gitbook/tsconfig/integration.json) in its place.",
    );
  });

  it('an extends loop is cut where it closes, with a warning naming it; the options around it still apply', () => {
    const resolved = folder({
      'tsconfig.json': '{ "extends": "./a.json", "compilerOptions": { "strict": true } }',
      'a.json': '{\n  "extends": "./tsconfig.json"\n}',
    });
    expect(resolved.compilerOptions).toEqual({ ...PLATFORM_INTEGRATION_TSCONFIG, strict: true });
    expect(resolved.problems).toEqual([
      expect.objectContaining({ file: 'a.json', line: 2, column: 14, message: expect.stringContaining('leads back to itself (tsconfig.json → a.json → tsconfig.json)') }),
    ]);
    expect(folder({ 'tsconfig.json': '{ "extends": "./tsconfig.json" }' }).problems[0].message).toContain('(tsconfig.json → tsconfig.json)');
  });

  it('an extends target it cannot find: the platform’s settings in its place, the folder’s own options kept, a warning', () => {
    const resolved = folder({ 'tsconfig.json': '{ "extends": "./missing.json", "compilerOptions": { "noUnusedLocals": true } }' });
    expect(resolved.compilerOptions).toEqual({ ...PLATFORM_INTEGRATION_TSCONFIG, noUnusedLocals: true });
    expect(resolved.problems.map((p) => p.message)).toEqual([
      'tsconfig.json extends "./missing.json", which is not in the folder: the editor uses the platform\'s settings (@gitbook/tsconfig/integration.json) in its place.',
    ]);
    const other = folder({ 'tsconfig.json': '{ "extends": "@tsconfig/node20/tsconfig.json" }' });
    expect(other.problems[0].message).toContain('"@tsconfig/node20/tsconfig.json", which is not installed in the folder');
    expect(other.missing).toContain('node_modules/@tsconfig/node20/tsconfig.json');
  });

  it('never reads outside the folder: `../` past the root and absolute paths are not found', () => {
    expect(folder({ 'tsconfig.json': '{ "extends": "../../outside.json" }', 'outside.json': '{}' }).problems).toHaveLength(1);
    expect(folder({ 'tsconfig.json': '{ "extends": "/etc/tsconfig.json" }' }).problems).toHaveLength(1);
  });

  it('a tsconfig that is not an object, or an `extends` that is not a path: a warning, never a throw', () => {
    expect(folder({ 'tsconfig.json': '[]' }).problems[0].message).toContain('is not a JSON object');
    expect(folder({ 'tsconfig.json': '' }).problems).toHaveLength(1);
    const wrong = folder({ 'tsconfig.json': '{ "extends": 42, "compilerOptions": { "strict": true } }' });
    expect(wrong.problems[0].message).toContain('`extends` is neither a path nor a list of paths');
    expect(wrong.compilerOptions).toEqual({ ...PLATFORM_INTEGRATION_TSCONFIG, strict: true });
  });
});
