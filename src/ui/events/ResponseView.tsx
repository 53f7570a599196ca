import './events.css';

/** What an event handler's Response carries once it crossed the sandbox (core/runtime/response.ts: ResponseData). */
export interface ResponseValue {
  status: number;
  statusText?: string;
  headers: Record<string, string>;
  body: string;
}

/** True when a handler's returned value is a serialized Response (the dispatcher turns a Response into this). */
export function isResponseValue(value: unknown): value is ResponseValue {
  if (typeof value !== 'object' || value === null) return false;
  const { status, headers, body } = value as Partial<ResponseValue>;
  return typeof status === 'number' && typeof body === 'string' && typeof headers === 'object' && headers !== null && !Array.isArray(headers);
}

function prettyBody(response: ResponseValue): string {
  const type = Object.entries(response.headers).find(([name]) => name.toLowerCase() === 'content-type')?.[1] ?? '';
  if (!type.includes('json')) return response.body;
  try {
    return JSON.stringify(JSON.parse(response.body), null, 2);
  } catch {
    return response.body;
  }
}

/** An event handler's HTTP response as the platform receives it: status, headers and body (e.g. the script a site injects). */
export function ResponseView({ response }: { response: ResponseValue }) {
  const headers = Object.entries(response.headers);
  return (
    <section className="rt-response" aria-label="Handler response">
      <p className="rt-row">
        <span className={`badge ${response.status < 400 ? 'badge--success' : 'badge--danger'}`}>
          HTTP {response.status}
          {response.statusText ? ` ${response.statusText}` : ''}
        </span>
      </p>
      {headers.length > 0 ? (
        <dl className="rt-headers" aria-label="Response headers">
          {headers.map(([name, value]) => (
            <div key={name} className="rt-headers__row">
              <dt>{name}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      ) : (
        <p className="rt-muted">No headers.</p>
      )}
      {response.body ? (
        <section aria-label="Response body">
          <pre className="rt-code">{prettyBody(response)}</pre>
        </section>
      ) : (
        <p className="rt-muted">The body is empty.</p>
      )}
    </section>
  );
}
