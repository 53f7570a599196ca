import { useContext } from 'react';
import type { ModalElement } from '../../../core/contentkit/elements';
import { ModalFrameContext } from '../context';
import { ContentKitChildren, ContentKitNode } from '../Node';

/**
 * `modal`: a modal's content; its `subtitle` is text or inline elements (text, links, images), drawn in a row. The host opens it (`@ui.modal.open`) inside a dialog and names the dialog after
 * this title; rendered anywhere else it shows as a framed panel.
 */
export function Modal({ element }: { element: ModalElement }) {
  const frame = useContext(ModalFrameContext);
  return (
    <div className={`ck-modal ck-modal--${element.size ?? 'medium'}${frame ? '' : ' ck-modal--inline'}`}>
      {(element.title || element.subtitle) && (
        <header className="ck-modal__header">
          {element.title && (
            <h2 className="ck-modal__title" id={frame?.titleId}>
              {element.title}
            </h2>
          )}
          {element.subtitle !== undefined && element.subtitle !== null && (
            <div className="ck-modal__subtitle">
              <ContentKitChildren of={element.subtitle} />
            </div>
          )}
        </header>
      )}
      <div className="ck-modal__body">
        <ContentKitChildren of={element.children} />
      </div>
      {element.submit && (
        <footer className="ck-modal__footer">
          <ContentKitNode node={{ style: 'primary', ...element.submit }} />
        </footer>
      )}
    </div>
  );
}
