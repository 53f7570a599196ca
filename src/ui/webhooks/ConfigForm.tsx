import { type FormEvent, useId } from 'react';
import {
  eventIdOf,
  generateSecret,
  type InstallTarget,
  selectableEventTypes,
  type WebhookEventType,
} from '../../core/webhooks/index';
import { BEHAVIOUR_OPTIONS, behaviourOfUrl, urlForBehaviour, urlProblem } from './behaviours';
import { Segmented } from './Segmented';
import { freshPayload, renewEventId, updateSettings, useWebhookSettings } from './settings';
import { FAST_FORWARD_FACTOR, latestRun, type Speed, startDelivery, useDeliveryRuns } from './store';

const MAX_TIMEOUT_MS = 120_000;

function timeoutProblem(text: string): string | undefined {
  if (!/^\d+$/.test(text.trim())) return 'A whole number of milliseconds, e.g. 10000.';
  const value = Number(text);
  if (value < 1 || value > MAX_TIMEOUT_MS) return `Between 1 and ${MAX_TIMEOUT_MS} ms.`;
  return undefined;
}

function payloadNotice(payload: string): string | undefined {
  try {
    JSON.parse(payload);
  } catch (error) {
    return `Not valid JSON (${error instanceof Error ? error.message : 'parse error'}). It is sent as is: a receiver will likely reject it.`;
  }
  if (eventIdOf(payload) === undefined) return 'No string eventId: receivers cannot de-duplicate this event.';
  return undefined;
}

/** The webhook integration's settings and the Send controls. */
export function ConfigForm() {
  const settings = useWebhookSettings();
  const runs = useDeliveryRuns();
  const id = useId();
  const behaviour = behaviourOfUrl(settings.url);
  const failures = behaviour.behaviour?.kind === 'fail-then-ok' ? behaviour.behaviour.failures : 2;
  const urlError = urlProblem(settings.url);
  const timeoutError = timeoutProblem(settings.timeoutMs);
  const noEvents = settings.eventTypes.length === 0;
  const notice = payloadNotice(settings.payload);
  const blocked = Boolean(urlError || timeoutError || noEvents || settings.secret === '');

  const send = (event: FormEvent) => {
    event.preventDefault();
    if (blocked) return;
    void startDelivery({
      url: settings.url.trim(),
      body: settings.payload,
      secret: settings.secret,
      timeoutMs: Number(settings.timeoutMs),
      speed: settings.speed,
    });
    // the next event is a new event: a fresh eventId, every other byte as the user left it
    renewEventId();
  };

  const sendAgain = () => {
    const last = latestRun();
    if (!last || blocked) return;
    void startDelivery({
      url: settings.url.trim(),
      body: last.body,
      secret: settings.secret,
      timeoutMs: Number(settings.timeoutMs),
      speed: settings.speed,
      replayOf: last.id,
    });
  };

  const toggleType = (type: WebhookEventType, checked: boolean) => {
    const types = selectableEventTypes(settings.target).filter((t) =>
      t === type ? checked : settings.eventTypes.includes(t),
    );
    updateSettings({ eventTypes: types });
  };

  return (
    <form className="panel-card wh-card wh-config" aria-label="Webhook delivery" onSubmit={send} noValidate>
      <div className="wh-card__header">
        <h3 className="wh-card__title">Webhook integration</h3>
        <p className="wh-card__hint">Configure it as the platform would, then send a signed event.</p>
      </div>

      <div className="wh-grid">
        <Segmented<InstallTarget>
          legend="Install target"
          name={`${id}-target`}
          options={[
            ['space', 'Space'],
            ['site', 'Site'],
          ]}
          value={settings.target}
          onChange={(target) => updateSettings({ target })}
        />

        <fieldset className="wh-fieldset">
          <legend className="field__label">Event types</legend>
          <div className="wh-checks">
            {selectableEventTypes(settings.target).map((type) => (
              <label key={type} className="wh-check">
                <input
                  type="checkbox"
                  checked={settings.eventTypes.includes(type)}
                  onChange={(e) => toggleType(type, e.target.checked)}
                />
                <code>{type}</code>
              </label>
            ))}
          </div>
          {noEvents ? <p className="field__error">Select at least one event type.</p> : null}
        </fieldset>
      </div>

      <div className="wh-grid">
        <div className="field">
          <label className="field__label" htmlFor={`${id}-behaviour`}>
            Receiver behaviour
          </label>
          <select
            id={`${id}-behaviour`}
            className="select"
            value={behaviour.value}
            onChange={(e) => {
              const url = urlForBehaviour(e.target.value, failures);
              if (url) updateSettings({ url });
            }}
          >
            {BEHAVIOUR_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
            <option value="custom" disabled={behaviour.value !== 'custom'}>
              Your own URL (real HTTP)
            </option>
          </select>
        </div>
        {behaviour.value === 'fail-then-ok' ? (
          <div className="field">
            <label className="field__label" htmlFor={`${id}-failures`}>
              Failures before 200
            </label>
            <input
              id={`${id}-failures`}
              className="input"
              type="number"
              min={1}
              max={10}
              value={failures}
              onChange={(e) => {
                const n = Math.min(10, Math.max(1, Math.round(Number(e.target.value) || 1)));
                updateSettings({ url: urlForBehaviour('fail-then-ok', n) });
              }}
            />
          </div>
        ) : null}
      </div>

      <div className="field">
        <label className="field__label" htmlFor={`${id}-url`}>
          Webhook URL
        </label>
        <input
          id={`${id}-url`}
          className="input wh-mono"
          type="url"
          spellCheck={false}
          value={settings.url}
          aria-invalid={Boolean(urlError)}
          aria-describedby={`${id}-url-help`}
          onChange={(e) => updateSettings({ url: e.target.value })}
        />
        {urlError ? (
          <p className="field__error" id={`${id}-url-help`}>
            {urlError}
          </p>
        ) : (
          <p className="field__help" id={`${id}-url-help`}>
            {behaviour.value === 'custom'
              ? 'Delivered from this browser: the receiver must allow CORS, or an attempt fails as a network error. For a local receiver, use kitbench webhook send.'
              : 'A mock receiver in this page (MSW): it verifies the signature and de-duplicates eventIds.'}
          </p>
        )}
      </div>

      <div className="field">
        <label className="field__label" htmlFor={`${id}-secret`}>
          Signing secret
        </label>
        <div className="wh-inline">
          <input
            id={`${id}-secret`}
            className="input wh-mono"
            spellCheck={false}
            autoComplete="off"
            value={settings.secret}
            aria-invalid={settings.secret === ''}
            onChange={(e) => updateSettings({ secret: e.target.value })}
          />
          <button type="button" className="btn" onClick={() => updateSettings({ secret: generateSecret() })}>
            Generate
          </button>
        </div>
        {settings.secret === '' ? <p className="field__error">A signing secret is required.</p> : null}
      </div>

      <div className="wh-grid">
        <div className="field">
          <label className="field__label" htmlFor={`${id}-event`}>
            Event to send
          </label>
          <select
            id={`${id}-event`}
            className="select"
            value={settings.eventToSend}
            disabled={noEvents}
            onChange={(e) => updateSettings({ eventToSend: e.target.value as WebhookEventType })}
          >
            {settings.eventTypes.map((type) => (
              <option key={type} value={type}>
                {type}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label className="field__label" htmlFor={`${id}-timeout`}>
            Time-out per attempt (ms)
          </label>
          <input
            id={`${id}-timeout`}
            className="input"
            inputMode="numeric"
            value={settings.timeoutMs}
            aria-invalid={Boolean(timeoutError)}
            onChange={(e) => updateSettings({ timeoutMs: e.target.value })}
          />
          {timeoutError ? <p className="field__error">{timeoutError}</p> : null}
        </div>
      </div>

      <div className="field">
        <div className="wh-label-row">
          <label className="field__label" htmlFor={`${id}-payload`}>
            Payload
          </label>
          <button type="button" className="btn btn--small btn--ghost" onClick={() => updateSettings({ payload: freshPayload(settings.eventToSend) })}>
            New event
          </button>
        </div>
        <textarea
          id={`${id}-payload`}
          className="textarea wh-payload"
          spellCheck={false}
          rows={10}
          value={settings.payload}
          onChange={(e) => updateSettings({ payload: e.target.value })}
        />
        {notice ? (
          <p className="field__help wh-warning">{notice}</p>
        ) : (
          <p className="field__help">These exact bytes are signed and sent. Each Send gives the next event a fresh eventId.</p>
        )}
      </div>

      <div className="wh-actions">
        <Segmented<Speed>
          legend="Speed"
          hideLegend
          name={`${id}-speed`}
          options={[
            ['real', 'Real time'],
            ['fast', `Fast-forward ×${FAST_FORWARD_FACTOR}`],
          ]}
          value={settings.speed}
          onChange={(speed) => updateSettings({ speed })}
        />
        <div className="wh-actions__buttons">
          <button type="button" className="btn" disabled={blocked || runs.length === 0} onClick={sendAgain}>
            Send same eventId again
          </button>
          <button type="submit" className="btn btn--primary" disabled={blocked}>
            Send
          </button>
        </div>
      </div>
    </form>
  );
}
