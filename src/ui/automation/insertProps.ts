/**
 * The props the next Quick insert gives its block. The platform's editor inserts a block with none (a pasted link
 * gives `{ url }`); a test that needs a block as it is once configured sets them first (`kitbench/playwright`'s
 * `insert(block, { props })`, through `window.__kitbench`). Taken once.
 */
let pending: Record<string, unknown> | undefined;

export function setNextInsertProps(props: Record<string, unknown>): void {
  pending = { ...props };
}

/** The props set for this insertion, if any; the next one gets none again. */
export function takeNextInsertProps(): Record<string, unknown> | undefined {
  const props = pending;
  pending = undefined;
  return props;
}
