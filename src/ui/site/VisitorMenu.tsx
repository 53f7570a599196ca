import { useEffect, useId, useRef, useState } from 'react';
import type { SiteAuth } from './session';

/** The signed-in visitor in the site's header: who, and the claims their token carries; Sign out. */
export function VisitorMenu({ auth, onSignOut }: { auth: SiteAuth; onSignOut: () => void }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const named = auth.claims.name ?? auth.claims.email ?? auth.claims.sub;
  // A token may carry no claim that names the visitor (an auth0-style integration signing only `exp`): say who is
  // signed in as the site would, an anonymous visitor, never "Signed in as Signed in".
  const name = named === undefined ? 'Visitor' : String(named);
  const claims = Object.entries(auth.claims);

  useEffect(() => {
    if (!open) return;
    const close = (event: Event) => {
      if (event instanceof KeyboardEvent ? event.key === 'Escape' : !root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('pointerdown', close);
      document.removeEventListener('keydown', close);
    };
  }, [open]);

  return (
    <div className="site-visitor" ref={root}>
      <button
        type="button"
        className="site-visitor__summary"
        aria-label={named === undefined ? 'Signed in as Visitor (the token names no one)' : `Signed in as ${name}`}
        aria-expanded={open}
        aria-controls={`${id}-panel`}
        onClick={() => setOpen((value) => !value)}
      >
        <span className="site-visitor__avatar" aria-hidden="true">
          {name.charAt(0).toUpperCase()}
        </span>
        <span className="site-visitor__name">{name}</span>
      </button>
      {open && (
        <div className="site-visitor__panel" id={`${id}-panel`}>
          <p className="site-visitor__heading">Claims in the visitor token</p>
          {claims.length ? (
            <dl className="site-visitor__claims" aria-label="Visitor claims">
              {claims.map(([claim, value]) => (
                <div key={claim}>
                  <dt>{claim}</dt>
                  <dd>{typeof value === 'string' ? value : JSON.stringify(value)}</dd>
                </div>
              ))}
            </dl>
          ) : (
            <p className="site-visitor__empty">The token carries no claims about the visitor.</p>
          )}
          {auth.expiresAt && <p className="site-visitor__expiry">Expires at {new Date(auth.expiresAt).toLocaleTimeString()}</p>}
          <button type="button" className="site-button" onClick={onSignOut}>
            Sign out
          </button>
        </div>
      )}
    </div>
  );
}
