import { type ReactNode, useState } from 'react';
import { DEFAULT_SITE_ID } from '../../core/installation/installation';
import { exportVisitTest } from '../../core/test-export/export-visit';
import { exportPlaywrightVisit } from '../../core/test-export/export-visit-playwright';
import { manifestFileOf } from '../../core/workspace/manifest-file';
import { type ExportFormat, ExportTestDialog } from '../preview/ExportTestDialog';
import { useWorkspace } from '../workspace/store';
import type { SiteSession } from './session';

const TONE_LABEL = { ok: 'Done', warn: 'Warning', error: 'Failed', info: 'Note' } as const;

/**
 * Under the site, what the visit did, for the author: the visitor (anonymous id, cookies, sign-in), the published
 * script, and a log of what each page view, feedback and sign-in sent (the Events and Network panels have it all).
 */
export function SiteInspector({ session, script, title }: { session: SiteSession; script: ReactNode; title: string }) {
  const cookies = Object.entries(session.visitor.cookies);
  const claims = session.auth ? Object.keys(session.auth.claims).length : 0;
  const installation = useWorkspace((w) => w.installation);
  const env = useWorkspace((w) => w.env);
  const manifestFile = useWorkspace(manifestFileOf);
  const [exported, setExported] = useState<ExportFormat[]>();
  const exportVisit = () => {
    const siteId = installation?.siteId && installation.siteId !== DEFAULT_SITE_ID ? installation.siteId : undefined;
    const input = { name: title, configurations: installation?.configuration, siteId, steps: session.steps, events: session.sent.map((sent) => sent.event.type), envNames: Object.keys(env), manifestFile };
    setExported([
      { id: 'node', text: exportVisitTest(input), fileName: 'site.kitbench.test.ts' },
      { id: 'playwright', text: exportPlaywrightVisit(input), fileName: 'site.kitbench.spec.ts' },
    ]);
  };
  return (
    <section className="st-inspector" aria-label="Visit">
      <div className="st-inspector__head">
        <h2 className="st-inspector__title">This visit</h2>
        <button type="button" className="btn btn--small" disabled={session.steps.length === 0} onClick={exportVisit}>
          Export as test
        </button>
      </div>
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
      {exported !== undefined && <ExportTestDialog formats={exported} onClose={() => setExported(undefined)} />}
    </section>
  );
}
