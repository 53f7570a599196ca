/**
 * Limits on what one block may draw. A script can return any tree: 100,000 elements would hold the page's
 * main thread for seconds and a 1,000-deep one would overflow React's stack. The preview draws at most
 * `maxElements` elements, `maxDepth` levels deep, and says what it left out.
 */

/** How much of a tree the preview draws. */
export interface TreeLimits {
  /** Elements drawn at most, in document order (default 5,000). */
  maxElements: number;
  /** Levels of nesting drawn at most (default 64); deeper children are left out. */
  maxDepth: number;
}

/** The default limits: enough for any real block, small enough to draw within one frame budget or two. */
export const TREE_LIMITS: TreeLimits = { maxElements: 5_000, maxDepth: 64 };

/** A tree cut to the limits, with what was cut. */
export interface CappedTree {
  tree: unknown;
  /** Every element the script returned (objects with a `type`). */
  total: number;
  /** The elements kept. */
  drawn: number;
  /** Whether children deeper than `maxDepth` were left out. */
  tooDeep: boolean;
  /** The deepest nesting the script returned. */
  depth: number;
  /** The tree never ends (an element that contains itself): counting stopped at MEASURE_LIMITS. */
  endless?: boolean;
}

/** Past these a tree is taken as endless (a circular reference) rather than counted further. */
const MEASURE_LIMITS = { elements: 2_000_000, depth: 100_000 };

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isElement = (value: unknown): value is Record<string, unknown> & { type: string } => isRecord(value) && typeof value.type === 'string';

/** The element-valued props besides `children` (an input's `element`, a card's `buttons`, a codeblock's `footer`, ...). */
const NESTED_PROPS = ['element', 'buttons', 'footer', 'header', 'submit', 'hint', 'icon', 'subtitle'] as const;

/**
 * Counts elements and nesting without recursion, so a 100,000-deep tree cannot overflow the stack here, and stops
 * at MEASURE_LIMITS so a tree that contains itself cannot loop forever.
 */
function measure(tree: unknown): { total: number; depth: number; endless: boolean } {
  let total = 0;
  let depth = 0;
  const stack: [unknown, number][] = [[tree, 0]];
  while (stack.length) {
    if (total > MEASURE_LIMITS.elements || depth > MEASURE_LIMITS.depth) return { total, depth, endless: true };
    const [node, level] = stack.pop() as [unknown, number];
    if (Array.isArray(node)) {
      for (const child of node) stack.push([child, level]);
    } else if (isElement(node)) {
      total += 1;
      if (level + 1 > depth) depth = level + 1;
      if (node.children !== undefined) stack.push([node.children, level + 1]);
      for (const prop of NESTED_PROPS) if (node[prop] !== undefined) stack.push([node[prop], level + 1]);
    }
  }
  return { total, depth, endless: false };
}

/** Cuts a tree to the limits: elements past the budget and levels past the depth are dropped, nothing else changes. */
export function capTree(tree: unknown, limits: TreeLimits = TREE_LIMITS): CappedTree {
  const { total, depth, endless } = measure(tree);
  if (!endless && total <= limits.maxElements && depth <= limits.maxDepth) return { tree, total, drawn: total, tooDeep: false, depth };
  let budget = limits.maxElements;
  let drawn = 0;
  const copy = (node: unknown, level: number): unknown => {
    if (Array.isArray(node)) {
      const out: unknown[] = [];
      for (const child of node) {
        if (budget <= 0) break;
        const kept = copy(child, level);
        if (kept !== DROP) out.push(kept);
      }
      return out;
    }
    if (!isElement(node)) return node;
    if (budget <= 0 || level >= limits.maxDepth) return DROP;
    budget -= 1;
    drawn += 1;
    const out: Record<string, unknown> = { ...node };
    if (node.children !== undefined) out.children = copy(node.children, level + 1);
    for (const prop of NESTED_PROPS) {
      if (node[prop] === undefined) continue;
      const kept = copy(node[prop], level + 1);
      if (kept === DROP) delete out[prop];
      else out[prop] = kept;
    }
    return out;
  };
  const kept = copy(tree, 0);
  return { tree: kept === DROP ? undefined : kept, total, drawn, tooDeep: depth > limits.maxDepth, depth, ...(endless ? { endless } : {}) };
}

const DROP = Symbol('drop');

/** The sentence the preview shows above a capped tree, or undefined when nothing was cut. */
export function capMessage(capped: CappedTree, limits: TreeLimits = TREE_LIMITS): string | undefined {
  const format = (n: number) => n.toLocaleString('en-US');
  const parts: string[] = [];
  if (capped.endless) {
    return `This block returned markup that contains itself (a circular reference); kitbench draws ${format(limits.maxDepth)} levels of it. Build each element afresh instead of nesting one element inside itself.`;
  }
  if (capped.total > limits.maxElements) {
    parts.push(`This block returned ${format(capped.total)} elements; kitbench draws the first ${format(limits.maxElements)}.`);
  }
  if (capped.tooDeep) {
    parts.push(
      `Its elements nest ${format(capped.depth)} levels deep; kitbench draws ${format(limits.maxDepth)} levels. Flatten the markup (a list of siblings rather than a chain of boxes).`,
    );
  }
  return parts.length ? parts.join(' ') : undefined;
}

/** The key under which a capped tree's root says what the script really returned (set where the tree was cut). */
export const CAP_NOTE = '$kitbenchCap';

/**
 * Cuts a tree where it is made (the sandbox worker), before it is copied to the page: copying 100,000 elements
 * through postMessage costs the page's main thread far more than drawing them. The root then carries
 * `{ [CAP_NOTE]: { total, depth } }` so the page can still say how much the script returned.
 */
export function capForTransport(tree: unknown, limits: TreeLimits = TREE_LIMITS): unknown {
  const capped = capTree(tree, limits);
  if (capped.tree === tree) return tree;
  const note = { total: capped.total, depth: capped.depth, ...(capped.endless ? { endless: true } : {}) };
  return isRecord(capped.tree) ? { ...capped.tree, [CAP_NOTE]: note } : { type: 'box', children: capped.tree, [CAP_NOTE]: note };
}

/** Caps a tree for drawing, counting what an earlier cut (capForTransport) already left out. */
export function capForDrawing(tree: unknown, limits: TreeLimits = TREE_LIMITS): CappedTree {
  const capped = capTree(tree, limits);
  const note = isRecord(tree) ? tree[CAP_NOTE] : undefined;
  if (!isRecord(note) || typeof note.total !== 'number' || typeof note.depth !== 'number') return capped;
  return {
    ...capped,
    total: Math.max(capped.total, note.total),
    depth: Math.max(capped.depth, note.depth),
    tooDeep: capped.tooDeep || note.depth > limits.maxDepth,
    ...(note.endless === true ? { endless: true } : {}),
  };
}
