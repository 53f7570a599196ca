/** One release, as the block shows it. */
export interface Release {
  version: string;
  date: string;
  changes: string[];
}

/** Newest first. A real integration would fetch these from the product's API. */
export const releases: Release[] = [
  { version: '2.4.0', date: '2026-11-02', changes: ['Dark mode for embedded blocks', 'Faster search', 'Fixed broken anchors'] },
  { version: '2.3.1', date: '2026-10-12', changes: ['Fixed the export of long tables'] },
  { version: '2.3.0', date: '2026-09-28', changes: ['Comments on drafts', 'Keyboard shortcuts for review'] },
];
