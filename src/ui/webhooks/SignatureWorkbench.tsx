import { useEffect, useId, useState } from 'react';
import {
  DEFAULT_TOLERANCE_SECONDS,
  inspectSignature,
  parseSignatureHeader,
  type SignatureInspection,
  sign,
  type VerifyFailure,
} from '../../core/webhooks/index';
import { ScrollCode } from './ScrollCode';
import { settingsSnapshot } from './settings';
import { latestRun, useDeliveryRuns } from './store';

const REASON_TITLES: Record<VerifyFailure, string> = {
  'missing-secret': 'Missing secret',
  'missing-header': 'Missing header',
  'missing-timestamp': 'Missing t',
  'ambiguous-timestamp': 'Two timestamps',
  'missing-signature': 'Missing v1',
  'malformed-timestamp': 'Malformed t',
  mismatch: 'Signature mismatch',
  'timestamp-outside-tolerance': 'Timestamp outside tolerance',
  'check-failed': 'Could not check',
};

/** Runs the inspection whenever an input changes; drops answers that arrive after newer input. */
function useInspection(header: string, body: string, secret: string, tolerance: number | undefined) {
  const [inspection, setInspection] = useState<SignatureInspection | undefined>();
  useEffect(() => {
    if (tolerance === undefined) return;
    let current = true;
    void inspectSignature({ header, body, secret, toleranceSeconds: tolerance, now: Math.floor(Date.now() / 1000) }).then(
      (result) => {
        if (current) setInspection(result);
      },
    );
    return () => {
      current = false;
    };
  }, [header, body, secret, tolerance]);
  return inspection;
}

/** Paste a header, a raw body and a secret: valid, or exactly why not, with the signed string. */
export function SignatureWorkbench() {
  const id = useId();
  const [header, setHeader] = useState('');
  const [body, setBody] = useState('');
  const [secret, setSecret] = useState(() => settingsSnapshot().secret);
  const [toleranceText, setToleranceText] = useState(String(DEFAULT_TOLERANCE_SECONDS));
  const tolerance = /^\d+$/.test(toleranceText.trim()) ? Number(toleranceText) : undefined;
  const inspection = useInspection(header, body, secret, tolerance);
  const hasRuns = useDeliveryRuns().some((run) => run.attempts.length > 0);

  const loadLastAttempt = () => {
    const run = latestRun();
    const attempt = run?.attempts.at(-1);
    if (!run || !attempt) return;
    setHeader(attempt.signature);
    setBody(attempt.body);
    setSecret(settingsSnapshot().secret);
  };

  const [signError, setSignError] = useState<string | undefined>();
  const signNow = async () => {
    try {
      setHeader(await sign(body, secret));
      setSignError(undefined);
    } catch (error) {
      setSignError(error instanceof Error ? error.message : String(error));
    }
  };

  const reserialize = () => {
    try {
      setBody(JSON.stringify(JSON.parse(body)));
    } catch {
      // the button is disabled for bodies that are not JSON
    }
  };
  let bodyIsJson = true;
  try {
    JSON.parse(body);
  } catch {
    bodyIsJson = false;
  }

  const given = parseSignatureHeader(header).v1[0];

  return (
    <form className="panel-card wh-card" aria-label="Signature workbench" onSubmit={(e) => e.preventDefault()}>
      <div className="wh-card__header wh-card__header--row">
        <div>
          <h3 className="wh-card__title">Signature workbench</h3>
          <p className="wh-card__hint">Verify exactly as a receiver must: HMAC-SHA256 of t.raw body, constant-time.</p>
        </div>
        <button type="button" className="btn btn--small" disabled={!hasRuns} onClick={loadLastAttempt}>
          Use last attempt
        </button>
      </div>

      <div className="field">
        <label className="field__label" htmlFor={`${id}-header`}>
          Signature header
        </label>
        <input
          id={`${id}-header`}
          className="input wh-mono"
          spellCheck={false}
          placeholder="t=1700000000,v1=5257a869e7…"
          value={header}
          onChange={(e) => setHeader(e.target.value)}
        />
      </div>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-body`}>
          Raw body
        </label>
        <textarea
          id={`${id}-body`}
          className="textarea"
          rows={7}
          spellCheck={false}
          value={body}
          onChange={(e) => setBody(e.target.value)}
        />
      </div>
      <div className="wh-grid">
        <div className="field">
          <label className="field__label" htmlFor={`${id}-secret`}>
            Secret to verify with
          </label>
          <input
            id={`${id}-secret`}
            className="input wh-mono"
            spellCheck={false}
            autoComplete="off"
            value={secret}
            onChange={(e) => setSecret(e.target.value)}
          />
        </div>
        <div className="field">
          <label className="field__label" htmlFor={`${id}-tolerance`}>
            Tolerance (seconds)
          </label>
          <input
            id={`${id}-tolerance`}
            className="input"
            inputMode="numeric"
            value={toleranceText}
            aria-invalid={tolerance === undefined}
            aria-describedby={`${id}-tolerance-help`}
            onChange={(e) => setToleranceText(e.target.value)}
          />
          <p className={tolerance === undefined ? 'field__error' : 'field__help'} id={`${id}-tolerance-help`}>
            {tolerance === undefined ? 'A whole number of seconds.' : '0 turns the timestamp check off.'}
          </p>
        </div>
      </div>
      <div className="wh-inline wh-inline--wrap">
        <button type="button" className="btn btn--small" onClick={() => void signNow()}>
          Sign this body now
        </button>
        <button type="button" className="btn btn--small" disabled={!bodyIsJson} onClick={reserialize}>
          Re-serialize body (JSON.stringify)
        </button>
      </div>
      {signError ? (
        <p className="field__error" role="alert">
          {signError}
        </p>
      ) : null}

      <WorkbenchResult inspection={tolerance === undefined ? undefined : inspection} given={given} />
    </form>
  );
}

function WorkbenchResult({ inspection, given }: { inspection?: SignatureInspection; given?: string }) {
  if (!inspection) return null;
  const { result } = inspection;
  return (
    <div className={`wh-verdict wh-verdict--${result.valid ? 'valid' : 'invalid'}`}>
      <p className="wh-verdict__title" role="status" aria-label="Verification result">
        {result.valid ? 'Valid signature' : `Invalid: ${REASON_TITLES[result.reason]}`}
      </p>
      {!result.valid ? <p className="wh-verdict__message">{result.message}</p> : null}
      {inspection.reserialized ? (
        <p className="wh-verdict__hint" role="note" aria-label="Re-serialized body">
          {inspection.reserialized.message}
        </p>
      ) : null}
      {inspection.signedString !== undefined ? (
        <dl className="wh-verdict__facts">
          <dt>Signed string</dt>
          <dd>
            <ScrollCode>{inspection.signedString}</ScrollCode>
          </dd>
          <dt>Expected v1</dt>
          <dd className="wh-mono wh-break">{inspection.expectedSignature}</dd>
          {given !== undefined ? (
            <>
              <dt>Received v1</dt>
              <dd className="wh-mono wh-break">{given}</dd>
            </>
          ) : null}
        </dl>
      ) : null}
    </div>
  );
}
