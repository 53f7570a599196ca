// INTERIM: a stand-in for engineer A2's loadBundleIntegration (src/core/runtime/load.ts) until it lands.
import { BUNDLE_FILE_NAME, type Bundle } from '../bundle/types';
import { createDispatcher, type Dispatcher } from '../core/runtime/dispatcher';
import * as runtime from '../core/runtime/index';
import * as jsxRuntime from '../core/runtime/jsx-runtime';
import { evaluateModule } from '../core/runtime/module';

/** Evaluates a bundle with the runtime modules (see src/core/runtime/load.ts once A2's version lands). */
export function loadBundleIntegration(bundle: Bundle): Dispatcher {
  return createDispatcher(
    evaluateModule(bundle.code, BUNDLE_FILE_NAME, {
      '@service/runtime': runtime as Record<string, unknown>,
      '@service/runtime/jsx-runtime': jsxRuntime as Record<string, unknown>,
      '@service/api': {},
    }),
  );
}
