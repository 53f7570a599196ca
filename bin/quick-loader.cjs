// Loads dist-cli/quick.cjs (`kitbench validate` and `kitbench schema`, bin/kitbench.cjs) as `require` would, compiled
// with V8's code cache for it when there is one: dist-cli/quick.v8, made by the build (scripts/quick-code-cache.cjs)
// after a validation ran, so it holds the bytecode of every function a validation runs and a run compiles almost
// nothing. V8 refuses a cache made by another V8 or under other flags (`script.cachedDataRejected`): the script then
// compiles as usual. Nothing is written at run time. (Node 20 has no compile cache of its own; `module.enableCompileCache`
// came with Node 22.)
'use strict';
const { readFileSync } = require('node:fs');
const Module = require('node:module');
const { dirname } = require('node:path');
const vm = require('node:vm');

/** The code cache beside the quick build (`quick.cjs` → `quick.v8`), or undefined when there is none. */
function readCodeCache(quick) {
  try {
    return readFileSync(quick.replace(/\.cjs$/, '.v8'));
  } catch {
    return undefined;
  }
}

/** Runs the quick build's module code (CommonJS, as Node wraps it) and answers its exports and its compiled script. */
function loadQuick(quick, cachedData) {
  const script = new vm.Script(Module.wrap(readFileSync(quick, 'utf8')), { filename: quick, cachedData });
  const module = { exports: {} };
  script.runInThisContext().call(module.exports, module.exports, Module.createRequire(quick), module, quick, dirname(quick));
  return { exports: module.exports, script };
}

module.exports = { loadQuick, readCodeCache };
