import { useState } from 'react';
import type { ButtonElement } from '../../../core/contentkit/elements';
import { useContentKit } from '../context';
import { ConfirmDialog } from '../Dialog';
import { Icon } from '../icons';

/** `button`: dispatches `onPress`, after a confirmation when `confirm` is set. */
export function Button({ element }: { element: ButtonElement }) {
  const { dispatch, readOnly } = useContentKit();
  const [confirming, setConfirming] = useState(false);
  const style = element.style ?? 'secondary';
  return (
    <>
      <button
        type="button"
        className={`ck-btn ck-btn--${style}`}
        title={element.tooltip}
        disabled={element.disabled || readOnly}
        onClick={() => (element.confirm ? setConfirming(true) : dispatch(element.onPress))}
      >
        {element.icon && <Icon name={element.icon} />}
        {element.label}
      </button>
      {confirming && element.confirm && (
        <ConfirmDialog
          title={element.confirm.title}
          text={element.confirm.text}
          confirmLabel={element.confirm.confirm}
          danger={element.confirm.style === 'danger' || style === 'danger'}
          onAnswer={(confirmed) => {
            setConfirming(false);
            if (confirmed) dispatch(element.onPress);
          }}
        />
      )}
    </>
  );
}
