import { useContext } from 'react';
import type { SwitchElement } from '../../../core/contentkit/elements';
import { FieldContext, useContentKit } from '../context';
import { useConfirm } from '../Dialog';

/** `switch`: an on/off toggle bound to a state key; `confirm` asks first, `disabled` disables it. */
export function Switch({ element }: { element: SwitchElement }) {
  const { state, setStateKey, dispatch, readOnly } = useContentKit();
  const field = useContext(FieldContext);
  const confirmation = useConfirm();
  const on = Boolean(state[element.state] ?? element.initialValue ?? false);
  return (
    <>
      <button
        type="button"
        role="switch"
        id={field?.id}
        aria-describedby={field?.hintId}
        aria-label={field ? undefined : element.state}
        aria-checked={on}
        className={`ck-switch${on ? ' ck-switch--on' : ''}`}
        disabled={readOnly || element.disabled === true}
        onClick={() =>
          confirmation.ask(element.confirm, () => {
            setStateKey(element.state, !on);
            if (element.onValueChange) dispatch({ ...element.onValueChange, value: !on });
          })
        }
      >
        <span className="ck-switch__thumb" />
      </button>
      {confirmation.dialog}
    </>
  );
}
