import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import type { Plugin } from 'vite';

/**
 * The declarations of a package entry built for Node (`kitbench/testing`, `kitbench/playwright`): emitted by tsc
 * from the same source into `<outDir>/types/`, with an `index.d.ts` beside the build that re-exports them, so the
 * types ship with it. `entry` is relative to the repository (`src/testing/index.ts`).
 */
export function declarations(entry: string): Plugin {
  let outDir = 'dist';
  return {
    name: 'kitbench-declarations',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const root = resolve(import.meta.dirname, '..');
      // TypeScript 7 has no JS API: run its CLI. `--ignoreConfig`: the repository's tsconfig is the app's (noEmit).
      // Declarations are emitted despite type errors; those are `npm run typecheck`'s to report, not the build's.
      const result = spawnSync(process.execPath, [
        join(root, 'node_modules', 'typescript', 'bin', 'tsc'),
        '--ignoreConfig',
        join(root, entry),
        '--declaration',
        '--emitDeclarationOnly',
        '--stripInternal',
        '--outDir',
        join(outDir, 'types'),
        '--rootDir',
        join(root, 'src'),
        '--target',
        'es2022',
        '--module',
        'esnext',
        '--moduleResolution',
        'bundler',
        '--allowImportingTsExtensions',
        '--jsx',
        'react-jsx',
        '--strict',
        '--skipLibCheck',
        '--types',
        'node',
        '--lib',
        'es2023,dom,dom.iterable',
      ], { encoding: 'utf8' });
      const emitted = join(outDir, 'types', entry.replace(/^src\//, '').replace(/\.ts$/, '.d.ts'));
      if (!existsSync(emitted)) {
        throw new Error(`${entry}: tsc emitted no declarations.\n${result.stdout}${result.stderr}${result.error ?? ''}`);
      }
      if (result.status !== 0) this.warn(`type errors while emitting the declarations (npm run typecheck lists them):\n${result.stdout}`);
      withExplicitExtensions(join(outDir, 'types'));
      writeFileSync(join(outDir, 'index.d.ts'), `export * from './types/${entry.replace(/^src\//, '').replace(/\.ts$/, '.js')}';\n`);
    },
  };
}

/**
 * The emitted declarations keep the source's specifiers (`./app`, `./limits.ts`); an author's tsc with
 * `moduleResolution: nodenext` needs `./app.js` in an ES package. Rewritten to what both nodenext and bundler accept.
 */
function withExplicitExtensions(dir: string): void {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) {
      withExplicitExtensions(path);
      continue;
    }
    if (!name.endsWith('.d.ts')) continue;
    const text = readFileSync(path, 'utf8').replace(/(from |import\()(['"])(\.{1,2}\/[^'"]*)\2/g, (whole, lead: string, quote: string, specifier: string) => {
      const bare = specifier.replace(/\.(ts|js)$/, '');
      const target = resolve(dirname(path), bare);
      if (existsSync(`${target}.d.ts`)) return `${lead}${quote}${bare}.js${quote}`;
      if (existsSync(join(target, 'index.d.ts'))) return `${lead}${quote}${bare}/index.js${quote}`;
      return whole;
    });
    writeFileSync(path, text);
  }
}
