/**
 * Running a mocks bundle and answering a request with it: the same code in the sandbox worker (with the pre-bundled
 * MSW of src/sandbox/msw-runtime.ts) and in `kitbench/testing` (with Node's MSW). MSW itself is handed in, so the
 * core stays free of it.
 */
import { evaluateModule, type ModuleExports } from '../runtime/module';
import { handlersProblem, MOCK_SPECIFIERS, type MocksBundle } from './file';

/** The part of MSW's module namespace this needs (the package itself is handed in). */
export interface MswModule extends ModuleExports {
  getResponse(handlers: never[], request: Request): Promise<Response | undefined>;
}

/** An MSW request handler, opaque here. */
export type MockHandler = { run: unknown };

/** Evaluates the mocks bundle and returns its handlers; throws an error naming the file when it is not usable. */
export function evaluateMocks(bundle: MocksBundle, msw: MswModule, fileName: string): MockHandler[] {
  const modules = Object.fromEntries(MOCK_SPECIFIERS.map((specifier) => [specifier, msw]));
  let exports: ModuleExports;
  try {
    exports = evaluateModule(bundle.code, fileName, modules);
  } catch (error) {
    if (error instanceof Error) error.message = `${bundle.file}: ${error.message}`;
    throw error;
  }
  const handlers = 'default' in exports ? exports.default : exports;
  const problem = handlersProblem(handlers, bundle.file);
  if (problem) throw new TypeError(problem);
  return handlers as MockHandler[];
}

/**
 * The mocks' answer to `request`, or undefined when none matches (or one calls `passthrough()`): then the request
 * goes on as it would without mocks. A handler that throws rejects, naming the request.
 */
export async function answerFromMocks(msw: MswModule, handlers: readonly MockHandler[], request: Request): Promise<Response | undefined> {
  if (handlers.length === 0) return undefined;
  let response: Response | undefined;
  try {
    response = await msw.getResponse(handlers as never[], request.clone());
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new TypeError(`The mock for ${request.method} ${request.url} threw: ${reason}`);
  }
  if (!response || response.headers.get('x-msw-intention') === 'passthrough') return undefined;
  return response;
}
