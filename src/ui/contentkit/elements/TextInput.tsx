import { useContext } from 'react';
import type { TextInputElement } from '../../../core/contentkit/elements';
import { FieldContext, useContentKit } from '../context';

/**
 * `textinput`: text bound to a state key; `onValueChange` is dispatched when the user commits (blur or Enter).
 * `inputType` makes it a password field (masked) or an email field; `disabled` disables it for assistive technology too.
 */
export function TextInput({ element }: { element: TextInputElement }) {
  const { state, setStateKey, dispatch, readOnly } = useContentKit();
  const field = useContext(FieldContext);
  const current = state[element.state];
  const value = typeof current === 'string' ? current : current === undefined ? (element.initialValue ?? '') : String(current);
  const commit = (next: string) => {
    if (element.onValueChange) dispatch({ ...element.onValueChange, value: next });
  };
  const shared = {
    id: field?.id,
    'aria-describedby': field?.hintId,
    'aria-label': field ? undefined : element.placeholder ?? element.state,
    className: 'input ck-input',
    placeholder: element.placeholder,
    readOnly,
    disabled: element.disabled === true,
    value,
  };
  return element.multiline ? (
    <textarea {...shared} rows={3} onChange={(event) => setStateKey(element.state, event.target.value)} onBlur={(event) => commit(event.target.value)} />
  ) : (
    <input
      {...shared}
      type={element.inputType ?? 'text'}
      // A password field is not the user's own account: no saved passwords offered or kept.
      autoComplete={element.inputType === 'password' ? 'off' : undefined}
      onChange={(event) => setStateKey(element.state, event.target.value)}
      onBlur={(event) => commit(event.target.value)}
      onKeyDown={(event) => {
        if (event.key === 'Enter') commit(event.currentTarget.value);
      }}
    />
  );
}
