import { Fragment } from 'react';
import type { BlockControl, BlockElement } from '../../../core/contentkit/elements';
import { useContentKit } from '../context';
import { useConfirm } from '../Dialog';
import { Icon } from '../icons';
import { ContentKitChildren } from '../Node';

/** `block`: the component's frame in the document, with optional toolbar controls (a nested list is a group). */
export function Block({ element }: { element: BlockElement }) {
  const { dispatch, readOnly } = useContentKit();
  const confirmation = useConfirm();
  const groups: BlockControl[][] = (element.controls ?? []).map((entry) => (Array.isArray(entry) ? entry : [entry]));
  return (
    <div className="ck-block">
      {groups.length > 0 && (
        <div className="ck-block__controls" role="toolbar" aria-label="Block controls">
          {groups.map((group, groupIndex) => (
            <Fragment key={groupIndex}>
              {groupIndex > 0 && <span className="ck-block__separator" aria-hidden="true" />}
              {group.map((control, index) => (
                <button
                  key={index}
                  type="button"
                  className="ck-btn ck-btn--ghost ck-btn--small"
                  disabled={readOnly}
                  onClick={() => confirmation.ask(control.confirm, () => dispatch(control.onPress))}
                >
                  {control.icon && <Icon name={control.icon} />}
                  {control.label}
                </button>
              ))}
            </Fragment>
          ))}
        </div>
      )}
      <div className="ck-block__body">
        <ContentKitChildren of={element.children} />
      </div>
      {confirmation.dialog}
    </div>
  );
}
