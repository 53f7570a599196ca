/**
 * The element checks of a whole rendered tree, walked as the Preview draws it: every element it would draw is
 * checked with `checkElement`, and an element that fails is reported (the Preview shows an inline error box in its
 * place and draws nothing inside it). kitbench/testing runs this after every render, so an author's test fails where
 * the Preview shows the box, with the same words.
 */
import { hasBoundProps, isStateBinding, resolveBoundProps } from './bindings';
import { TREE_LIMITS, type TreeLimits } from './cap';
import { checkElement, type ElementProblem, flattenChildren, problemTitle } from './validate';

/** One element the Preview cannot draw, and where it sits (element types from the root, itself included). */
export interface TreeProblem extends ElementProblem {
  path: string[];
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Types whose renderer draws `children`. */
const DRAWS_CHILDREN = new Set(['block', 'text', 'box', 'vstack', 'hstack', 'card', 'link', 'hint', 'modal', 'configuration', 'step']);

/** The element-valued props each renderer draws besides `children`. */
const DRAWN_PROPS: Record<string, string[]> = {
  input: ['element', 'hint'],
  card: ['icon', 'hint', 'buttons'],
  codeblock: ['header', 'footer', 'buttons'],
  modal: ['subtitle', 'submit'],
  webframe: ['buttons'],
};

/** What a `stepper` draws: its other children and the active step (the first when none is named). */
function stepperChildren(element: Record<string, unknown>): unknown[] {
  const children = flattenChildren(element.children);
  const steps = children.filter((child) => isRecord(child) && child.type === 'step') as Record<string, unknown>[];
  const active = steps.find((step) => step.id === element.activeStep) ?? steps[0];
  return children.filter((child) => !steps.includes(child as Record<string, unknown>) || child === active);
}

/**
 * Every problem the Preview would show as an inline error box, in document order. `state` resolves props written as
 * `{ $state: key }` as the Preview does before it checks them. At most `limits` elements and levels are walked, as
 * many as the Preview draws.
 */
export function checkTree(tree: unknown, state: Record<string, unknown> = {}, limits: TreeLimits = TREE_LIMITS): TreeProblem[] {
  const problems: TreeProblem[] = [];
  let budget = limits.maxElements;
  const visit = (node: unknown, path: string[]): void => {
    if (budget <= 0 || path.length >= limits.maxDepth) return;
    if (Array.isArray(node)) {
      for (const child of flattenChildren(node)) visit(child, path);
      return;
    }
    if (node === null || node === undefined || typeof node !== 'object' || isStateBinding(node)) return;
    budget -= 1;
    const written = node as Record<string, unknown>;
    const check = checkElement(hasBoundProps(written) ? resolveBoundProps(written, state) : written);
    if (!check.ok) {
      const where = [...path, check.problems[0].elementType ?? '?'];
      for (const problem of check.problems) problems.push({ ...problem, path: where });
      return;
    }
    const element = check.element as unknown as Record<string, unknown>;
    const here = [...path, check.element.type];
    if (check.element.type === 'stepper') visit(stepperChildren(element), here);
    else if (DRAWS_CHILDREN.has(check.element.type)) visit(element.children, here);
    for (const prop of DRAWN_PROPS[check.element.type] ?? []) {
      const value = element[prop];
      // A card's icon may be an icon name, a hint or subtitle plain text: only elements are drawn as elements.
      if (typeof value !== 'string') visit(value, here);
    }
  };
  visit(tree, []);
  return problems;
}

/** One line per problem, as the Preview's box reads: `Cannot render <chart> (in block › vstack): Unknown element type "chart".` */
export function describeTreeProblems(problems: TreeProblem[]): string {
  return problems
    .map((problem) => {
      const parents = problem.path.slice(0, -1);
      const where = parents.length ? ` (in ${parents.join(' › ')})` : '';
      return `${problemTitle(problem.elementType)}${where}: ${problem.message}`;
    })
    .join('\n');
}
