import { type ReactNode, useId } from 'react';
import { NativeDialog } from '../kit/Dialog';

/** The workspace menu's dialogs: a heading with a Close button above the content. */
export function Modal({ title, onClose, children, wide }: { title: string; onClose: () => void; children: ReactNode; wide?: boolean }) {
  const titleId = useId();
  return (
    <NativeDialog
      labelledBy={titleId}
      onClose={onClose}
      closeOnBackdrop={false}
      className={wide ? 'ws-modal ws-modal--wide' : 'ws-modal'}
    >
      <div className="ws-modal__body">
        <header className="ws-modal__header">
          <h2 id={titleId}>{title}</h2>
          <button type="button" className="btn btn--ghost btn--small" onClick={onClose} aria-label="Close">
            ✕
          </button>
        </header>
        {children}
      </div>
    </NativeDialog>
  );
}
