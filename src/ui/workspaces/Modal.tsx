import { type ReactNode, useEffect, useId, useRef } from 'react';

/** A native modal dialog (focus trap, Escape and the backdrop come from the browser), named by its title. */
export function Modal({ title, onClose, children, wide }: { title: string; onClose: () => void; children: ReactNode; wide?: boolean }) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => dialog?.close();
  }, []);
  return (
    <dialog
      ref={ref}
      className={wide ? 'ws-modal ws-modal--wide' : 'ws-modal'}
      aria-labelledby={titleId}
      onClose={onClose}
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
    </dialog>
  );
}
