import { createDispatcher, type Dispatcher } from './dispatcher';
import { RuntimeError } from './errors';
import * as runtime from './index';
import * as jsxRuntime from './jsx-runtime';
import { evaluateModule } from './module';
import { transpileScript } from './transpile';

/** The modules a script may import, by specifier. */
export const RUNTIME_MODULES = {
  '@service/runtime': runtime as Record<string, unknown>,
  '@service/runtime/jsx-runtime': jsxRuntime as Record<string, unknown>,
};

/**
 * Transpiles and runs a script in the current realm (Node tests, the CLI): no isolation and no time limit.
 * The playground never uses this for the author's code; it goes through the sandbox.
 */
export function loadIntegration(source: string, fileName = 'index.tsx'): Dispatcher {
  const transpiled = transpileScript(source, fileName);
  if (!transpiled.ok) {
    const { message, line, column } = transpiled.error;
    throw new RuntimeError('invalid-export', `${fileName}:${line ?? '?'}:${column ?? '?'} ${message}`);
  }
  return createDispatcher(evaluateModule(transpiled.code, fileName, RUNTIME_MODULES));
}
