/**
 * "Export as test": a block's timeline in the Preview, turned into a test file that replays it with
 * `kitbench/testing` (insert with the same props, each press and input by its label, the rendered text after each
 * step as an assertion). Pure: timeline entries in, the file's text out; the Preview offers it to copy or download.
 */
import type { ContentKitAction } from '../contentkit/elements';
import { header, js, regExpOf, str, testBlock } from './source';
import { findButtons, findFields, textOf } from './tree';

/** One step of a block's timeline, as the Preview records it (src/ui/preview/instance.ts `TimelineEntry`). */
export interface ExportStep {
  /** The payload dispatched; `(initial render)`, `(reset)` and `(script reloaded)` mark steps the user did not dispatch. */
  action: ContentKitAction;
  stateBefore: Record<string, unknown>;
  stateAfter: Record<string, unknown>;
  propsAfter: Record<string, unknown>;
  /** The markup rendered after the step, when the render succeeded. */
  tree?: unknown;
  /** Why the step failed, when it did. */
  problem?: string;
}

/** What the exported test is made of. */
export interface ExportInput {
  componentId: string;
  /** The block's title in the manifest, for the test's name. */
  title?: string;
  /** The props the block was inserted with (used when the timeline no longer starts at the insertion). */
  props?: Record<string, unknown>;
  timeline: readonly ExportStep[];
  /** Environment variables the script needs; only their names are exported, the values come from the environment. */
  envNames?: readonly string[];
  /** The folder's manifest file, which the test is saved beside (default `service-manifest.yaml`). */
  manifestFile?: string;
}

const MARKERS = new Set(['(initial render)', '(reset)', '(script reloaded)']);
function sameValue(a: unknown, b: unknown): boolean {
  return js(a) === js(b);
}

/** The state keys a step's inputs changed before it was dispatched (typing writes state without a step of its own). */
function typedKeys(previous: Record<string, unknown>, next: Record<string, unknown>): string[] {
  return [...new Set([...Object.keys(previous), ...Object.keys(next)])].filter((key) => !sameValue(previous[key], next[key]));
}

type Field = ReturnType<typeof findFields>[number];

/** The action a field's control dispatches on a change, and the payload key of the new value (as in the Preview). */
function changeOf(field: Field): { action: ContentKitAction | undefined; key: 'value' | 'content' } {
  return field.kind === 'codeblock'
    ? { action: field.element.onContentChange as ContentKitAction | undefined, key: 'content' }
    : { action: field.element.onValueChange as ContentKitAction | undefined, key: 'value' };
}

/** How a new state value reads as a `fill` call's value for `field`. */
function fillValue(field: Field, value: unknown, fields: readonly Field[]): string {
  if (field.kind === 'select' && Array.isArray(field.element.options)) {
    const options = field.element.options as { id: string; label: string }[];
    const label = (id: unknown) => options.find((option) => option.id === id)?.label ?? id;
    return js(Array.isArray(value) ? value.map(label) : label(value));
  }
  if (field.kind === 'checkbox') return js(field.element.value === undefined ? value === true : Array.isArray(value) && value.includes(field.element.value));
  if (field.kind === 'radio') {
    // Radios under one field label are picked by their own label; a radio with a label of its own is just checked.
    const grouped = fields.filter((other) => other.label === field.label).length > 1;
    return grouped ? js(field.element.label ?? field.element.value) : 'true';
  }
  return js(value);
}

/** The fields a state change came from: the radio now chosen, each checkbox of a group that came or went, else the one bound. */
function changedFields(fields: readonly Field[], key: string, before: unknown, after: unknown): Field[] {
  const bound = fields.filter((field) => field.state === key);
  if (bound[0]?.kind === 'radio') return bound.filter((field) => field.element.value === after).slice(0, 1);
  if (bound[0]?.kind === 'checkbox' && bound.some((field) => field.element.value !== undefined)) {
    const had = Array.isArray(before) ? before : [];
    const has = Array.isArray(after) ? after : [];
    return bound.filter((field) => had.includes(field.element.value) !== has.includes(field.element.value));
  }
  return bound.slice(0, 1);
}

/** The lines that replay one step, and the labels it used (for the test's name). */
function replay(step: ExportStep, tree: unknown, state: Record<string, unknown>): { lines: string[]; labels: string[] } {
  const lines: string[] = [];
  const labels: string[] = [];
  const fields = findFields(tree);
  const action = step.action;
  // A control's own change step (onValueChange, a codeblock's onContentChange): the fill is the step.
  const changed = fields.find((field) => {
    const { action: change, key } = changeOf(field);
    return change?.action === action.action && sameValue({ ...change, [key]: action[key] }, action);
  });
  for (const key of typedKeys(state, step.stateBefore)) {
    for (const field of changedFields(fields, key, state[key], step.stateBefore[key])) {
      if (field === changed) continue;
      lines.push(`await block.fill(${str(field.label)}, ${fillValue(field, step.stateBefore[key], fields)});`);
      labels.push(field.label);
    }
  }
  let call: string | undefined;
  if (changed) {
    call = `block.fill(${str(changed.label)}, ${fillValue(changed, action[changeOf(changed).key], fields)})`;
    labels.push(changed.label);
  } else if (action.action === '@ui.modal.close') {
    const { action: _name, ...fieldsOfClose } = action;
    call = 'returnValue' in fieldsOfClose && Object.keys(fieldsOfClose).length === 1 ? `block.modal?.close(${js(action.returnValue)})` : undefined;
  } else {
    const button = findButtons(tree).find((candidate) => sameValue(resolveLike(candidate.onPress, step.stateBefore), action));
    if (button) {
      call = `block.press(${str(button.name)})`;
      labels.push(button.name);
    }
  }
  if (!call) {
    lines.push(`// Not replayed: ${js(action)} came from something a test cannot press by its label.`);
  } else if (step.problem) {
    lines.push(`await assert.rejects(${call}, { message: ${regExpOf(step.problem)} });`);
  } else {
    lines.push(`await ${call};`);
  }
  return { lines, labels };
}

/** `{ $state: key }` resolved as the Preview resolves a payload before dispatching it. */
function resolveLike(value: unknown, state: Record<string, unknown>): unknown {
  if (Array.isArray(value)) return value.map((item) => resolveLike(item, state));
  if (typeof value === 'object' && value !== null) {
    const record = value as Record<string, unknown>;
    const keys = Object.keys(record);
    if (keys.length === 1 && keys[0] === '$state' && typeof record.$state === 'string') return state[record.$state];
    return Object.fromEntries(keys.map((key) => [key, resolveLike(record[key], state)]));
  }
  return value;
}

/** The name of the file to save the test as, beside the integration's manifest. */
export function exportFileName(componentId: string): string {
  return `${componentId.replace(/[^A-Za-z0-9_-]+/g, '-') || 'block'}.kitbench.test.ts`;
}

/**
 * The test file replaying `input.timeline`: `loadIntegration` on the folder the file is saved in, `insert` with the
 * first step's props, then per step the fills and the press that led to it and `assert.equal(block.text(), ...)`
 * with the text the block showed after it. Steps the user did not dispatch (a script reload) are skipped; a reset
 * starts a new block.
 */
export function exportTest(input: ExportInput): string {
  const name = input.title ?? input.componentId;
  const body: string[] = [];
  let tree: unknown;
  let state: Record<string, unknown> = {};
  let inserted = false;
  const insert = (props: Record<string, unknown>) => {
    const options = Object.keys(props).length ? `, { props: ${js(props)} }` : '';
    body.push(`${inserted ? '' : 'let '}block = await app.insert(${str(input.componentId)}${options});`);
    inserted = true;
  };
  const expectText = (step: ExportStep) => {
    if (step.tree !== undefined) body.push(`assert.equal(block.text(), ${str(textOf(step.tree, step.stateAfter))});`);
  };
  const steps: string[] = [];
  const first = input.timeline[0]?.action.action;
  if (first !== undefined && first !== '(initial render)' && first !== '(reset)') {
    // The Preview keeps the last 200 steps: the ones before are gone, and their state with them.
    body.push('// The timeline no longer starts at the insertion: the steps before its first one are not replayed.');
  }
  for (const step of input.timeline) {
    const marker = step.action.action;
    if (marker === '(script reloaded)') continue;
    if (marker === '(initial render)' || marker === '(reset)' || !inserted) {
      if (inserted) body.push('');
      insert(MARKERS.has(marker) ? step.propsAfter : (input.props ?? {}));
      if (MARKERS.has(marker)) {
        expectText(step);
        tree = step.tree ?? tree;
        state = step.stateAfter;
        continue;
      }
      // The steps before are gone: the block as this step left it is the best guess at its buttons.
      tree = step.tree;
      state = step.stateBefore;
    }
    body.push('');
    const { lines, labels } = replay(step, tree, state);
    body.push(...lines);
    steps.push(...labels);
    if (!step.problem) expectText(step);
    tree = step.tree ?? tree;
    state = step.stateAfter;
  }
  if (!inserted) insert(input.props ?? {});
  // `let` only when a reset inserts the block again.
  if (body.filter((line) => line.includes('block = await app.insert(')).length === 1) {
    const at = body.findIndex((line) => line.startsWith('let block'));
    body[at] = body[at].replace(/^let /, 'const ');
  }
  const named = steps.length > 6 ? `${steps.slice(0, 5).join(', ')} and ${steps.length - 5} more` : steps.join(', ');
  const title = steps.length ? `${name}: ${named}` : `${name} renders`;
  return [
    ...header(`the ${str(name)} block, step by step, with the text it showed after each one`, input.manifestFile),
    ...testBlock(title, input.envNames, body),
    '',
  ].join('\n');
}
