// `kitbench validate` and `kitbench schema` on their own: what CI and editors run on every save. bin/kitbench.cjs
// loads this build (dist-cli/quick.cjs, CommonJS) for those two, so that Node's ES module loader never starts and
// nothing of the other commands is read; every other command loads the whole CLI (main.ts).
import { runSchema } from './commands/schema.ts';
import { runValidate } from './commands/validate.ts';
import { type CliIO, directProcessIO, EXIT, guarded } from './io.ts';

/** Runs `validate` or `schema` as main.ts does, with the same output and exit codes. */
export function main(argv: string[], io: CliIO = directProcessIO): Promise<number> {
  const [command, ...rest] = argv;
  return guarded(io, async () => {
    if (command === 'validate') return runValidate(rest, io);
    if (command === 'schema') return runSchema(rest, io);
    io.stderr(`kitbench: this build runs validate and schema only, not "${command}" (bin/kitbench.cjs sends the rest to the whole CLI)\n`);
    return EXIT.usage;
  });
}
