import type { ReactNode } from 'react';
import type { SiteSession } from './session';

const TONE_LABEL = { ok: 'Done', warn: 'Warning', error: 'Failed', info: 'Note' } as const;

/**
 * Under the site, what the visit did, for the author: the visitor (anonymous id, cookies, sign-in), the published
 * script, and a log of what each page view, feedback and sign-in sent (the Events and Network panels have it all).
 */
export function SiteInspector({ session, script }: { session: SiteSession; script: ReactNode }) {
  const cookies = Object.entries(session.visitor.cookies);
  const claims = session.auth ? Object.keys(session.auth.claims).length : 0;
  return (
    <section className="st-inspector" aria-label="Visit">
      <dl className="st-facts">
        <div>
          <dt>Visitor</dt>
          <dd>
            <code>{session.visitor.anonymousId}</code>
            {session.auth ? ` · signed in, ${claims === 1 ? '1 claim' : `${claims} claims`}` : ' · not signed in'}
          </dd>
        </div>
        <div>
          <dt>Cookies</dt>
          <dd>
            {cookies.length
              ? cookies.map(([name, value]) => (
                  <code key={name} className="st-cookie">
                    {name}={value.length > 24 ? `${value.slice(0, 24)}…` : value}
                  </code>
                ))
              : 'none'}
          </dd>
        </div>
      </dl>
      {script}
      <ol className="st-log" aria-label="Visit log">
        {session.log.length === 0 && <li className="st-log__empty">Page views, feedback and sign-ins appear here as the site sends them.</li>}
        {session.log.slice(0, 12).map((line) => (
          <li key={line.id} className={`st-log__line st-log__line--${line.tone}`}>
            <span className="visually-hidden">{TONE_LABEL[line.tone]}: </span>
            <time className="st-log__time">{new Date(line.time).toLocaleTimeString()}</time>
            <span>{line.text}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}
