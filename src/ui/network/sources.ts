import type { NetworkEntry } from '../../sandbox/network-log';

const SHORT: Record<NetworkEntry['source'], string> = {
  script: 'script fetch',
  endpoint: 'public endpoint',
  playground: 'playground',
  page: 'Page',
};

const LONG: Record<NetworkEntry['source'], string> = {
  script: "the script's fetch",
  endpoint: 'to the public endpoint',
  playground: 'the playground, to the fetch handler',
  page: 'the page',
};

/** Who made a request, short, for the list: "script fetch", or "Page · image" for what the page loaded for a block. */
export function sourceLabel(entry: NetworkEntry): string {
  return entry.source === 'page' && entry.initiator ? `Page · ${entry.initiator}` : SHORT[entry.source];
}

const PAGE_PHRASES: Record<NonNullable<NetworkEntry['initiator']>, string> = {
  image: 'the page, for an image (not the script)',
  webframe: 'the page, for a webframe (not the script)',
  'select options': "the page, for a select's options (not the script)",
  'site page': "the Site view: the visitor's browser opening a page of the site",
  'identity provider': "the Site view: the visitor's browser on the identity provider's page",
  'published script': 'the Site view: the script the integration published into the site',
};

/** Who made a request, as a phrase for the request card: "the page, for an image". */
export function sourcePhrase(entry: NetworkEntry): string {
  if (entry.source !== 'page' || !entry.initiator) return LONG[entry.source];
  return PAGE_PHRASES[entry.initiator];
}

/** The status a row shows: the HTTP status, "loaded" for an image or frame whose status the browser hides, or "failed". */
export function statusOf(entry: NetworkEntry): { text: string; ok: boolean } {
  if (entry.error) return { text: 'failed', ok: false };
  if (entry.loaded) return entry.loaded.status ? { text: String(entry.loaded.status), ok: entry.loaded.status < 400 } : { text: 'loaded', ok: true };
  if (!entry.response) return { text: '…', ok: true };
  return { text: String(entry.response.status), ok: entry.response.status < 400 };
}

/** The Network panel's filter: every request, the script's and the platform's, or what the page loaded. */
export type NetworkFilter = 'all' | 'script' | 'page';

/** Whether `entry` shows under `filter`. */
export function shownBy(filter: NetworkFilter, entry: NetworkEntry): boolean {
  if (filter === 'all') return true;
  return filter === 'page' ? entry.source === 'page' : entry.source !== 'page';
}

/** Where the mocked HTTP API's answer came from (its `x-kitbench-source` header, src/mock/api.ts), if it is one. */
export function apiSourceOf(entry: NetworkEntry): { label: string; description: string; kind: 'state' | 'generated' } | undefined {
  const headers = entry.response?.headers ?? {};
  const value = Object.entries(headers).find(([name]) => name.toLowerCase() === 'x-kitbench-source')?.[1];
  if (value === 'state') return { kind: 'state', label: 'from state', description: "Answered from kitbench's state: the installation's own objects, and what the script created or changed" };
  if (value === 'generated') return { kind: 'generated', label: 'generated', description: "Generated from the platform's OpenAPI document: kitbench keeps no state for this operation" };
  return undefined;
}
