import { type ReactNode, useState } from 'react';
import type { ButtonConfirm } from '../../core/contentkit/elements';
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

/**
 * An element's `confirm`: `ask(confirm, run)` runs at once without one, else after the user confirms in a dialog
 * (`dialog` is where it shows). As on the platform, a danger style colours the confirming button.
 */
export function useConfirm(): { ask(confirm: ButtonConfirm | undefined, run: () => void, danger?: boolean): void; dialog: ReactNode } {
  const [pending, setPending] = useState<{ confirm: ButtonConfirm; run: () => void; danger: boolean } | undefined>(undefined);
  return {
    ask(confirm, run, danger = false) {
      if (confirm) setPending({ confirm, run, danger });
      else run();
    },
    dialog: pending && (
      <ConfirmDialog
        title={pending.confirm.title}
        text={pending.confirm.text}
        confirmLabel={pending.confirm.confirm}
        danger={pending.confirm.style === 'danger' || pending.danger}
        onAnswer={(confirmed) => {
          setPending(undefined);
          if (confirmed) pending.run();
        }}
      />
    ),
  };
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
