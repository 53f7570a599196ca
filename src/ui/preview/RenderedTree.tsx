import { Component, memo, type ReactNode, useContext, useDeferredValue, useMemo } from 'react';
import { type CappedTree, capForDrawing, capMessage } from '../../core/contentkit/cap';
import { ContentKitContext, ContentKitNameScope, type ContentKitRuntime } from '../contentkit/context';
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

/** Trees above this many elements are drawn in a background render, so the page keeps answering meanwhile. */
const BACKGROUND_DRAW = 400;
const NOTHING_YET: CappedTree = { tree: undefined, total: 0, drawn: 0, tooDeep: false, depth: 0 };

/**
 * Draws a component's markup, wired to its instance (or inert, for a past render in the timeline). A tree past
 * the drawing limits is cut (core/contentkit/cap.ts) and says so above the block.
 */
export const RenderedTree = memo(function RenderedTree({
  tree,
  state,
  instance,
}: {
  tree: unknown;
  state: Record<string, unknown>;
  instance: ComponentInstance | undefined;
}) {
  const session = useContext(PreviewSessionContext);
  const resolveUrl = session?.resolveUrl;
  const openInPage = session?.openInPage;
  const runtime = useMemo<ContentKitRuntime>(
    () =>
      instance
        ? {
            state,
            readOnly: false,
            resolveUrl,
            openInPage,
            dispatch: (action) => void instance.dispatch(action),
            setStateKey: (key, value) => instance.setStateKey(key, value),
            warn: (message) => instance.warn(message),
          }
        : { state, readOnly: true, resolveUrl, dispatch() {}, setStateKey() {} },
    [instance, state, resolveUrl, openInPage],
  );
  const capped = useMemo(() => capForDrawing(tree), [tree]);
  // Only the markup is deferred: bound inputs read state from the context synchronously, so typing never lags.
  const shown = useDeferredValue(capped, capped.drawn > BACKGROUND_DRAW ? NOTHING_YET : capped);
  const message = capMessage(capped);
  return (
    <ContentKitContext.Provider value={runtime}>
      {message && (
        <p className="note note--warning pv-capped" role="status">
          {message}
        </p>
      )}
      {shown === NOTHING_YET ? (
        <p className="pv-muted" aria-live="polite">
          Drawing {capped.drawn.toLocaleString('en-US')} elements…
        </p>
      ) : (
        <div className={shown.drawn > BACKGROUND_DRAW ? 'pv-tree pv-tree--large' : 'pv-tree'}>
          <TreeBoundary resetKey={shown.tree}>
            <ContentKitNameScope>
              <ContentKitNode node={shown.tree} />
            </ContentKitNameScope>
          </TreeBoundary>
        </div>
      )}
    </ContentKitContext.Provider>
  );
});
