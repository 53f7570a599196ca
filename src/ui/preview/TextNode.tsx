import { type KeyboardEvent, useEffect, useRef } from 'react';
import { Icon } from '../contentkit/icons';

const LABELS = { paragraph: 'Paragraph', heading: 'Heading', hint: 'Hint' } as const;

/** An editable text node of the document (uncontrolled contentEditable: the DOM owns the caret, we keep the text). */
export function TextNode({
  kind,
  text,
  autoFocus,
  onText,
  onFocus,
  onEnter,
  onRemoveEmpty,
}: {
  kind: 'paragraph' | 'heading' | 'hint';
  text: string;
  autoFocus: boolean;
  onText: (text: string) => void;
  onFocus: () => void;
  onEnter: () => void;
  onRemoveEmpty: () => void;
}) {
  const ref = useRef<HTMLDivElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the initial text is written once; later the DOM owns it
  useEffect(() => {
    if (ref.current) ref.current.textContent = text;
  }, []);
  useEffect(() => {
    if (autoFocus) ref.current?.focus();
  }, [autoFocus]);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Enter' && !event.shiftKey) {
      event.preventDefault();
      onEnter();
    } else if (event.key === 'Backspace' && (event.currentTarget.textContent ?? '') === '') {
      event.preventDefault();
      onRemoveEmpty();
    }
  };
  const editable = (
    // biome-ignore lint/a11y/useSemanticElements: a rich-text editor's block is a contentEditable, as real editors do
    <div
      ref={ref}
      role="textbox"
      aria-label={LABELS[kind]}
      aria-multiline="true"
      tabIndex={0}
      contentEditable="plaintext-only"
      suppressContentEditableWarning
      className={`pv-text pv-text--${kind}`}
      data-placeholder={kind === 'heading' ? 'Heading' : 'Type, or press Control+/ to insert a block'}
      onInput={(event) => onText(event.currentTarget.textContent ?? '')}
      onFocus={onFocus}
      onKeyDown={onKeyDown}
    />
  );
  if (kind !== 'hint') return editable;
  return (
    <div className="pv-hint">
      <Icon name="info" size={16} />
      {editable}
    </div>
  );
}
