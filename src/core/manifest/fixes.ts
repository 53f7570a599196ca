// Quick fixes the editor can apply in one step. Offsets are into the original text.
import { isMap, isScalar, type Node } from 'yaml';
import type { QuickFix } from '../diagnostics.ts';
import type { SourceLocator } from './locate.ts';

/** Replaces the key (or the scalar value) a pointer names with `replacement`. */
export function replaceFix(locator: SourceLocator, pointer: string, anchor: 'key' | 'value', replacement: string): QuickFix[] {
  return replaceFixes(locator, pointer, anchor, [replacement]);
}

/** One fix per replacement, in the given order (the node is located once). */
export function replaceFixes(locator: SourceLocator, pointer: string, anchor: 'key' | 'value', replacements: readonly string[]): QuickFix[] {
  const located = locator.locate(pointer);
  const node = anchor === 'key' ? located?.pair?.key : located?.node;
  if (!isScalar(node) || !node.range) return [];
  const [start, end] = node.range;
  const quoted = node.type === 'QUOTE_DOUBLE' || node.type === 'QUOTE_SINGLE';
  const quote = node.type === 'QUOTE_SINGLE' ? "'" : '"';
  return replacements.map((replacement) => ({
    title: `Change to "${replacement}"`,
    edits: [{ start, end, text: quoted ? `${quote}${replacement}${quote}` : replacement }],
  }));
}

/** A starting value for a key the schema requires: the spec's default where it has one. */
const PLACEHOLDERS: Record<string, string> = {
  visibility: 'private',
  scopes: '[]',
  properties: '{}',
  type: 'string',
  callback_url: '/oauth',
  button_text: 'Connect',
};

/**
 * Adds a missing required key: at the end of a block mapping at its indentation, or inside a flow mapping's braces.
 * Its value is `value` (YAML text) when given, else a placeholder.
 */
export function insertKeyFix(text: string, locator: SourceLocator, pointer: string, key: string, value = PLACEHOLDERS[key] ?? '""'): QuickFix[] {
  const node = locator.locate(pointer)?.node;
  if (!isMap(node)) return [];
  const fix = (at: number, inserted: string): QuickFix[] => [{ title: `Add "${key}"`, edits: [{ start: at, end: at, text: inserted }] }];
  if (node.flow) {
    const close = node.range ? text.lastIndexOf('}', node.range[1] - 1) : -1;
    if (close === -1) return [];
    const last = node.items[node.items.length - 1];
    const lastEnd = last ? ((last.value as Node | null)?.range?.[1] ?? (last.key as Node | null)?.range?.[1]) : undefined;
    if (last && lastEnd === undefined) return [];
    return lastEnd === undefined ? fix(close, `${key}: ${value}`) : fix(lastEnd, `, ${key}: ${value}`);
  }
  if (node.items.length === 0) return [];
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
  return fix(at, `\n${' '.repeat(indent)}${key}: ${value}`);
}
