import { Component, type ReactNode, useContext, useMemo } from 'react';
import { ContentKitContext, type ContentKitRuntime } from '../contentkit/context';
import { ErrorBox } from '../contentkit/ErrorBox';
import { ContentKitNode } from '../contentkit/Node';
import type { ComponentInstance } from './instance';
import { PreviewSessionContext } from './session';

/** Catches a renderer crash so one broken block never takes the page down. */
class TreeBoundary extends Component<{ children: ReactNode; resetKey: unknown }, { error?: Error; key?: unknown }> {
  state: { error?: Error; key?: unknown } = {};
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  static getDerivedStateFromProps(props: { resetKey: unknown }, state: { error?: Error; key?: unknown }) {
    return props.resetKey === state.key ? null : { error: undefined, key: props.resetKey };
  }
  render() {
    return this.state.error ? (
      <ErrorBox title="This block could not be drawn" messages={[this.state.error.message]} />
    ) : (
      this.props.children
    );
  }
}

/** Draws a component's markup, wired to its instance (or inert, for a past render in the timeline). */
export function RenderedTree({
  tree,
  state,
  instance,
}: {
  tree: unknown;
  state: Record<string, unknown>;
  instance: ComponentInstance | undefined;
}) {
  const resolveUrl = useContext(PreviewSessionContext)?.resolveUrl;
  const runtime = useMemo<ContentKitRuntime>(
    () =>
      instance
        ? {
            state,
            readOnly: false,
            resolveUrl,
            dispatch: (action) => void instance.dispatch(action),
            setStateKey: (key, value) => instance.setStateKey(key, value),
          }
        : { state, readOnly: true, resolveUrl, dispatch() {}, setStateKey() {} },
    [instance, state, resolveUrl],
  );
  return (
    <ContentKitContext.Provider value={runtime}>
      <TreeBoundary resetKey={tree}>
        <ContentKitNode node={tree} />
      </TreeBoundary>
    </ContentKitContext.Provider>
  );
}
