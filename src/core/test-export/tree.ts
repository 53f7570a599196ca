/**
 * Reading a rendered ContentKit tree as a user does: its text, its buttons and its labelled fields. Pure functions
 * over the plain markup a component's `render` returns, so they run anywhere (Node tests, the Preview's export).
 */
import type { ContentKitAction, SelectOption } from '../contentkit/elements';

type Node = Record<string, unknown> & { type?: unknown };

/** A button a user can press, as the block shows it. */
export interface FoundButton {
  /** The visible label; for an icon-only button, its tooltip (what a pointer or screen reader announces). */
  name: string;
  onPress: ContentKitAction;
  disabled: boolean;
  /** Set when pressing asks for a confirmation first. */
  confirm?: { title: string; confirm: string };
}

/** A labelled control bound to a state key. */
export interface FoundField {
  /** The field's label (an `input`'s label, a checkbox's or radio's own label, else its placeholder). */
  label: string;
  kind: 'textinput' | 'select' | 'switch' | 'checkbox' | 'radio' | 'codeblock';
  state: string;
  element: Record<string, unknown>;
}

const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && !Array.isArray(value);
const isAction = (value: unknown): value is ContentKitAction => isNode(value) && typeof value.action === 'string';
const str = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() ? value : undefined);

/** Markdown as it reads: markers, link targets and emphasis dropped (the Preview renders it; a reader sees words). */
export function markdownText(source: string): string {
  return source
    .replace(/```[^\n]*\n([\s\S]*?)```/g, '$1')
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/^\s{0,3}(#{1,6}\s+|>\s?|[-*+]\s+|\d+\.\s+)/gm, '')
    .replace(/(\*\*|__|~~|`)(.+?)\1/g, '$2')
    .replace(/(^|[^\w*])[*_](\S(?:.*?\S)?)[*_](?=[^\w*]|$)/g, '$1$2')
    .trim();
}

/** Inline text of `children` (strings and numbers joined as written; nested elements read in order). */
function inline(children: unknown, state: Record<string, unknown>): string {
  if (children === null || children === undefined || typeof children === 'boolean') return '';
  if (typeof children === 'string' || typeof children === 'number') return String(children);
  if (Array.isArray(children)) return children.map((child) => inline(child, state)).join('');
  return lines(children, state).join(' ');
}

function optionsOf(element: Node): SelectOption[] {
  return Array.isArray(element.options) ? (element.options as SelectOption[]) : [];
}

/** What a control shows: its current value (from the state, else its initial value). */
function controlText(element: Node, state: Record<string, unknown>): string[] {
  const key = str(element.state);
  const current = key !== undefined && key in state ? state[key] : element.initialValue;
  switch (element.type) {
    case 'textinput':
      return typeof current === 'string' && current ? [current] : [];
    case 'select': {
      const chosen = Array.isArray(current) ? current.map(String) : current === undefined || current === '' ? [] : [String(current)];
      return chosen.map((id) => optionsOf(element).find((option) => option.id === id)?.label ?? id);
    }
    case 'checkbox':
    case 'radio':
      return str(element.label) ? [String(element.label)] : [];
    default:
      return [];
  }
}

/** The lines of one node: block-level elements each start a line, an `hstack` reads as one line. */
function lines(node: unknown, state: Record<string, unknown>): string[] {
  if (node === null || node === undefined || typeof node === 'boolean') return [];
  if (typeof node === 'string' || typeof node === 'number') return [String(node)];
  if (Array.isArray(node)) {
    // Text runs read as one line (`['Subscribed ', email]`: children stay arrays, as the platform's JSX leaves them).
    const out: string[] = [];
    let run: string | undefined;
    for (const child of node) {
      if (typeof child === 'string' || typeof child === 'number') {
        run = (run ?? '') + String(child);
        continue;
      }
      if (run !== undefined) out.push(run);
      run = undefined;
      out.push(...lines(child, state));
    }
    if (run !== undefined) out.push(run);
    return out;
  }
  if (!isNode(node)) return [];
  const children = () => lines(node.children, state);
  switch (node.type) {
    case 'text':
    case 'link':
      return [inline(node.children, state)];
    case 'hstack':
      return [children().join(' ')];
    case 'markdown':
      return typeof node.content === 'string' ? [markdownText(node.content)] : [];
    case 'codeblock': {
      const key = str(node.state);
      const edited = key !== undefined && typeof state[key] === 'string' ? (state[key] as string) : undefined;
      return [edited ?? (typeof node.content === 'string' ? node.content : '')];
    }
    case 'button':
      return [str(node.label) ?? str(node.tooltip) ?? ''];
    case 'image':
      return str(node.alt) ? [String(node.alt)] : [];
    case 'input':
      return [String(node.label ?? ''), ...lines(node.element, state), ...lines(node.hint, state)];
    case 'textinput':
    case 'select':
    case 'checkbox':
    case 'radio':
      return controlText(node, state);
    case 'card':
      return [
        ...(str(node.title) ? [String(node.title)] : []),
        ...lines(node.hint, state),
        ...children(),
        ...lines(node.buttons, state),
      ];
    case 'modal':
      return [
        ...(str(node.title) ? [String(node.title)] : []),
        // A subtitle is text or inline elements (text, links), read as one line.
        ...(node.subtitle !== undefined ? [inline(node.subtitle, state)] : []),
        ...children(),
        ...lines(node.submit, state),
      ];
    case 'block':
      return [...children(), ...(Array.isArray(node.controls) ? node.controls.map((control) => String((control as Node).label ?? '')) : [])];
    case 'step':
      return [...(str(node.title) ? [String(node.title)] : []), ...children()];
    case 'stepper': {
      const steps = (Array.isArray(node.children) ? node.children : [node.children]).filter(isNode);
      const active = steps.find((step) => step.id === node.activeStep) ?? steps[0];
      return active ? lines(active, state) : [];
    }
    default:
      return children();
  }
}

/**
 * The rendered text of a tree as a user reads it: text, markdown, codeblock content, button labels, field labels
 * and values, one line per block-level element (an `hstack` on one line), empty lines dropped.
 */
export function textOf(tree: unknown, state: Record<string, unknown> = {}): string {
  return lines(tree, state)
    .map((line) => line.replace(/[ \t]+/g, ' ').trim())
    .filter(Boolean)
    .join('\n');
}

function walk(node: unknown, visit: (node: Node) => void): void {
  if (Array.isArray(node)) {
    for (const child of node) walk(child, visit);
    return;
  }
  if (!isNode(node)) return;
  visit(node);
  for (const key of ['children', 'element', 'hint', 'buttons', 'submit', 'header', 'footer', 'subtitle']) walk(node[key], visit);
}

/** Every `webframe` in the tree, in reading order (a codeblock's footer included, where diagram blocks put theirs). */
export function findWebFrames(tree: unknown): (Node & { source?: { url?: unknown }; data?: Record<string, unknown>; aspectRatio?: number })[] {
  const found: Node[] = [];
  walk(tree, (node) => {
    if (node.type === 'webframe') found.push(node);
  });
  return found;
}

/** Every pressable thing in the tree, in reading order: buttons, block controls and pressable cards. */
export function findButtons(tree: unknown): FoundButton[] {
  const found: FoundButton[] = [];
  walk(tree, (node) => {
    if (node.type === 'button' && isAction(node.onPress)) {
      const confirm = isNode(node.confirm) ? { title: String(node.confirm.title ?? ''), confirm: String(node.confirm.confirm ?? '') } : undefined;
      found.push({ name: str(node.label) ?? str(node.tooltip) ?? '', onPress: node.onPress, disabled: node.disabled === true, confirm });
    }
    if (node.type === 'card' && isAction(node.onPress) && str(node.title)) {
      found.push({ name: String(node.title), onPress: node.onPress, disabled: false });
    }
    if (node.type === 'block' && Array.isArray(node.controls)) {
      for (const control of node.controls) {
        if (isNode(control) && isAction(control.onPress)) found.push({ name: String(control.label ?? ''), onPress: control.onPress, disabled: false });
      }
    }
  });
  return found;
}

const FIELD_KINDS = new Set(['textinput', 'select', 'switch', 'checkbox', 'radio', 'codeblock']);

/** Every control bound to a state key, named as a user finds it (its field label, own label or placeholder). */
export function findFields(tree: unknown): FoundField[] {
  const found: FoundField[] = [];
  const labelled = new Set<unknown>();
  walk(tree, (node) => {
    if (node.type === 'input' && isNode(node.element) && FIELD_KINDS.has(String(node.element.type)) && str(node.element.state)) {
      labelled.add(node.element);
      found.push({ label: String(node.label ?? ''), kind: node.element.type as FoundField['kind'], state: String(node.element.state), element: node.element });
      return;
    }
    if (labelled.has(node) || !FIELD_KINDS.has(String(node.type)) || !str(node.state)) return;
    const label = str(node.label) ?? str(node.placeholder) ?? String(node.state);
    found.push({ label, kind: node.type as FoundField['kind'], state: String(node.state), element: node });
  });
  return found;
}
