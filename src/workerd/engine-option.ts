/**
 * `--engine worker|workerd` of `kitbench test`: taken out of the arguments before the command parses them, and
 * handed to the test files' processes as `KITBENCH_ENGINE` (kitbench/testing's `loadIntegration` reads it as its
 * default engine), so an author's tests run in workerd without changing a line.
 */
import { UsageError } from '../cli/io';

export const ENGINES = ['worker', 'workerd'] as const;
export type Engine = (typeof ENGINES)[number];

/** `--engine X` / `--engine=X` before any `--`, and the arguments without it. */
export function takeEngine(argv: string[]): { engine?: Engine; rest: string[] } {
  const split = argv.indexOf('--');
  const own = split === -1 ? argv : argv.slice(0, split);
  const tail = split === -1 ? [] : argv.slice(split);
  const rest: string[] = [];
  let engine: string | undefined;
  for (let index = 0; index < own.length; index++) {
    const arg = own[index];
    if (arg === '--engine') {
      engine = own[index + 1];
      if (engine === undefined) throw new UsageError(`--engine needs a value: ${ENGINES.join(' or ')}`);
      index += 1;
    } else if (arg.startsWith('--engine=')) engine = arg.slice('--engine='.length);
    else rest.push(arg);
  }
  if (engine !== undefined && !(ENGINES as readonly string[]).includes(engine)) throw new UsageError(`--engine must be ${ENGINES.join(' or ')}, not "${engine}"`);
  return { engine: engine as Engine | undefined, rest: [...rest, ...tail] };
}

/** Runs `task` with KITBENCH_ENGINE set (the test files' processes inherit it), then puts it back. */
export async function withEngine<T>(engine: Engine, task: () => Promise<T>): Promise<T> {
  const previous = process.env.KITBENCH_ENGINE;
  process.env.KITBENCH_ENGINE = engine;
  try {
    return await task();
  } finally {
    if (previous === undefined) delete process.env.KITBENCH_ENGINE;
    else process.env.KITBENCH_ENGINE = previous;
  }
}
