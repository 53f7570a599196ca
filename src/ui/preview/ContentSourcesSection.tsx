import { useState } from 'react';
import type { Installation } from '../../core/installation';
import type { RuntimeEnvironment } from '../../core/runtime/types';
import type { HostResult, ScriptHost } from '../../sandbox/types';
import { MessageText } from '../kit/MessageText';
import { eventHistory } from '../events/history';
import { isResponseValue, ResponseView } from '../events/ResponseView';
import {
  type ContentSourceConfigured,
  computeRevisionEvent,
  contentSourceConfigurationProps,
  contentSourceContext,
  type ManifestContentSource,
  readConfigured,
} from './contentSources';
import { InstanceView } from './InstanceView';
import './content-sources.css';

const pretty = (value: unknown) => JSON.stringify(value, null, 2);

/**
 * The manifest's content sources, each with the component that configures a new one
 * (`contentSources[].configuration.componentId`): what the author sees when adding the source to a space.
 */
export function ContentSourcesSection({
  sources,
  host,
  environment,
  installation,
}: {
  sources: ManifestContentSource[];
  host: ScriptHost;
  environment: RuntimeEnvironment | undefined;
  installation: Installation;
}) {
  const [openId, setOpenId] = useState<string | undefined>(undefined);
  const declared = host.summary?.componentIds ?? [];
  return (
    <section className="pv-sources" aria-labelledby="pv-sources-title">
      <div>
        <h3 id="pv-sources-title" className="pv-sources__title">
          Content sources
        </h3>
        <p className="pv-muted pv-sources__lead">What an author sees when adding one of this integration's sources to a space.</p>
      </div>
      <ul className="pv-sources__list" aria-label="Content sources of the manifest">
        {sources.map((source) => {
          const open = openId === source.id;
          const missing = source.componentId && !declared.includes(source.componentId);
          return (
            <li key={source.id} className={open ? 'pv-source pv-source--open' : 'pv-source'} aria-label={source.title}>
              <div className="pv-source__row">
                <div className="pv-source__text">
                  <span className="pv-source__name">{source.title}</span>
                  {source.description ? <span className="pv-muted pv-source__description">{source.description}</span> : null}
                  <span className="pv-source__ids">
                    <code>{source.id}</code>
                    {source.componentId ? (
                      <>
                        {' · configured by '}
                        <code>{source.componentId}</code>
                      </>
                    ) : null}
                  </span>
                </div>
                {source.componentId && !missing ? (
                  <button
                    type="button"
                    className={open ? 'btn btn--ghost btn--small' : 'btn btn--primary btn--small'}
                    aria-expanded={open}
                    aria-label={open ? `Close ${source.title}` : `Configure ${source.title}`}
                    onClick={() => setOpenId(open ? undefined : source.id)}
                  >
                    {open ? 'Close' : 'Configure'}
                  </button>
                ) : null}
              </div>
              {!source.componentId ? (
                <p className="note note--warning pv-source__note">This source names no configuration.componentId, so the platform has nothing to show when it is added.</p>
              ) : missing ? (
                <p className="note note--warning pv-source__note">
                  The script declares no component <code>{source.componentId}</code> (it declares {declared.join(', ') || 'none'}).
                </p>
              ) : open ? (
                <SourceConfiguration key={source.id} source={source} componentId={source.componentId} host={host} environment={environment} installation={installation} />
              ) : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** One source's configuration screen; once it completes, what it returned and a `content_compute_revision` to try it. */
function SourceConfiguration({
  source,
  componentId,
  host,
  environment,
  installation,
}: {
  source: ManifestContentSource;
  componentId: string;
  host: ScriptHost;
  environment: RuntimeEnvironment | undefined;
  installation: Installation;
}) {
  // props are taken when the screen opens, as the platform opens it; a new attempt reopens it
  const [attempt, setAttempt] = useState(0);
  const [props] = useState(() => (environment ? contentSourceConfigurationProps(environment, installation.configuration) : {}));
  const [returned, setReturned] = useState<{ value: unknown } | undefined>(undefined);
  const read = returned ? readConfigured(returned.value) : undefined;
  return (
    <div className="pv-source__body">
      {!returned ? (
        <section className="pv-config__frame" aria-label={`${source.title} configuration`}>
          <InstanceView
            key={attempt}
            componentId={componentId}
            props={props}
            showTimeline={false}
            context={environment ? contentSourceContext(environment) : { type: 'configuration_contentsource' }}
            onComplete={(value) => setReturned({ value })}
          />
        </section>
      ) : read && !read.ok ? (
        <div className="note note--danger" role="alert">
          <MessageText text={read.message} />
        </div>
      ) : read?.ok ? (
        <Configured source={source} configured={read.value} host={host} environment={environment} />
      ) : null}
      {returned ? (
        <button
          type="button"
          className="btn btn--ghost btn--small pv-source__again"
          onClick={() => {
            setReturned(undefined);
            setAttempt((n) => n + 1);
          }}
        >
          Configure again
        </button>
      ) : null}
    </div>
  );
}

/** The `{ props, dependencies }` the source was configured with, and the revision they compute. */
function Configured({
  source,
  configured,
  host,
  environment,
}: {
  source: ManifestContentSource;
  configured: ContentSourceConfigured;
  host: ScriptHost;
  environment: RuntimeEnvironment | undefined;
}) {
  const [running, setRunning] = useState(false);
  const [result, setResult] = useState<HostResult<unknown> | undefined>(undefined);
  const compute = async () => {
    if (!environment) return;
    setRunning(true);
    const event = computeRevisionEvent(source.id, configured, environment);
    const outcome = await host.dispatchEvent(event);
    // the same history as the Events panel: the dispatch can be edited and replayed there
    eventHistory.add(event, outcome);
    setResult(outcome);
    setRunning(false);
  };
  return (
    <section className="pv-configured" aria-label={`${source.title} configured`}>
      <p className="pv-configured__status" role="status">
        <span className="pv-configured__check" aria-hidden="true">
          ✓
        </span>
        <span>
          <strong>Source configured.</strong> The component returned <code>{"{ type: 'complete', returnValue }"}</code>: the platform adds the source with these props and dependencies.
        </span>
      </p>
      <div className="pv-configured__grid">
        <figure className="pv-configured__value" aria-label="Returned props">
          <figcaption>props</figcaption>
          <pre className="rt-code">
            {pretty(configured.props)}
          </pre>
        </figure>
        <figure className="pv-configured__value" aria-label="Returned dependencies">
          <figcaption>dependencies</figcaption>
          <pre className="rt-code">
            {pretty(configured.dependencies)}
          </pre>
        </figure>
      </div>
      <div className="pv-configured__actions">
        <button type="button" className="btn btn--primary btn--small" onClick={() => void compute()} disabled={running || !environment}>
          {running ? 'Computing…' : 'Compute revision'}
        </button>
        <span className="pv-muted">
          Fires <code>content_compute_revision</code> for <code>{source.id}</code> with these props, each space dependency resolved to its current revision.
        </span>
      </div>
      {result ? (
        <section className="pv-configured__result" aria-label="Revision result">
          <div className="pv-configured__result-head">
            <span className={`badge ${result.ok ? 'badge--success' : 'badge--danger'}`}>{result.ok ? 'Handled' : 'Failed'}</span>
            <span className="pv-muted">content_compute_revision · {result.durationMs} ms · also in the Events panel's history</span>
          </div>
          {result.ok ? (
            isResponseValue(result.value) ? (
              <ResponseView response={result.value} />
            ) : (
              <pre className="rt-code">{pretty(result.value)}</pre>
            )
          ) : (
            <div className="note note--danger" role="alert">
              <MessageText text={result.error.message} />
            </div>
          )}
        </section>
      ) : null}
    </section>
  );
}
