/**
 * The platform's own names for the runtime modules: a script written for the platform imports `@gitbook/runtime`,
 * its JSX runtime and `@gitbook/api`; they resolve to kitbench's modules exactly as `@service/*` do (the bundler,
 * the one-file loader, the sandbox and the script editor's typings all read this map).
 */
export const RUNTIME_ALIASES: Readonly<Record<string, string>> = Object.freeze({
  '@gitbook/runtime': '@service/runtime',
  '@gitbook/runtime/jsx-runtime': '@service/runtime/jsx-runtime',
  '@gitbook/runtime/jsx-dev-runtime': '@service/runtime/jsx-runtime',
  '@gitbook/api': '@service/api',
});

/** The `@service/*` module a specifier names (itself, or the one its `@gitbook/*` alias stands for). */
export function canonicalModuleName(specifier: string): string {
  return Object.hasOwn(RUNTIME_ALIASES, specifier) ? RUNTIME_ALIASES[specifier] : specifier;
}
