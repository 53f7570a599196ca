import { useContext } from 'react';
import type { CheckboxElement } from '../../../core/contentkit/elements';
import { FieldContext, useContentKit } from '../context';
import { useConfirm } from '../Dialog';

/**
 * `checkbox`: bound to a state key. With a `value`, checkboxes sharing a key build a list of the checked values;
 * without one the key holds true or false. `confirm` asks before it changes; `disabled` disables it.
 */
export function Checkbox({ element }: { element: CheckboxElement }) {
  const { state, setStateKey, dispatch, readOnly } = useContentKit();
  const field = useContext(FieldContext);
  const confirmation = useConfirm();
  const current = state[element.state] ?? element.initialValue;
  const checked =
    element.value === undefined ? Boolean(current) : Array.isArray(current) ? current.includes(element.value) : current === element.value;
  const toggle = (on: boolean) => {
    let next: unknown = on;
    if (element.value !== undefined) {
      const list = Array.isArray(current) ? current.filter((v) => v !== element.value) : [];
      next = on ? [...list, element.value] : list;
    }
    setStateKey(element.state, next);
    if (element.onValueChange) dispatch({ ...element.onValueChange, value: next });
  };
  return (
    <>
      <label className="ck-check">
        <input
          type="checkbox"
          id={element.label ? undefined : field?.id}
          aria-describedby={field?.hintId}
          checked={checked}
          disabled={readOnly || element.disabled === true}
          onChange={(event) => {
            const on = event.target.checked;
            confirmation.ask(element.confirm, () => toggle(on));
          }}
        />
        <span>{element.label ?? (field ? '' : element.state)}</span>
      </label>
      {confirmation.dialog}
    </>
  );
}
