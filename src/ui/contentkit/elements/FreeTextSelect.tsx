import { useContext, useEffect, useId, useState } from 'react';
import type { SelectElement, SelectOption } from '../../../core/contentkit/elements';
import { selectLabel, selectValue } from '../../../core/contentkit/select';
import { FieldContext } from '../context';

/**
 * A `select` with `acceptInput`: a combobox (a text field with the options as suggestions) where a typed text that
 * is no option is a value of its own, as the platform's select lets its filter text be chosen. Picking a suggestion,
 * Enter or leaving the field chooses; with `multiple`, each choice is added to the list shown above the field.
 */
export function FreeTextSelect({
  element,
  options,
  current,
  disabled,
  onChange,
}: {
  element: SelectElement;
  options: SelectOption[];
  current: unknown;
  disabled: boolean;
  onChange(value: string | string[]): void;
}) {
  const field = useContext(FieldContext);
  const listId = useId();
  const chosen = element.multiple ? (Array.isArray(current) ? current.map(String) : []) : [];
  const shown = element.multiple || current === undefined || current === '' ? '' : selectLabel(current, options);
  const [text, setText] = useState(shown);
  // A value set elsewhere (an action's new state) replaces what the field shows.
  useEffect(() => setText(shown), [shown]);

  const choose = (input: string) => {
    const picked = selectValue(input, options, true);
    if (element.multiple) {
      if ('value' in picked && !chosen.includes(picked.value)) onChange([...chosen, picked.value]);
      setText('');
      return;
    }
    const value = 'value' in picked ? picked.value : '';
    if (value !== String(current ?? '')) onChange(value);
    setText(value === '' ? '' : selectLabel(value, options));
  };

  return (
    <div className="ck-combobox">
      {element.multiple && chosen.length > 0 && (
        <ul className="ck-combobox__chosen" aria-label={`Chosen ${field ? 'values' : (element.placeholder ?? element.state)}`}>
          {chosen.map((value) => (
            <li key={value} className="ck-combobox__chip">
              {selectLabel(value, options)}
              <button
                type="button"
                className="ck-combobox__remove"
                aria-label={`Remove ${selectLabel(value, options)}`}
                disabled={disabled}
                onClick={() => onChange(chosen.filter((item) => item !== value))}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      <input
        id={field?.id}
        aria-describedby={field?.hintId}
        aria-label={field ? undefined : element.placeholder ?? element.state}
        className="input ck-input"
        list={listId}
        autoComplete="off"
        placeholder={element.placeholder ?? 'Choose or type…'}
        disabled={disabled}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          // A suggestion picked from the list arrives as its exact label: choose it at once.
          if (options.some((option) => option.label === event.target.value)) choose(event.target.value);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            choose(event.currentTarget.value);
          }
        }}
        onBlur={(event) => {
          if (!element.multiple || event.target.value.trim()) choose(event.target.value);
        }}
      />
      <datalist id={listId}>
        {options.map((option) => (
          <option key={option.id} value={option.label} />
        ))}
      </datalist>
    </div>
  );
}
