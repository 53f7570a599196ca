#!/usr/bin/env node
// Thin launcher: the CLI is built from src/cli by `npm run build` into dist-cli/.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const entry = fileURLToPath(new URL('../dist-cli/kitbench.mjs', import.meta.url));
if (!existsSync(entry)) {
  process.stderr.write('kitbench: the CLI is not built yet. Run `npm run build` first.\n');
  process.exit(2);
}
const { main } = await import(entry);
process.exitCode = await main(process.argv.slice(2));
