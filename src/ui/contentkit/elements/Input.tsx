import { useId } from 'react';
import type { InputElement } from '../../../core/contentkit/elements';
import { FieldContext } from '../context';
import { ContentKitChildren, ContentKitNode } from '../Node';

/**
 * `input`: a labelled field around one control; the label and hint point at the control. A button as the
 * element (a "Subscribe" row) keeps its own name: the field label is a caption beside it, not its label.
 */
export function Input({ element }: { element: InputElement }) {
  const id = useId();
  const hintId = element.hint !== undefined ? `${id}-hint` : undefined;
  // Radios and checkboxes carry their own labels; the field label names the group.
  const grouped = element.element.type === 'radio' || element.element.type === 'checkbox' || element.element.type === 'switch';
  const isButton = element.element.type === 'button';
  return (
    <div className="ck-field">
      {isButton ? (
        <span className="ck-field__label">{element.label}</span>
      ) : (
        <label className="ck-field__label" htmlFor={id}>
          {element.label}
        </label>
      )}
      <FieldContext.Provider value={isButton ? undefined : { id, hintId }}>
        <div className={grouped || isButton ? 'ck-field__control ck-field__control--inline' : 'ck-field__control'}>
          <ContentKitNode node={element.element} />
        </div>
      </FieldContext.Provider>
      {hintId && (
        <p className="ck-field__hint" id={hintId}>
          <ContentKitChildren of={element.hint} />
        </p>
      )}
    </div>
  );
}
