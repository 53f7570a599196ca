import { execFile } from 'node:child_process';
import { resolve } from 'node:path';
import { promisify } from 'node:util';

// The CLI and the harness are the shared builds (`npm test` builds dist-cli/ and dist-testing/ before e2e, and
// `bin/kitbench.mjs` runs them). KITBENCH_CLI_OUT names another CLI build folder instead, with the harness's build
// in a dist-testing/ inside or beside it (where the CLI looks for it), so one engineer's run needs no shared build.
const repo = resolve(import.meta.dirname, '..');
const run = promisify(execFile);

/** Runs `kitbench test <folder>`; resolves its exit code and everything it printed. */
export async function kitbenchTest(folder: string): Promise<{ code: number; output: string }> {
  const cliOut = process.env.KITBENCH_CLI_OUT;
  const args = cliOut
    ? ['--input-type=module', '-e', 'const { main } = await import(process.argv[1]); process.exitCode = await main(process.argv.slice(2));', resolve(repo, cliOut, 'kitbench.mjs')]
    : [resolve(repo, 'bin/kitbench.mjs')];
  try {
    const { stdout, stderr } = await run(process.execPath, [...args, 'test', folder], { timeout: 60_000 });
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { code: failed.code ?? -1, output: `${failed.stdout ?? ''}${failed.stderr ?? ''}` };
  }
}
