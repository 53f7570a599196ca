// `kitbench init [folder]`: a new integration that runs and passes its own tests at once (src/cli/init/project.ts).
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { basename, dirname, isAbsolute, join, relative, resolve } from 'node:path';
import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { version as kitbenchVersion } from '../../../package.json';
import type { TemplateKind } from '../../templates/catalog.ts';
import { KINDS, NAME_PATTERN, projectFiles } from '../init/project.ts';
import { type CliIO, EXIT, UsageError } from '../io.ts';

export const INIT_HELP = `Usage: kitbench init [folder] [--kind K] [--name N] [--yes] [--force]

Writes a new integration into the folder (default: ./<name>): gitbook-manifest.yaml, src/, tsconfig.json,
a package.json with dev, test and check scripts, a *.kitbench.test.ts and a *.kitbench.spec.ts that pass,
and a GitHub Actions workflow that runs them. On a terminal it asks for what the flags leave out.

Options:
  --kind K   ${KINDS.map((entry) => entry.kind).join(', ')}
  --name N   the integration's name: letters, digits and hyphens (default: the folder's name)
  --yes, -y  ask nothing: the defaults for what the flags leave out (kind: block)
  --force    write into a folder that is not empty (a file already there is kept, never overwritten)
  -h, --help show this help

Exit codes: 0 written, 2 usage error, a non-empty folder without --force, or a file that could not be written.
`;

const OPTIONS = {
  kind: { type: 'string' },
  name: { type: 'string' },
  yes: { type: 'boolean', short: 'y' },
  force: { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
} as const;

/** Options tests pass: answers instead of a terminal. */
export interface InitRunOptions {
  /** Asks a question and resolves with the answer; given, the run is interactive. */
  ask?: (question: string) => Promise<string>;
}

const isKind = (value: string): value is TemplateKind => KINDS.some((entry) => entry.kind === value);

/** The terminal's prompt, when stdin and stdout are one. */
function terminalAsk(): ((question: string) => Promise<string>) | undefined {
  if (!process.stdin.isTTY || !process.stdout.isTTY) return undefined;
  return async (question) => {
    const readline = createInterface({ input: process.stdin, output: process.stdout });
    try {
      return await readline.question(question);
    } finally {
      readline.close();
    }
  };
}

async function askKind(ask: (question: string) => Promise<string>, io: CliIO): Promise<TemplateKind> {
  io.stdout(`What kind of integration?\n${KINDS.map((entry, index) => `  ${index + 1}) ${entry.label} (${entry.kind})`).join('\n')}\n`);
  for (;;) {
    const answer = (await ask('Kind [1]: ')).trim();
    if (!answer) return KINDS[0].kind;
    const byNumber = KINDS[Number(answer) - 1];
    if (byNumber && /^\d+$/.test(answer)) return byNumber.kind;
    if (isKind(answer)) return answer;
    io.stdout(`  Type a number from 1 to ${KINDS.length}, or a kind's name.\n`);
  }
}

async function askName(ask: (question: string) => Promise<string>, io: CliIO, fallback: string): Promise<string> {
  for (;;) {
    const answer = (await ask(`Name [${fallback}]: `)).trim() || fallback;
    if (NAME_PATTERN.test(answer)) return answer;
    io.stdout('  A name is letters, digits and hyphens, starting with a letter or digit.\n');
  }
}

/** The range of kitbench to depend on: the one the project around the folder installed, else this version's. */
async function kitbenchSpec(folder: string): Promise<string> {
  for (let dir = dirname(folder); ; dir = dirname(dir)) {
    try {
      const manifest = JSON.parse(await readFile(join(dir, 'package.json'), 'utf8')) as Record<string, Record<string, string> | undefined>;
      const spec = manifest.devDependencies?.kitbench ?? manifest.dependencies?.kitbench;
      if (spec) {
        // a relative file: spec (a folder, a tarball) names the same file from the new folder
        const file = /^file:(.+)$/.exec(spec)?.[1];
        return file && !isAbsolute(file) ? `file:${relative(folder, resolve(dir, file)) || '.'}` : spec;
      }
    } catch {
      // no package.json here, or not JSON: look further up
    }
    if (dirname(dir) === dir) return `^${kitbenchVersion}`;
  }
}

/** The @playwright/test the folder would resolve, else a recent range. */
function playwrightSpec(folder: string): string {
  try {
    const require = createRequire(join(folder, 'package.json'));
    return `^${(require('@playwright/test/package.json') as { version: string }).version}`;
  } catch {
    return '^1.50.0';
  }
}

async function entriesOf(folder: string): Promise<string[] | undefined> {
  try {
    return await readdir(folder);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/** `kitbench init`: exit 0 once written, 2 on a usage error or a folder it may not write into. */
export async function runInit(argv: string[], io: CliIO, options: InitRunOptions = {}): Promise<number> {
  let parsed: ReturnType<typeof parseArgs<{ options: typeof OPTIONS; allowPositionals: true; strict: true }>>;
  try {
    parsed = parseArgs({ args: argv, options: OPTIONS, allowPositionals: true, strict: true });
    if (parsed.positionals.length > 1) throw new UsageError(`expected at most one folder, got ${parsed.positionals.length}`);
    const { kind, name } = parsed.values;
    if (kind !== undefined && !isKind(kind)) throw new UsageError(`--kind must be one of ${KINDS.map((entry) => entry.kind).join(', ')}; not "${kind}"`);
    if (name !== undefined && !NAME_PATTERN.test(name)) throw new UsageError(`--name "${name}" is not a name: letters, digits and hyphens, starting with a letter or digit`);
  } catch (error) {
    io.stderr(`kitbench init: ${error instanceof Error ? error.message : String(error)}\n\n${INIT_HELP}`);
    return EXIT.usage;
  }
  const { values, positionals } = parsed;
  if (values.help) {
    io.stdout(INIT_HELP);
    return EXIT.ok;
  }
  const ask = values.yes ? undefined : (options.ask ?? terminalAsk());
  const kind = (values.kind as TemplateKind | undefined) ?? (ask ? await askKind(ask, io) : 'block');
  const folderName = positionals[0] ? basename(resolve(io.cwd, positionals[0])).toLowerCase() : undefined;
  const fallbackName = folderName && NAME_PATTERN.test(folderName) ? folderName : `my-${kind}`;
  const name = values.name ?? (ask ? await askName(ask, io, fallbackName) : fallbackName);
  const folder = resolve(io.cwd, positionals[0] ?? name);

  const existing = await entriesOf(folder);
  if (existing?.length && !values.force) {
    io.stderr(`kitbench init: ${folder} is not empty (${existing.slice(0, 3).join(', ')}${existing.length > 3 ? ', …' : ''}). Choose an empty or new folder, or pass --force to add the files it lacks (none is overwritten).\n`);
    return EXIT.usage;
  }

  const files = projectFiles({ kind, name, kitbenchSpec: await kitbenchSpec(folder), playwrightSpec: playwrightSpec(folder) });
  const written: string[] = [];
  const kept: string[] = [];
  for (const file of files) {
    const target = join(folder, file.path);
    await mkdir(dirname(target), { recursive: true });
    try {
      // 'wx': fails when the file exists, so nothing is ever overwritten, even by a file that appeared meanwhile
      await writeFile(target, 'text' in file ? file.text : file.bytes, { flag: 'wx' });
      written.push(file.path);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') {
        io.stderr(`kitbench init: could not write ${target}: ${(error as Error).message}\n`);
        return EXIT.usage;
      }
      kept.push(file.path);
    }
  }
  const shown = relative(io.cwd, folder) || '.';
  io.stdout(
    [
      `kitbench init · ${KINDS.find((entry) => entry.kind === kind)?.label} "${name}" in ${folder}`,
      ...written.map((path) => `  wrote ${path}`),
      ...kept.map((path) => `  kept  ${path} (already there: not overwritten)`),
      '',
      'Next:',
      ...(shown === '.' ? [] : [`  cd ${shown}`]),
      '  npm install      # kitbench and @playwright/test (skip it inside a project that has both)',
      '  npm run dev      # the playground on this folder',
      '  npm test         # its *.kitbench.test.ts and *.kitbench.spec.ts',
      '',
    ].join('\n'),
  );
  return EXIT.ok;
}
