#!/usr/bin/env node
// The `kitbench` command (package.json "bin"; bin/kitbench.mjs runs this too). The CLI is built from src/cli into
// dist-cli/ by `npm run build`, and by `prepare` on `npm install` (in a checkout, and when a project installs kitbench
// from a folder or a git URL).
'use strict';
const { existsSync } = require('node:fs');
const { basename, join } = require('node:path');

const dist = join(__dirname, '..', 'dist-cli');
const args = process.argv.slice(2);
// Started as `create-kitbench` (`npx -p kitbench create-kitbench my-integration`): that is `kitbench init`.
const asCreate = basename(process.argv[1] ?? '').replace(/\.(c|m)?js$/, '') === 'create-kitbench';
const argv = asCreate ? ['init', ...args] : args;
const finish = (code) => {
  process.exitCode = code;
};

const quick = join(dist, 'quick.cjs');

if (!existsSync(join(dist, 'kitbench.mjs'))) {
  process.stderr.write(`kitbench: the CLI is not built yet. Run \`npm run build:cli\` in ${join(__dirname, '..')}\n`);
  process.exit(2);
} else if ((argv[0] === 'validate' || argv[0] === 'schema') && existsSync(quick)) {
  // What CI and editors run on every save: a CommonJS build of just these two (src/cli/quick.ts), so that Node's ES
  // module loader never starts and nothing of the other commands is read or compiled.
  // Compiled with V8's code cache of the build when this Node can take it (quick-loader.cjs).
  const { loadQuick, readCodeCache } = require('./quick-loader.cjs');
  loadQuick(quick, readCodeCache(quick)).exports.main(argv).then(finish);
} else {
  import(require('node:url').pathToFileURL(join(dist, 'kitbench.mjs')).href).then(({ main }) => main(argv)).then(finish);
}
