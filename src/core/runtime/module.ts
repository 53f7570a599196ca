import { RuntimeError } from './errors';
import { canonicalModuleName } from './module-names';

/** A CommonJS module's exports. */
export type ModuleExports = Record<string, unknown>;

/** What precedes the code on its first line: columns of line 1 in a stack are shifted by its length. */
export const MODULE_PREFIX = '(function (exports, require, module) {';

/**
 * Evaluates CommonJS code (a bundle, or one transpiled file) with a `require` that only knows `modules` (the
 * runtime modules, also under their `@gitbook/*` names; a bundle carries everything else). The code's first line shares the wrapper's first line, so
 * stack frames (named `fileName` via `sourceURL`) carry the code's own line numbers.
 */
export function evaluateModule(code: string, fileName: string, modules: Record<string, ModuleExports>): ModuleExports {
  const module: { exports: ModuleExports } = { exports: {} };
  const require = (specifier: string): ModuleExports => {
    // `@gitbook/runtime` and friends are the platform's names for the same modules.
    const found = modules[specifier] ?? modules[canonicalModuleName(specifier)];
    if (!found) {
      throw new RuntimeError('import', `Cannot import "${specifier}": only ${Object.keys(modules).join(', ')} are provided at run time; everything else must be bundled.`);
    }
    return found;
  };
  // Indirect eval (global scope, no access to this module's bindings) keeps line 1 on line 1; `new Function`
  // would shift every line by its header. Running the author's code is the point here.
  // biome-ignore lint/complexity/noCommaOperator: `(0, eval)` is how an indirect eval is spelled
  // biome-ignore lint/security/noGlobalEval: see above
  const factory = (0, eval)(`${MODULE_PREFIX}${code}\n})\n//# sourceURL=${fileName}`) as (
    exports: ModuleExports,
    require: (specifier: string) => ModuleExports,
    module: { exports: ModuleExports },
  ) => void;
  factory(module.exports, require, module);
  return module.exports;
}
