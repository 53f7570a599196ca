import { useEffect, useMemo, useRef, useState } from 'react';
import { problemWords } from '../../sandbox/bundle-problems';
import { MessageText } from '../kit/MessageText';
import type { LogEntry } from '../../sandbox/types';
import { EmptyState } from '../kit/EmptyState';
import { entryOf } from '../workspace/entry';
import { useWorkspace } from '../workspace/store';
import { consoleStore } from '../script/console-store';
import { LogList, WhereLink } from '../script/LogList';
import { useConsoleLines, useScriptState } from '../script/ScriptHostProvider';
import '../script/runtime-panels.css';

type Filter = 'all' | 'errors' | 'warnings';
const matches: Record<Filter, (level: LogEntry['level']) => boolean> = {
  all: () => true,
  errors: (level) => level === 'error',
  warnings: (level) => level === 'error' || level === 'warn',
};

/** Console: every `console.*` call, uncaught error and failed call of the script, with its line numbers. */
export default function ConsolePanel() {
  const lines = useConsoleLines();
  const { loadProblem, loading, summary } = useScriptState();
  const fileName = useWorkspace(entryOf);
  const [filter, setFilter] = useState<Filter>('all');
  const visible = useMemo(() => lines.filter((line) => matches[filter](line.level)), [lines, filter]);
  const errors = lines.filter((line) => line.level === 'error').length;
  const end = useRef<HTMLDivElement>(null);

  const count = visible.length;
  useEffect(() => {
    if (count > 0) end.current?.scrollIntoView({ block: 'nearest' });
  }, [count]);

  return (
    <section className="rt" aria-label="Console">
      <div className="rt-toolbar">
        <h2 className="rt-toolbar__title">Console</h2>
        {loading ? <span className="badge badge--info">Reloading…</span> : null}
        {loadProblem && summary ? (
          <span className="badge badge--warning">Last good version running</span>
        ) : loadProblem ? (
          <span className="badge badge--danger">Script not running</span>
        ) : (
          <span className="badge badge--success">Script running</span>
        )}
        {errors ? <span className="badge badge--danger">{errors === 1 ? '1 error' : `${errors} errors`}</span> : null}
        <label className="visually-hidden" htmlFor="console-filter">
          Show
        </label>
        <select id="console-filter" className="select" value={filter} onChange={(e) => setFilter(e.target.value as Filter)} style={{ width: 'auto' }}>
          <option value="all">All levels</option>
          <option value="warnings">Warnings and errors</option>
          <option value="errors">Errors only</option>
        </select>
        <button type="button" className="btn btn--small" onClick={() => consoleStore.clear()} disabled={lines.length === 0}>
          Clear console
        </button>
      </div>
      <div className="rt-scroll" role="log" aria-label="Console output" aria-live="polite">
        {loadProblem ? (
          <div className="rt-body">
            <div className="note note--danger rt-problem" role="alert">
              {/* a bundle's problem in its own words; a script that threw or hung as it loaded */}
              {loadProblem.kind === 'runtime' || loadProblem.kind === 'timeout'
                ? summary
                  ? 'The script could not be bundled'
                  : 'The script could not start'
                : problemWords(loadProblem)}
              {loadProblem.line ? ' at ' : ''}
              <WhereLink at={loadProblem} fallback={fileName} />: <MessageText text={loadProblem.message} />
              {summary ? ' The last good version keeps running.' : ''}
            </div>
          </div>
        ) : null}
        {visible.length === 0 ? (
          <EmptyState title="Nothing logged yet">
            Output of <code>console.log</code> and any error your script throws appear here, with its line number.
          </EmptyState>
        ) : (
          <LogList entries={visible} fileName={fileName} label="Console lines" />
        )}
        <div ref={end} />
      </div>
    </section>
  );
}
