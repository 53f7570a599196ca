/**
 * The automatic JSX runtime behind `@service/runtime/jsx-runtime`: `<button label="Add" />` becomes the plain
 * object `{ type: 'button', label: 'Add' }` (CONTRACT.md section 3). Text-only children collapse into one string,
 * so `<text>Count: {n}</text>` is `{ type: 'text', children: 'Count: 1' }`; anything else stays an array.
 */
import type { ContentKitIntrinsicElements } from '../contentkit/elements';
/** The types TypeScript checks markup against (`jsxImportSource: '@service/runtime'`); erased when compiled. */
export declare namespace JSX {
    type Element = any;
    interface IntrinsicElements extends ContentKitIntrinsicElements {
    }
    interface ElementChildrenAttribute {
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
export declare const Fragment: unique symbol;
/** Normalizes JSX children: drops null/undefined/booleans, flattens arrays, joins text-only children. */
export declare function normalizeChildren(children: unknown): unknown;
/** Builds one element (or a fragment's children, or a function component's result). */
export declare function jsx(type: string | JsxComponent | typeof Fragment, props: Record<string, unknown> | null): unknown;
/** Same as `jsx`; the compiler calls it when an element has several static children. */
export declare const jsxs: typeof jsx;
/** The development-mode entry point some compilers emit. */
export declare const jsxDEV: typeof jsx;
