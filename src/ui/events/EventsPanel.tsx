import { useState, useSyncExternalStore } from 'react';
import { RUNTIME_EVENT_DESCRIPTIONS, RUNTIME_EVENT_TYPES, type RuntimeEventType, sampleEvent } from '../../core/runtime/sample-events';
import { useScriptEnvironment, useScriptHost, useScriptState } from '../script/ScriptHostProvider';
import { entryOf } from '../workspace/entry';
import { useWorkspace } from '../workspace/store';
import { type DispatchRecord, eventHistory } from './history';
import { DispatchResult } from './DispatchResult';
import '../script/runtime-panels.css';

const pretty = (value: unknown) => JSON.stringify(value, null, 2);

/** Parses the edited event; says what is wrong instead of throwing. */
function parseEvent(text: string, expectedType: string): { event?: DispatchRecord['event']; error?: string } {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return { error: `Not valid JSON: ${error instanceof Error ? error.message : String(error)}` };
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return { error: 'The event must be a JSON object.' };
  const type = (value as { type?: unknown }).type;
  if (typeof type !== 'string' || type === '') return { error: `The event needs a "type" (e.g. "${expectedType}").` };
  return { event: value as DispatchRecord['event'] };
}

/** Events: dispatch any runtime event to the script's `events` handlers and see what happened. */
export default function EventsPanel() {
  const host = useScriptHost();
  const environment = useScriptEnvironment();
  const { summary, loadProblem } = useScriptState();
  const fileName = useWorkspace((w) => entryOf(w).split('/').pop() || 'index.tsx');
  const [type, setType] = useState<RuntimeEventType>('space_content_updated');
  const [text, setText] = useState(() => pretty(sampleEvent('space_content_updated', environment)));
  const [running, setRunning] = useState(false);
  const [selected, setSelected] = useState<number | undefined>();
  const records = useSyncExternalStore(eventHistory.subscribe, eventHistory.getRecords, eventHistory.getRecords);
  const parsed = parseEvent(text, type);
  const shown = records.find((record) => record.id === selected) ?? records[0];
  const handled = summary?.eventNames.includes(type);

  const choose = (next: RuntimeEventType) => {
    setType(next);
    setText(pretty(sampleEvent(next, environment)));
  };

  const edit = (record: DispatchRecord) => {
    if ((RUNTIME_EVENT_TYPES as readonly string[]).includes(record.event.type)) setType(record.event.type as RuntimeEventType);
    setText(pretty(record.event));
  };

  const dispatch = async () => {
    if (!parsed.event) return;
    setRunning(true);
    const result = await host.dispatchEvent(parsed.event);
    const record = eventHistory.add(parsed.event, result);
    setSelected(record.id);
    setRunning(false);
  };

  return (
    <section className="rt" aria-label="Events">
      <div className="rt-toolbar">
        <h2 className="rt-toolbar__title">Runtime events</h2>
        {loadProblem ? <span className="badge badge--danger">Script not running</span> : null}
      </div>
      <div className="rt-split">
        <div className="rt-body">
          <div className="field">
            <label className="field__label" htmlFor="event-type">
              Event
            </label>
            <select id="event-type" className="select" value={type} onChange={(e) => choose(e.target.value as RuntimeEventType)}>
              {RUNTIME_EVENT_TYPES.map((name) => (
                <option key={name} value={name}>
                  {name}
                  {summary?.eventNames.includes(name) ? ' (handled)' : ''}
                </option>
              ))}
            </select>
            <p className="field__help">
              {RUNTIME_EVENT_DESCRIPTIONS[type]}
              {summary && !handled ? (
                <>
                  {' '}
                  Your script has no <code>{type}</code> handler yet.
                </>
              ) : null}
            </p>
          </div>
          <div className="field">
            <label className="field__label" htmlFor="event-json">
              Event JSON
            </label>
            <textarea
              id="event-json"
              className="textarea rt-json"
              spellCheck={false}
              value={text}
              onChange={(e) => setText(e.target.value)}
              aria-invalid={parsed.error ? true : undefined}
              aria-describedby={parsed.error ? 'event-json-error' : undefined}
            />
            {parsed.error ? (
              <p id="event-json-error" className="field__error">
                {parsed.error}
              </p>
            ) : null}
          </div>
          <div className="rt-row">
            <button type="button" className="btn btn--primary" onClick={dispatch} disabled={!parsed.event || running}>
              {running ? 'Dispatching…' : 'Dispatch'}
            </button>
            <button type="button" className="btn btn--ghost" onClick={() => setText(pretty(sampleEvent(type, environment)))}>
              Reset event
            </button>
          </div>
        </div>
        <div className="rt-body">
          {shown ? <DispatchResult record={shown} fileName={fileName} onEdit={edit} /> : <p className="rt-muted">Dispatch an event to see what your handler did.</p>}
          {records.length > 0 ? (
            <div className="panel-card rt-card">
              <div className="rt-row">
                <h3 className="rt-card__title" style={{ marginRight: 'auto' }}>
                  History
                </h3>
                <button type="button" className="btn btn--small btn--ghost" onClick={() => eventHistory.clear()}>
                  Clear history
                </button>
              </div>
              <ul className="rt-list" aria-label="Dispatched events">
                {records.map((record) => (
                  <li key={record.id}>
                    <button
                      type="button"
                      className="rt-list__item"
                      aria-current={record.id === shown?.id}
                      onClick={() => setSelected(record.id)}
                    >
                      <span className={record.result.ok ? 'rt-status--ok' : 'rt-status--error'}>{record.result.ok ? 'OK' : 'Failed'}</span>
                      <span className="rt-list__url">{record.event.type}</span>
                      <span className="rt-muted">{record.result.durationMs} ms</span>
                      <span className="rt-muted">{new Date(record.at).toLocaleTimeString()}</span>
                    </button>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
        </div>
      </div>
    </section>
  );
}
