import { useEffect, useMemo, useRef, useState } from 'react';
import { DEFAULT_SITE_ID } from '../../core/installation/installation';
import { PLAYGROUND_SPACE_ID } from '../../core/runtime/environment';
import { sitePageUrl } from '../../core/site/ids';
import { authenticatesVisitors, claimScopes, injectsScript, usesCookies } from '../../core/site/scopes';
import { cookieConsent } from '../../core/site/visitor';
import { publishedSite } from '../../mock/site-content';
import { usePrefersDark } from '../editor/usePrefersDark';
import { installIntegration } from '../installation/actions';
import { EmptyState } from '../kit/EmptyState';
import { titleOf } from '../preview/blocks';
import { useScriptHost, useScriptState } from '../script/ScriptHostProvider';
import { useManifestValue } from '../workspace/manifest';
import { useWorkspace } from '../workspace/store';
import { answerCookies, chooseSignIn, openPage, type SiteVisit, sendFeedback, signOutVisitor } from './actions';
import { CookieToast } from './CookieToast';
import { ChevronIcon, LockIcon, ReloadIcon } from './icons';
import { IdentityProviderPage } from './IdentityProviderPage';
import { PublishedScript } from './PublishedScript';
import { PublishedSite } from './PublishedSite';
import { currentSession, ensureSession, updateSession, useSiteSession } from './session';
import { SiteInspector } from './SiteInspector';
import '../script/runtime-panels.css';
import './site.css';

const SITE_EVENTS = ['site_view', 'page_feedback', 'fetch_visitor_authentication', 'fetch_published_script'];

/**
 * The Site view: the published site of the installation on a site, played by kitbench, where the author is the
 * visitor. Page views send `site_view`, the feedback control `page_feedback`, visitor authentication runs through the
 * integration and kitbench's identity provider, and the integration's published script runs in the page.
 */
export default function SitePanel() {
  const host = useScriptHost();
  const { summary, loadProblem, version } = useScriptState();
  const workspaceId = useWorkspace((w) => w.id);
  const manifestText = useWorkspace((w) => w.manifest);
  const installation = useWorkspace((w) => w.installation);
  const manifest = useManifestValue(manifestText);
  const title = titleOf(manifest);
  const appDark = usePrefersDark();
  const session = useSiteSession();
  const onSite = installation?.target === 'site' ? installation : undefined;
  const siteId = onSite ? (onSite.siteId ?? DEFAULT_SITE_ID) : undefined;
  const site = useMemo(() => (onSite && siteId ? publishedSite(siteId, onSite.spaceId) : undefined), [onSite, siteId]);
  const visit = useMemo<SiteVisit | undefined>(() => (site ? { host, manifest, site } : undefined), [host, manifest, site]);
  const key = onSite ? `${workspaceId}:${onSite.id}:${siteId}` : '';
  const ready = summary !== undefined || loadProblem !== undefined;
  // A new page opens at its top, as a browser shows it.
  const viewport = useRef<HTMLElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: scrolls when the page changes
  useEffect(() => {
    viewport.current?.scrollTo({ top: 0 });
  }, [session.path, session.screen.kind]);
  // The site over the whole window, as a visitor's browser shows it; Escape leaves.
  const [full, setFull] = useState(false);
  useEffect(() => {
    if (!full) return;
    const leave = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setFull(false);
    };
    window.addEventListener('keydown', leave);
    return () => window.removeEventListener('keydown', leave);
  }, [full]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new session per installation on a site, once the script answered
  useEffect(() => {
    if (visit && ready && ensureSession(key)) void openPage(visit, '');
  }, [key, ready]);

  if (!onSite || !site || !visit) {
    const elsewhere = installation ? (installation.target === 'space' ? `in the space ${installation.spaceId}` : 'for the organization') : undefined;
    return (
      <div className="st st--empty">
        <EmptyState
          title="No published site to visit yet"
          action={
            <button type="button" className="btn btn--primary" onClick={() => installIntegration(host, 'site', PLAYGROUND_SPACE_ID, DEFAULT_SITE_ID)}>
              Install on a site
            </button>
          }
        >
          The Site view plays the published site of an installation on a site: you are the visitor. Page views send{' '}
          <code>site_view</code>, the page's feedback sends <code>page_feedback</code>, visitor authentication runs through your integration, and
          its published script runs in the page.{' '}
          {elsewhere ? `The integration is installed ${elsewhere}: installing it on a site starts from the manifest's defaults.` : 'Install the integration on a site to open it.'}
        </EmptyState>
      </div>
    );
  }

  const handled = SITE_EVENTS.filter((type) => summary?.eventNames.includes(type));
  const dark = (session.theme ?? (appDark ? 'dark' : 'light')) === 'dark';
  const screen = session.screen;
  const address = screen.kind === 'sign-in' ? screen.signIn.authorizeUrl : sitePageUrl(session.path);
  const previous = session.history.length > 1 ? session.history[session.history.length - 2] : undefined;
  // The platform asks for consent when a published script uses cookies, or when the site has a privacy policy
  // (kitbench's site has one): so whenever a script is published into it.
  const publishes = injectsScript(manifest) && (summary?.eventNames.includes('fetch_published_script') ?? false);
  const showToast = (usesCookies(manifest) || publishes) && cookieConsent(session.visitor) === undefined && screen.kind !== 'sign-in';
  const actions = {
    navigate: (path: string) => void openPage(visit, path),
    feedback: (rating: Parameters<typeof sendFeedback>[1], comment: string) => sendFeedback(visit, rating, comment),
    signOut: () => void signOutVisitor(visit),
    signIn: () => void openPage(visit, currentSession().path),
    retry: () => void openPage(visit, screen.kind === 'problem' && screen.step ? currentSession().path : ''),
    toggleTheme: () => updateSession({ theme: dark ? 'light' : 'dark' }),
  };

  return (
    <div className={`st${full ? ' st--full' : ''}`}>
      <div className="st-bar">
        <button
          type="button"
          className="btn btn--ghost btn--small st-bar__icon"
          aria-label="Back"
          disabled={previous === undefined}
          onClick={() => {
            updateSession((current) => ({ history: current.history.slice(0, -2) }));
            void openPage(visit, previous ?? '');
          }}
        >
          <ChevronIcon direction="left" />
        </button>
        <button
          type="button"
          className="btn btn--ghost btn--small st-bar__icon"
          aria-label="Reload the site"
          onClick={() => {
            updateSession((current) => ({ scriptRun: current.scriptRun + 1 }));
            void openPage(visit, currentSession().path);
          }}
        >
          <ReloadIcon />
        </button>
        <label className="st-address">
          <LockIcon />
          <span className="visually-hidden">Site address</span>
          <input className="st-address__input" readOnly value={address} onFocus={(event) => event.currentTarget.select()} />
        </label>
        <button
          type="button"
          className="btn btn--small"
          onClick={() => {
            ensureSession(key, true);
            void openPage(visit, '');
          }}
        >
          New visitor
        </button>
        <button type="button" className="btn btn--small" aria-pressed={full} onClick={() => setFull((value) => !value)}>
          {full ? 'Exit full window' : 'Full window'}
        </button>
      </div>
      {ready && handled.length === 0 && (
        <div className="st-notice" role="note">
          <strong>Your script handles no site events yet.</strong> This is the visitor's side of a site installation: each page you open here sends{' '}
          <code>site_view</code> and the feedback under a page sends <code>page_feedback</code>, to your script's <code>events</code> and to the webhook
          receiver the Webhooks panel selects. Add <code>fetch_published_script</code> to run a script in the site, or{' '}
          <code>fetch_visitor_authentication</code> (with the <code>site:visitor:auth</code> scope) to sign visitors in.
        </div>
      )}
      <section ref={viewport} className="st-viewport" aria-label="Site page">
        {screen.kind === 'sign-in' ? (
          <IdentityProviderPage signIn={screen.signIn} busy={screen.busy} siteTitle={site.title} onChoose={(choice) => void chooseSignIn(visit, choice)} />
        ) : (
          <PublishedSite
            site={site}
            session={session}
            dark={dark}
            explainAdaptive={authenticatesVisitors(manifest) || claimScopes(manifest).length > 0}
            actions={actions} overlay={showToast ? <CookieToast onAnswer={answerCookies} /> : undefined} />
        )}
      </section>
      <SiteInspector session={session} title={title} script={<PublishedScript visit={visit} title={title} version={version} run={session.scriptRun} />} />
    </div>
  );
}
