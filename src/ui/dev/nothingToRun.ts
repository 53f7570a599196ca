import { useSyncExternalStore } from 'react';
import { useScriptState } from '../script/ScriptHostProvider';
import { useWorkspace } from '../workspace/store';
import { type DevStatus, devStatus } from './status';

/** Why there is nothing to run: a few words for a badge, and the folder problem's whole message for its tooltip. */
export interface NothingToRun {
  short: string;
  message: string;
}

/** The few words naming what is missing, for the folder problems after which `kitbench dev` sends no bundle at all. */
function missingOf(problem: DevStatus['problem']): string | undefined {
  switch (problem?.kind) {
    case 'no-manifest':
      return 'no manifest';
    case 'missing-entry':
      return `${problem.file ?? 'the entry script'} is missing`;
    case 'manifest-not-text':
      return `${problem.file ?? 'the manifest'} is not text`;
    case 'bundler':
      return 'the bundler failed';
    default:
      return undefined;
  }
}

/**
 * Under `kitbench dev`, why no script will load (CONTRACT §4: Script status "says why when there is nothing to load"):
 * a folder that cannot be bundled at all (no manifest, no entry file) gets no bundle, and waiting for one would read
 * `Loading script…` for ever. Undefined once a script answered, and whenever a bundle is (or may be) on its way.
 */
export function useNothingToRun(): NothingToRun | undefined {
  const dev = useWorkspace((w) => w.origin === 'dev');
  const problem = useSyncExternalStore(devStatus.subscribe, () => devStatus.get().problem);
  const { summary, loadProblem } = useScriptState();
  const short = dev && !summary && !loadProblem ? missingOf(problem) : undefined;
  return short && problem ? { short, message: problem.message } : undefined;
}
