import { useSyncExternalStore } from 'react';
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
  // A package that is not installed fails the bundle too, and the Problems list names it with file and line: said once.
  const problem = status.problem?.kind === 'missing-package' ? undefined : status.problem?.message;
  const messages = [problem, status.writeError].filter((message): message is string => !!message);
  return (
    <aside className="dev-status" aria-label="kitbench dev">
      <p className="dev-status-badge" data-connection={status.connection} title={status.path}>
        <span className="dev-status-dot" aria-hidden="true" />
        <span>kitbench dev · {status.folder}</span>
        <span role="status" aria-label="Dev server connection">
          {LABELS[status.connection]}
        </span>
      </p>
      <div className="dev-status-messages">
        {messages.map((message) => (
          <p key={message} className="dev-status-problem" role="alert">
            {message}
          </p>
        ))}
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
