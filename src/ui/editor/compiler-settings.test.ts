import { describe, expect, it } from 'vitest';
import { editorCompilerOptions } from './compiler-settings';
import { PLATFORM_INTEGRATION_TSCONFIG } from './tsconfig';

describe('editorCompilerOptions', () => {
  it('the platform’s integration.json: not strict, JSX through @gitbook/runtime, the editor’s own lib kept', () => {
    const options = editorCompilerOptions(PLATFORM_INTEGRATION_TSCONFIG);
    expect(options.strict).toBeUndefined();
    expect(options.strictNullChecks).toBeUndefined();
    expect(options.isolatedModules).toBeUndefined();
    expect(options).toMatchObject({ jsx: 4, jsxImportSource: '@gitbook/runtime', esModuleInterop: true, resolveJsonModule: true });
    // lib ["ES2021"] with @cloudflare/workers-types, which the editor cannot load: its DOM stands in, never dropped
    expect(options.lib).toEqual(['es2022', 'dom', 'dom.iterable']);
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
