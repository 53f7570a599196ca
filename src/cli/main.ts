// The kitbench CLI: one command per module under commands/, dispatched here.
import { runSchema } from './commands/schema.ts';
import { runValidate } from './commands/validate.ts';
import { type CliIO, EXIT, guarded, processIO } from './io.ts';

// The bench (scripts/bench/manifest.mjs) measures the very validator the CLI runs, from the built bundle.
export { validate } from '../core/manifest/index.ts';

const HELP = `Usage: kitbench <command> [options]

Commands:
  validate <manifest|folder> validate a manifest: the file, or a folder's service-manifest.yaml or
                             gitbook-manifest.yaml (--format text|json, --root DIR, --env-file FILE)
  schema                     print the JSON Schema of service-manifest.yaml
  webhook sign|verify|send   sign, verify and deliver webhook payloads
  dev [folder]               serve the playground on an integration folder, live (--port N, --host H)
  check [folder]             run the script in workerd as the platform does: each handler once (--format)
  test [folder]              run the folder's *.kitbench.test.ts files with kitbench/testing (--format text|json)
  init [folder]              write a new integration that passes its own tests (--kind K, --name N, --yes)

Run \`kitbench <command> --help\` for a command's options.
Exit codes: 0 success, 1 the input failed the check, 2 usage error or unreadable file.
`;

type WebhookModule = { runWebhook(argv: string[], io: CliIO): Promise<number> };
// a glob, not an import: the webhook commands come with their own issue, and the build must not depend on them
const webhookModules = import.meta.glob<WebhookModule>('./commands/webhook.ts');

type LazyCommand = Record<string, unknown>;
// Commands with heavy dependencies (a server, a bundler) load only when asked for.
const devModules = import.meta.glob<LazyCommand>('./commands/dev.ts');

async function runLazy(load: (() => Promise<LazyCommand>) | undefined, exportName: string, name: string, argv: string[], io: CliIO): Promise<number> {
  const module = load ? await load() : undefined;
  const run = module?.[exportName];
  if (typeof run !== 'function') {
    io.stderr(`${name} is not available in this build\n`);
    return EXIT.usage;
  }
  return (run as (argv: string[], io: CliIO) => Promise<number>)(argv, io);
}

/** Runs the CLI with `argv` (without `node` and the script); resolves to the exit code. */
export async function main(argv: string[], io: CliIO = processIO): Promise<number> {
  const [command, ...rest] = argv;
  return guarded(io, async () => {
    switch (command) {
      case 'validate':
        return runValidate(rest, io);
      case 'schema':
        return runSchema(rest, io);
      case 'webhook':
        return runWebhook(rest, io);
      case 'dev':
        return runLazy(devModules['./commands/dev.ts'], 'runDev', 'dev', rest, io);
      case 'check':
        return runLazy(import.meta.glob<LazyCommand>('./commands/check.ts')['./commands/check.ts'], 'runCheck', 'check', rest, io);
      case 'test':
        return runLazy(import.meta.glob<LazyCommand>('./commands/test.ts')['./commands/test.ts'], 'runTest', 'test', rest, io);
      case 'init':
        return runLazy(import.meta.glob<LazyCommand>('./commands/init.ts')['./commands/init.ts'], 'runInit', 'init', rest, io);
      case '--help':
      case '-h':
      case 'help':
        io.stdout(HELP);
        return EXIT.ok;
      case undefined:
        io.stderr(HELP);
        return EXIT.usage;
      default:
        io.stderr(`kitbench: unknown command "${command}"\n\n${HELP}`);
        return EXIT.usage;
    }
  });
}

async function runWebhook(argv: string[], io: CliIO): Promise<number> {
  const load = webhookModules['./commands/webhook.ts'];
  let module: WebhookModule | undefined;
  try {
    module = load ? await load() : undefined;
  } catch {
    module = undefined;
  }
  if (typeof module?.runWebhook !== 'function') {
    io.stderr('webhook commands are not available in this build\n');
    return EXIT.usage;
  }
  return module.runWebhook(argv, io);
}
