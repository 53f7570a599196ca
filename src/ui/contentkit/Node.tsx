import { memo, type ReactNode } from 'react';
import { hasBoundProps, isStateBinding, resolveBoundProps } from '../../core/contentkit/bindings';
import { checkElement, flattenChildren, problemTitle } from '../../core/contentkit/validate';
import { useContentKit } from './context';
import { ErrorBox } from './ErrorBox';
import { rendererFor } from './registry';

/**
 * Renders any value a script put in its markup: text, an element, or an inline error naming the problem.
 * Memoised on the node object: a change elsewhere in the block (a timeline toggle, one bound input) redraws
 * only the elements that read it, not a tree of thousands.
 */
export const ContentKitNode = memo(function ContentKitNode({ node }: { node: unknown }): ReactNode {
  if (typeof node === 'string') return node;
  if (typeof node === 'number') return String(node);
  if (node === null || node === undefined || typeof node === 'boolean') return null;
  if (Array.isArray(node)) return <ContentKitChildren of={node} />;
  if (isStateBinding(node)) return <BoundValue stateKey={node.$state} />;
  if (typeof node === 'object' && hasBoundProps(node as Record<string, unknown>)) return <BoundElement element={node as Record<string, unknown>} />;
  const check = checkElement(node);
  if (!check.ok) {
    return <ErrorBox title={problemTitle(check.problems[0].elementType)} messages={check.problems.map((problem) => problem.message)} />;
  }
  const Renderer = rendererFor(check.element.type);
  return <Renderer element={check.element} />;
});

/** Renders `children` in order. */
export function ContentKitChildren({ of }: { of: unknown }): ReactNode {
  return flattenChildren(of).map((child, index) => <ContentKitNode key={index} node={child} />);
}

/** A `{ $state: key }` written as content: shows that key's current value, as the platform does. */
function BoundValue({ stateKey }: { stateKey: string }): ReactNode {
  const { state } = useContentKit();
  const value = state[stateKey];
  if (value === undefined || value === null || typeof value === 'boolean') return null;
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/** An element with props written as `{ $state: key }` (a codeblock's `content`, an input's `initialValue`): drawn with their values. */
function BoundElement({ element }: { element: Record<string, unknown> }): ReactNode {
  const { state } = useContentKit();
  return <ContentKitNode node={resolveBoundProps(element, state)} />;
}
