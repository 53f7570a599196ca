import { useRef, useState } from 'react';
import { useScriptEnvironment } from '../script/ScriptHostProvider';
import { focusSoon, usePanelIntent } from '../shell/navigation';

const METHODS = ['POST', 'GET', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS'];

/** Parses `Name: value` lines; returns the first bad line instead of throwing. */
function parseHeaders(text: string): { headers: [string, string][]; error?: string } {
  const headers: [string, string][] = [];
  for (const [index, raw] of text.split('\n').entries()) {
    const line = raw.trim();
    if (!line) continue;
    const colon = line.indexOf(':');
    const name = colon > 0 ? line.slice(0, colon).trim() : '';
    if (!/^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/.test(name)) return { headers, error: `Line ${index + 1} is not a header: write \`Name: value\`.` };
    headers.push([name, line.slice(colon + 1).trim()]);
  }
  return { headers };
}

interface Sent {
  status: number;
  statusText: string;
  headers: [string, string][];
  body: string;
  durationMs: number;
}

/** Sends any request to the installation's public endpoint, through the mocked platform. */
export function Composer() {
  const endpoint = useScriptEnvironment().integration.urls.publicEndpoint;
  const [method, setMethod] = useState('POST');
  const [path, setPath] = useState('/v1');
  const [headerText, setHeaderText] = useState('Content-Type: application/json');
  const [body, setBody] = useState('{\n  "hello": "world"\n}');
  const [sent, setSent] = useState<Sent | undefined>();
  const [failure, setFailure] = useState<string | undefined>();
  const [sending, setSending] = useState(false);
  const parsed = parseHeaders(headerText);
  const bodyAllowed = method !== 'GET' && method !== 'HEAD';
  const pathError = path.startsWith('/') ? undefined : 'The path starts with `/`, e.g. /v1.';
  // "Send a request in Network" from the Preview: the path first, where the fetch handler's routes differ.
  const pathInput = useRef<HTMLInputElement>(null);
  usePanelIntent('network', () => focusSoon(() => pathInput.current));

  const send = async () => {
    setSending(true);
    setFailure(undefined);
    const started = performance.now();
    try {
      const response = await fetch(`${endpoint}${path}`, {
        method,
        headers: parsed.headers,
        body: bodyAllowed && body !== '' ? body : undefined,
        credentials: 'omit',
      });
      setSent({
        status: response.status,
        statusText: response.statusText,
        headers: [...response.headers.entries()],
        body: await response.text(),
        durationMs: Math.round(performance.now() - started),
      });
    } catch (error) {
      setSent(undefined);
      setFailure(`The request failed: ${error instanceof Error ? error.message : String(error)}`);
    } finally {
      setSending(false);
    }
  };

  return (
    <form
      className="panel-card rt-card"
      aria-label="Request composer"
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
    >
      <h3 className="rt-card__title">Send a request to the public endpoint</h3>
      <p className="rt-muted rt-mono">{endpoint}</p>
      {/* Top-aligned: a path error under its field must not stretch the method select beside it. */}
      <div className="rt-grid-2" style={{ alignItems: 'start' }}>
        <div className="field">
          <label className="field__label" htmlFor="composer-method">
            Method
          </label>
          <select id="composer-method" className="select" value={method} onChange={(e) => setMethod(e.target.value)}>
            {METHODS.map((m) => (
              <option key={m}>{m}</option>
            ))}
          </select>
        </div>
        <div className="field">
          <label className="field__label" htmlFor="composer-path">
            Path
          </label>
          <input
            ref={pathInput}
            id="composer-path"
            className="input rt-mono"
            value={path}
            onChange={(e) => setPath(e.target.value)}
            aria-invalid={pathError ? true : undefined}
            aria-describedby={pathError ? 'composer-path-error' : undefined}
          />
          {pathError ? (
            <p id="composer-path-error" className="field__error">
              {pathError}
            </p>
          ) : null}
        </div>
      </div>
      <div className="field">
        <label className="field__label" htmlFor="composer-headers">
          Headers
        </label>
        <textarea
          id="composer-headers"
          className="textarea rt-mono"
          // Grows with its lines (one header a line) so none is cut, up to a dozen before it scrolls.
          rows={Math.min(12, Math.max(3, headerText.split('\n').length + 1))}
          spellCheck={false}
          value={headerText}
          onChange={(e) => setHeaderText(e.target.value)}
          aria-invalid={parsed.error ? true : undefined}
          aria-describedby={parsed.error ? 'composer-headers-error' : undefined}
        />
        {parsed.error ? (
          <p id="composer-headers-error" className="field__error">
            {parsed.error}
          </p>
        ) : null}
      </div>
      <div className="field">
        <label className="field__label" htmlFor="composer-body">
          Body
        </label>
        <textarea
          id="composer-body"
          className="textarea rt-mono"
          rows={4}
          spellCheck={false}
          value={body}
          disabled={!bodyAllowed}
          onChange={(e) => setBody(e.target.value)}
        />
        {!bodyAllowed ? <p className="field__help">A {method} request has no body.</p> : null}
      </div>
      <div className="rt-row">
        <button type="submit" className="btn btn--primary" disabled={sending || Boolean(parsed.error) || Boolean(pathError)}>
          {sending ? 'Sending…' : 'Send request'}
        </button>
      </div>
      {failure ? (
        <div className="note note--danger rt-problem" role="alert">
          {failure}
        </div>
      ) : null}
      {sent ? (
        <section className="panel-card rt-card" aria-label="Response">
          <div className="rt-row">
            <span className={sent.status < 400 ? 'badge badge--success' : 'badge badge--danger'}>
              {sent.status} {sent.statusText}
            </span>
            <span className="rt-muted">{sent.durationMs} ms</span>
          </div>
          <dl className="rt-kv" aria-label="Response headers">
            {sent.headers.map(([name, value]) => (
              <div key={name} style={{ display: 'contents' }}>
                <dt>{name}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
          <pre className="rt-code" title="Response body">
            {sent.body || '(empty body)'}
          </pre>
        </section>
      ) : null}
    </form>
  );
}
