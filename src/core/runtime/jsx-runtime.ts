/**
 * The automatic JSX runtime behind `@service/runtime/jsx-runtime`: `<button label="Add" />` becomes the plain
 * object `{ type: 'button', label: 'Add' }` (CONTRACT.md section 3). Children stay as the platform's runtime leaves
 * them: `<text>Count: {n}</text>` is `{ type: 'text', children: ['Count: ', 1] }` (see normalizeChildren).
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

/** `<>...</>`: only compared by identity (as the platform's runtime does); the fragment is its children. */
export function Fragment(): void {}

/**
 * `children` exactly as the platform's JSX runtime leaves them: always an array when given (one child is wrapped),
 * flattened one level, with `null` dropped and everything else kept (`false`, `undefined`, numbers, empty strings).
 * `<text>Count: {n}</text>` is `['Count: ', 1]`; a component that reads `element.children` sees what it would there.
 */
export function normalizeChildren(children: unknown): unknown[] | undefined {
  if (typeof children === 'undefined') return undefined;
  const list = Array.isArray(children) ? children : [children];
  return list.flat().filter((child) => child !== null);
}

/** Builds one element (or a fragment's children, or a function component's result). */
export function jsx(type: string | JsxComponent | typeof Fragment, props: Record<string, unknown> | null): unknown {
  const given = props ?? {};
  const children = normalizeChildren(given.children);
  if (type === Fragment) return children;
  if (typeof type === 'function') return (type as JsxComponent)(given);
  return { type, ...given, children };
}

/** Same as `jsx`; the compiler calls it when an element has several static children. */
export const jsxs = jsx;
/** The development-mode entry point some compilers emit. */
export const jsxDEV = jsx;
