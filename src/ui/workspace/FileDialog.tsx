import { type FormEvent, useId, useLayoutEffect, useRef, useState } from 'react';
import { Modal } from './Modal';

/** The name prompt for a new or renamed file: says what is wrong with the name as the user types, once they tried. */
export function FileDialog({
  title,
  submitLabel,
  initial,
  check,
  onSubmit,
  onClose,
}: {
  title: string;
  submitLabel: string;
  initial: string;
  /** Why the typed path cannot be used, or undefined when it can. */
  check: (path: string) => string | undefined;
  onSubmit: (path: string) => void;
  onClose: () => void;
}) {
  const [value, setValue] = useState(initial);
  const [tried, setTried] = useState(false);
  const inputId = useId();
  const errorId = useId();
  const error = tried ? check(value) : undefined;
  const inputRef = useRef<HTMLInputElement>(null);

  // Once, on open: the name selected without its extension, as file managers do, so typing replaces just the name.
  // Set before the dialog's own showModal() (a parent effect, after this one), whose focusing steps focus the element
  // marked autofocus and keep its selection: nothing runs later that could move a selection the user already made.
  useLayoutEffect(() => {
    const input = inputRef.current;
    if (!input) return;
    input.setAttribute('autofocus', '');
    const slash = input.value.lastIndexOf('/') + 1;
    const dot = input.value.indexOf('.', slash);
    input.setSelectionRange(slash, dot > slash ? dot : input.value.length);
  }, []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (!check(value)) onSubmit(value);
  };

  return (
    <Modal title={title} onClose={onClose}>
      <form className="file-dialog" onSubmit={submit} noValidate>
        <label htmlFor={inputId}>Path in the folder</label>
        <input
          id={inputId}
          className="file-dialog__input"
          value={value}
          onChange={(event) => setValue(event.currentTarget.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          spellCheck={false}
          autoComplete="off"
          ref={inputRef}
        />
        {error ? (
          <p id={errorId} className="file-dialog__error" role="alert">
            {error}
          </p>
        ) : (
          <p className="file-dialog__hint">Folders are made as needed: src/lib/format.ts.</p>
        )}
        <div className="file-dialog__actions">
          <button type="button" className="btn btn--small" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className="btn btn--primary btn--small">
            {submitLabel}
          </button>
        </div>
      </form>
    </Modal>
  );
}
