import path from 'node:path';
import { build } from 'esbuild';
import type { Plugin } from 'vite';

const SUFFIX = '?cjs-bundle';
const ID = /\?cjs-bundle$/;

/**
 * `import code from './module.ts?cjs-bundle'`: the module and everything it imports (npm packages included), bundled
 * by esbuild into one minified CommonJS text. The sandbox worker's loader can only run CommonJS it receives as text
 * (src/sandbox/bootstrap.ts), so this is how an npm package (MSW, for the mocks file) reaches it. Same in `vite dev`,
 * the build and Vitest.
 */
export function cjsBundle(): Plugin {
  return {
    name: 'kitbench-cjs-bundle',
    enforce: 'pre',
    // Filtered by rolldown itself: no JavaScript call for each of the build's other modules.
    resolveId: {
      filter: { id: ID },
      async handler(source, importer) {
        const resolved = await this.resolve(source.slice(0, -SUFFIX.length), importer, { skipSelf: true });
        return resolved ? `${resolved.id}${SUFFIX}` : undefined;
      },
    },
    load: {
      filter: { id: ID },
      async handler(id) {
        const result = await build({
          entryPoints: [id.slice(0, -SUFFIX.length)],
          bundle: true,
          format: 'cjs',
          platform: 'browser',
          target: 'es2022',
          minify: true,
          legalComments: 'none',
          write: false,
          metafile: true,
          logLevel: 'silent',
        });
        for (const input of Object.keys(result.metafile.inputs)) this.addWatchFile(path.resolve(input));
        return `export default ${JSON.stringify(result.outputFiles[0].text)};`;
      },
    },
  };
}
