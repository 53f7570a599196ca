import { type ReactNode, useEffect, useId, useRef } from 'react';

/** A native modal dialog (focus trap, Escape, inert page for free), named by its title. */
export function Dialog({
  title,
  onClose,
  children,
  className = '',
  labelledBy,
}: {
  title?: string;
  onClose: () => void;
  children: ReactNode;
  className?: string;
  /** Use an element inside the children as the name instead of `title`. */
  labelledBy?: string;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => dialog?.close();
  }, []);
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard closes it with Escape (onCancel); the click is the backdrop
    <dialog
      ref={ref}
      className={`ck-dialog ${className}`}
      aria-labelledby={labelledBy ?? titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        // A click on the backdrop lands on the dialog element itself.
        if (event.target === ref.current) onClose();
      }}
    >
      {title !== undefined && (
        <h2 id={titleId} className="ck-dialog__title">
          {title}
        </h2>
      )}
      {children}
    </dialog>
  );
}

/** Asks the user before something happens (a button's `confirm`, opening a URL). */
export function ConfirmDialog({
  title,
  text,
  confirmLabel,
  danger,
  onAnswer,
}: {
  title: string;
  text?: ReactNode;
  confirmLabel: string;
  danger?: boolean;
  onAnswer: (confirmed: boolean) => void;
}) {
  return (
    <Dialog title={title} onClose={() => onAnswer(false)} className="ck-dialog--confirm">
      {text && <div className="ck-dialog__text">{text}</div>}
      <div className="ck-dialog__actions">
        <button type="button" className="btn" onClick={() => onAnswer(false)}>
          Cancel
        </button>
        <button type="button" className={`btn ${danger ? 'btn--danger' : 'btn--primary'}`} autoFocus onClick={() => onAnswer(true)}>
          {confirmLabel}
        </button>
      </div>
    </Dialog>
  );
}
