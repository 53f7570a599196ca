import { useId } from 'react';
import type { ConsentRequest } from '../../mock/oauth-provider';
import { NativeDialog } from '../kit/Dialog';

interface ConsentDialogProps {
  consent: ConsentRequest;
  integrationTitle: string;
  busy: boolean;
  onDecide: (decision: 'approve' | 'deny') => void;
  onCancel: () => void;
}

/** The mock provider's consent screen, as a modal: what the integration asks for and where the user returns. */
export function ConsentDialog({ consent, integrationTitle, busy, onDecide, onCancel }: ConsentDialogProps) {
  const titleId = useId();
  const rows: [string, string][] = [
    ['client_id', consent.client_id],
    ['redirect_uri', consent.redirect_uri],
    ['scope', consent.scopes.length ? consent.scopes.join(' ') : '(none)'],
    ['prompt', consent.prompt ?? '(none)'],
    ['state', consent.state ?? '(none)'],
  ];
  return (
    <NativeDialog
      className="inst-consent"
      labelledBy={titleId}
      closeOnBackdrop={false}
      onClose={() => {
        if (!busy) onCancel();
      }}
    >
      <div className="inst-consent__provider">
        <span className="inst-consent__logo" aria-hidden="true">
          {consent.provider.charAt(0).toUpperCase()}
        </span>
        <span>{consent.provider}</span>
        <span className="badge badge--info">Mock provider</span>
      </div>
      <h2 id={titleId} className="inst-consent__title">
        Authorize {integrationTitle}
      </h2>
      <p className="inst-consent__lead">
        <strong>{integrationTitle}</strong> asks to access your {consent.provider} account
        {consent.scopes.length ? ' with these scopes:' : '.'}
      </p>
      {consent.scopes.length > 0 && (
        <ul className="inst-consent__scopes">
          {consent.scopes.map((scope) => (
            <li key={scope}>
              <code>{scope}</code>
            </li>
          ))}
        </ul>
      )}
      <details className="inst-consent__details" open>
        <summary>Authorization request</summary>
        <p className="inst-consent__url">
          <span className="visually-hidden">Authorize URL: </span>
          {consent.authorizeURL}
        </p>
        <dl className="inst-consent__params">
          {rows.map(([name, value]) => (
            <div key={name}>
              <dt>{name}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </details>
      <div className="inst-consent__actions">
        <button type="button" className="btn" disabled={busy} onClick={() => onDecide('deny')}>
          Deny
        </button>
        <button type="button" className="btn btn--primary" disabled={busy} onClick={() => onDecide('approve')}>
          {busy ? 'Connecting…' : 'Approve'}
        </button>
      </div>
    </NativeDialog>
  );
}
