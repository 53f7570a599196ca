// Duplicate keys, found in one pass with a set per mapping. (The parser's own check compares every key with every
// other: a mapping of 100,000 keys would take minutes.)
import { type Document, isMap, isPair, isSeq, type Node } from 'yaml';
import type { Diagnostic } from '../diagnostics.ts';
import { escapeSegment, keyText, type SourceLocator } from './locate.ts';

/** A diagnostic at every repeated key of every mapping, up to `limit`. */
export function duplicateKeys(doc: Document.Parsed, locator: SourceLocator, limit: number): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  const stack: Array<{ node: unknown; pointer: string }> = [{ node: doc.contents, pointer: '' }];
  while (stack.length > 0 && diagnostics.length < limit) {
    const { node, pointer } = stack.pop()!;
    if (isMap(node)) {
      const seen = new Set<string>();
      for (const pair of node.items) {
        if (!isPair(pair)) continue;
        const key = keyText(pair.key);
        const child = () => `${pointer}/${escapeSegment(key)}`;
        if (seen.has(key)) {
          const range = (pair.key as Node | null)?.range;
          diagnostics.push({
            severity: 'error',
            code: 'duplicate-key',
            message: `duplicate key "${key}": a key may appear only once in a mapping`,
            pointer: child(),
            range: range ? locator.range(range[0], range[1]) : locator.rangeOf(pointer, 'object'),
          });
        } else seen.add(key);
        if (isMap(pair.value) || isSeq(pair.value)) stack.push({ node: pair.value, pointer: child() });
      }
    } else if (isSeq(node)) {
      node.items.forEach((item, index) => {
        if (isMap(item) || isSeq(item)) stack.push({ node: item, pointer: `${pointer}/${index}` });
      });
    }
  }
  return diagnostics;
}
