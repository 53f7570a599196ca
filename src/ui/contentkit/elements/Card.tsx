import type { CardElement } from '../../../core/contentkit/elements';
import { useContentKit } from '../context';
import { hasIcon, Icon } from '../icons';
import { ContentKitChildren, ContentKitNode } from '../Node';

/** `card`: a titled tile; pressable when it has `onPress`, with its own buttons. */
export function Card({ element }: { element: CardElement }) {
  const { dispatch, readOnly } = useContentKit();
  const { onPress } = element;
  const icon =
    typeof element.icon === 'string' ? (
      hasIcon(element.icon) ? (
        <Icon name={element.icon} size={18} />
      ) : null
    ) : element.icon ? (
      <ContentKitNode node={element.icon} />
    ) : null;
  const header = (
    <div className="ck-card__header">
      {icon && <span className="ck-card__icon">{icon}</span>}
      <span className="ck-card__heading">
        {element.title && <span className="ck-card__title">{element.title}</span>}
        {element.hint !== undefined && (
          <span className="ck-card__hint">
            <ContentKitChildren of={element.hint} />
          </span>
        )}
      </span>
    </div>
  );
  return (
    <div className={`ck-card${onPress ? ' ck-card--pressable' : ''}`}>
      <div className="ck-card__row">
        {onPress ? (
          <button type="button" className="ck-card__press" disabled={readOnly} onClick={() => dispatch(onPress)}>
            {header}
          </button>
        ) : (
          header
        )}
        {element.buttons && element.buttons.length > 0 && (
          <span className="ck-card__buttons">
            {element.buttons.map((button, index) => (
              <ContentKitNode key={index} node={button} />
            ))}
          </span>
        )}
      </div>
      {element.children !== undefined && (
        <div className="ck-card__body">
          <ContentKitChildren of={element.children} />
        </div>
      )}
    </div>
  );
}
