import { type ComponentType, lazy, type LazyExoticComponent } from 'react';

/** A tool panel in the right-hand area. Each panel is its own lazily loaded folder under src/ui/. */
export interface PanelDefinition {
  id: string;
  /** The tab's accessible name (CONTRACT.md section 4). */
  label: string;
  Component: LazyExoticComponent<ComponentType>;
}

export const panels: PanelDefinition[] = [
  { id: 'preview', label: 'Preview', Component: lazy(() => import('../preview/PreviewPanel')) },
  { id: 'site', label: 'Site', Component: lazy(() => import('../site/SitePanel')) },
  { id: 'installation', label: 'Installation', Component: lazy(() => import('../installation/InstallationPanel')) },
  { id: 'listing', label: 'Listing', Component: lazy(() => import('../listing/ListingPanel')) },
  { id: 'events', label: 'Events', Component: lazy(() => import('../events/EventsPanel')) },
  { id: 'webhooks', label: 'Webhooks', Component: lazy(() => import('../webhooks/WebhooksPanel')) },
  { id: 'network', label: 'Network', Component: lazy(() => import('../network/NetworkPanel')) },
  { id: 'console', label: 'Console', Component: lazy(() => import('../console/ConsolePanel')) },
];
