/**
 * "Export as test" for kitbench/playwright: the same replay as the kitbench/testing file (plan.ts, export-calls.ts),
 * written as a Playwright spec. The block is driven by role and label as a user finds its controls, and after each
 * step the spec expects the texts that appeared (and those that went) with `toContainText`: the page's text runs
 * together where the tree's reading puts spaces and lines, so whole-block text is not compared.
 */
import type { ContentKitAction } from '../contentkit/elements';
import { callLines, type Dialect, type ExportCallsInput } from './export-calls';
import { type ExportInput, type PlanEntry, planReplay, type ReplayOp } from './plan';
import { js, regExpOf, str } from './source';
import { type FoundField, markdownText, textOf } from './tree';

/** The name of the spec file, beside the integration's manifest: `counter.kitbench.spec.ts`. */
export function exportSpecFileName(componentId: string): string {
  return `${componentId.replace(/[^A-Za-z0-9_-]+/g, '-') || 'block'}.kitbench.spec.ts`;
}

/** The opening of an exported spec: what it replays, where to save it, the import. */
export function specHeader(what: string, manifestFile = 'service-manifest.yaml'): string[] {
  return [
    `// Exported from the kitbench playground: ${what}.`,
    `// Save it beside ${manifestFile} and run it with \`npx kitbench test\` (Playwright: @playwright/test installed).`,
    "import { expect, test } from 'kitbench/playwright';",
    '',
  ];
}

/** One `test(...)` with the kitbench fixture (and the others `fixtures` names) around `body`. */
export function specBlock(title: string, envNames: readonly string[] | undefined, body: string[], fixtures: readonly string[] = ['kitbench']): string[] {
  const env = envNames?.length ? [`  // The script reads ${envNames.join(', ')}: kitbench dev takes the values from the folder's .env.`] : [];
  return [`test(${str(title)}, async ({ ${fixtures.join(', ')} }) => {`, ...env, ...body.map((line) => (line ? `  ${line}` : '')), '});'];
}

type Node = Record<string, unknown>;
const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The texts a reader sees in the block, each as one run the page keeps together (buttons and fields are found by role). */
export function shownTexts(tree: unknown, state: Record<string, unknown> = {}): string[] {
  const found: string[] = [];
  const visit = (node: unknown) => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (!isNode(node)) return;
    switch (node.type) {
      case 'text':
      case 'link':
        found.push(textOf(node, state));
        return;
      case 'markdown':
        if (typeof node.content === 'string') found.push(...markdownText(node.content).split('\n'));
        return;
      case 'card':
        if (typeof node.title === 'string') found.push(node.title);
        visit(node.hint);
        visit(node.children);
        return;
      case 'button':
      case 'input':
      case 'textinput':
      case 'select':
      case 'checkbox':
      case 'radio':
      case 'switch':
      case 'codeblock':
      case 'webframe':
      case 'image':
        return;
      default:
        visit(node.children);
    }
  };
  visit(tree);
  return [...new Set(found.map((text) => text.replace(/\s+/g, ' ').trim()).filter(Boolean))];
}

/** Where a field is on the page: by its label, or by the name the renderer gives a control that has none. */
function fieldLocator(field: FoundField): string {
  const element = field.element;
  const own = [element.label, element.placeholder, element.state].find((value) => typeof value === 'string' && value.trim());
  const standalone = field.label === own;
  if (field.kind === 'codeblock' && standalone) return `block.getByRole('textbox', { name: ${str(`${element.syntax ?? 'Code'} editor`)} })`;
  if (field.kind === 'switch') return `block.getByRole('switch', { name: ${str(standalone ? String(element.state) : field.label)} })`;
  return `block.getByLabel(${str(field.label)}, { exact: true })`;
}

/** A step's op as statements; `ownStep`: the fill is the step itself (its change action), so the field is left. */
function opLine(op: ReplayOp, ownStep = false): string {
  switch (op.kind) {
    case 'fill': {
      const { field, value, fields } = op;
      switch (field.kind) {
        case 'select': {
          const options = Array.isArray(field.element.options) ? (field.element.options as { id: string; label: string }[]) : [];
          const label = (id: unknown) => options.find((option) => option.id === id)?.label ?? String(id);
          return `await ${fieldLocator(field)}.selectOption(${js(Array.isArray(value) ? value.map(label) : label(value))});`;
        }
        case 'checkbox':
          return `await ${fieldLocator(field)}.setChecked(${field.element.value === undefined ? value === true : Array.isArray(value) && value.includes(field.element.value)});`;
        case 'radio': {
          // Radios under one field label are picked by their own label.
          const grouped = fields.filter((other) => other.label === field.label).length > 1;
          const name = grouped ? String(field.element.label ?? field.element.value) : field.label;
          return `await block.getByLabel(${str(name)}, { exact: true }).check();`;
        }
        case 'switch':
          return `await ${fieldLocator(field)}.setChecked(${value === true});`;
        default: {
          const fill = `await ${fieldLocator(field)}.fill(${str(String(value ?? ''))});`;
          // A text field or a codeblock sends its change when the user leaves it.
          return ownStep ? `${fill}\nawait ${fieldLocator(field)}.blur();` : fill;
        }
      }
    }
    case 'press': {
      const press = `await block.getByRole('button', { name: ${str(op.button.name)}, exact: true }).click();`;
      if (!op.button.confirm) return press;
      const { title, confirm } = op.button.confirm;
      return `${press}\nawait kitbench.page.getByRole('dialog', { name: ${str(title)} }).getByRole('button', { name: ${str(confirm)}, exact: true }).click();`;
    }
    case 'close':
      return `// Not replayed: the modal closed with ${js(op.returnValue)}; press its button in kitbench.page.getByRole('dialog').`;
  }
}

function stepLines(entry: Extract<PlanEntry, { kind: 'step' }>, action: ContentKitAction): string[] {
  const out = entry.fills.map((fill) => opLine(fill));
  if (!entry.op) return [...out, `// Not replayed: ${js(action)} came from something a test cannot press by its label.`];
  out.push(...opLine(entry.op, true).split('\n'));
  if (entry.problem) {
    out.push(`// It failed in the playground: the page says why.`, `await expect(kitbench.page.getByRole('alert').filter({ hasText: ${regExpOf(entry.problem)} })).toBeVisible();`);
  }
  return out;
}

/**
 * The spec replaying `input.timeline` with kitbench/playwright: `kitbench.insert` with the first step's props, then
 * per step the fills and the press (by role and label), and `toContainText` of what appeared after it.
 */
export function exportPlaywrightTest(input: ExportInput): string {
  const plan = planReplay(input);
  const body: string[] = [];
  let shown: string[] = [];
  for (const entry of plan.entries) {
    switch (entry.kind) {
      case 'truncated':
        body.push('// The timeline no longer starts at the insertion: the steps before its first one are not replayed.');
        break;
      case 'insert': {
        const options = Object.keys(entry.props).length ? `, { props: ${js(entry.props)} }` : '';
        const declare = entry.again ? '' : plan.insertions === 1 ? 'const ' : 'let ';
        body.push(`${declare}block = await kitbench.insert(${str(input.componentId)}${options});`);
        shown = [];
        break;
      }
      case 'expect': {
        const now = shownTexts(entry.tree, entry.state);
        for (const text of now.filter((text) => !shown.includes(text))) body.push(`await expect(block).toContainText(${str(text)});`);
        // A text that went, unless another one still shown contains it.
        for (const text of shown.filter((text) => !now.some((other) => other.includes(text)))) body.push(`await expect(block).not.toContainText(${str(text)});`);
        shown = now;
        break;
      }
      case 'gap':
        body.push('');
        break;
      case 'step':
        body.push(...stepLines(entry, entry.action));
        break;
    }
  }
  const name = input.title ?? input.componentId;
  return [...specHeader(`the ${str(name)} block, step by step, with what it showed after each one`, input.manifestFile), ...specBlock(plan.title, input.envNames, body), ''].join('\n');
}

const PLAYWRIGHT: Dialect = {
  target: 'kitbench',
  deepEqual: (actual, expected) => `expect(${actual}).toEqual(${expected});`,
  equal: (actual, expected) => `expect(${actual}).toBe(${expected});`,
  rejects: (call, message) => `await expect(${call}).rejects.toThrow(${message});`,
};

/** The spec sending the Events panel's events and the Network panel's endpoint requests again, through the playground. */
export function exportPlaywrightCalls(input: ExportCallsInput): string {
  const { body, what } = callLines(input, PLAYWRIGHT);
  return [...specHeader(`${what || 'nothing'} sent to ${input.name}, with the answers they got`, input.manifestFile), ...specBlock(`${input.name}: ${what || 'loads'}`, input.envNames, body), ''].join('\n');
}
