/**
 * The automatic JSX runtime behind `@service/runtime/jsx-runtime`: `<button label="Add" />` becomes the plain
 * object `{ type: 'button', label: 'Add' }` (CONTRACT.md section 3). Text-only children collapse into one string,
 * so `<text>Count: {n}</text>` is `{ type: 'text', children: 'Count: 1' }`; anything else stays an array.
 */
import type { ContentKitIntrinsicElements } from '../contentkit/elements';

/** The types TypeScript checks markup against (`jsxImportSource: '@service/runtime'`); erased when compiled. */
export declare namespace JSX {
  // `any`, not ContentKitElement: a prop such as a modal's `submit` takes one specific element type, and
  // TypeScript cannot narrow a JSX expression to it. Props and render's return type are still checked.
  // biome-ignore lint/suspicious/noExplicitAny: see above
  type Element = any;
  interface IntrinsicElements extends ContentKitIntrinsicElements {}
  interface ElementChildrenAttribute {
    // biome-ignore lint/complexity/noBannedTypes: the attribute's type is irrelevant, only its name counts
    children: {};
  }
}

/** A ContentKit element as JSX builds it. */
export interface JsxElement {
  type: string;
  [prop: string]: unknown;
}

/** A function component: called at once with its props, its result inlined. */
export type JsxComponent = (props: Record<string, unknown>) => unknown;

/** `<>...</>`: its children are spliced into the parent. */
export const Fragment = Symbol.for('service.runtime.fragment');

function flatten(node: unknown, out: unknown[]): void {
  if (Array.isArray(node)) {
    for (const child of node) flatten(child, out);
  } else if (node !== null && node !== undefined && typeof node !== 'boolean') {
    out.push(node);
  }
}

/** Normalizes JSX children: drops null/undefined/booleans, flattens arrays, joins text-only children. */
export function normalizeChildren(children: unknown): unknown {
  const flat: unknown[] = [];
  flatten(children, flat);
  if (flat.length === 0) return undefined;
  if (flat.every((child) => typeof child === 'string' || typeof child === 'number')) return flat.join('');
  return flat.map((child) => (typeof child === 'number' ? String(child) : child));
}

/** Builds one element (or a fragment's children, or a function component's result). */
export function jsx(type: string | JsxComponent | typeof Fragment, props: Record<string, unknown> | null): unknown {
  const { children, key: _key, ...rest } = props ?? {};
  if (type === Fragment) {
    const normalized = normalizeChildren(children);
    return normalized === undefined ? [] : Array.isArray(normalized) ? normalized : [normalized];
  }
  if (typeof type === 'function') return type({ ...rest, children });
  const element: JsxElement = { type, ...rest };
  const normalized = normalizeChildren(children);
  if (normalized !== undefined) element.children = normalized;
  return element;
}

/** Same as `jsx`; the compiler calls it when an element has several static children. */
export const jsxs = jsx;
/** The development-mode entry point some compilers emit. */
export const jsxDEV = jsx;
