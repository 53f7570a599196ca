/**
 * "Export as test": a block's timeline in the Preview, turned into a test file that replays it with
 * `kitbench/testing` (insert with the same props, each press and input by its label, the rendered text after each
 * step as an assertion). Pure: timeline entries in, the file's text out; the Preview offers it to copy or download.
 * export-playwright.ts writes the same plan (plan.ts) for kitbench/playwright.
 */
import { type ExportInput, type PlanEntry, planReplay, type ReplayOp } from './plan';
import { header, js, regExpOf, str, testBlock } from './source';
import { textOf } from './tree';

export type { ExportInput, ExportStep } from './plan';

/** How a new state value reads as a `fill` call's value for the field (a select by its option's label). */
export function fillValue(op: Extract<ReplayOp, { kind: 'fill' }>): string {
  const { field, value, fields } = op;
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

function call(op: ReplayOp): string {
  switch (op.kind) {
    case 'fill':
      return `block.fill(${str(op.field.label)}, ${fillValue(op)})`;
    case 'press':
      return `block.press(${str(op.button.name)})`;
    case 'close':
      return `block.modal?.close(${js(op.returnValue)})`;
  }
}

function lines(entry: PlanEntry, componentId: string, insertions: number): string[] {
  switch (entry.kind) {
    case 'truncated':
      return ['// The timeline no longer starts at the insertion: the steps before its first one are not replayed.'];
    case 'insert': {
      const options = Object.keys(entry.props).length ? `, { props: ${js(entry.props)} }` : '';
      // `let` only when a reset inserts the block again.
      const declare = entry.again ? '' : insertions === 1 ? 'const ' : 'let ';
      return [`${declare}block = await app.insert(${str(componentId)}${options});`];
    }
    case 'expect':
      return [`assert.equal(block.text(), ${str(textOf(entry.tree, entry.state))});`];
    case 'gap':
      return [''];
    case 'step': {
      const out = entry.fills.map((fill) => `await ${call(fill)};`);
      if (!entry.op) out.push(`// Not replayed: ${js(entry.action)} came from something a test cannot press by its label.`);
      else if (entry.problem) out.push(`await assert.rejects(${call(entry.op)}, { message: ${regExpOf(entry.problem)} });`);
      else out.push(`await ${call(entry.op)};`);
      return out;
    }
  }
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
  const plan = planReplay(input);
  const body = plan.entries.flatMap((entry) => lines(entry, input.componentId, plan.insertions));
  const name = input.title ?? input.componentId;
  return [
    ...header(`the ${str(name)} block, step by step, with the text it showed after each one`, input.manifestFile),
    ...testBlock(plan.title, input.envNames, body),
    '',
  ].join('\n');
}
