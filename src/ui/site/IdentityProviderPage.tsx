import { useId, useState } from 'react';
import type { SignInChoice, SignInRequest } from '../../core/site/auth-flow';

/** The claims a visitor card names besides who they are. */
const summaryOf = (claims: Record<string, unknown>) =>
  Object.entries(claims)
    .filter(([name]) => !['sub', 'name', 'given_name', 'family_name', 'email', 'email_verified'].includes(name))
    .map(([name, value]) => `${name}: ${String(value)}`)
    .join(' · ');

const initials = (name: string) =>
  name
    .split(/\s+/)
    .map((part) => part[0] ?? '')
    .join('')
    .slice(0, 2)
    .toUpperCase();

/**
 * The identity provider's sign-in page, as the visitor's browser shows it after the integration's redirect: the
 * provider kitbench plays for the author's issuer, its sample visitors to sign in as, Cancel (the provider answers
 * `access_denied`), and a provider error (`server_error`).
 */
export function IdentityProviderPage({ signIn, busy, siteTitle, onChoose }: { signIn: SignInRequest; busy?: string; siteTitle: string; onChoose: (choice: SignInChoice) => void }) {
  const id = useId();
  const [chosen, setChosen] = useState(signIn.visitors[0]?.id ?? '');
  const host = new URL(signIn.authorizeUrl).host;
  const rows: [string, string][] = [
    ['client_id', signIn.clientId],
    ['redirect_uri', signIn.redirectUri],
    ['scope', signIn.scope.join(' ') || '(none)'],
    ['state', signIn.state ?? '(none)'],
  ];
  return (
    <div className="idp">
      <form
        className="idp__card"
        aria-labelledby={`${id}-title`}
        onSubmit={(event) => {
          event.preventDefault();
          if (chosen) onChoose({ visitor: chosen });
        }}
      >
        <div className="idp__brand">
          <span className="idp__logo" aria-hidden="true">
            {host.charAt(0).toUpperCase()}
          </span>
          <span className="idp__host">{host}</span>
          <span className="idp__badge">Identity provider played by kitbench</span>
        </div>
        <h2 id={`${id}-title`} className="idp__title">
          Sign in
        </h2>
        <p className="idp__lead">
          to continue to <strong>{siteTitle}</strong>
        </p>
        <fieldset className="idp__visitors" disabled={!!busy}>
          <legend className="idp__legend">Choose an account</legend>
          {signIn.visitors.map((visitor) => (
            <label key={visitor.id} className={`idp__visitor${chosen === visitor.id ? ' is-chosen' : ''}`}>
              <input type="radio" name={`${id}-visitor`} value={visitor.id} checked={chosen === visitor.id} onChange={() => setChosen(visitor.id)} />
              <span className="idp__avatar" aria-hidden="true">
                {initials(visitor.name)}
              </span>
              <span className="idp__who">
                <span className="idp__name">{visitor.name}</span>
                <span className="idp__email">{visitor.email}</span>
                <span className="idp__claims">{summaryOf(visitor.claims) || 'no custom claims'}</span>
              </span>
            </label>
          ))}
        </fieldset>
        <div className="idp__actions">
          <button type="submit" className="idp__primary" disabled={!!busy || !chosen}>
            {busy === 'Signing in…' ? 'Signing in…' : 'Sign in'}
          </button>
          <button type="button" className="idp__secondary" disabled={!!busy} onClick={() => onChoose({ cancel: true })}>
            Cancel
          </button>
        </div>
        <button type="button" className="idp__link" disabled={!!busy} onClick={() => onChoose({ error: true })}>
          Simulate a provider error
        </button>
        <details className="idp__request">
          <summary>Authorization request from the integration</summary>
          <dl>
            {rows.map(([name, value]) => (
              <div key={name}>
                <dt>{name}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
        </details>
      </form>
    </div>
  );
}
