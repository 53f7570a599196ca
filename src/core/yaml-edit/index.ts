import { type Document, isMap, isPair, isScalar, isSeq, LineCounter, type Node, parseDocument, type Pair, stringify } from 'yaml';

/** A key in a mapping or an index in a sequence: the steps to a node of the manifest. */
export type YamlPath = readonly (string | number)[];

/** The outcome of an edit: the new text, or why the text could not be edited safely. */
export type YamlEditResult = { ok: true; text: string } | { ok: false; message: string };

type Range = [number, number, number];
type Located = { node: Node | null; pair: Pair | null; parent: Node | null };

function parse(text: string): Document | string {
  const doc = parseDocument(text, { keepSourceTokens: false, uniqueKeys: false });
  if (doc.errors.length > 0) return `The manifest has a YAML error (${doc.errors[0].message.split('\n')[0]}); fix it first.`;
  return doc;
}

function keyOf(pair: Pair): unknown {
  return isScalar(pair.key) ? pair.key.value : pair.key;
}

/** Follows `path` as far as it exists; `parent` is the collection holding the last step. */
function walk(doc: Document, path: YamlPath): { found: Located | null; depth: number } {
  let node: Node | null = doc.contents as Node | null;
  let pair: Pair | null = null;
  let parent: Node | null = null;
  for (let i = 0; i < path.length; i++) {
    const step = path[i];
    if (isMap(node)) {
      const match = node.items.find((p) => keyOf(p) === step) ?? null;
      if (!match) return { found: { node, pair, parent }, depth: i };
      parent = node;
      pair = match;
      node = (match.value as Node | null) ?? null;
    } else if (isSeq(node) && typeof step === 'number' && step >= 0 && step < node.items.length) {
      parent = node;
      pair = null;
      node = node.items[step] as Node;
    } else {
      return { found: { node, pair, parent }, depth: i };
    }
  }
  return { found: { node, pair, parent }, depth: path.length };
}

function lineStart(text: string, offset: number): number {
  return text.lastIndexOf('\n', offset - 1) + 1;
}

function columnOf(text: string, offset: number): number {
  return offset - lineStart(text, offset);
}

function isScalarValue(value: unknown): value is string | number | boolean | null {
  return value === null || ['string', 'number', 'boolean'].includes(typeof value);
}

/** A scalar as YAML would write it (quoted only when it must be). */
function renderScalar(value: string | number | boolean | null): string {
  return stringify(value, { lineWidth: 0 }).replace(/\n$/, '');
}

/** `key: value` as block YAML, every line after the first indented to `indent`. */
function renderPair(key: string, value: unknown, indent: number): string {
  const body = stringify({ [key]: value }, { lineWidth: 0 }).replace(/\n$/, '');
  const pad = ' '.repeat(indent);
  return body
    .split('\n')
    .map((line, i) => (i === 0 ? line : pad + line))
    .join('\n');
}

function isBlock(node: Node | null): boolean {
  return (isMap(node) || isSeq(node)) && !node.flow;
}

/**
 * Sets the value at `path` by splicing only the text of that value (or of its key/value pair), so every other
 * byte of the file (comments, blank lines, quoting, indentation) stays as the author wrote it. Falls back to the
 * `yaml` Document API (which keeps comments but may reformat) only for shapes a splice cannot express.
 */
export function setIn(text: string, path: YamlPath, value: unknown): YamlEditResult {
  if (path.length === 0) return { ok: false, message: 'Cannot replace the whole manifest.' };
  const doc = parse(text);
  if (typeof doc === 'string') return { ok: false, message: doc };
  const { found, depth } = walk(doc, path);
  const last = path[path.length - 1];

  if (found && depth === path.length) {
    const { node, pair, parent } = found;
    const range = node?.range as Range | undefined;
    // A scalar replaced by a scalar: only the value's characters change; a trailing comment stays.
    if (isScalar(node) && range && isScalarValue(value)) {
      return { ok: true, text: text.slice(0, range[0]) + renderScalar(value) + text.slice(range[1]) };
    }
    if (pair && isBlock(parent) && isScalar(pair.key) && pair.key.range && typeof last === 'string') {
      const start = pair.key.range[0];
      const end = range ? range[2] : pair.key.range[2];
      const old = text.slice(start, end);
      const trailing = old.endsWith('\n') ? '\n' : '';
      const replacement = renderPair(last, value, columnOf(text, start)) + trailing;
      return { ok: true, text: text.slice(0, start) + replacement + text.slice(end) };
    }
  } else if (found && depth === path.length - 1 && isMap(found.node) && isBlock(found.node) && typeof last === 'string') {
    // A new key in an existing block mapping: appended after its last entry, at the same indentation.
    const map = found.node;
    const lastPair = map.items[map.items.length - 1];
    const firstKey = map.items[0]?.key as Node | undefined;
    if (lastPair && firstKey?.range) {
      const lastEnd = ((lastPair.value as Node | null)?.range ?? (lastPair.key as Node).range)![2];
      const indent = columnOf(text, firstKey.range[0]);
      const before = text.slice(0, lastEnd);
      const prefix = before.endsWith('\n') || before.length === 0 ? '' : '\n';
      const insert = `${prefix}${' '.repeat(indent)}${renderPair(last, value, indent)}\n`;
      return { ok: true, text: before + insert + text.slice(lastEnd) };
    }
  }

  doc.setIn(path as (string | number)[], value);
  return { ok: true, text: doc.toString({ lineWidth: 0 }) };
}

/**
 * Appends `value` to the sequence at `path`, as a new `- value` line after the last item of a block sequence
 * (or sets a one-item list when there is none yet).
 */
export function appendIn(text: string, path: YamlPath, value: unknown): YamlEditResult {
  const doc = parse(text);
  if (typeof doc === 'string') return { ok: false, message: doc };
  const { found, depth } = walk(doc, path);
  const seq = found && depth === path.length ? found.node : null;
  if (!isSeq(seq) || seq.items.length === 0) {
    if (seq && !isSeq(seq) && !(isScalar(seq) && seq.value === null)) {
      return { ok: false, message: `${path.join('.')} is not a list.` };
    }
    return setIn(text, path, [value]);
  }
  const lastItem = seq.items[seq.items.length - 1] as Node;
  const firstItem = seq.items[0] as Node;
  if (!seq.flow && lastItem.range && firstItem.range) {
    const ls = lineStart(text, firstItem.range[0]);
    const lead = text.slice(ls, firstItem.range[0]);
    if (/^\s*-\s+$/.test(lead)) {
      const end = lastItem.range[2];
      const before = text.slice(0, end);
      const prefix = before.endsWith('\n') ? '' : '\n';
      const item = isScalarValue(value) ? renderScalar(value) : stringify(value, { lineWidth: 0 }).trimEnd();
      return { ok: true, text: `${before}${prefix}${lead}${item}\n${text.slice(end)}` };
    }
  }
  doc.addIn(path as (string | number)[], value);
  return { ok: true, text: doc.toString({ lineWidth: 0 }) };
}

/** Removes the value at `path` (a mapping entry or a sequence item) with its line(s); other text is untouched. */
export function removeIn(text: string, path: YamlPath): YamlEditResult {
  if (path.length === 0) return { ok: false, message: 'Cannot remove the whole manifest.' };
  const doc = parse(text);
  if (typeof doc === 'string') return { ok: false, message: doc };
  const { found, depth } = walk(doc, path);
  if (!found || depth < path.length) return { ok: true, text };
  const { node, pair, parent } = found;
  let start: number | undefined;
  let end: number | undefined;
  if (pair && isBlock(parent) && pair.key && (pair.key as Node).range) {
    start = (pair.key as Node).range![0];
    end = node?.range ? node.range[2] : (pair.key as Node).range![2];
  } else if (!pair && isSeq(parent) && isBlock(parent) && node?.range) {
    const ls = lineStart(text, node.range[0]);
    const lead = text.slice(ls, node.range[0]);
    // `  - value`: the dash belongs to the item; a nested `- - x` is left to the fallback.
    if (/^\s*-\s+$/.test(lead)) {
      start = ls + lead.indexOf('-');
      end = node.range[2];
    }
  }
  if (start !== undefined && end !== undefined) {
    const ls = lineStart(text, start);
    const wholeLine = /^\s*$/.test(text.slice(ls, start));
    const from = wholeLine ? ls : start;
    let to = end;
    if (wholeLine && !text.slice(from, to).endsWith('\n') && text[to] === '\n') to += 1;
    return { ok: true, text: text.slice(0, from) + text.slice(to) };
  }
  doc.deleteIn(path as (string | number)[]);
  return { ok: true, text: doc.toString({ lineWidth: 0 }) };
}

/** Where a path sits in the text (1-based), or the nearest existing ancestor when it is missing. */
export function locate(text: string, path: YamlPath): { line: number; column: number } {
  return createLocator(text)(path);
}

/** `locate` for many paths of one text: parses once. */
export function createLocator(text: string): (path: YamlPath) => { line: number; column: number } {
  const lineCounter = new LineCounter();
  let doc: Document | undefined;
  try {
    doc = parseDocument(text, { lineCounter, uniqueKeys: false });
  } catch {
    doc = undefined;
  }
  return locatorFor(doc, lineCounter);
}

/** `locate` over a document someone already parsed with a LineCounter (no second parse). */
export function locatorFor(
  doc: Document | undefined,
  lineCounter: LineCounter,
): (path: YamlPath) => { line: number; column: number } {
  return (path) => {
    if (!doc) return { line: 1, column: 1 };
    const { found } = walk(doc, path);
    const target = found?.pair?.key && isPair(found.pair) ? (found.pair.key as Node) : found?.node;
    const offset = target?.range?.[0];
    if (offset === undefined) return { line: 1, column: 1 };
    const pos = lineCounter.linePos(offset);
    return { line: pos.line, column: pos.col };
  };
}
