import { createSourceMapper } from '../../bundle/source-map';
import { BUNDLE_FILE_NAME, type Bundle } from '../../bundle/types';
import * as api from '../api/index';
import { createDispatcher, type Dispatcher } from './dispatcher';
import { RuntimeError } from './errors';
import * as runtime from './index';
import * as jsxRuntime from './jsx-runtime';
import { evaluateModule } from './module';
import { transpileScript } from './transpile';

/** The modules a script may import, by specifier (CONTRACT §5: always kitbench's own). */
export const RUNTIME_MODULES = {
  '@service/runtime': runtime as Record<string, unknown>,
  '@service/runtime/jsx-runtime': jsxRuntime as Record<string, unknown>,
  '@service/api': api as Record<string, unknown>,
};

/**
 * Transpiles and runs a one-file script in the current realm (Node tests, the CLI): no isolation, no time limit.
 * Stays synchronous (sucrase) for its callers; a project of several files goes through `loadBundleIntegration`.
 */
export function loadIntegration(source: string, fileName = 'index.tsx'): Dispatcher {
  const transpiled = transpileScript(source, fileName);
  if (!transpiled.ok) {
    const { message, line, column } = transpiled.error;
    throw new RuntimeError('invalid-export', `${fileName}:${line ?? '?'}:${column ?? '?'} ${message}`);
  }
  return createDispatcher(evaluateModule(transpiled.code, fileName, RUNTIME_MODULES));
}

// A mapped frame in the author's folder: relative (`(src/utils.ts:3:9)`, `at src/utils.ts:3:9`), not in a package;
// kitbench's own frames are absolute paths or URLs.
const AUTHOR_FRAME = /(?:\(|\bat )((?![^\s()]*node_modules\/)(?!\/|[a-z]+:)[^\s()]+):(\d+):(\d+)\)?$/m;

/**
 * Runs a bundle (from `bundleFolder` or the browser's bundler) in the current realm with the runtime modules
 * (Node: the CLI, tests, `kitbench/testing`). An error thrown while the bundle loads keeps its class; its stack is
 * mapped to the original files and its message starts with the author's `file:line:column`.
 */
export function loadBundleIntegration(bundle: Bundle): Dispatcher {
  let exports: Record<string, unknown>;
  try {
    exports = evaluateModule(bundle.code, BUNDLE_FILE_NAME, RUNTIME_MODULES);
  } catch (error) {
    throw located(error, bundle.map);
  }
  return createDispatcher(exports);
}

/** The error with its stack mapped through the source map and the first author frame named in its message. */
function located(error: unknown, map: string): unknown {
  if (!(error instanceof Error) || !error.stack) return error;
  const mapper = createSourceMapper(map);
  const frames = mapper
    .mapStack(error.stack)
    .split('\n')
    .filter((line) => AUTHOR_FRAME.test(line));
  const where = frames.length > 0 ? AUTHOR_FRAME.exec(frames[0]) : null;
  if (where) error.message = `${where[1]}:${where[2]}:${where[3]} ${error.message}`;
  error.stack = [`${error.name}: ${error.message}`, ...frames].join('\n');
  return error;
}
