// `prepare`: npm runs it on `npm install`/`npm ci` in this checkout, on a git or local-folder install into an
// author's project, and on `npm pack`/`npm publish`. What it builds depends on which:
// - as a package (git URL, folder, pack, publish): everything the commands use, the playground (dist/) included, so
//   `npx kitbench dev` and every `kitbench/playwright` spec work on the first try;
// - in this checkout's own install: the CLI, the harness and the fixtures only, as before. `npm test` and `npm run
//   build` build the playground themselves; building it here as well would build it twice (~30 s each).
// npm's own install in a fresh git clone (before it packs the clone) is skipped: the packing runs prepare again.
import { spawnSync } from 'node:child_process';
import { realpathSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = realpathSync(fileURLToPath(new URL('..', import.meta.url)));
const real = (path) => {
  try {
    return realpathSync(path);
  } catch {
    return path;
  }
};
// INIT_CWD is where the npm command was typed; npm_package_resolved is set when npm prepares a folder it packs.
const ownInstall = !process.env.npm_package_resolved && real(process.env.INIT_CWD ?? process.cwd()) === root;
// pacote sets _PACOTE_NO_PREPARE_ for the dependency install it runs inside a git clone before packing it
const gitClonePreinstall = ownInstall && Boolean(process.env._PACOTE_NO_PREPARE_);

const scripts = gitClonePreinstall ? [] : ownInstall ? ['build:cli', 'build:testing', 'build:playwright'] : ['build'];
if (gitClonePreinstall) console.log('kitbench prepare: skipped in the git clone npm installs into (its packing builds)');
for (const script of scripts) {
  const result = spawnSync(process.platform === 'win32' ? 'npm.cmd' : 'npm', ['run', script], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
if (ownInstall && !gitClonePreinstall) console.log('kitbench prepare: built the CLI and harness; `npm run build` also builds the playground (dist/)');
