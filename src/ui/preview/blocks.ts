import { manifestValue } from '../workspace/manifest';

/** A manifest block as the quick insert menu lists it. */
export interface ManifestBlock {
  id: string;
  title: string;
  description?: string;
  /** URL patterns this block unfurls (manifest `urlUnfurl`), read leniently: non-strings are skipped. */
  urlUnfurl?: string[];
}

/** The integration's title, for the configuration screen header. */
export function readTitle(manifestText: string): string {
  return titleOf(manifestValue(manifestText));
}

/** The title in a manifest's value. */
export function titleOf(manifest: unknown): string {
  const value = manifest as { title?: unknown } | undefined;
  return typeof value?.title === 'string' && value.title ? value.title : 'Integration';
}

/** The manifest's `blocks`, skipping malformed entries (the Problems panel reports those). */
export function readBlocks(manifestText: string): ManifestBlock[] {
  return blocksOf(manifestValue(manifestText));
}

/** The `blocks` of a manifest's value. */
export function blocksOf(manifest: unknown): ManifestBlock[] {
  const value = manifest as { blocks?: unknown } | undefined;
  if (!value || !Array.isArray(value.blocks)) return [];
  const blocks: ManifestBlock[] = [];
  for (const entry of value.blocks) {
    if (typeof entry !== 'object' || entry === null) continue;
    const { id, title, description, urlUnfurl } = entry as Record<string, unknown>;
    if (typeof id !== 'string' || id === '') continue;
    const patterns = Array.isArray(urlUnfurl) ? urlUnfurl.filter((p): p is string => typeof p === 'string' && p.trim() !== '') : [];
    blocks.push({
      id,
      title: typeof title === 'string' && title ? title : id,
      description: typeof description === 'string' ? description : undefined,
      ...(patterns.length ? { urlUnfurl: patterns } : {}),
    });
  }
  return blocks;
}

/** An entry of the quick insert menu: a manifest block or one of the editor's own kinds. */
export type InsertOption =
  | { kind: 'block'; block: ManifestBlock }
  | { kind: 'paragraph' | 'heading' | 'hint' | 'divider'; title: string; description: string };

export const BUILTIN_OPTIONS: InsertOption[] = [
  { kind: 'paragraph', title: 'Paragraph', description: 'Plain text.' },
  { kind: 'heading', title: 'Heading', description: 'A section title.' },
  { kind: 'hint', title: 'Hint', description: 'A callout to draw attention.' },
  { kind: 'divider', title: 'Divider', description: 'A horizontal rule.' },
];

export function optionTitle(option: InsertOption): string {
  return option.kind === 'block' ? option.block.title : option.title;
}

/** Filters options by every word of the query, matched against title, description and block id. */
export function filterOptions(options: InsertOption[], query: string): InsertOption[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (!words.length) return options;
  return options.filter((option) => {
    const haystack = (option.kind === 'block'
      ? `${option.block.title} ${option.block.description ?? ''} ${option.block.id}`
      : `${option.title} ${option.description}`
    ).toLowerCase();
    return words.every((word) => haystack.includes(word));
  });
}
