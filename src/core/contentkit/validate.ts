import { describeValue, isObject, RULES } from './element-rules';
import { isSafeHref } from './urls';
import { CONTENTKIT_ELEMENT_TYPES, type ContentKitElement, type ContentKitElementType } from './elements';

/** Why one element cannot be rendered: which element, and what is wrong, in words a script author reads. */
export interface ElementProblem {
  /** The element's `type` as written, or undefined when it has none. */
  elementType: string | undefined;
  message: string;
}

/** The outcome of checking one element (not its children: each child is checked where it renders). */
export type ElementCheck = { ok: true; element: ContentKitElement } | { ok: false; problems: ElementProblem[] };

/** The closest known type to a misspelt one (edit distance at most 2), for "did you mean". */
export function suggestElementType(type: string): ContentKitElementType | undefined {
  let best: { type: ContentKitElementType; distance: number } | undefined;
  for (const candidate of CONTENTKIT_ELEMENT_TYPES) {
    const distance = editDistance(type.toLowerCase(), candidate);
    if (distance <= 2 && (!best || distance < best.distance)) best = { type: candidate, distance };
  }
  return best?.type;
}

function editDistance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let previous = row[0];
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const current = row[j];
      row[j] = Math.min(row[j] + 1, row[j - 1] + 1, previous + (a[i - 1] === b[j - 1] ? 0 : 1));
      previous = current;
    }
  }
  return row[b.length];
}

/** The heading a problem shows under: the Preview's inline error box and kitbench/testing's errors say the same. */
export function problemTitle(elementType: string | undefined): string {
  return elementType ? `Cannot render <${elementType}>` : 'Cannot render this element';
}

/** A URL the page would follow: a script's `javascript:` or `data:` URL is refused where it is drawn. */
function unsafeUrl(type: string, value: Record<string, unknown>): ElementProblem | undefined {
  const at = (prop: 'source' | 'target', what: string) => {
    const holder = value[prop];
    const href = isObject(holder) ? holder.url : undefined;
    if (typeof href !== 'string' || isSafeHref(href)) return undefined;
    return { elementType: type, message: `\`${prop}.url\` must be ${what}, got "${href}"` };
  };
  if (type === 'link') return at('target', 'an http(s), mailto or relative URL');
  if (type === 'image' || type === 'webframe') return at('source', 'an http(s) or relative URL');
  return undefined;
}

/** Checks one element's `type` and props. Never throws, whatever the script returned. */
export function checkElement(value: unknown): ElementCheck {
  if (!isObject(value)) {
    return {
      ok: false,
      problems: [{ elementType: undefined, message: `Expected a ContentKit element (an object with a type), got ${describeValue(value)}` }],
    };
  }
  const type = value.type;
  if (typeof type !== 'string' || type === '') {
    return { ok: false, problems: [{ elementType: undefined, message: 'This element has no `type`' }] };
  }
  const rules = Object.hasOwn(RULES, type) ? RULES[type as ContentKitElementType] : undefined;
  if (!rules) {
    const suggestion = suggestElementType(type);
    const hint = suggestion ? ` Did you mean "${suggestion}"?` : '';
    return { ok: false, problems: [{ elementType: type, message: `Unknown element type "${type}".${hint}` }] };
  }
  const problems: ElementProblem[] = [];
  for (const [name, rule] of Object.entries(rules.required ?? {})) {
    if (value[name] === undefined) problems.push({ elementType: type, message: `\`${name}\` is required` });
    else {
      const problem = rule(value[name]);
      if (problem) problems.push({ elementType: type, message: `\`${name}\` ${problem}` });
    }
  }
  for (const [name, rule] of Object.entries(rules.optional ?? {})) {
    if (value[name] === undefined || value[name] === null) continue;
    const problem = rule(value[name]);
    if (problem) problems.push({ elementType: type, message: `\`${name}\` ${problem}` });
  }
  const url = problems.length ? undefined : unsafeUrl(type, value);
  if (url) problems.push(url);
  if (type === 'button' && value.label === undefined && value.icon === undefined) {
    problems.push({ elementType: type, message: 'A button needs a label, or an icon (with a tooltip to name it)' });
  }
  return problems.length ? { ok: false, problems } : { ok: true, element: value as unknown as ContentKitElement };
}

/** Flattens `children` into render order: nested arrays spread, numbers become text, null/booleans vanish. */
export function flattenChildren(children: unknown): unknown[] {
  const out: unknown[] = [];
  const visit = (node: unknown) => {
    if (node === null || node === undefined || typeof node === 'boolean') return;
    if (Array.isArray(node)) for (const child of node) visit(child);
    else if (typeof node === 'number') out.push(String(node));
    else out.push(node);
  };
  visit(children);
  return out;
}

/** The plain text of `children` (for text, links, hints): strings joined, elements skipped. */
export function childrenText(children: unknown): string {
  return flattenChildren(children)
    .filter((child): child is string => typeof child === 'string')
    .join('');
}
