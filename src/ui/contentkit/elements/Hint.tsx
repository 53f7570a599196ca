import type { HintElement } from '../../../core/contentkit/elements';
import { Icon } from '../icons';
import { ContentKitChildren } from '../Node';

const ICONS = { info: 'info', warning: 'warning', danger: 'warning', success: 'check' } as const;

/** `hint`: a callout, styled info, warning, danger or success. */
export function Hint({ element }: { element: HintElement }) {
  const style = element.style ?? 'info';
  return (
    <div className={`ck-hint ck-hint--${style}`}>
      <Icon name={ICONS[style]} size={16} />
      <div className="ck-hint__body">
        <ContentKitChildren of={element.children} />
      </div>
    </div>
  );
}
