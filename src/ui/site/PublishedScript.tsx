import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { BLOCKED_BY_SITE_POLICY, publishedScriptPolicy } from '../../core/site/csp';
import { publishedScriptEvent } from '../../core/site/events';
import { injectsScript, publishedScriptRefusal, usesCookies } from '../../core/site/scopes';
import { cookieConsent, parseCookieWrite } from '../../core/site/visitor';
import { servedFrameUrl, startFrameServer } from '../../mock/endpoint-frames';
import { frameNonce, registerSiteScript, releaseSiteScript } from '../../mock/site-script-frames';
import { SITE_SCRIPT_MESSAGE } from '../../mock/site-script-shim';
import { networkLog } from '../../sandbox/network-log';
import { consoleStore } from '../script/console-store';
import type { SiteVisit } from './actions';
import { sendSiteEvent } from './platform';
import { currentSession, logVisit, updateSession } from './session';

/** How the published script is doing, for the inspector. */
interface ScriptStatus {
  state: 'none' | 'loading' | 'running' | 'failed';
  text: string;
  blocked: number;
  loaded: number;
  failedLoads: number;
}

const NONE = (text: string): ScriptStatus => ({ state: 'none', text, blocked: 0, loaded: 0, failedLoads: 0 });
const host = (url: string) => (URL.canParse(url) ? new URL(url).host : url);

/** One URL the script loaded: its Network entry, and whether the policy blocked it (its error event follows). */
interface LoadRecord {
  entry: number;
  blocked: boolean;
  failed: boolean;
}

/** What the frame posts (site-script-shim.ts). */
interface FrameReport {
  kind: string;
  type: 'blocked' | 'load' | 'cookie' | 'console' | 'error';
  url?: string;
  directive?: string;
  failed?: boolean;
  status?: number;
  element?: string;
  text?: string;
  kept?: boolean;
  level?: 'log' | 'info' | 'warn' | 'error' | 'debug';
  line?: number;
}

/**
 * The script the integration publishes into the site (`fetch_published_script`, for `site:script:inject`), run in a
 * frame of its own under the site's policy (src/mock/site-script-frames.ts). What it loads is in Network, what the
 * policy blocked too (and in the Console), its cookies reach the visitor's cookies only with their consent.
 */
export function PublishedScript({ visit, title, version, run }: { visit: SiteVisit; title: string; version: number; run: number }) {
  const frame = useRef<HTMLIFrameElement>(null);
  const [src, setSrc] = useState<string>();
  const [status, setStatus] = useState<ScriptStatus>(NONE('No published script.'));
  const loads = useRef(new Map<string, LoadRecord>());
  const handles = visit.host.summary?.eventNames.includes('fetch_published_script') ?? false;
  const injects = injectsScript(visit.manifest);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs again for a new script version or a new run, not on every render
  useEffect(() => {
    if (!handles) {
      setStatus(NONE(injects ? 'The manifest has site:script:inject, but the script has no fetch_published_script handler.' : 'The integration publishes no script into the site.'));
      return;
    }
    if (!injects) {
      setStatus(NONE(publishedScriptRefusal(visit.manifest) ?? ''));
      return;
    }
    let live = true;
    let registered: string | undefined;
    setStatus({ ...NONE('Loading the published script…'), state: 'loading' });
    (async () => {
      const { response } = await sendSiteEvent(visit.host, publishedScriptEvent(visit.host.environment, visit.site));
      if (!live) return;
      if (response.status >= 400) {
        const thrown = response.status === 500 ? ' (what the handler threw is in the Console)' : '';
        const text = `fetch_published_script answered ${response.status}: ${response.body.slice(0, 200)}${thrown}`;
        setStatus({ ...NONE(text), state: 'failed' });
        logVisit('error', text);
        return;
      }
      try {
        await startFrameServer();
      } catch (error) {
        setStatus({ ...NONE(error instanceof Error ? error.message : String(error)), state: 'failed' });
        return;
      }
      if (!live) return;
      const session = currentSession();
      const consent = cookieConsent(session.visitor);
      const nonce = frameNonce();
      const policy = publishedScriptPolicy((visit.manifest as { contentSecurityPolicy?: unknown } | undefined)?.contentSecurityPolicy, nonce);
      // The visitor's consent decides whether the script's cookies are kept (the scope only decides the toast).
      registered = registerSiteScript(response.body, policy, nonce, { cookies: session.visitor.cookies, allowCookies: consent === true, consent: consent ?? null }, `${title}: published script`);
      loads.current = new Map();
      setSrc(servedFrameUrl(registered));
      setStatus({ ...NONE('Running in its own frame, under the site policy.'), state: 'running' });
      logVisit('ok', `fetch_published_script answered ${response.status}: ${title}'s script runs in the site, under its Content-Security-Policy.`);
    })();
    return () => {
      live = false;
      if (registered) releaseSiteScript(registered);
    };
  }, [handles, injects, version, run, visit.site.siteId]);

  // Sandboxed for every navigation after the first (which reaches kitbench's frame server), as endpoint frames are.
  useLayoutEffect(() => {
    if (src) frame.current?.setAttribute('sandbox', 'allow-scripts');
  }, [src]);

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (!frame.current || event.source !== frame.current.contentWindow) return;
      const report = event.data as FrameReport;
      if (report?.kind !== SITE_SCRIPT_MESSAGE) return;
      handleReport(report, title, loads.current, setStatus, usesCookies(visit.manifest));
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [title, visit.manifest]);

  const counts = [
    status.loaded ? `${status.loaded} loaded` : '',
    status.failedLoads ? `${status.failedLoads} failed` : '',
    status.blocked ? `${status.blocked} blocked by the policy` : '',
  ].filter(Boolean);
  return (
    <div className="st-script">
      <span className={`badge ${status.state === 'running' ? 'badge--success' : status.state === 'failed' ? 'badge--danger' : ''}`}>
        {status.state === 'running' ? 'Script running' : status.state === 'failed' ? 'Script failed' : status.state === 'loading' ? 'Loading script' : 'No script'}
      </span>
      <span className="st-script__text">
        {status.text}
        {counts.length ? ` Loads: ${counts.join(', ')}.` : ''}
      </span>
      {src && <iframe key={src} ref={frame} className="st-script__frame" title={`${title}: published script`} src={src} referrerPolicy="no-referrer" />}
    </div>
  );
}

function handleReport(
  report: FrameReport,
  title: string,
  loads: Map<string, LoadRecord>,
  setStatus: (update: (status: ScriptStatus) => ScriptStatus) => void,
  cookiesScope: boolean,
) {
  const time = Date.now();
  const url = report.url ?? '';
  const known = loads.get(url);
  switch (report.type) {
    case 'blocked': {
      // A blocked element also reports a failed load (before or after this): one entry, saying why.
      const message = `${BLOCKED_BY_SITE_POLICY} (${report.directive}): ${host(url) || url} is not in the manifest's contentSecurityPolicy.`;
      if (known) networkLog.finish(known.entry, { error: message });
      else {
        const entry = networkLog.start('page', { method: 'GET', url, headers: {} }, undefined, 'published script');
        networkLog.finish(entry, { error: message });
        loads.set(url, { entry, blocked: true, failed: false });
      }
      // what was counted for this URL before (a load or a failure) is now a block
      const wasLoaded = known !== undefined && !known.failed && !known.blocked;
      const wasFailed = known?.failed === true;
      if (known) known.blocked = true;
      consoleStore.append({ level: 'warn', message: `[published script] ${message}`, time });
      setStatus((status) => ({
        ...status,
        blocked: status.blocked + 1,
        loaded: wasLoaded ? status.loaded - 1 : status.loaded,
        failedLoads: wasFailed ? status.failedLoads - 1 : status.failedLoads,
      }));
      return;
    }
    case 'load': {
      if (report.failed) {
        if (known?.blocked || known?.failed) return;
        const error = `The ${report.element ?? 'resource'} did not load: ${host(url)} did not answer (offline, or no such host).`;
        if (known) networkLog.finish(known.entry, { error });
        else {
          const entry = networkLog.start('page', { method: 'GET', url, headers: {} }, undefined, 'published script');
          networkLog.finish(entry, { error });
          loads.set(url, { entry, blocked: false, failed: true });
        }
        if (known) known.failed = true;
        setStatus((status) => ({ ...status, failedLoads: status.failedLoads + 1, loaded: known ? status.loaded - 1 : status.loaded }));
        return;
      }
      if (known) return;
      const entry = networkLog.start('page', { method: 'GET', url, headers: {} }, undefined, 'published script');
      networkLog.finish(entry, { loaded: report.status ? { status: report.status } : {} });
      loads.set(url, { entry, blocked: false, failed: false });
      setStatus((status) => ({ ...status, loaded: status.loaded + 1 }));
      return;
    }
    case 'cookie': {
      const write = parseCookieWrite(report.text ?? '');
      if (!write) return;
      if (report.kept) {
        updateSession((current) => {
          const cookies = { ...current.visitor.cookies };
          if (write.deleted) delete cookies[write.name];
          else cookies[write.name] = write.value;
          return { visitor: { ...current.visitor, cookies } };
        });
        logVisit('info', `${title}'s script set the cookie ${write.name}.`);
        if (!cookiesScope) {
          const message = `The published script sets cookies (${write.name}) but the manifest does not declare site:script:cookies: the platform asks visitors for their consent because of that scope.`;
          consoleStore.append({ level: 'warn', message: `[published script] ${message}`, time });
        }
      } else {
        const why = 'before the visitor accepted cookies';
        consoleStore.append({ level: 'warn', message: `[published script] The cookie ${write.name} was not kept: the script set it ${why}.`, time });
        logVisit('warn', `${title}'s script set the cookie ${write.name} ${why}: not kept.`);
      }
      return;
    }
    case 'console':
      consoleStore.append({ level: report.level ?? 'log', message: `[published script] ${report.text ?? ''}`, time });
      return;
    case 'error':
      consoleStore.append({ level: 'error', message: `[published script] ${report.text ?? 'An error'}${report.line ? ` (line ${report.line})` : ''}`, time });
      return;
  }
}
