/**
 * `{ $state: 'email' }` bindings: the platform resolves them against the component's state wherever it reads a
 * value the author wrote into the markup (action payloads, `@editor.node.updateProps`), so the handler receives
 * the input's current value, never the binding object.
 */

/** A binding to a key of the component's state. */
export interface StateBinding {
  $state: string;
}

export function isStateBinding(value: unknown): value is StateBinding {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    typeof (value as { $state?: unknown }).$state === 'string' &&
    Object.keys(value).length === 1
  );
}

/** Reads a dotted path (`form.email`) of the state; undefined when any step is missing. */
function readPath(state: Record<string, unknown>, path: string): unknown {
  let current: unknown = state;
  for (const key of path.split('.')) {
    if (typeof current !== 'object' || current === null) return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

/** A copy of `value` with every `{ $state: key }` replaced by that key's value in `state` (deeply, plain data only). */
export function resolveStateBindings<T>(value: T, state: Record<string, unknown>, depth = 0): T {
  if (depth > 64) return value;
  if (isStateBinding(value)) return readPath(state, value.$state) as T;
  if (Array.isArray(value)) return value.map((item) => resolveStateBindings(item, state, depth + 1)) as T;
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>).map(([key, inner]) => [key, resolveStateBindings(inner, state, depth + 1)]),
    ) as T;
  }
  return value;
}

/** Props that hold action payloads or frame data: their bindings are resolved when they are sent, not when drawn. */
const SENT_LATER = new Set(['onPress', 'onValueChange', 'onContentChange', 'controls', 'data', 'submit', 'buttons', 'children']);

/** Whether an element has a prop written as `{ $state: key }` that the preview shows (e.g. `content`, `initialValue`). */
export function hasBoundProps(element: Record<string, unknown>): boolean {
  for (const [key, value] of Object.entries(element)) if (!SENT_LATER.has(key) && isStateBinding(value)) return true;
  return false;
}

/** The element with each shown prop `{ $state: key }` replaced by that key's value (action payloads left alone). */
export function resolveBoundProps<T extends Record<string, unknown>>(element: T, state: Record<string, unknown>): T {
  const out: Record<string, unknown> = { ...element };
  for (const [key, value] of Object.entries(element)) {
    if (!SENT_LATER.has(key) && isStateBinding(value)) out[key] = readPath(state, value.$state);
  }
  return out as T;
}
