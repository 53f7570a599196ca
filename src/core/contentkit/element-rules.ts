/**
 * What each ContentKit element accepts: one rule per prop, written after the element types `@gitbook/api` declares
 * (its `ContentKit*` interfaces), so that every prop the platform knows passes and a wrong value is named. Props
 * that are not listed are ignored: a newer platform prop never becomes an error here.
 */
import { isStateBinding } from './bindings';
import type { ContentKitElementType } from './elements';
import { isUrlParts } from './urls';

/** A prop rule: returns what is wrong with the value, or undefined when it is fine. */
export type Rule = (value: unknown) => string | undefined;

/** The rules of one element type. */
export interface PropRules {
  required?: Record<string, Rule>;
  optional?: Record<string, Rule>;
}

export function describeValue(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'string') return `"${value.length > 40 ? `${value.slice(0, 40)}…` : value}"`;
  if (typeof value === 'object') return 'an object';
  return `${typeof value} ${String(value)}`;
}

export const isObject = (value: unknown): value is Record<string, unknown> =>
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
/** A value the platform also takes as `{ $state: 'key' }` (a codeblock's or markdown's `content`). */
const bindable =
  (rule: Rule): Rule =>
  (v) =>
    isStateBinding(v) ? undefined : rule(v);
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
/** The platform's own option sources (`ContentKitBuiltInSource`). */
const builtInSource: Rule = (v) =>
  isObject(v) && v.source === 'openapi' ? undefined : `must be { source: 'openapi' }, got ${describeValue(v)}`;
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
const icon = either(string, element('image'));
const option: Rule = (v) => {
  if (!isObject(v)) return `must be an option like { id, label }, got ${describeValue(v)}`;
  if (typeof v.label !== 'string') return 'must have a string `label`';
  if (v.icon !== undefined && icon(v.icon)) return `\`icon\` ${icon(v.icon)}`;
  return typeof v.id === 'string' || typeof v.value === 'string' ? undefined : 'must have a string `id`';
};
const confirm: Rule = (v) => {
  if (!isObject(v)) return `must be an object like { title, text, confirm }, got ${describeValue(v)}`;
  if (typeof v.title !== 'string') return 'must have a string `title`';
  if (v.style !== undefined && v.style !== 'primary' && v.style !== 'danger') return '`style` must be primary or danger';
  return typeof v.confirm === 'string' ? undefined : 'must have a string `confirm` (the button label)';
};
const control: Rule = (v) => {
  if (!isObject(v)) return `must be an object like { label, onPress }, got ${describeValue(v)}`;
  if (typeof v.label !== 'string') return 'must have a string `label`';
  const pressProblem = action(v.onPress);
  if (pressProblem) return `onPress ${pressProblem}`;
  const confirmProblem = v.confirm === undefined ? undefined : confirm(v.confirm);
  return confirmProblem ? `confirm ${confirmProblem}` : undefined;
};
/** A block's controls: entries, or lists of entries (a group), as `ContentKitBlock.controls` declares. */
const controlEntry: Rule = (v) => (Array.isArray(v) ? listOf(control)(v) : control(v));
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

const align = oneOf('start', 'center', 'end');
const inputElements = element('textinput', 'select', 'switch', 'checkbox', 'radio', 'codeblock', 'button');
const buttons = listOf(element('button'));

/** What each element type accepts. `children` is checked where it renders. Unlisted props are ignored. */
export const RULES: Record<ContentKitElementType, PropRules> = {
  block: { optional: { controls: listOf(controlEntry) } },
  button: {
    required: { onPress: action },
    optional: {
      label: string,
      style: oneOf('primary', 'secondary', 'danger'),
      tooltip: string,
      icon: string,
      trailingIcon: string,
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
    optional: { title: string, hint: elements, icon, onPress: action, buttons },
  },
  image: { required: { source: url, aspectRatio: positive }, optional: { alt: string } },
  markdown: { required: { content: bindable(string) } },
  codeblock: {
    required: { content: bindable(string) },
    optional: {
      syntax: string,
      lineNumbers: either(boolean, number),
      state: string,
      onContentChange: action,
      footer: elements,
      header: elements,
      buttons,
    },
  },
  webframe: { required: { source: url }, optional: { aspectRatio: positive, data: record, buttons } },
  input: { required: { label: string, element: inputElements }, optional: { hint: elements } },
  textinput: {
    required: { state: string },
    optional: {
      initialValue: string,
      placeholder: string,
      multiline: boolean,
      inputType: oneOf('text', 'password', 'email'),
      disabled: boolean,
      onValueChange: action,
    },
  },
  select: {
    required: { state: string, options: either(listOf(option), urlTarget, builtInSource) },
    optional: {
      initialValue: either(string, listOf(string)),
      placeholder: string,
      multiple: boolean,
      acceptInput: boolean,
      disabled: boolean,
      onValueChange: action,
    },
  },
  switch: { required: { state: string }, optional: { initialValue: boolean, disabled: boolean, confirm, onValueChange: action } },
  checkbox: {
    required: { state: string },
    optional: { value: scalar, label: string, initialValue: boolean, disabled: boolean, confirm, onValueChange: action },
  },
  radio: {
    required: { state: string, value: scalar },
    optional: { label: string, initialValue: scalar, disabled: boolean, confirm, onValueChange: action },
  },
  link: { required: { target: urlTarget } },
  hint: { optional: { style: oneOf('info', 'warning', 'danger', 'success') } },
  modal: {
    optional: {
      title: string,
      // A string, or inline elements (`ContentKitModal.subtitle` is `ContentKitInlineElement[]`).
      subtitle: elements,
      size: oneOf('medium', 'large', 'xlarge', 'fullscreen'),
      returnValue: record,
      submit: element('button'),
    },
  },
  configuration: {},
  stepper: { optional: { activeStep: string, onStepChange: action, onComplete: action } },
  step: { required: { id: string }, optional: { title: string, next: boolean } },
};
