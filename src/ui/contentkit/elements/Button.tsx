import type { ButtonElement } from '../../../core/contentkit/elements';
import { useContentKit } from '../context';
import { useConfirm } from '../Dialog';
import { hasIcon, Icon } from '../icons';

/** The accessible name of an icon-only button: its tooltip, else its icon's name in words (`arrow-up` → "arrow up"). */
export function iconButtonName(element: Pick<ButtonElement, 'label' | 'tooltip' | 'icon'>): string | undefined {
  if (element.label) return undefined;
  return element.tooltip || element.icon?.replace(/[-_]+/g, ' ');
}

/**
 * `button`: dispatches `onPress`, after a confirmation when `confirm` is set. An icon-only button is named by its
 * tooltip; `trailingIcon` follows the label.
 */
export function Button({ element }: { element: ButtonElement }) {
  const { dispatch, readOnly } = useContentKit();
  const confirmation = useConfirm();
  const style = element.style ?? 'secondary';
  const iconOnly = !element.label && element.icon !== undefined;
  return (
    <>
      <button
        type="button"
        className={`ck-btn ck-btn--${style}${iconOnly ? ' ck-btn--icon' : ''}`}
        title={element.tooltip}
        aria-label={iconButtonName(element)}
        disabled={element.disabled || readOnly}
        onClick={() => confirmation.ask(element.confirm, () => dispatch(element.onPress), style === 'danger')}
      >
        {element.icon && (hasIcon(element.icon) ? <Icon name={element.icon} /> : iconOnly && <span aria-hidden="true">{element.icon}</span>)}
        {element.label}
        {element.trailingIcon && <Icon name={element.trailingIcon} />}
      </button>
      {confirmation.dialog}
    </>
  );
}
