import type { BlockElement } from '../../../core/contentkit/elements';
import { useContentKit } from '../context';
import { Icon } from '../icons';
import { ContentKitChildren } from '../Node';

/** `block`: the component's frame in the document, with optional toolbar controls. */
export function Block({ element }: { element: BlockElement }) {
  const { dispatch, readOnly } = useContentKit();
  return (
    <div className="ck-block">
      {element.controls && element.controls.length > 0 && (
        <div className="ck-block__controls" role="toolbar" aria-label="Block controls">
          {element.controls.map((control, index) => (
            <button
              key={index}
              type="button"
              className="ck-btn ck-btn--ghost ck-btn--small"
              disabled={readOnly}
              onClick={() => dispatch(control.onPress)}
            >
              {control.icon && <Icon name={control.icon} />}
              {control.label}
            </button>
          ))}
        </div>
      )}
      <div className="ck-block__body">
        <ContentKitChildren of={element.children} />
      </div>
    </div>
  );
}
