import { useEffect, useId, useRef, useState, useSyncExternalStore } from 'react';
import { defaultEventType } from '../../core/events/default-event';
import { exportCallsTest } from '../../core/test-export/export-calls';
import { exportPlaywrightCalls } from '../../core/test-export/export-playwright';
import { manifestFileOf } from '../../core/workspace/manifest-file';
import { readTitle } from '../preview/blocks';
import { type ExportFormat, ExportTestDialog } from '../preview/ExportTestDialog';
import { focusSoon, usePanelIntent } from '../shell/navigation';
import { useScriptEnvironment, useScriptHost, useScriptState } from '../script/ScriptHostProvider';
import { entryOf } from '../workspace/entry';
import { useWorkspace } from '../workspace/store';
import { DispatchResult } from './DispatchResult';
import { ScheduledTasks } from './ScheduledTasks';
import { type DispatchRecord, dispatchFailed, eventHistory } from './history';
import { describeEventType, eventGroups, eventTemplate, eventTypeSuggestions, parseEvent, retypeEvent } from './templates';
import '../script/runtime-panels.css';
import './events.css';

const pretty = (value: unknown) => JSON.stringify(value, null, 2);

/** Events: dispatch any event type, the spec's or the script's own, with a JSON body, and see what happened. */
export default function EventsPanel() {
  const host = useScriptHost();
  const environment = useScriptEnvironment();
  const { summary, loadProblem } = useScriptState();
  const fileName = useWorkspace((w) => entryOf(w));
  const listId = useId();
  const browseId = useId();
  const groups = eventGroups();
  const workspaceId = useWorkspace((w) => w.id);
  const handlerNames = summary?.eventNames ?? [];
  // The panel starts on an event the script handles, and follows its handlers until the user picks an event of
  // their own in this workspace (typing, choosing, editing the JSON, a way here from the Preview).
  const [choiceIn, setChoiceIn] = useState<string>();
  const choose = () => setChoiceIn(workspaceId);
  const [type, setType] = useState(() => defaultEventType(handlerNames));
  const [text, setText] = useState(() => pretty(eventTemplate(type, environment)));
  // The last template loaded: while the JSON still equals it, a new type may replace it without losing anything.
  const [template, setTemplate] = useState(text);
  const [running, setRunning] = useState(false);
  const [selected, setSelected] = useState<number | undefined>();
  const [exported, setExported] = useState<ExportFormat[]>();
  const manifest = useWorkspace((w) => w.manifest);
  const manifestFile = useWorkspace(manifestFileOf);
  const env = useWorkspace((w) => w.env);
  const records = useSyncExternalStore(eventHistory.subscribe, eventHistory.getRecords, eventHistory.getRecords);
  const parsed = parseEvent(text, type);
  const shown = records.find((record) => record.id === selected) ?? records[0];
  const dispatchButton = useRef<HTMLButtonElement>(null);
  const jsonField = useRef<HTMLTextAreaElement>(null);
  const handled = handlerNames.includes(type);
  const description = describeEventType(type);

  const retype = (next: string) => {
    setType(next);
    if (next.trim() === '') return;
    const result = retypeEvent(text, template, next.trim(), environment);
    setText(result.text);
    setTemplate(result.template);
  };

  const handledKey = handlerNames.join('\n');
  // biome-ignore lint/correctness/useExhaustiveDependencies: when the handlers or the user's choice change, not on each keystroke
  useEffect(() => {
    if (choiceIn === workspaceId) return;
    const preferred = defaultEventType(handlerNames);
    if (preferred !== type.trim()) retype(preferred);
  }, [handledKey, choiceIn, workspaceId]);

  // "Try … in Events" from the Preview: that event, ready to send.
  usePanelIntent('events', (intent) => {
    choose();
    retype(intent.event);
    // Dispatch, unless the user's own JSON (kept) does not parse: then the JSON, where the problem is
    focusSoon(() => (dispatchButton.current?.disabled ? jsonField.current : dispatchButton.current));
  });

  const loadTemplate = () => {
    const fresh = pretty(eventTemplate(type.trim() || 'space_view', environment));
    setText(fresh);
    setTemplate(fresh);
  };

  const edit = (record: DispatchRecord) => {
    choose();
    setType(record.event.type);
    setText(pretty(record.event));
  };

  const dispatch = async () => {
    if (!parsed.event) return;
    // What was sent is what the user chose: the default no longer follows the handlers.
    choose();
    setRunning(true);
    const result = await host.dispatchEvent(parsed.event);
    const record = eventHistory.add(parsed.event, result);
    setSelected(record.id);
    setRunning(false);
  };

  // The history is newest first; the test sends them in the order they were dispatched.
  const exportEvents = () => {
    const input = { name: readTitle(manifest), events: [...records].reverse(), envNames: Object.keys(env), manifestFile };
    setExported([
      { id: 'node', text: exportCallsTest(input), fileName: 'events.kitbench.test.ts' },
      { id: 'playwright', text: exportPlaywrightCalls(input), fileName: 'events.kitbench.spec.ts' },
    ]);
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
            <input
              id="event-type"
              className="input"
              list={listId}
              autoComplete="off"
              spellCheck={false}
              value={type}
              // Focusing the field is the user's choice already: a type entered that equals the shown one fires no
              // change, and the default must not move under it when the script's handlers arrive.
              onFocus={choose}
              onChange={(e) => {
                choose();
                retype(e.target.value);
              }}
              aria-describedby="event-type-help"
            />
            <datalist id={listId}>
              {eventTypeSuggestions(handlerNames).map((name) => (
                <option key={name} value={name}>
                  {handlerNames.includes(name) ? 'handled by your script' : describeEventType(name) ? 'platform event' : ''}
                </option>
              ))}
            </datalist>
            <label className="field__label rt-browse" htmlFor={browseId}>
              All events
            </label>
            <select
              id={browseId}
              className="select"
              value={groups.some((group) => group.events.some((event) => event.type === type)) || handlerNames.includes(type) ? type : ''}
              onChange={(e) => {
                if (!e.target.value) return;
                choose();
                retype(e.target.value);
              }}
            >
              <option value="">Choose an event…</option>
              {groups.map((group) => (
                <optgroup key={group.label} label={group.label}>
                  {group.events.map((event) => (
                    <option key={event.type} value={event.type}>
                      {handlerNames.includes(event.type) ? `${event.type} (handled)` : event.type}
                    </option>
                  ))}
                </optgroup>
              ))}
              {handlerNames.some((name) => !groups.some((group) => group.events.some((event) => event.type === name))) ? (
                <optgroup label="Your script's own events">
                  {handlerNames
                    .filter((name) => !groups.some((group) => group.events.some((event) => event.type === name)))
                    .map((name) => (
                      <option key={name} value={name}>
                        {name} (handled)
                      </option>
                    ))}
                </optgroup>
              ) : null}
            </select>
            <p id="event-type-help" className="field__help">
              {description ?? (
                <>
                  An event type of your own: it runs the handler of that name in <code>events</code>.
                </>
              )}
              {summary && type.trim() && !handled ? (
                <>
                  {' '}
                  Your script has no <code>{type.trim()}</code> handler yet
                  {handlerNames.length ? <> (it handles {handlerNames.join(', ')})</> : null}.
                </>
              ) : null}
            </p>
          </div>
          <div className="field">
            <label className="field__label" htmlFor="event-json">
              Event JSON
            </label>
            <textarea
              ref={jsonField}
              id="event-json"
              className="textarea rt-json"
              spellCheck={false}
              value={text}
              onChange={(e) => {
                choose();
                setText(e.target.value);
              }}
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
            <button ref={dispatchButton} type="button" className="btn btn--primary" onClick={dispatch} disabled={!parsed.event || running}>
              {running ? 'Dispatching…' : 'Dispatch'}
            </button>
            <button type="button" className="btn btn--ghost" onClick={loadTemplate}>
              Reset event
            </button>
          </div>
        </div>
        <div className="rt-body">
          {shown ? <DispatchResult record={shown} fileName={fileName} onEdit={edit} /> : <p className="rt-muted">Dispatch an event to see what your handler did.</p>}
          <ScheduledTasks onRun={() => setSelected(undefined)} />
          {records.length > 0 ? (
            <div className="panel-card rt-card">
              <div className="rt-row">
                <h3 className="rt-card__title" style={{ marginRight: 'auto' }}>
                  History
                </h3>
                <button type="button" className="btn btn--small" onClick={exportEvents}>
                  Export as test
                </button>
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
                      <span className={dispatchFailed(record.result) ? 'rt-status--error' : 'rt-status--ok'}>{dispatchFailed(record.result) ? 'Failed' : 'OK'}</span>
                      <span className="ev-list__what">
                        <span className="rt-list__url">{record.event.type}</span>
                        {record.queued ? (
                          <span className="badge ev-list__badge" title={record.queued.schedule ? `${record.queued.early ? 'Run now, before' : 'Ran after'} its schedule of ${record.queued.schedule} s.` : undefined}>
                            queued by your script
                          </span>
                        ) : null}
                      </span>
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
      {exported !== undefined && <ExportTestDialog formats={exported} onClose={() => setExported(undefined)} />}
    </section>
  );
}
