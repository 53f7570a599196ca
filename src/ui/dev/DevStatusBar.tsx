import { useLayoutEffect, useState, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import { APPBAR_STATUS_ID } from '../shell/Header';
import { useEditorWorkerFailures, workerFailureMessage } from '../editor/worker-failures';
import { useWorkspace } from '../workspace/store';
import { type DevConnection, devStatus } from './status';
import './dev.css';

const LABELS: Record<DevConnection, string> = {
  connecting: 'Connecting…',
  connected: 'Connected',
  reconnecting: 'Reconnecting…',
  disconnected: 'Disconnected',
};

/** The `kitbench dev` badge (folder and connection) and the folder-level problem, when there is one. */
export function DevStatusBar() {
  const status = useSyncExternalStore(devStatus.subscribe, devStatus.get, devStatus.get);
  const emptyManifest = useWorkspace((w) => w.manifest.trim() === '');
  // Said once, where it is read best: a package that is not installed fails the bundle too, and the Problems list names
  // it with file and line; a folder without a manifest (or with a binary one) is the Problems list's one problem while
  // the manifest editor is empty (validation.ts). A manifest deleted while its text is in the editor is said here.
  const inProblems =
    status.problem?.kind === 'missing-package' || ((status.problem?.kind === 'no-manifest' || status.problem?.kind === 'manifest-not-text') && emptyManifest);
  const problem = inProblems ? undefined : status.problem?.message;
  const editorFailure = workerFailureMessage(useEditorWorkerFailures());
  const messages = [problem, status.writeError, editorFailure].filter((message): message is string => !!message);
  // The badge sits in the app bar, beside the workspace's name: floating in a corner it covered the last lines of
  // whichever panel was open (the Site view's visit). Until the bar is there, it floats.
  const [slot, setSlot] = useState<HTMLElement | null>(null);
  useLayoutEffect(() => setSlot(document.getElementById(APPBAR_STATUS_ID)), []);
  const badge = (
    <p className="dev-status-badge" data-connection={status.connection} title={status.path}>
      <span className="dev-status-dot" aria-hidden="true" />
      <span>kitbench dev · {status.folder}</span>
      <span role="status" aria-label="Dev server connection">
        {LABELS[status.connection]}
      </span>
    </p>
  );
  return (
    <aside className="dev-status" aria-label="kitbench dev">
      {slot ? createPortal(badge, slot) : badge}
      <div className="dev-status-messages">
        {messages.map((message) => (
          <p key={message} className="dev-status-problem" role="alert">
            {message}
          </p>
        ))}
        {status.manifestNote && (
          // Said once: it stays until read and dismissed (it covers the panels' foot on a small window).
          <div className="dev-status-note" role="note">
            <p>{status.manifestNote}</p>
            <button type="button" className="btn btn--ghost btn--small" onClick={() => devStatus.set({ manifestNote: undefined })}>
              Dismiss
            </button>
          </div>
        )}
        {status.notes.length > 0 && (
          <details className="dev-status-notes">
            <summary>{status.notes.length === 1 ? '1 file left out' : `${status.notes.length} files left out`}</summary>
            <ul>
              {status.notes.map((note) => (
                <li key={note}>{note}</li>
              ))}
            </ul>
          </details>
        )}
      </div>
    </aside>
  );
}
