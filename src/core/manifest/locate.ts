// From JSON Pointers to source ranges. Lookups build a key index per mapping lazily, so mapping thousands of
// errors on a huge document stays linear instead of scanning every mapping once per error.
import { type Document, isAlias, isMap, isPair, isScalar, isSeq, type LineCounter, type Node, type Pair } from 'yaml';
import type { SourcePosition, SourceRange } from '../diagnostics.ts';

/** What a pointer resolves to: the node, and the pair whose value it is (for key ranges). */
export interface Located {
  node: Node | null;
  pair?: Pair;
}

/** Which part of the located node a diagnostic points at. */
export type Anchor = 'value' | 'key' | 'object';

/** Splits an RFC 6901 pointer into unescaped segments. */
export function pointerSegments(pointer: string): string[] {
  if (pointer === '') return [];
  return pointer
    .slice(1)
    .split('/')
    .map((segment) => segment.replace(/~1/g, '/').replace(/~0/g, '~'));
}

/** Escapes one segment for a pointer. */
export function escapeSegment(segment: string | number): string {
  const text = String(segment);
  if (!text.includes('~') && !text.includes('/')) return text;
  return text.replace(/~/g, '~0').replace(/\//g, '~1');
}

/** Maps pointers and offsets of one parsed document to positions. */
export class SourceLocator {
  private readonly keyIndex = new WeakMap<object, Map<string, Pair>>();
  private readonly cache = new Map<string, Located | undefined>();

  constructor(
    private readonly text: string,
    private readonly doc: Document.Parsed | undefined,
    private readonly lineCounter: LineCounter,
  ) {}

  /** The 1-based line/column of a 0-based offset. */
  position(offset: number): SourcePosition {
    const clamped = Math.max(0, Math.min(offset, this.text.length));
    const { line, col } = this.lineCounter.linePos(clamped);
    return { line: Math.max(1, line), column: Math.max(1, col), offset: clamped };
  }

  /** The range between two offsets. */
  range(start: number, end: number): SourceRange {
    return { start: this.position(start), end: this.position(Math.max(start, end)) };
  }

  /** The node a pointer names, or undefined when the document has no such node. */
  locate(pointer: string): Located | undefined {
    if (this.cache.has(pointer)) return this.cache.get(pointer);
    let result: Located | undefined;
    if (pointer === '') result = this.doc ? { node: this.doc.contents as Node | null } : undefined;
    else {
      const cut = pointer.lastIndexOf('/');
      const parent = this.locate(pointer.slice(0, cut));
      const segment = pointerSegments(pointer.slice(cut))[0];
      result = parent ? this.child(parent.node, segment) : undefined;
    }
    this.cache.set(pointer, result);
    return result;
  }

  /** The source range of what a pointer names; the closest existing ancestor when the node is absent. */
  rangeOf(pointer: string, anchorOf: Anchor = 'value'): SourceRange {
    let anchor = anchorOf;
    let current = pointer;
    let located = this.locate(current);
    while (!located && current !== '') {
      current = current.slice(0, current.lastIndexOf('/'));
      located = this.locate(current);
      anchor = 'object'; // an absent node: point at the first line of what holds it
    }
    if (!located) return this.range(0, 0);
    if (anchor === 'key' && located.pair && isNodeWithRange(located.pair.key)) {
      const [start, end] = located.pair.key.range;
      return this.range(start, end);
    }
    const node = located.node;
    const blank = isScalar(node) && node.value === null && node.range?.[0] === node.range?.[1];
    if (!node?.range || blank) {
      // `key:` with no value: point at the key, the only thing on the page
      if (located.pair && isNodeWithRange(located.pair.key)) return this.range(...located.pair.key.range.slice(0, 2) as [number, number]);
      // `-` with nothing after it: point at the dash (the parser puts the empty item right after it)
      if (node?.range) {
        let dash = node.range[0] - 1;
        while (dash >= 0 && (this.text[dash] === ' ' || this.text[dash] === '\t')) dash--;
        return this.text[dash] === '-' ? this.range(dash, dash + 1) : this.range(node.range[0], node.range[0]);
      }
      return this.range(0, 0);
    }
    const [nodeStart, end] = node.range;
    // a mapping's range can begin at a comment before its first key: point at the first key itself
    const first = (isMap(node) || isSeq(node)) && !node.flow ? node.items[0] : undefined;
    const firstNode = (isPair(first) ? first.key : first) as Node | undefined;
    const start = firstNode?.range?.[0] ?? nodeStart;
    if (anchor === 'object' && (isMap(node) || isSeq(node))) {
      // a whole mapping is many lines: its first line is where the eye goes
      const lineEnd = this.text.indexOf('\n', start);
      return this.range(start, lineEnd === -1 || lineEnd > end ? end : lineEnd);
    }
    return this.range(start, end);
  }

  /** The pointer of the innermost node whose source contains `offset` (for parser errors). */
  pointerAt(offset: number): string {
    let node = this.doc?.contents as Node | null | undefined;
    let pointer = '';
    for (let depth = 0; node && depth < 10_000; depth++) {
      if (isMap(node)) {
        const pair = findByOffset(node.items, offset, (item) => item.key as Node | null, (item) => item.value as Node | null);
        if (!pair) break;
        pointer += `/${escapeSegment(keyText(pair.key))}`;
        node = isNodeWithRange(pair.value) && pair.value.range[0] <= offset ? (pair.value as Node) : null;
      } else if (isSeq(node)) {
        const items = node.items as Node[];
        const index = findIndexByOffset(items, offset);
        if (index === -1) break;
        pointer += `/${index}`;
        node = items[index];
      } else break;
    }
    return pointer;
  }

  private child(node: Node | null, segment: string): Located | undefined {
    const target = isAlias(node) && this.doc ? (node.resolve(this.doc) ?? null) : node;
    if (isMap(target)) {
      const pair = this.indexOf(target.items as Pair[]).get(segment);
      return pair ? { node: (pair.value as Node | null) ?? null, pair } : undefined;
    }
    if (isSeq(target) && /^(0|[1-9]\d*)$/.test(segment)) {
      const item = target.items[Number(segment)] as Node | undefined;
      return item === undefined ? undefined : { node: item };
    }
    return undefined;
  }

  private indexOf(items: Pair[]): Map<string, Pair> {
    let index = this.keyIndex.get(items);
    if (!index) {
      index = new Map();
      for (const pair of items) if (isPair(pair)) index.set(keyText(pair.key), pair);
      this.keyIndex.set(items, index);
    }
    return index;
  }
}

/** The text of a mapping key as `toJS` turns it into an object key. */
export function keyText(key: unknown): string {
  if (isScalar(key)) return String(key.value);
  if (key && typeof key === 'object' && 'toString' in key) return String(key);
  return String(key);
}

function isNodeWithRange(node: unknown): node is Node & { range: [number, number, number] } {
  return !!node && typeof node === 'object' && 'range' in node && Array.isArray((node as Node).range);
}

/** Binary search over pairs in source order: the pair whose key..value span contains `offset`. */
function findByOffset<T>(items: T[], offset: number, key: (item: T) => Node | null, value: (item: T) => Node | null) {
  let low = 0;
  let high = items.length - 1;
  let found: T | undefined;
  while (low <= high) {
    const mid = (low + high) >> 1;
    const start = key(items[mid])?.range?.[0] ?? value(items[mid])?.range?.[0];
    if (start === undefined) return undefined;
    if (start <= offset) {
      found = items[mid];
      low = mid + 1;
    } else high = mid - 1;
  }
  if (!found) return undefined;
  const end = value(found)?.range?.[2] ?? key(found)?.range?.[2];
  return end === undefined || offset <= end ? found : undefined;
}

function findIndexByOffset(items: Node[], offset: number): number {
  let low = 0;
  let high = items.length - 1;
  let found = -1;
  while (low <= high) {
    const mid = (low + high) >> 1;
    const start = items[mid]?.range?.[0];
    if (start === undefined) return -1;
    if (start <= offset) {
      found = mid;
      low = mid + 1;
    } else high = mid - 1;
  }
  if (found === -1) return -1;
  const end = items[found].range?.[2];
  return end === undefined || offset <= end ? found : -1;
}
