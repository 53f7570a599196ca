import type { TextElement } from '../../../core/contentkit/elements';
import { ContentKitChildren } from '../Node';

/** `text`: inline text, plain or styled. */
export function Text({ element }: { element: TextElement }) {
  const content = <ContentKitChildren of={element.children} />;
  switch (element.style) {
    case 'bold':
      return <strong className="ck-text">{content}</strong>;
    case 'italic':
      return <em className="ck-text">{content}</em>;
    case 'strikethrough':
      return <s className="ck-text">{content}</s>;
    case 'code':
      return <code className="ck-text ck-text--code">{content}</code>;
    default:
      return <span className="ck-text">{content}</span>;
  }
}
