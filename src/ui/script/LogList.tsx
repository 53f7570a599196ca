import type { LogEntry } from '../../sandbox/types';

const ICONS: Record<LogEntry['level'], string> = { log: '›', info: 'i', warn: '!', error: '×', debug: '·' };

/** `src/utils.ts:12:5`: where a log line or problem is, in the author's own file (`fallback` when it names none). */
export function whereOf(at: { file?: string; line?: number; column?: number }, fallback: string): string {
  if (!at.line) return '';
  return `${at.file ?? fallback}:${at.line}${at.column ? `:${at.column}` : ''}`;
}

/** Log lines with their original file and line; shared by the Console and the Events result. */
export function LogList({ entries, fileName, label }: { entries: (LogEntry & { id?: number })[]; fileName: string; label: string }) {
  return (
    <ul className="rt-logs" aria-label={label}>
      {entries.map((entry, index) => (
        <li key={entry.id ?? index} className={`rt-log rt-log--${entry.level}`}>
          <span className="rt-log__icon" title={entry.level}>
            {ICONS[entry.level]}
          </span>
          <span className="rt-log__message">{entry.message}</span>
          <span className="rt-log__where">
            {whereOf(entry, fileName)}
            <time dateTime={new Date(entry.time).toISOString()} className="rt-log__time">
              {new Date(entry.time).toLocaleTimeString()}
            </time>
          </span>
        </li>
      ))}
    </ul>
  );
}
