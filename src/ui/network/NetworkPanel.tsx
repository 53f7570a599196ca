import { useState, useSyncExternalStore } from 'react';
import { networkLog } from '../../sandbox/network-log';
import { exportCallsTest } from '../../core/test-export/export-calls';
import { exportPlaywrightCalls } from '../../core/test-export/export-playwright';
import { manifestFileOf } from '../../core/workspace/manifest-file';
import { readTitle } from '../preview/blocks';
import { type ExportFormat, ExportTestDialog } from '../preview/ExportTestDialog';
import { useWorkspace } from '../workspace/store';
import { EmptyState } from '../kit/EmptyState';
import { Composer } from './Composer';
import { recordStore } from './record';
import { RecordingsDialog } from './RecordingsDialog';
import { ExchangeDetails } from './ExchangeDetails';
import { apiSourceOf, type NetworkFilter, shownBy, sourceLabel, statusOf } from './sources';
import '../script/runtime-panels.css';
import './network.css';

/**
 * Network: every request the script or the mocked platform made, what the page loaded for the blocks (images,
 * webframes, select options), and a composer for the public endpoint.
 */
export default function NetworkPanel() {
  const entries = useSyncExternalStore(networkLog.subscribe, networkLog.getEntries, networkLog.getEntries);
  const [selectedId, setSelectedId] = useState<number | undefined>();
  const [filter, setFilter] = useState<NetworkFilter>('all');
  const shown = entries.filter((entry) => shownBy(filter, entry));
  const selected = shown.find((entry) => entry.id === selectedId) ?? shown.at(-1);
  const newestFirst = [...shown].reverse();
  // Only calls to the public endpoint can be sent again by a test; the script's own fetches follow from them.
  const endpointCalls = entries.filter((entry) => entry.source === 'endpoint' && entry.response);
  const manifest = useWorkspace((w) => w.manifest);
  const env = useWorkspace((w) => w.env);
  const manifestFile = useWorkspace(manifestFileOf);
  const [exported, setExported] = useState<ExportFormat[]>();
  const record = useSyncExternalStore(recordStore.subscribe, recordStore.get, recordStore.get);
  const [reviewing, setReviewing] = useState(false);
  const exportRequests = () => {
    const input = { name: readTitle(manifest), requests: endpointCalls, envNames: Object.keys(env), manifestFile };
    setExported([
      { id: 'node', text: exportCallsTest(input), fileName: 'endpoint.kitbench.test.ts' },
      { id: 'playwright', text: exportPlaywrightCalls(input), fileName: 'endpoint.kitbench.spec.ts' },
    ]);
  };

  return (
    <section className="rt" aria-label="Network">
      <div className="rt-toolbar">
        <h2 className="rt-toolbar__title">Network</h2>
        <span className="rt-muted">{entries.length === 1 ? '1 request' : `${entries.length} requests`}</span>
        <label className="nw-filter">
          <span className="rt-muted">Show</span>
          <select className="select" aria-label="Show requests" value={filter} onChange={(event) => setFilter(event.target.value as NetworkFilter)}>
            <option value="all">All</option>
            <option value="script">Script and platform</option>
            <option value="page">Page loads</option>
          </select>
        </label>
        <button
          type="button"
          className="btn btn--small"
          onClick={exportRequests}
          disabled={endpointCalls.length === 0}
          title={endpointCalls.length === 0 ? 'Send a request to the public endpoint first: those are what the test sends again.' : undefined}
        >
          Export as test
        </button>
        {record.enabled && (
          <>
            <span className="nw-recording-badge" title="kitbench dev --record: requests no mock answers go to the real service, and their responses are kept for review">
              Recording
            </span>
            <button type="button" className="btn btn--small" onClick={() => setReviewing(true)}>
              Review recordings ({record.recordings.length})
            </button>
          </>
        )}
        <button type="button" className="btn btn--small" onClick={() => networkLog.clear()} disabled={entries.length === 0}>
          Clear requests
        </button>
      </div>
      <div className="rt-split">
        <div>
          <div className="rt-body">
            <Composer />
          </div>
          {entries.length === 0 ? (
            <EmptyState title="No requests yet">
              Requests your script makes with <code>fetch</code>, every call to its public endpoint, and what the page loads
              for your blocks (images, webframes, select options) appear here.
            </EmptyState>
          ) : shown.length === 0 ? (
            <EmptyState title="No requests of this kind">
              None of the {entries.length} requests match <q>Show</q>; choose All to see them.
            </EmptyState>
          ) : (
            <ul className="rt-list" aria-label="Requests">
              {newestFirst.map((entry) => {
                const s = statusOf(entry);
                const source = sourceLabel(entry);
                const answered = apiSourceOf(entry);
                return (
                  <li key={entry.id}>
                    <button
                      type="button"
                      className="rt-list__item"
                      aria-current={entry.id === selected?.id}
                      onClick={() => setSelectedId(entry.id)}
                      title={`${source}: ${entry.request.method} ${entry.request.url}`}
                    >
                      <span className="rt-method">{entry.request.method}</span>
                      <span className="rt-list__url">
                        {entry.source === 'page' && <span className="nw-source">{source}</span>}
                        {entry.mocked && <span className="nw-mocked">mocked</span>}
                        {answered && (
                          <span className={`nw-api-source nw-api-source--${answered.kind}`} title={answered.description}>
                            {answered.label}
                          </span>
                        )}
                        {entry.request.url}
                      </span>
                      <span className={s.ok ? 'rt-status--ok' : 'rt-status--error'}>{s.text}</span>
                      <span className="rt-muted">{entry.durationMs === undefined ? '' : `${entry.durationMs} ms`}</span>
                    </button>
                  </li>
                );
              })}
            </ul>
          )}
        </div>
        <div>{selected ? <ExchangeDetails entry={selected} /> : <p className="rt-muted rt-body">Select a request to see it in full.</p>}</div>
      </div>
      {reviewing && <RecordingsDialog onClose={() => setReviewing(false)} />}
      {exported !== undefined && <ExportTestDialog formats={exported} onClose={() => setExported(undefined)} />}
    </section>
  );
}
