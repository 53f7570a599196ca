import { createContext, useContext } from 'react';
import type { ContentKitAction } from '../../core/contentkit/elements';
import type { ScriptHost } from '../../sandbox/types';
import type { ComponentInstance, RenderContext } from './instance';

/** What every block of the preview shares: the host, and the page-level handlers of host actions. */
export interface PreviewSession {
  host: ScriptHost;
  openModal(componentId: string, props: Record<string, unknown>, opener: ComponentInstance, opening: ContentKitAction): void;
  openUrl(url: string): void;
  /** Runs a link to the integration's own public endpoint in the page (true), or leaves it to the browser (false). */
  openInPage?(url: string): boolean;
  /** Relative data URLs (`/projects`) resolve against the integration's public endpoint, where the script answers. */
  resolveUrl(url: string): string;
  /** `element.context` of a block in the document: the space it sits in, editable, the page's theme. */
  documentContext: RenderContext;
}

export const PreviewSessionContext = createContext<PreviewSession | undefined>(undefined);

export function usePreviewSession(): PreviewSession {
  const session = useContext(PreviewSessionContext);
  if (!session) throw new Error('usePreviewSession outside the Preview panel');
  return session;
}
