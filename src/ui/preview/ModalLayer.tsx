import { useEffect, useId } from 'react';
import type { ContentKitAction } from '../../core/contentkit/elements';
import { ModalFrameContext } from '../contentkit/context';
import { Dialog } from '../contentkit/Dialog';
import type { ComponentInstance } from './instance';
import { ProblemBox } from './ProblemBox';
import { RenderedTree } from './RenderedTree';
import { useInstance } from './useInstance';

/** A modal a block opened with `@ui.modal.open`. */
export interface ModalEntry {
  key: string;
  componentId: string;
  props: Record<string, unknown>;
  opener: ComponentInstance;
  /** The `@ui.modal.open` action: the modal's first request carries it. */
  opening?: ContentKitAction;
}

function modalOf(tree: unknown): { title?: string; size?: string; returnValue?: unknown } | undefined {
  if (typeof tree !== 'object' || tree === null || (tree as { type?: unknown }).type !== 'modal') return undefined;
  return tree as { title?: string; size?: string; returnValue?: unknown };
}

/**
 * One open modal: the named component rendered with the given props in a dialog. `@ui.modal.close` closes it and
 * hands the whole close action (`returnValue` and any other field) to the opener's `action`. Closing it as a user
 * does (✕, Escape) is the platform's close button: `@ui.modal.close` with the modal element's `returnValue` (or
 * `{}`), dispatched by the modal, so the opener gets it too.
 */
export function ModalView({ entry, onClose }: { entry: ModalEntry; onClose: (close?: ContentKitAction) => void }) {
  const titleId = useId();
  const { instance, snapshot } = useInstance(entry.componentId, entry.props, {
    closeModal: (action) => onClose(action),
    context: entry.opener.context,
    openedWith: entry.opening,
  });
  const modal = modalOf(snapshot.tree);
  const title = typeof modal?.title === 'string' && modal.title ? modal.title : undefined;
  const dismiss = () => {
    if (!instance || snapshot.status !== 'ready') return onClose();
    void instance.dispatch({ action: '@ui.modal.close', returnValue: modal?.returnValue ?? {} });
  };
  // An opening action that completed the flow draws nothing: as on the platform, the modal does not open.
  const completedAtOnce = snapshot.completed === true && snapshot.tree === undefined;
  useEffect(() => {
    if (completedAtOnce) onClose();
  }, [completedAtOnce, onClose]);
  return (
    <Dialog
      onClose={dismiss}
      className={`pv-modal pv-modal--${modal?.size ?? 'medium'}`}
      title={title ? undefined : entry.componentId}
      labelledBy={title ? titleId : undefined}
    >
      <button type="button" className="pv-modal__close btn btn--ghost btn--small" aria-label="Close" onClick={dismiss}>
        ✕
      </button>
      <ModalFrameContext.Provider value={{ titleId }}>
        {snapshot.problem ? (
          <ProblemBox problem={snapshot.problem} componentId={entry.componentId} />
        ) : snapshot.status === 'starting' ? (
          <p className="pv-muted">Rendering…</p>
        ) : (
          <RenderedTree tree={snapshot.tree} state={snapshot.state} instance={instance} />
        )}
      </ModalFrameContext.Provider>
      {snapshot.notice && (
        <p className="pv-notice" role="alert">
          {snapshot.notice}
        </p>
      )}
    </Dialog>
  );
}
