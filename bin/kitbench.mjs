#!/usr/bin/env node
// Thin launcher: the CLI is built from src/cli into dist-cli/ by `npm run build`, and by `prepare` on `npm install`
// (in a checkout, and when a project installs kitbench from a folder or a git URL).
import { existsSync } from 'node:fs';
import { basename } from 'node:path';
import { fileURLToPath } from 'node:url';

const entry = fileURLToPath(new URL('../dist-cli/kitbench.mjs', import.meta.url));
if (!existsSync(entry)) {
  const folder = fileURLToPath(new URL('..', import.meta.url));
  process.stderr.write(`kitbench: the CLI is not built yet. Run \`npm run build:cli\` in ${folder}\n`);
  process.exit(2);
}
const { main } = await import(entry);
// Started as `create-kitbench` (`npx -p kitbench create-kitbench my-integration`): that is `kitbench init`.
const args = process.argv.slice(2);
const asCreate = basename(process.argv[1] ?? '').replace(/\.(c|m)?js$/, '') === 'create-kitbench';
process.exitCode = await main(asCreate ? ['init', ...args] : args);
