import { useEffect, useSyncExternalStore } from 'react';

/**
 * A request to open a tool panel at a given place: the Events panel with an event selected, the Network composer,
 * the Installation's OAuth button or configuration, the Preview's configuration screen. Each panel reads the
 * requests addressed to it; a panel not listed here is simply opened.
 */
export type PanelIntent =
  | { panel: 'events'; event: string }
  | { panel: 'network'; focus: 'composer' }
  | { panel: 'installation'; focus: 'oauth' | 'configuration'; scope: 'account' | 'site'; name?: string }
  | { panel: 'preview'; view: 'configuration'; componentId?: string }
  | { panel: 'site' };

interface Request {
  seq: number;
  intent: PanelIntent;
}

let latest: Request | undefined;
let seq = 0;
const listeners = new Set<() => void>();
// The last request each panel has acted on: a panel mounted (or remounted) later acts on a request only once.
const taken = new Map<string, number>();

/** Opens a panel at the place the intent names. */
export function openPanel(intent: PanelIntent): void {
  seq += 1;
  latest = { seq, intent };
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const current = () => latest;

/** The tab list's side: calls `select` with the panel of each new request. */
export function usePanelRequests(select: (panel: string) => void): void {
  const request = useSyncExternalStore(subscribe, current, current);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per request, whatever `select` is this render
  useEffect(() => {
    if (request && taken.get('@tabs') !== request.seq) {
      taken.set('@tabs', request.seq);
      select(request.intent.panel);
    }
  }, [request]);
}

/**
 * A panel's side: runs `handle` once for each request addressed to `panel`, including one made before the panel was
 * first shown (panels load on first view).
 */
export function usePanelIntent<P extends PanelIntent['panel']>(panel: P, handle: (intent: Extract<PanelIntent, { panel: P }>) => void): void {
  const request = useSyncExternalStore(subscribe, current, current);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per request, whatever `handle` is this render
  useEffect(() => {
    if (!request || request.intent.panel !== panel || taken.get(panel) === request.seq) return;
    taken.set(panel, request.seq);
    handle(request.intent as Extract<PanelIntent, { panel: P }>);
  }, [request, panel]);
}

/** Focuses an element once the panel it is in has been shown (the tab switch and the panel's render come first). */
export function focusSoon(find: () => HTMLElement | null | undefined, tries = 20): void {
  const attempt = (left: number) => {
    const element = find();
    if (element && element.offsetParent !== null) {
      element.scrollIntoView({ block: 'nearest' });
      element.focus();
      return;
    }
    if (left > 0) requestAnimationFrame(() => attempt(left - 1));
  };
  requestAnimationFrame(() => attempt(tries));
}
