/**
 * What "Export as test" replays of a block's timeline, whatever the test's format: the insertions (with their
 * props), per step the fills and the press that led to it, and the block as it read after each step. Both writers
 * (export.ts for kitbench/testing, export-playwright.ts for kitbench/playwright) render this plan.
 */
import type { ContentKitAction } from '../contentkit/elements';
import { js } from './source';
import { type FoundButton, type FoundField, findButtons, findFields } from './tree';

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

/** Something a test does to the block: fill a field with a value (as its state holds it), press a button, close a modal. */
export type ReplayOp =
  | { kind: 'fill'; field: FoundField; value: unknown; fields: readonly FoundField[] }
  | { kind: 'press'; button: FoundButton }
  | { kind: 'close'; returnValue: unknown };

/** One entry of the plan, in order. */
export type PlanEntry =
  /** The block inserted (`again`: after a reset, into the same variable). */
  | { kind: 'insert'; props: Record<string, unknown>; again: boolean }
  /** The block as it read after the previous entry. */
  | { kind: 'expect'; tree: unknown; state: Record<string, unknown> }
  /** A step: the fills its state asked for, then its own op (none: it cannot be replayed), and how it failed. */
  | { kind: 'step'; fills: ReplayOp[]; op?: ReplayOp; action: ContentKitAction; problem?: string }
  /** A blank line between steps. */
  | { kind: 'gap' }
  /** The timeline lost its start (the Preview keeps the last 200 steps). */
  | { kind: 'truncated' };

/** The plan, and the test's name. */
export interface ReplayPlan {
  entries: PlanEntry[];
  /** `Counter: Add, Remove`, or `Counter renders`. */
  title: string;
  /** How many times the block is inserted (a reset inserts it again). */
  insertions: number;
}

const MARKERS = new Set(['(initial render)', '(reset)', '(script reloaded)']);
const sameValue = (a: unknown, b: unknown) => js(a) === js(b);

/** The state keys a step's inputs changed before it was dispatched (typing writes state without a step of its own). */
function typedKeys(previous: Record<string, unknown>, next: Record<string, unknown>): string[] {
  return [...new Set([...Object.keys(previous), ...Object.keys(next)])].filter((key) => !sameValue(previous[key], next[key]));
}

/** The action a field's control dispatches on a change, and the payload key of the new value (as in the Preview). */
function changeOf(field: FoundField): { action: ContentKitAction | undefined; key: 'value' | 'content' } {
  return field.kind === 'codeblock'
    ? { action: field.element.onContentChange as ContentKitAction | undefined, key: 'content' }
    : { action: field.element.onValueChange as ContentKitAction | undefined, key: 'value' };
}

/** The fields a state change came from: the radio now chosen, each checkbox of a group that came or went, else the one bound. */
function changedFields(fields: readonly FoundField[], key: string, before: unknown, after: unknown): FoundField[] {
  const bound = fields.filter((field) => field.state === key);
  if (bound[0]?.kind === 'radio') return bound.filter((field) => field.element.value === after).slice(0, 1);
  if (bound[0]?.kind === 'checkbox' && bound.some((field) => field.element.value !== undefined)) {
    const had = Array.isArray(before) ? before : [];
    const has = Array.isArray(after) ? after : [];
    return bound.filter((field) => had.includes(field.element.value) !== has.includes(field.element.value));
  }
  return bound.slice(0, 1);
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

/** The ops that replay one step (on the block as `tree` and `state` left it), and the labels it used. */
function replay(step: ExportStep, tree: unknown, state: Record<string, unknown>): { entry: PlanEntry; labels: string[] } {
  const fills: ReplayOp[] = [];
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
      fills.push({ kind: 'fill', field, value: step.stateBefore[key], fields });
      labels.push(field.label);
    }
  }
  let op: ReplayOp | undefined;
  if (changed) {
    op = { kind: 'fill', field: changed, value: action[changeOf(changed).key], fields };
    labels.push(changed.label);
  } else if (action.action === '@ui.modal.close') {
    const { action: _name, ...fieldsOfClose } = action;
    op = 'returnValue' in fieldsOfClose && Object.keys(fieldsOfClose).length === 1 ? { kind: 'close', returnValue: action.returnValue } : undefined;
  } else {
    const button = findButtons(tree).find((candidate) => sameValue(resolveLike(candidate.onPress, step.stateBefore), action));
    if (button) {
      op = { kind: 'press', button };
      labels.push(button.name);
    }
  }
  return { entry: { kind: 'step', fills, op, action, problem: step.problem }, labels };
}

/**
 * The plan replaying `input.timeline`: insert with the first step's props, then per step its fills and press and the
 * block as it read after it. Steps the user did not dispatch (a script reload) are skipped; a reset starts a new block.
 */
export function planReplay(input: ExportInput): ReplayPlan {
  const entries: PlanEntry[] = [];
  let tree: unknown;
  let state: Record<string, unknown> = {};
  let insertions = 0;
  const insert = (props: Record<string, unknown>) => {
    entries.push({ kind: 'insert', props, again: insertions > 0 });
    insertions += 1;
  };
  const expectText = (step: ExportStep) => {
    if (step.tree !== undefined) entries.push({ kind: 'expect', tree: step.tree, state: step.stateAfter });
  };
  const steps: string[] = [];
  const first = input.timeline[0]?.action.action;
  if (first !== undefined && first !== '(initial render)' && first !== '(reset)') entries.push({ kind: 'truncated' });
  for (const step of input.timeline) {
    const marker = step.action.action;
    if (marker === '(script reloaded)') continue;
    if (marker === '(initial render)' || marker === '(reset)' || insertions === 0) {
      if (insertions > 0) entries.push({ kind: 'gap' });
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
    entries.push({ kind: 'gap' });
    const { entry, labels } = replay(step, tree, state);
    entries.push(entry);
    steps.push(...labels);
    if (!step.problem) expectText(step);
    tree = step.tree ?? tree;
    state = step.stateAfter;
  }
  if (insertions === 0) insert(input.props ?? {});
  const name = input.title ?? input.componentId;
  const named = steps.length > 6 ? `${steps.slice(0, 5).join(', ')} and ${steps.length - 5} more` : steps.join(', ');
  return { entries, title: steps.length ? `${name}: ${named}` : `${name} renders`, insertions };
}
