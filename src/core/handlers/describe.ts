// What an integration does, read from what its script declares (the sandbox's summary: components, handled events,
// a fetch handler) and from its manifest (blocks, configurations): one sentence and one part per handler, so that
// the Preview can say what an integration without blocks does and where to try each part.
import { allEventTypes, describeEvent } from '../events/catalog';
import { type ConfigurationScope, configurationComponentOf, readConfigurationFields } from '../installation';
import { publishedScriptRefusal } from '../site/scopes';

/** A kind of handler; the Preview keeps its ways to try each kind in a registry keyed by it. */
export type HandlerKind =
  | 'block'
  | 'published-script'
  | 'visitor-auth'
  | 'content-source'
  | 'event'
  | 'site-event'
  | 'task'
  | 'oauth'
  | 'fetch'
  | 'component'
  | 'configuration'
  | 'settings';

/** The kinds a published site runs (the Site view's: its page, its sign-in, its visitors' events). */
export const SITE_HANDLER_KINDS: readonly HandlerKind[] = ['published-script', 'visitor-auth', 'site-event'];

/** One part of the integration: a handler the script declares, or a screen its manifest asks for. */
export interface HandlerPart {
  kind: HandlerKind;
  /** What the platform calls or reads: the event type, `fetch`, a component id, a configuration property. */
  name: string;
  /** A short title ("Published script"). */
  title: string;
  /** What it does, in one sentence for a reader. */
  does: string;
  /** For configuration screens and settings: the scope whose screen it is. */
  scope?: ConfigurationScope;
  /** Where it was read: the loaded script, or the manifest (known before the script loads). */
  from: 'script' | 'manifest';
  /** For a site handler a published site will not run (a scope is missing): why, and what to change. */
  notOnSite?: string;
}

/** What an integration does. */
export interface IntegrationDescription {
  /** "Hotjar adds a script to published sites." Undefined until the script has loaded: nothing is claimed before. */
  headline?: string;
  parts: HandlerPart[];
}

/** What the loaded script declares (the sandbox's ScriptSummary). */
export interface DeclaredHandlers {
  componentIds: readonly string[];
  eventNames: readonly string[];
  hasFetch: boolean;
}

export interface DescribeInput {
  /** The manifest's title. */
  title: string;
  /** The parsed manifest, any shape. */
  manifest: unknown;
  /** Undefined while the script loads, or when it never loaded: then only the manifest's parts are listed. */
  script?: DeclaredHandlers;
}

/** The order parts are listed in and the headline takes its phrases from: what the integration is for, first. */
const ORDER: readonly HandlerKind[] = [
  'block',
  'published-script',
  'visitor-auth',
  'content-source',
  'event',
  'site-event',
  'task',
  'oauth',
  'fetch',
  'component',
  'configuration',
  'settings',
];

/** Kinds a headline names only when little else is said. */
const SECONDARY: readonly HandlerKind[] = ['component', 'configuration'];

const CONTENT_EVENTS = ['content_compute_revision', 'content_compute_document'];
// a visitor's events on a published site (site_view, page_feedback); a site installation's own events are installation events
const isSiteEvent = (type: string) => (type.startsWith('site_') || type.startsWith('page_')) && !/installation_(setup|deleted)$/.test(type);
const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

function blockIds(manifest: unknown): string[] {
  const blocks = (manifest as { blocks?: unknown } | undefined)?.blocks;
  if (!Array.isArray(blocks)) return [];
  return blocks.map((block) => (block as { id?: unknown } | null)?.id).filter((id): id is string => typeof id === 'string' && id !== '');
}

function eventPart(type: string): HandlerPart {
  const from = 'script';
  switch (type) {
    case 'fetch_published_script':
      return { kind: 'published-script', name: type, title: 'Published script', does: 'Runs when a published site loads: the JavaScript it returns is added to every page.', from };
    case 'fetch_visitor_authentication':
      return {
        kind: 'visitor-auth',
        name: type,
        title: 'Visitor authentication',
        does: 'Runs when a reader opens a site that requires sign-in: it answers with where to send them to sign in.',
        from,
      };
    case 'task':
      return { kind: 'task', name: type, title: 'Task', does: 'Runs the tasks the integration queues for later, in the background.', from };
  }
  if (CONTENT_EVENTS.includes(type)) {
    return { kind: 'content-source', name: type, title: 'Content source', does: describeEvent(type) ?? 'Computes the content a space imports from it.', from };
  }
  const does = describeEvent(type) ?? `An event type of its own: it runs when the integration is sent \`${type}\`.`;
  return isSiteEvent(type) ? { kind: 'site-event', name: type, title: 'Site event', does, from } : { kind: 'event', name: type, title: 'Event', does, from };
}

/** The manifest's parts: configuration screens, OAuth buttons and settings of each scope. */
function manifestParts(manifest: unknown): HandlerPart[] {
  const parts: HandlerPart[] = [];
  for (const scope of ['account', 'site'] as const) {
    const screen = configurationComponentOf(manifest, scope);
    if (screen) {
      const where = screen.level === 'account' ? 'the account' : `each ${screen.level}`;
      parts.push({
        kind: 'configuration',
        name: screen.componentId,
        title: 'Configuration screen',
        does: `Its component \`${screen.componentId}\` is the configuration screen of ${where}.`,
        scope,
        from: 'manifest',
      });
      continue;
    }
    const fields = readConfigurationFields(manifest, scope).filter((field) => field.kind !== 'invalid');
    for (const field of fields) {
      if (field.kind !== 'button') continue;
      parts.push({
        kind: 'oauth',
        name: field.name,
        title: 'OAuth connection',
        does: `“${field.buttonText}” connects an account at the provider; the token is kept in the installation’s configuration.`,
        scope,
        from: 'manifest',
      });
    }
    const settings = fields.filter((field) => field.kind !== 'button');
    if (settings.length) {
      const titles = settings.map((field) => `${field.title}${field.required ? ' (required)' : ''}`).join(', ');
      parts.push({
        kind: 'settings',
        name: settings.map((field) => field.name).join(', '),
        title: scope === 'account' ? 'Account settings' : 'Site settings',
        does: `Installing it asks for ${titles}.`,
        scope,
        from: 'manifest',
      });
    }
  }
  return parts;
}

/** The components that are no block and no configuration screen: modals a block opens, forms placed elsewhere. */
function componentParts(componentIds: readonly string[], taken: Set<string>): HandlerPart[] {
  return componentIds
    .filter((id) => !taken.has(id))
    .map((id) => ({
      kind: 'component' as const,
      name: id,
      title: 'Component',
      does: 'A component no block or configuration names: one the integration opens itself (a modal, for one), shown here on the Configuration screen.',
      from: 'script' as const,
    }));
}

function phrase(kind: HandlerKind, parts: HandlerPart[]): string | undefined {
  const count = parts.length;
  switch (kind) {
    case 'block':
      return `adds ${plural(count, 'block')} to the editor`;
    case 'published-script':
      return 'adds a script to published sites';
    case 'visitor-auth':
      return 'signs visitors in to published sites';
    case 'content-source':
      return 'computes content for spaces';
    case 'event':
      return count === 1 ? `reacts to \`${parts[0].name}\`` : `reacts to ${plural(count, 'platform event')}`;
    case 'site-event':
      return 'follows what visitors do on published sites';
    case 'task':
      return 'runs tasks in the background';
    case 'oauth':
      return 'connects an account with OAuth';
    case 'fetch':
      return 'answers requests on its public endpoint';
    case 'component':
      return `renders ${plural(count, 'component')}`;
    case 'configuration':
      return 'has a configuration screen of its own';
    case 'settings':
      return undefined;
  }
}

/** "a", "a and b", "a, b and c". */
function joined(phrases: string[]): string {
  return phrases.length <= 1 ? (phrases[0] ?? '') : `${phrases.slice(0, -1).join(', ')} and ${phrases.at(-1)}`;
}

/** What the integration does: a headline once its script has loaded, and its parts in the order they matter. */
export function describeIntegration({ title, manifest, script }: DescribeInput): IntegrationDescription {
  const fromManifest = manifestParts(manifest);
  if (!script) return { parts: fromManifest };
  const blocks = blockIds(manifest).filter((id) => script.componentIds.includes(id));
  const screens = fromManifest.filter((part) => part.kind === 'configuration').map((part) => part.name);
  // events in the Events panel's order (the spec's first, then the platform's, then the script's own)
  const known = allEventTypes();
  const rank = (type: string) => (known.includes(type) ? known.indexOf(type) : known.length);
  const eventNames = [...script.eventNames].sort((a, b) => rank(a) - rank(b));
  const parts: HandlerPart[] = [
    ...blocks.map((id): HandlerPart => ({ kind: 'block', name: id, title: 'Block', does: 'A block authors insert in the editor.', from: 'script' })),
    ...eventNames.map(eventPart).map((part) => {
      const refusal = part.kind === 'published-script' ? publishedScriptRefusal(manifest) : undefined;
      return refusal ? { ...part, notOnSite: refusal } : part;
    }),
    ...(script.hasFetch ? [{ kind: 'fetch', name: 'fetch', title: 'HTTP handler', does: 'Answers HTTP requests to the installation’s public endpoint.', from: 'script' } as const] : []),
    ...componentParts(script.componentIds, new Set([...blocks, ...screens])),
    ...fromManifest,
  ];
  // stable: within a kind, the order the script or manifest gave
  parts.sort((a, b) => ORDER.indexOf(a.kind) - ORDER.indexOf(b.kind));
  // Two phrases at most, what it is for first: its screens and stray components only when little else is said.
  const phrases = ORDER.filter((kind) => parts.some((part) => part.kind === kind))
    .sort((a, b) => Number(SECONDARY.includes(a)) - Number(SECONDARY.includes(b)))
    .map((kind) => phrase(kind, parts.filter((part) => part.kind === kind)))
    .filter((text): text is string => text !== undefined)
    .slice(0, 2);
  const headline = phrases.length ? `${title} ${joined(phrases)}.` : `${title} handles nothing yet.`;
  return { headline, parts };
}
