import { type HandlerKind, type HandlerPart, SITE_HANDLER_KINDS } from '../../core/handlers/describe';
import type { PanelIntent } from '../shell/navigation';
import { panels } from '../shell/panels';

/** A way to try one part of the integration: a button that opens the panel where it runs. */
export interface Way {
  /** The button's text, which is also its accessible name: "Try fetch_published_script in Events". */
  label: string;
  intent: PanelIntent;
}

type WayTo = (part: HandlerPart) => Way;

const scopeTitle = (part: HandlerPart) => (part.scope === 'site' ? 'Site configuration' : 'Account configuration');

const inEvents: WayTo = (part) => ({ label: `Try ${part.name} in Events`, intent: { panel: 'events', event: part.name } });
const inNetwork: WayTo = () => ({ label: 'Send a request in Network', intent: { panel: 'network', focus: 'composer' } });
const connectInInstallation: WayTo = (part) => ({
  label: 'Connect in Installation',
  intent: { panel: 'installation', focus: 'oauth', scope: part.scope ?? 'account', name: part.name },
});
const configureInInstallation: WayTo = (part) => ({
  label: `Open ${scopeTitle(part)} in Installation`,
  intent: { panel: 'installation', focus: 'configuration', scope: part.scope ?? 'account' },
});
const onConfigurationScreen: WayTo = (part) => ({
  // not "… Configuration screen": the Placement switch already has that name
  label: `Render ${part.name} here`,
  intent: { panel: 'preview', view: 'configuration', componentId: part.name },
});

// What a visit to the published site does with each site handler: the reader's side of it, in the Site view.
const onTheSite: WayTo = (part) => ({
  label:
    part.kind === 'visitor-auth'
      ? 'Sign in on the Site'
      : part.kind === 'published-script'
        ? 'Run it on the Site'
        : part.name === 'page_feedback'
          ? 'Give feedback on the Site'
          : `Send ${part.name} from the Site`,
  intent: { panel: 'site' },
});

/**
 * Where to try each kind of handler, first way first. A block's way is the Document itself (Control+/); the site's
 * kinds are tried first on the Site view, where a visit sends them as a reader's would, then in Events. A way to a
 * panel that does not exist is never shown.
 */
export const WAYS: Record<HandlerKind, WayTo[]> = {
  block: [],
  'published-script': [inEvents],
  'visitor-auth': [inEvents],
  'site-event': [inEvents],
  'content-source': [inEvents],
  event: [inEvents],
  task: [inEvents],
  fetch: [inNetwork],
  oauth: [connectInInstallation],
  configuration: [configureInInstallation],
  settings: [configureInInstallation],
  component: [onConfigurationScreen],
};
for (const kind of SITE_HANDLER_KINDS) WAYS[kind].unshift(onTheSite);

/** The ways to try a part, to panels that exist; not the Site when the published site will not run it (`notOnSite`). */
export function waysTo(part: HandlerPart): Way[] {
  return WAYS[part.kind]
    .map((way) => way(part))
    .filter((way) => panels.some((panel) => panel.id === way.intent.panel) && !(part.notOnSite && way.intent.panel === 'site'));
}
