// Quick fixes the editor can apply in one step. Offsets are into the original text.
import { isMap, isScalar, type Node } from 'yaml';
import type { QuickFix } from '../diagnostics.ts';
import type { SourceLocator } from './locate.ts';

/** Replaces the key (or the scalar value) a pointer names with `replacement`. */
export function replaceFix(locator: SourceLocator, pointer: string, anchor: 'key' | 'value', replacement: string): QuickFix[] {
  const located = locator.locate(pointer);
  const node = anchor === 'key' ? located?.pair?.key : located?.node;
  if (!isScalar(node) || !node.range) return [];
  const quoted = node.type === 'QUOTE_DOUBLE' || node.type === 'QUOTE_SINGLE';
  const quote = node.type === 'QUOTE_SINGLE' ? "'" : '"';
  const text = quoted ? `${quote}${replacement}${quote}` : replacement;
  return [{ title: `Change to "${replacement}"`, edits: [{ start: node.range[0], end: node.range[1], text }] }];
}

/** A starting value for a key the schema requires: the spec's default where it has one. */
const PLACEHOLDERS: Record<string, string> = {
  visibility: 'private',
  scopes: '[]',
  properties: '{}',
  type: 'string',
};

/** Adds a missing required key at the end of a block mapping, at the mapping's indentation. */
export function insertKeyFix(text: string, locator: SourceLocator, pointer: string, key: string): QuickFix[] {
  const node = locator.locate(pointer)?.node;
  if (!isMap(node) || node.flow || node.items.length === 0) return [];
  const first = node.items[0].key as Node | null;
  const last = node.items[node.items.length - 1];
  const firstStart = first?.range?.[0];
  const lastEnd = (last.value as Node | null)?.range?.[1] ?? (last.key as Node | null)?.range?.[1];
  if (firstStart === undefined || lastEnd === undefined) return [];
  const indent = firstStart - (text.lastIndexOf('\n', firstStart - 1) + 1);
  let at = lastEnd;
  if (text[at - 1] === '\n') at -= 1;
  const lineEnd = text.indexOf('\n', at);
  at = lineEnd === -1 ? text.length : lineEnd;
  const value = PLACEHOLDERS[key] ?? '""';
  return [
    {
      title: `Add "${key}"`,
      edits: [{ start: at, end: at, text: `\n${' '.repeat(indent)}${key}: ${value}` }],
    },
  ];
}
