import { type ReactNode, useEffect, useId, useRef } from 'react';

interface NativeDialogProps {
  /** Shown as the dialog's heading and its accessible name. */
  title?: string;
  /** Names the dialog by an element inside the children instead of `title`. */
  labelledBy?: string;
  /** Escape, the backdrop (when allowed) and any close button call this; the dialog closes when it unmounts. */
  onClose: () => void;
  /** A click on the backdrop closes the dialog (default true). */
  closeOnBackdrop?: boolean;
  className?: string;
  titleClassName?: string;
  children: ReactNode;
}

/**
 * The one modal dialog of the app, on the native `<dialog>`: focus trap, Escape and an inert page come from the
 * browser. Mount it to open it; unmount it to close it: focus goes back to the element that had it when the dialog
 * opened (the button that opened it), when that element is still on the page.
 */
export function NativeDialog({
  title,
  labelledBy,
  onClose,
  closeOnBackdrop = true,
  className,
  titleClassName,
  children,
}: NativeDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    const opener = document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : null;
    if (dialog && !dialog.open) dialog.showModal();
    return () => {
      dialog?.close();
      // React removes the dialog before this runs, so the browser's own focus restoration cannot be relied on.
      if (opener?.isConnected) opener.focus();
    };
  }, []);
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard closes it with Escape (onCancel); the click is the backdrop
    <dialog
      ref={ref}
      className={className}
      aria-labelledby={labelledBy ?? titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        // A click on the backdrop lands on the dialog element itself.
        if (closeOnBackdrop && event.target === ref.current) onClose();
      }}
    >
      {title !== undefined && (
        <h2 id={titleId} className={titleClassName}>
          {title}
        </h2>
      )}
      {children}
    </dialog>
  );
}
