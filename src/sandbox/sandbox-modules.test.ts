import { describe, expect, it } from 'vitest';
import { prebuiltSandboxModules, SANDBOX_ENTRY, sandboxTranspiled } from './sandbox-modules';

/** The worker loader's resolution (bootstrap.ts WORKER_BOOTSTRAP), so a module that would not load fails here. */
function resolve(from: string, specifier: string): string | undefined {
  const parts = from.split('/').slice(0, -1);
  for (const part of specifier.split('/')) {
    if (part === '..') parts.pop();
    else if (part !== '.') parts.push(part);
  }
  const base = parts.join('/');
  return [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`].find((candidate) => candidate in sandboxTranspiled || candidate in prebuiltSandboxModules);
}

describe('sandboxTranspiled', () => {
  it('ships the worker, the runtime and @service/api', () => {
    expect(Object.keys(sandboxTranspiled)).toEqual(expect.arrayContaining([SANDBOX_ENTRY, 'core/runtime/index.ts', 'core/api/index.ts']));
  });

  it('ships the @gitbook/* names of the runtime modules and the API package\'s generated enums', () => {
    expect(Object.keys(sandboxTranspiled)).toEqual(expect.arrayContaining(['core/runtime/module-names.ts', 'core/api/generated.ts']));
  });

  it('ships every module the worker requires at run time (type-only imports vanish when transpiled)', () => {
    const unresolved: string[] = [];
    const required: string[] = [];
    for (const [id, code] of Object.entries(sandboxTranspiled)) {
      for (const [, specifier] of code.matchAll(/require\('([^']+)'\)/g)) {
        required.push(`${id} requires ${specifier}`);
        if (!resolve(id, specifier)) unresolved.push(`${id} requires ${specifier}`);
      }
    }
    expect(required).toContain('sandbox/worker-main.ts requires ../core/api/index');
    expect(unresolved).toEqual([]);
  });

  it('ships MSW pre-bundled as CommonJS for the mocks file (issue 22)', () => {
    const code = prebuiltSandboxModules['sandbox/msw-runtime.ts'];
    const module = { exports: {} as Record<string, unknown> };
    new Function('exports', 'require', 'module', code)(module.exports, () => {
      throw new Error('the MSW bundle must require nothing');
    }, module);
    expect(Object.keys(module.exports)).toEqual(expect.arrayContaining(['http', 'HttpResponse', 'getResponse', 'passthrough']));
  });
});
