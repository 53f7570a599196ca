import { useContext } from 'react';
import type { RadioElement } from '../../../core/contentkit/elements';
import { FieldContext, useContentKit, useGroupName } from '../context';
import { useConfirm } from '../Dialog';

/** `radio`: one choice of the group that shares its `state` key; `confirm` asks before it is picked; `disabled`. */
export function Radio({ element }: { element: RadioElement }) {
  const { state, setStateKey, dispatch, readOnly } = useContentKit();
  const field = useContext(FieldContext);
  const confirmation = useConfirm();
  const name = useGroupName(element.state);
  const current = state[element.state] ?? element.initialValue;
  return (
    <>
      <label className="ck-check">
        <input
          type="radio"
          name={name}
          aria-describedby={field?.hintId}
          checked={current === element.value}
          disabled={readOnly || element.disabled === true}
          onChange={() =>
            confirmation.ask(element.confirm, () => {
              setStateKey(element.state, element.value);
              if (element.onValueChange) dispatch({ ...element.onValueChange, value: element.value });
            })
          }
        />
        <span>{element.label ?? String(element.value)}</span>
      </label>
      {confirmation.dialog}
    </>
  );
}
