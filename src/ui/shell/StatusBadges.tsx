import { problemWords } from '../../sandbox/bundle-problems';
import { useNothingToRun } from '../dev/nothingToRun';
import { useScriptState } from '../script/ScriptHostProvider';
import { useValidation } from '../problems/validation';
import { entryOf } from '../workspace/entry';
import { useWorkspace } from '../workspace/store';
import { isScriptHeld } from '../workspace/trust';

/** The manifest pane's badge: its error count, or Valid. */
export function ManifestStatus() {
  const { diagnostics } = useValidation();
  const errors = diagnostics.filter((d) => d.severity === 'error').length;
  return errors ? (
    <span className="badge badge--danger">{errors === 1 ? '1 error' : `${errors} errors`}</span>
  ) : (
    <span className="badge badge--success">Valid</span>
  );
}

/**
 * The script pane's badge, labelled `Script status` (CONTRACT §4): `Running · N components` once the script loaded,
 * `Nothing to run · <what is missing>` when `kitbench dev` has no bundle to send, `Loading script…` until the script
 * has answered, the problem and its place otherwise. Worded as the Console's badge is (a failed bundle leaves the last good
 * version running; "not running" only when nothing runs).
 */
export function ScriptStatus() {
  const { loadProblem, summary } = useScriptState();
  const openFile = useWorkspace((w) => w.openFile);
  const entry = useWorkspace((w) => entryOf(w));
  const held = useWorkspace(isScriptHeld);
  const nothing = useNothingToRun();
  let text: string;
  let tone: 'success' | 'danger' | 'warning' | 'info';
  if (held) {
    // A share link's script waits for the user's consent (TrustBanner).
    text = 'Stopped · from a link';
    tone = 'warning';
  } else if (nothing) {
    text = `Nothing to run · ${nothing.short}`;
    tone = 'danger';
  } else if (!summary && !loadProblem) {
    // Until the script has answered once there is nothing running to count (under `kitbench dev` the folder's first
    // bundle is still on its way; in the browser the first bundle is being built): say so, never `Running · 0`.
    text = 'Loading script…';
    tone = 'info';
  } else if (loadProblem) {
    // The problem may sit in another file of the folder than the one on screen: then the badge names it.
    const file = loadProblem.file ?? entry;
    const line = loadProblem.line ? `:${loadProblem.line}` : '';
    const where = file !== openFile ? ` in ${file.split('/').pop()}${line}` : loadProblem.line ? ` at line ${loadProblem.line}` : '';
    text = `${problemWords(loadProblem)}${where}${summary ? ' · last good version running' : ' · not running'}`;
    tone = summary ? 'warning' : 'danger';
  } else {
    const components = summary?.componentIds.length ?? 0;
    text = `Running · ${components} ${components === 1 ? 'component' : 'components'}`;
    tone = 'success';
  }
  return (
    <span
      className={`badge badge--${tone}`}
      role="status"
      aria-label="Script status"
      title={held ? undefined : nothing ? nothing.message : loadProblem ? loadProblem.message : summary ? `Components: ${summary.componentIds.join(', ') || 'none'}` : undefined}
    >
      {text}
    </span>
  );
}
