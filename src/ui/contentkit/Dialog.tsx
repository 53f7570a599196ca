import type { ReactNode } from 'react';
import { NativeDialog } from '../kit/Dialog';

/** A dialog styled as the editor's block dialogs, named by its title. */
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
  return (
    <NativeDialog
      title={title}
      labelledBy={labelledBy}
      onClose={onClose}
      className={`ck-dialog ${className}`}
      titleClassName="ck-dialog__title"
    >
      {children}
    </NativeDialog>
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
