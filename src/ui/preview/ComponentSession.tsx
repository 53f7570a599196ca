import { type ReactNode, useCallback, useMemo, useState } from 'react';
import type { ContentKitAction } from '../../core/contentkit/elements';
import { isHttpUrl } from '../../core/contentkit/urls';
import type { PlaygroundScriptHost, ScriptHost } from '../../sandbox/types';
import { PUBLIC_ENDPOINT_ORIGIN } from '../../core/runtime/environment';
import { ConfirmDialog } from '../contentkit/Dialog';
import { EndpointFlow } from '../installation/EndpointFlow';
import type { OAuthLevel } from '../installation/oauthFlow';
import { useWorkspace } from '../workspace/store';
import { readTitle } from './blocks';
import type { ComponentInstance, RenderContext } from './instance';
import { type ModalEntry, ModalView } from './ModalLayer';
import { type PreviewSession, PreviewSessionContext } from './session';
import '../contentkit/contentkit.css';
import './preview.css';

let modalCounter = 0;

/** `/projects` becomes `{publicEndpoint}/projects`, so the mocked platform hands the request to the script. */
export function resolveAgainstEndpoint(host: ScriptHost, url: string): string {
  if (!url.startsWith('/') || url.startsWith('//')) return url;
  const environment = (host as Partial<PlaygroundScriptHost>).environment;
  const endpoint = environment?.integration?.urls?.publicEndpoint;
  return typeof endpoint === 'string' ? `${endpoint.replace(/\/$/, '')}${url}` : url;
}

/** A URL of the integration's own public endpoint (the installation's and its space's share it in kitbench). */
export function isOwnEndpoint(url: string): boolean {
  return url.startsWith(`${PUBLIC_ENDPOINT_ORIGIN}/`);
}

/**
 * What live components share, in the Preview and in the Installation panel's configuration screens: the host,
 * modals (`@ui.modal.open`) and links (`@ui.url.open`, asked first). `context` is `element.context` of the
 * Preview's document blocks. A link to the integration's own public endpoint runs there in the page (its OAuth flow
 * against the mocked provider, `level` saying whose endpoint: an account screen's is the installation's), not in a
 * browser tab that could not reach it.
 */
export function ComponentSession({
  host,
  context,
  level = 'space',
  onConnected,
  children,
}: {
  host: ScriptHost;
  context: RenderContext;
  level?: OAuthLevel;
  /** After such a flow saved its credentials (a configuration screen opens again with them, as the platform's does). */
  onConnected?: () => void;
  children: ReactNode;
}) {
  const [modals, setModals] = useState<ModalEntry[]>([]);
  const [pendingUrl, setPendingUrl] = useState<string | undefined>(undefined);
  const [endpointUrl, setEndpointUrl] = useState<string | undefined>(undefined);
  const integrationTitle = useWorkspace((w) => readTitle(w.manifest));
  const openUrl = useCallback((url: string) => (isOwnEndpoint(url) ? setEndpointUrl(url) : setPendingUrl(url)), []);
  const openInPage = useCallback((url: string) => {
    if (!isOwnEndpoint(url)) return false;
    setEndpointUrl(url);
    return true;
  }, []);
  const openModal = useCallback((componentId: string, props: Record<string, unknown>, opener: ComponentInstance, opening: ContentKitAction) => {
    modalCounter += 1;
    setModals((open) => [...open, { key: `session-modal-${modalCounter}`, componentId, props, opener, opening }]);
  }, []);
  const session = useMemo<PreviewSession>(
    () => ({ host, openModal, openUrl, openInPage, resolveUrl: (url) => resolveAgainstEndpoint(host, url), documentContext: context }),
    [host, openModal, openUrl, openInPage, context],
  );
  return (
    <PreviewSessionContext.Provider value={session}>
      {children}
      {modals.map((entry) => (
        <ModalView
          key={entry.key}
          entry={entry}
          onClose={(close) => {
            setModals((open) => open.filter((m) => m.key !== entry.key));
            // The opener's action gets the close action, returnValue and every other field, as on the platform.
            if (close) void entry.opener.deliver(close);
          }}
        />
      ))}
      {endpointUrl !== undefined && (
        <EndpointFlow
          key={endpointUrl}
          url={endpointUrl}
          level={level}
          integrationTitle={integrationTitle}
          onConnected={onConnected}
          onDone={() => setEndpointUrl(undefined)}
        />
      )}
      {pendingUrl !== undefined && (
        <ConfirmDialog
          title={isHttpUrl(pendingUrl) ? 'Open this link in a new tab?' : 'This link cannot be opened'}
          text={<code className="pv-url">{pendingUrl}</code>}
          confirmLabel={isHttpUrl(pendingUrl) ? 'Open link' : 'OK'}
          onAnswer={(confirmed) => {
            if (confirmed && isHttpUrl(pendingUrl)) window.open(pendingUrl, '_blank', 'noopener,noreferrer');
            setPendingUrl(undefined);
          }}
        />
      )}
    </PreviewSessionContext.Provider>
  );
}
