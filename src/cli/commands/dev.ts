import { existsSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { locateDist } from '../../dev/static.ts';
import { type DevServer, startDevServer } from '../../dev/server.ts';
import { runWorkerdCheck } from '../../dev/workerd-check.ts';
import { type CliIO, EXIT, UsageError } from '../io.ts';

/** Help of `kitbench dev`. */
export const DEV_HELP = `Usage: kitbench dev [folder] [--port N] [--host H] [--record [--record-local]] [--no-check]

Serves the playground with an integration folder as its workspace: the script is bundled with its own
node_modules, a save on disk re-runs it and refreshes the preview, and edits made in the playground are
written back to the folder. The folder's manifest is its service-manifest.yaml, or else its
gitbook-manifest.yaml (the name the platform's CLI uses); edits go back to the file it came from.
After each build, what \`kitbench check\` finds (the script in workerd, the platform's engine) shows in
the playground's Problems, labelled "workerd check" (needs miniflare, an optional dependency).

Options:
  --port N   port to serve on (default: 5173)
  --host H   interface to listen on (default: 127.0.0.1). Any other than this machine's
             (e.g. 0.0.0.0) serves your folder to the network: kitbench dev then asks for a
             token, printed in the address to open
  --record   record mode: the script's requests that no mock answers go out from this machine, and each
             real response is kept, credentials redacted, for review in the Network panel before it is
             written to kitbench.mocks.ts
  --record-local  in record mode, let the script reach ports of this machine too (a local stand-in)
  --no-check  no workerd check after each build (it starts workerd each time: a few seconds of CPU);
             \`kitbench check\` runs it when asked
  -h, --help show this help

Ctrl+C stops the server. Exit codes: 0 stopped, 2 usage error, unreadable folder or port in use.
`;

const OPTIONS = {
  port: { type: 'string' },
  host: { type: 'string' },
  record: { type: 'boolean' },
  'record-local': { type: 'boolean' },
  'no-check': { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
} as const;

interface DevArgs {
  folder: string;
  port: number;
  host: string;
  record?: { allowLoopback: boolean };
  /** The workerd check after each build (off with --no-check). */
  check: boolean;
}

function parse(argv: string[], cwd: string): DevArgs | 'help' {
  let parsed: ReturnType<typeof parseArgs<{ options: typeof OPTIONS; allowPositionals: true; strict: true }>>;
  try {
    parsed = parseArgs({ args: argv, options: OPTIONS, allowPositionals: true, strict: true });
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
  const { values, positionals } = parsed;
  if (values.help) return 'help';
  if (positionals.length > 1) throw new UsageError(`expected at most one folder, got ${positionals.length}`);
  const port = values.port === undefined ? 5173 : Number(values.port);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new UsageError(`--port must be a port number (0-65535), not "${values.port}"`);
  if (values['record-local'] && !values.record) throw new UsageError('--record-local goes with --record');
  const record = values.record ? { allowLoopback: values['record-local'] === true } : undefined;
  return { folder: resolve(cwd, positionals[0] ?? '.'), port, host: values.host ?? '127.0.0.1', record, check: values['no-check'] !== true };
}

/** Options tests pass: a stop signal instead of Ctrl+C, the playground build, and a callback once it listens. */
export interface DevRunOptions {
  stop?: Promise<void>;
  env?: Record<string, string | undefined>;
  onListening?: (server: DevServer) => void;
}

const time = () => new Date().toTimeString().slice(0, 8);

/** `kitbench dev`: serves until Ctrl+C (exit 0); exit 2 on usage errors, an unreadable folder or a busy port. */
export async function runDev(argv: string[], io: CliIO, options: DevRunOptions = {}): Promise<number> {
  let args: DevArgs | 'help';
  try {
    args = parse(argv, io.cwd);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    io.stderr(`kitbench dev: ${error.message}\n\n${DEV_HELP}`);
    return EXIT.usage;
  }
  if (args === 'help') {
    io.stdout(DEV_HELP);
    return EXIT.ok;
  }
  if (!existsSync(args.folder) || !statSync(args.folder).isDirectory()) {
    io.stderr(`kitbench dev: ${args.folder} is not a folder. Pass the folder that holds your manifest (service-manifest.yaml or gitbook-manifest.yaml).\n`);
    return EXIT.usage;
  }
  const dist = locateDist(options.env ?? process.env);
  if ('error' in dist) {
    io.stderr(`kitbench dev: ${dist.error}\n`);
    return EXIT.usage;
  }
  // Listening before the server starts, so that Ctrl+C is ours first, whenever it comes.
  const interrupt = options.stop ? { interrupted: options.stop, release: () => undefined } : untilInterrupted();
  // Rebuild lines wait for the banner: the first build may finish before it is printed.
  const early: string[] = [];
  let log = (line: string): void => void early.push(line);
  let server: DevServer;
  try {
    server = await startDevServer({
      folder: args.folder,
      distDir: dist.dir,
      port: args.port,
      host: args.host,
      record: args.record,
      // What `kitbench check` finds, in the playground's Problems (needs miniflare; says once when it is missing).
      workerdCheck: args.check ? runWorkerdCheck : undefined,
      log: (line) => log(`${time()} ${line}\n`),
    });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const reason =
      code === 'EADDRINUSE'
        ? `port ${args.port} on ${args.host} is already in use. Stop what runs there or pass --port N.`
        : code === 'EADDRNOTAVAIL' || code === 'ENOTFOUND'
          ? `cannot listen on host "${args.host}". Pass --host 127.0.0.1 or an address of this machine.`
          : `could not start the server: ${error instanceof Error ? error.message : String(error)}`;
    io.stderr(`kitbench dev: ${reason}\n`);
    interrupt.release();
    return EXIT.usage;
  }
  const warning = server.token
    ? [
        `  ! ${args.host} is reachable from other machines: anyone who can reach this port and has the address below`,
        '    (its ?token=) can read and change your folder. Keep it to yourself, or use --host 127.0.0.1.',
      ]
    : [];
  io.stdout(
    [
      `kitbench dev · ${args.folder}`,
      ...warning,
      `  playground  ${server.url}`,
      // A wildcard address is not one a browser opens: name this machine's own as well.
      ...(server.token && (args.host === '0.0.0.0' || args.host === '::') ? [`  here        http://127.0.0.1:${server.port}/?token=${server.token}`] : []),
      '  watching    the folder (not node_modules, .git, dist): a save re-bundles and refreshes the preview',
      '  writing     edits made in the playground go back to the files on disk',
      args.check
        ? "  checking    after each build, what kitbench check finds (the script in workerd, the platform's engine) in Problems"
        : '  checking    off (--no-check): kitbench check runs the script in workerd, the platform\'s engine, when asked',
      '  secrets     .env*, .npmrc, keys and id_* stay on disk: never sent to the page, shared or exported',
      ...(args.record ? ['  recording   real responses of the requests no mock answers (Network panel: Review recordings)'] : []),
      '  Ctrl+C to stop',
      '',
    ].join('\n'),
  );
  log = (line) => io.stdout(line);
  for (const line of early.splice(0)) io.stdout(line);
  options.onListening?.(server);
  await interrupt.interrupted;
  await server.close();
  interrupt.release();
  io.stdout('kitbench dev stopped.\n');
  return EXIT.ok;
}

/**
 * Resolves on Ctrl+C (SIGINT) or SIGTERM, once. While a workerd check runs, miniflare listens for the same signals
 * (its exit hook) and exits the process at once (code 130), which cut the server's close short: a playground edit on
 * its way to disk, the watcher, "kitbench dev stopped." So this listener comes first, and from the signal until
 * `release()` (the server closed) an exit asked for by another listener is held back; the check then ends as its
 * workerd is disposed, and `kitbench dev` exits 0 as CONTRACT §5 says. A second Ctrl+C exits at once (130).
 */
function untilInterrupted(): { interrupted: Promise<void>; release(): void } {
  const exit = process.exit;
  let held = false;
  let done: () => void = () => undefined;
  // A second Ctrl+C while the server closes: the author wants out now, whatever is pending.
  const force = () => {
    held = false;
    process.exit = exit;
    exit.call(process, 130);
  };
  const interrupted = new Promise<void>((resolve) => {
    done = () => {
      process.off('SIGINT', done);
      process.off('SIGTERM', done);
      held = true;
      process.exit = ((code?: number | string | null) => {
        if (!held) return exit.call(process, code);
      }) as typeof process.exit;
      process.prependOnceListener('SIGINT', force);
      resolve();
    };
    process.prependOnceListener('SIGINT', done);
    process.prependOnceListener('SIGTERM', done);
  });
  return {
    interrupted,
    release() {
      process.off('SIGINT', done);
      process.off('SIGTERM', done);
      process.off('SIGINT', force);
      held = false;
      process.exit = exit;
    },
  };
}
