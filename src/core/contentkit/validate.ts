import { isUrlParts } from './urls';
import { CONTENTKIT_ELEMENT_TYPES, type ContentKitElement, type ContentKitElementType } from './elements';

/** Why one element cannot be rendered: which element, and what is wrong, in words a script author reads. */
export interface ElementProblem {
  /** The element's `type` as written, or undefined when it has none. */
  elementType: string | undefined;
  message: string;
}

/** The outcome of checking one element (not its children: each child is checked where it renders). */
export type ElementCheck = { ok: true; element: ContentKitElement } | { ok: false; problems: ElementProblem[] };

/** A prop rule: returns what is wrong with the value, or undefined when it is fine. */
type Rule = (value: unknown) => string | undefined;

function describeValue(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'string') return `"${value.length > 40 ? `${value.slice(0, 40)}…` : value}"`;
  if (typeof value === 'object') return 'an object';
  return `${typeof value} ${String(value)}`;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const string: Rule = (v) => (typeof v === 'string' ? undefined : `must be a string, got ${describeValue(v)}`);
const number: Rule = (v) =>
  typeof v === 'number' && Number.isFinite(v) ? undefined : `must be a number, got ${describeValue(v)}`;
const positive: Rule = (v) =>
  typeof v === 'number' && Number.isFinite(v) && v > 0 ? undefined : `must be a positive number, got ${describeValue(v)}`;
const boolean: Rule = (v) => (typeof v === 'boolean' ? undefined : `must be true or false, got ${describeValue(v)}`);
const scalar: Rule = (v) =>
  ['string', 'number', 'boolean'].includes(typeof v) ? undefined : `must be a string, number or boolean, got ${describeValue(v)}`;
const oneOf =
  (...values: string[]): Rule =>
  (v) =>
    typeof v === 'string' && values.includes(v) ? undefined : `must be one of ${values.join(', ')}, got ${describeValue(v)}`;
const either =
  (...rules: Rule[]): Rule =>
  (v) => {
    const failures = rules.map((rule) => rule(v));
    return failures.includes(undefined) ? undefined : failures.join('; or ');
  };
const action: Rule = (v) => {
  if (!isObject(v)) return `must be an action object like { action: 'name' }, got ${describeValue(v)}`;
  return typeof v.action === 'string' && v.action !== '' ? undefined : 'must have an `action` name (a non-empty string)';
};
const url: Rule = (v) => {
  if (!isObject(v)) return `must be an object like { url: 'https://…' }, got ${describeValue(v)}`;
  return typeof v.url === 'string' ? undefined : '`url` must be a string';
};
/** A select's `options` source or a link's `target`: `url` may also be the API package's `{ host, pathname, query }`. */
const urlTarget: Rule = (v) => {
  if (!isObject(v)) return `must be an object like { url: 'https://…' }, got ${describeValue(v)}`;
  return typeof v.url === 'string' || isUrlParts(v.url) ? undefined : '`url` must be a string or { host, pathname }';
};
const element =
  (...types: ContentKitElementType[]): Rule =>
  (v) =>
    isObject(v) && typeof v.type === 'string' && types.includes(v.type as ContentKitElementType)
      ? undefined
      : `must be one of these elements: ${types.join(', ')}; got ${isObject(v) && typeof v.type === 'string' ? `a ${v.type}` : describeValue(v)}`;
const listOf =
  (rule: Rule): Rule =>
  (v) => {
    if (!Array.isArray(v)) return `must be a list, got ${describeValue(v)}`;
    for (const [index, item] of v.entries()) {
      const problem = rule(item);
      if (problem) return `item ${index + 1} ${problem}`;
    }
    return undefined;
  };
const option: Rule = (v) => {
  if (!isObject(v)) return `must be an option like { id, label }, got ${describeValue(v)}`;
  if (typeof v.label !== 'string') return 'must have a string `label`';
  return typeof v.id === 'string' || typeof v.value === 'string' ? undefined : 'must have a string `id`';
};
const confirm: Rule = (v) => {
  if (!isObject(v)) return `must be an object like { title, text, confirm }, got ${describeValue(v)}`;
  if (typeof v.title !== 'string') return 'must have a string `title`';
  return typeof v.confirm === 'string' ? undefined : 'must have a string `confirm` (the button label)';
};
const control: Rule = (v) => {
  if (!isObject(v)) return `must be an object like { label, onPress }, got ${describeValue(v)}`;
  if (typeof v.label !== 'string') return 'must have a string `label`';
  const pressProblem = action(v.onPress);
  return pressProblem ? `onPress ${pressProblem}` : undefined;
};
/** An element or a list of them (falsy entries, as JSX conditionals leave, are fine). */
const elements: Rule = (v) => {
  const items = (Array.isArray(v) ? v.flat(4) : [v]).filter((item) => item !== null && item !== undefined && item !== false);
  for (const [index, item] of items.entries()) {
    if (typeof item !== 'string' && !(isObject(item) && typeof item.type === 'string')) {
      return `item ${index + 1} must be an element like <button ... />, got ${describeValue(item)}`;
    }
  }
  return undefined;
};
const record: Rule = (v) => (isObject(v) ? undefined : `must be an object, got ${describeValue(v)}`);

interface PropRules {
  required?: Record<string, Rule>;
  optional?: Record<string, Rule>;
}

const align = oneOf('start', 'center', 'end');
const inputElements = element('textinput', 'select', 'switch', 'checkbox', 'radio', 'codeblock', 'button');

/** What each element type accepts. `children` is checked where it renders. Unlisted props are ignored. */
const RULES: Record<ContentKitElementType, PropRules> = {
  block: { optional: { controls: listOf(control) } },
  button: {
    required: { onPress: action },
    optional: {
      label: string,
      style: oneOf('primary', 'secondary', 'danger'),
      tooltip: string,
      icon: string,
      disabled: boolean,
      confirm,
    },
  },
  text: { optional: { style: oneOf('bold', 'italic', 'strikethrough', 'code') } },
  box: { optional: { grow: number } },
  vstack: { optional: { align } },
  hstack: { optional: { align } },
  divider: { optional: { style: oneOf('default', 'line'), size: oneOf('small', 'medium', 'large') } },
  card: {
    optional: { title: string, icon: either(string, element('image')), onPress: action, buttons: listOf(element('button')) },
  },
  image: { required: { source: url, aspectRatio: positive }, optional: { alt: string } },
  markdown: { required: { content: string } },
  codeblock: {
    required: { content: string },
    optional: { syntax: string, lineNumbers: either(boolean, number), state: string, onContentChange: action, footer: elements, header: elements },
  },
  webframe: { required: { source: url }, optional: { aspectRatio: positive, data: record } },
  input: { required: { label: string, element: inputElements } },
  textinput: {
    required: { state: string },
    optional: { initialValue: string, placeholder: string, multiline: boolean, onValueChange: action },
  },
  select: {
    required: { state: string, options: either(listOf(option), urlTarget) },
    optional: {
      initialValue: either(string, listOf(string)),
      placeholder: string,
      multiple: boolean,
      onValueChange: action,
    },
  },
  switch: { required: { state: string }, optional: { initialValue: boolean, onValueChange: action } },
  checkbox: {
    required: { state: string },
    optional: { value: scalar, label: string, initialValue: boolean, onValueChange: action },
  },
  radio: {
    required: { state: string, value: scalar },
    optional: { label: string, initialValue: scalar, onValueChange: action },
  },
  link: { required: { target: urlTarget } },
  hint: { optional: { style: oneOf('info', 'warning', 'danger', 'success') } },
  modal: {
    optional: {
      title: string,
      subtitle: string,
      size: oneOf('medium', 'large', 'xlarge', 'fullscreen'),
      submit: element('button'),
    },
  },
  configuration: {},
  stepper: { optional: { activeStep: string } },
  step: { required: { id: string }, optional: { title: string } },
};

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
