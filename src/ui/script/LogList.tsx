import type { RevealRequest } from '../editor/registry';
import { MessageText } from '../kit/MessageText';
import type { LogEntry } from '../../sandbox/types';

const ICONS: Record<LogEntry['level'], string> = { log: '›', info: 'i', warn: '!', error: '×', debug: '·' };

/** `src/utils.ts:12:5`: where a log line or problem is, in the author's own file (`fallback` when it names none). */
export function whereOf(at: { file?: string; line?: number; column?: number }, fallback: string): string {
  if (!at.line) return '';
  return `${at.file ?? fallback}:${at.line}${at.column ? `:${at.column}` : ''}`;
}

/** Opens the file in the script editor at the line (the editor listens for this event; see editor/registry.ts). */
function reveal(path: string, line: number, column: number | undefined) {
  window.dispatchEvent(new CustomEvent<RevealRequest>('kitbench:reveal', { detail: { file: 'script', path, line, column } }));
}

/** `src/utils.ts:12:5` as a button that opens that file at that line; nothing when the place has no line. */
export function WhereLink({ at, fallback }: { at: { file?: string; line?: number; column?: number }; fallback: string }) {
  if (!at.line) return null;
  const line = at.line;
  const path = at.file ?? fallback;
  return (
    <button type="button" className="rt-log__link" title={`Open ${path} at line ${line}`} onClick={() => reveal(path, line, at.column)}>
      {whereOf(at, fallback)}
    </button>
  );
}

/** Log lines with their original file and line (a button that opens it); shared by the Console and the Events result. */
export function LogList({ entries, fileName, label }: { entries: (LogEntry & { id?: number })[]; fileName: string; label: string }) {
  return (
    <ul className="rt-logs" aria-label={label}>
      {entries.map((entry, index) => (
        <li key={entry.id ?? index} className={`rt-log rt-log--${entry.level}`}>
          <span className="rt-log__icon" title={entry.level}>
            {ICONS[entry.level]}
          </span>
          <span className="rt-log__message">
            <MessageText text={entry.message} />
          </span>
          <span className="rt-log__where">
            <WhereLink at={entry} fallback={fileName} />
            <time dateTime={new Date(entry.time).toISOString()} className="rt-log__time">
              {new Date(entry.time).toLocaleTimeString()}
            </time>
          </span>
        </li>
      ))}
    </ul>
  );
}
