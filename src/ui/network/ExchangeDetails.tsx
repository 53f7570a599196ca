import { useState } from 'react';
import { formatBytes, textBytes } from '../../core/workspace/limits';
import type { NetworkEntry } from '../../sandbox/network-log';
import { MockResponseDialog } from './MockResponseDialog';
import { apiSourceOf, sourcePhrase } from './sources';

function Headers({ headers, label }: { headers: Record<string, string>; label: string }) {
  const names = Object.keys(headers);
  if (names.length === 0) return <p className="rt-muted">No headers.</p>;
  return (
    <dl className="rt-kv" aria-label={label}>
      {names.map((name) => (
        <div key={name} style={{ display: 'contents' }}>
          <dt>{name}</dt>
          <dd>{headers[name]}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The most of a body shown: a 5 MB answer laid out whole freezes the page on every resize. */
const SHOWN_CHARS = 200_000;

function Body({ text, label }: { text: string | undefined; label: string }) {
  if (!text) return <p className="rt-muted">No body.</p>;
  const long = text.length > SHOWN_CHARS;
  let shown = long ? `${text.slice(0, SHOWN_CHARS)}…` : text;
  if (!long) {
    try {
      shown = JSON.stringify(JSON.parse(text), null, 2);
    } catch {
      // not JSON: show as is
    }
  }
  return (
    <>
      <pre className="rt-code" title={label}>
        {shown}
      </pre>
      {long && (
        <p className="rt-muted">
          The first {formatBytes(textBytes(text.slice(0, SHOWN_CHARS)))} of {formatBytes(textBytes(text))} are shown; the script got the whole body.
        </p>
      )}
    </>
  );
}

/** One exchange in full: request, decoded envelope (for calls to the public endpoint), response. */
export function ExchangeDetails({ entry }: { entry: NetworkEntry }) {
  const [mocking, setMocking] = useState(false);
  // A request of the script's, answered or failed (not one still waiting): it can become a mock.
  const mockable = entry.source === 'script' && (entry.response !== undefined || entry.error !== undefined);
  return (
    <section className="rt-body" aria-label="Selected request">
      {mockable && (
        <div className="nw-mock-bar">
          {entry.mocked && <span className="nw-mocked">mocked</span>}
          <span className="rt-muted">
            {entry.mocked ? 'Answered by the mocks file: it never left the sandbox.' : entry.error ? 'This request failed.' : 'A real response.'}
          </span>
          <button type="button" className="btn btn--small" onClick={() => setMocking(true)}>
            {entry.mocked ? 'Edit this mock' : 'Mock this response'}
          </button>
        </div>
      )}
      {mocking && <MockResponseDialog entry={entry} onClose={() => setMocking(false)} />}
      <section className="panel-card rt-card" aria-label="Request sent">
        <h3 className="rt-card__title">Request · {sourcePhrase(entry)}</h3>
        <p className="rt-mono" style={{ margin: 0, wordBreak: 'break-all' }}>
          <span className="rt-method">{entry.request.method}</span> {entry.request.url}
        </p>
        <Headers headers={entry.request.headers} label="Request headers" />
        <Body text={entry.request.body} label="Request body" />
      </section>
      {entry.envelope ? (
        <section className="panel-card rt-card" aria-label="Envelope">
          <h3 className="rt-card__title">Envelope received by the integration</h3>
          <p className="rt-muted rt-mono">POST {'{publicEndpoint}'}/v1 · {entry.envelope.contentType}</p>
          <h4 className="rt-muted">event</h4>
          <pre className="rt-code" title="Envelope event">
            {JSON.stringify(entry.envelope.event, null, 2)}
          </pre>
          <h4 className="rt-muted">environment</h4>
          <pre className="rt-code" title="Envelope environment">
            {JSON.stringify(entry.envelope.environment, null, 2)}
          </pre>
          <h4 className="rt-muted">fetch-body</h4>
          {entry.envelope.fetchBody === undefined ? (
            <p className="rt-muted">Absent: the request had no body.</p>
          ) : (
            <pre className="rt-code" title="Envelope fetch-body">
              {entry.envelope.fetchBody}
            </pre>
          )}
        </section>
      ) : null}
      <section className="panel-card rt-card" aria-label="Response received">
        <h3 className="rt-card__title">Response{entry.mocked ? ' · mocked' : ''}</h3>
        {entry.error ? (
          <div className="note note--danger rt-problem">{entry.error}</div>
        ) : entry.loaded ? (
          <p className="rt-mono" style={{ margin: 0 }}>
            {entry.loaded.status ? `${entry.loaded.status} (from resource timing)` : 'Loaded'} · {entry.durationMs} ms
            {!entry.loaded.status && (
              <span className="rt-muted"> · the browser does not tell the page an image's or a frame's HTTP status</span>
            )}
          </p>
        ) : entry.response ? (
          <>
            <p className="rt-mono" style={{ margin: 0 }}>
              {entry.response.status} {entry.response.statusText} · {entry.durationMs} ms
            </p>
            {apiSourceOf(entry) && <p className="rt-muted">{apiSourceOf(entry)?.description}.</p>}
            <Headers headers={entry.response.headers} label="Response headers" />
            <Body text={entry.response.body} label="Response body" />
          </>
        ) : (
          <p className="rt-muted">Waiting for the response…</p>
        )}
      </section>
    </section>
  );
}
