/**
 * Keeps the Node bundler (kitbench dev, kitbench/testing) inside the integration folder. The script is untrusted
 * (a template, a colleague's branch) and whatever the bundler reads becomes text the script can send anywhere with
 * `fetch`: `import x from '/etc/passwd?raw'` or `'../../outside.txt?raw'` must not bundle that file. The rule, as
 * Vite's `server.fs.allow`/`deny`:
 * - every import resolves, through every link, to a file inside the folder, or to a file of a package installed in
 *   a `node_modules` (the folder's, or one above it as Node looks them up) reached by a package name or from inside
 *   another package;
 * - never to a secret (`.env*`, `.npmrc`, keys, `id_*`: src/dev/secrets.ts) nor under `.git/`, wherever it is.
 * Anything else is a bundle error naming the import and the rule. First in the plugin list: it asks the other
 * plugins (and esbuild) where an import resolves, then checks the answer.
 */
import { realpathSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'esbuild';
import { guardedFolderOf, secretRule } from '../dev/secrets';

const CHECKED = Symbol.for('kitbench.confine.checked');

/** The rule, in the words every refusal uses. */
export const CONFINE_RULE = 'a script may import only files inside its integration folder and packages installed in node_modules';

/** Whether `file` is `root` or under it. */
function inside(root: string, file: string): boolean {
  const back = path.relative(root, file);
  return back === '' || (!back.startsWith(`..${path.sep}`) && back !== '..' && !path.isAbsolute(back));
}

const hasNodeModules = (file: string) => file.split(/[\\/]/).includes('node_modules');

const isBare = (specifier: string) => !/^(\.{1,2}([\\/]|$)|[\\/]|[a-zA-Z]:[\\/]|file:)/.test(specifier);

/** Why the resolved `file` may not be bundled for `specifier` imported by `importer`, or undefined. */
export function confineRefusal(root: string, realRoot: string, specifier: string, importer: string, file: string): string | undefined {
  let real: string;
  try {
    real = realpathSync(file);
  } catch {
    real = path.resolve(file);
  }
  const shown = `"${specifier}"`;
  const slashed = real.split(path.sep).join('/');
  const secret = secretRule(slashed);
  if (secret) return `${shown} is a secrets file (${secret}), never bundled: ${CONFINE_RULE}, and never secrets. Read secrets from the manifest's \`secrets\` (\`\${{ env.NAME }}\`) instead.`;
  if (inside(realRoot, real) || inside(root, real)) {
    const within = path.relative(realRoot, real).split(path.sep).join('/');
    if (guardedFolderOf(within) === '.git') return `${shown} is inside .git/, never bundled: ${CONFINE_RULE}.`;
    return undefined;
  }
  if (hasNodeModules(real) && (isBare(specifier) || hasNodeModules(importer))) return undefined;
  return `${shown} resolves to ${path.basename(real)} outside the integration folder, never bundled: ${CONFINE_RULE} (links out of the folder are not followed).`;
}

/** The plugin: `root` is the integration folder. */
export function confinePlugin(root: string): Plugin {
  const realRoot = (() => {
    try {
      return realpathSync(root);
    } catch {
      return root;
    }
  })();
  return {
    name: 'kitbench-confine',
    setup(build) {
      build.onResolve({ filter: /.*/ }, async (args) => {
        const data = args.pluginData as Record<symbol, unknown> | undefined;
        if (data?.[CHECKED]) return undefined;
        const resolved = await build.resolve(args.path, {
          kind: args.kind,
          importer: args.importer,
          namespace: args.namespace,
          resolveDir: args.resolveDir,
          pluginData: { ...(args.pluginData ?? {}), [CHECKED]: true },
          with: args.with,
        });
        if (resolved.errors.length > 0) return { errors: resolved.errors, warnings: resolved.warnings };
        if (resolved.external || resolved.namespace !== 'file' || !resolved.path) {
          return { ...resolved, errors: undefined };
        }
        const refusal = confineRefusal(root, realRoot, args.path, args.importer, resolved.path);
        if (refusal) return { errors: [{ text: refusal }] };
        return {
          path: resolved.path,
          namespace: resolved.namespace,
          suffix: resolved.suffix,
          external: resolved.external,
          sideEffects: resolved.sideEffects,
          pluginData: resolved.pluginData,
          warnings: resolved.warnings,
        };
      });
    },
  };
}
