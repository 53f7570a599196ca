import { readFileSync, writeSync } from 'node:fs';

/** What a CLI command may touch. Tests pass their own to capture output without spawning a process. */
export interface CliIO {
  stdout(text: string): void;
  stderr(text: string): void;
  readFile(path: string): Promise<Uint8Array>;
  cwd: string;
  /** The current time in ms; injectable for deterministic tests. */
  now(): number;
}

/**
 * Writes to the process's stdout (1) or stderr (2) straight to the descriptor, as Node itself writes to files and
 * pipes on Linux: `process.stdout` is built on first use, with Node's stream modules (~5 ms of a `validate` run).
 * What the descriptor does not take at once (a non-blocking pipe that is full) goes through the stream. For commands
 * that print nothing else: another module's `console.log` through the stream could come out of order elsewhere.
 */
function writeOut(fd: 1 | 2, text: string): void {
  const bytes = Buffer.from(text);
  let written = 0;
  try {
    while (written < bytes.length) written += writeSync(fd, bytes, written);
  } catch {
    (fd === 1 ? process.stdout : process.stderr).write(bytes.subarray(written));
  }
}

/** The real process. */
export const processIO: CliIO = {
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
  // read at once: a command reads a file or two, and node:fs/promises would be one more module to load
  readFile: async (path) => new Uint8Array(readFileSync(path)),
  cwd: process.cwd(),
  now: () => Date.now(),
};

/** The real process, its output written straight to the descriptors (`validate` and `schema`: src/cli/quick.ts). */
export const directProcessIO: CliIO = { ...processIO, stdout: (text) => writeOut(1, text), stderr: (text) => writeOut(2, text) };

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
