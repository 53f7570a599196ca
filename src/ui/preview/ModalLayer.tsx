import { useId } from 'react';
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
}

function titleOf(tree: unknown): string | undefined {
  if (typeof tree !== 'object' || tree === null) return undefined;
  const { type, title } = tree as { type?: unknown; title?: unknown };
  return type === 'modal' && typeof title === 'string' && title ? title : undefined;
}

/**
 * One open modal: the named component rendered with the given props in a dialog. `@ui.modal.close` closes it
 * and hands the whole close action (`returnValue` and any other field) to the opener's `action`; Escape closes
 * it without a value.
 */
export function ModalView({ entry, onClose }: { entry: ModalEntry; onClose: (close?: ContentKitAction) => void }) {
  const titleId = useId();
  const { instance, snapshot } = useInstance(entry.componentId, entry.props, {
    closeModal: (action) => onClose(action),
    context: entry.opener.context,
  });
  const title = titleOf(snapshot.tree);
  return (
    <Dialog
      onClose={() => onClose()}
      className={`pv-modal pv-modal--${(snapshot.tree as { size?: string } | undefined)?.size ?? 'medium'}`}
      title={title ? undefined : entry.componentId}
      labelledBy={title ? titleId : undefined}
    >
      <button type="button" className="pv-modal__close btn btn--ghost btn--small" aria-label="Close" onClick={() => onClose()}>
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
