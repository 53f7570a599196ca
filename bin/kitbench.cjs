#!/usr/bin/env node
// The `kitbench` command (package.json "bin"; bin/kitbench.mjs runs this too). The CLI is built from src/cli into
// dist-cli/ by `npm run build`, and by `prepare` on `npm install` (in a checkout, and when a project installs kitbench
// from a folder or a git URL).
'use strict';
const { existsSync } = require('node:fs');
const { basename, join } = require('node:path');
const { pathToFileURL } = require('node:url');

const dist = join(__dirname, '..', 'dist-cli');
const args = process.argv.slice(2);
// Started as `create-kitbench` (`npx -p kitbench create-kitbench my-integration`): that is `kitbench init`.
const asCreate = basename(process.argv[1] ?? '').replace(/\.(c|m)?js$/, '') === 'create-kitbench';
const argv = asCreate ? ['init', ...args] : args;
const finish = (code) => {
  process.exitCode = code;
};

if (!existsSync(join(dist, 'kitbench.mjs'))) {
  process.stderr.write(`kitbench: the CLI is not built yet. Run \`npm run build:cli\` in ${join(__dirname, '..')}\n`);
  process.exit(2);
}
const quick = join(dist, 'quick.cjs');
if ((argv[0] === 'validate' || argv[0] === 'schema') && existsSync(quick)) {
  // What CI and editors run on every save: a CommonJS build of just these two (src/cli/quick.ts). V8 keeps its
  // compiled code between runs (v8-compile-cache, in the system's temporary folder), and Node's ES module loader never
  // starts. Started through bin/kitbench.mjs there is no main module to key that cache on, so it is left out.
  if (require.main === module) {
    try {
      require('v8-compile-cache');
    } catch {
      // not installed (a copy of the folder without its dependencies): the same, compiled each time
    }
  }
  require(quick).main(argv).then(finish);
} else {
  import(pathToFileURL(join(dist, 'kitbench.mjs')).href).then(({ main }) => main(argv)).then(finish);
}
