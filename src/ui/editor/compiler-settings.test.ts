import { describe, expect, it } from 'vitest';
import { editorCompilerOptions, workersTypesOf } from './compiler-settings';
import { PLATFORM_INTEGRATION_TSCONFIG } from './tsconfig';

describe('editorCompilerOptions', () => {
  it('the platform’s integration.json: not strict, JSX through @gitbook/runtime', () => {
    const options = editorCompilerOptions(PLATFORM_INTEGRATION_TSCONFIG);
    expect(options.strict).toBeUndefined();
    expect(options.strictNullChecks).toBeUndefined();
    expect(options.isolatedModules).toBeUndefined();
    expect(options).toMatchObject({ jsx: 4, jsxImportSource: '@gitbook/runtime', esModuleInterop: true, resolveJsonModule: true });
    expect(options).not.toHaveProperty('types');
  });

  it('takes the strict family and the unused checks as the folder sets them, each beside `strict` winning', () => {
    const options = editorCompilerOptions({ strict: true, strictNullChecks: false, noUnusedLocals: true, noUnusedParameters: false });
    expect(options).toMatchObject({ strict: true, strictNullChecks: false, noUnusedLocals: true, noUnusedParameters: false });
  });

  it('ignores values that are not what tsc accepts (a string "true")', () => {
    expect(editorCompilerOptions({ strict: 'true', noImplicitAny: 1 })).not.toHaveProperty('strict');
    expect(editorCompilerOptions({ noImplicitAny: 1 })).not.toHaveProperty('noImplicitAny');
  });

  it('maps `jsx` by name and keeps the editor’s when the folder names none or an unknown one', () => {
    expect(editorCompilerOptions({ jsx: 'React-JSXDev' }).jsx).toBe(5);
    expect(editorCompilerOptions({ jsx: 'preserve' }).jsx).toBe(1);
    expect(editorCompilerOptions({ jsx: 'nonsense' }).jsx).toBe(4);
    expect(editorCompilerOptions({}).jsxImportSource).toBe('@service/runtime');
  });

  it('widens lib with newer ES libraries only (never narrower, never a host library)', () => {
    expect(editorCompilerOptions({ lib: ['ESNext', 'DOM', 'es2023.array', 'ES6', 'WebWorker', 'esnext.full'] }).lib).toEqual([
      'es2022',
      'dom',
      'dom.iterable',
      'esnext',
      'es2023.array',
    ]);
  });
});

describe('the worker runtime’s declarations (`types: ["@cloudflare/workers-types"]`)', () => {
  it('named by the platform’s integration.json: DOM is left out, as for tsc with lib ES2021', () => {
    expect(workersTypesOf(PLATFORM_INTEGRATION_TSCONFIG)).toBe('@cloudflare/workers-types');
    expect(editorCompilerOptions(PLATFORM_INTEGRATION_TSCONFIG).lib).toEqual(['es2022']);
  });

  it('a folder listing DOM beside them keeps DOM (github-copilot: lib ESNext, DOM)', () => {
    expect(editorCompilerOptions({ ...PLATFORM_INTEGRATION_TSCONFIG, lib: ['ESNext', 'DOM'] }).lib).toEqual(['es2022', 'esnext', 'dom', 'dom.iterable']);
  });

  it('a compatibility date is named too; a folder naming other types keeps DOM in their place', () => {
    expect(workersTypesOf({ types: ['@cloudflare/workers-types/2023-07-01'] })).toBe('@cloudflare/workers-types/2023-07-01');
    expect(workersTypesOf({ types: ['bun'] })).toBeUndefined();
    expect(workersTypesOf({ types: '@cloudflare/workers-types' })).toBeUndefined();
    expect(editorCompilerOptions({ types: ['bun'], lib: ['ESNext'] }).lib).toEqual(['es2022', 'dom', 'dom.iterable', 'esnext']);
  });

  it('resolveJsonModule lets a `.json` import resolve to the declaration beside it (json-modules.ts)', () => {
    expect(editorCompilerOptions(PLATFORM_INTEGRATION_TSCONFIG).allowArbitraryExtensions).toBe(true);
    expect(editorCompilerOptions({ resolveJsonModule: false })).not.toHaveProperty('allowArbitraryExtensions');
  });
});
