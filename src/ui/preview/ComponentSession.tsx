import { type ReactNode, useCallback, useMemo, useState } from 'react';
import type { ContentKitAction } from '../../core/contentkit/elements';
import { isHttpUrl } from '../../core/contentkit/urls';
import type { PlaygroundScriptHost, ScriptHost } from '../../sandbox/types';
import { ConfirmDialog } from '../contentkit/Dialog';
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

/**
 * What live components share, in the Preview and in the Installation panel's configuration screens: the host,
 * modals (`@ui.modal.open`) and links (`@ui.url.open`, asked first). `context` is `element.context` of the
 * Preview's document blocks.
 */
export function ComponentSession({ host, context, children }: { host: ScriptHost; context: RenderContext; children: ReactNode }) {
  const [modals, setModals] = useState<ModalEntry[]>([]);
  const [pendingUrl, setPendingUrl] = useState<string | undefined>(undefined);
  const openModal = useCallback((componentId: string, props: Record<string, unknown>, opener: ComponentInstance, opening: ContentKitAction) => {
    modalCounter += 1;
    setModals((open) => [...open, { key: `session-modal-${modalCounter}`, componentId, props, opener, opening }]);
  }, []);
  const session = useMemo<PreviewSession>(
    () => ({ host, openModal, openUrl: setPendingUrl, resolveUrl: (url) => resolveAgainstEndpoint(host, url), documentContext: context }),
    [host, openModal, context],
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
