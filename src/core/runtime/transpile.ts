import { transform } from 'sucrase';

/** A transpiled script, or the syntax error that stopped it (1-based line and column). */
export type TranspileResult =
  | { ok: true; code: string }
  | { ok: false; error: { message: string; line?: number; column?: number } };

/**
 * TypeScript/TSX/JSX to CommonJS with the automatic JSX runtime of `@service/runtime`. Sucrase keeps every line
 * where it was, so errors thrown later point at the file's own lines. Used for kitbench's own runtime modules in the
 * sandbox and by the synchronous one-file `loadIntegration`; author projects go through the bundler (src/bundle).
 */
export function transpileScript(source: string, fileName: string): TranspileResult {
  // In a `.ts` file `<T>(x) => x` is a generic arrow, not JSX: only other extensions get the JSX transform.
  const jsx = !/\.(c|m)?ts$/.test(fileName);
  try {
    const { code } = transform(source, {
      transforms: jsx ? ['typescript', 'jsx', 'imports'] : ['typescript', 'imports'],
      jsxRuntime: 'automatic',
      jsxImportSource: '@service/runtime',
      production: true,
      disableESTransforms: true,
      filePath: fileName,
    });
    return { ok: true, code };
  } catch (error) {
    const loc = (error as { loc?: { line: number; column: number } }).loc;
    const message = error instanceof Error ? error.message : String(error);
    return {
      ok: false,
      error: { message: message.replace(/^Error transforming [^:]*: /, '').replace(/\s*\(\d+:\d+\)$/, ''), line: loc?.line, column: loc?.column },
    };
  }
}
