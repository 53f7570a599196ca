import { readFile } from 'node:fs/promises';

/** What a CLI command may touch. Tests pass their own to capture output without spawning a process. */
export interface CliIO {
  stdout(text: string): void;
  stderr(text: string): void;
  readFile(path: string): Promise<Uint8Array>;
  cwd: string;
  /** The current time in ms; injectable for deterministic tests. */
  now(): number;
}

/** The real process. */
export const processIO: CliIO = {
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
  readFile: async (path) => new Uint8Array(await readFile(path)),
  cwd: process.cwd(),
  now: () => Date.now(),
};

/** Exit codes everywhere (CONTRACT.md): 0 success, 1 the input failed the check, 2 usage error or unreadable file. */
export const EXIT = { ok: 0, failed: 1, usage: 2 } as const;

/** A usage mistake: printed with the command's help, exit code 2. */
export class UsageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UsageError';
  }
}

/** Runs a command: a usage mistake or an unexpected failure becomes its message on stderr and exit code 2. */
export async function guarded(io: CliIO, run: () => Promise<number>): Promise<number> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof UsageError) {
      io.stderr(`kitbench: ${error.message}\n`);
      return EXIT.usage;
    }
    io.stderr(`kitbench: unexpected failure: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    return EXIT.usage;
  }
}
