import type { LinkElement } from '../../../core/contentkit/elements';
import { childrenText } from '../../../core/contentkit/validate';
import { isSafeHref } from '../../../core/contentkit/urls';
import { ErrorBox } from '../ErrorBox';
import { ContentKitChildren } from '../Node';

/** `link`: opens `target.url` in a new tab; unsafe schemes (`javascript:`) are refused in place. */
export function Link({ element }: { element: LinkElement }) {
  if (!isSafeHref(element.target.url)) {
    return <ErrorBox title="Cannot render <link>" messages={[`\`target.url\` must be an http(s), mailto or relative URL, got "${element.target.url}"`]} />;
  }
  const hasChildren = childrenText(element.children) !== '' || Array.isArray(element.children);
  return (
    <a className="ck-link" href={element.target.url} target="_blank" rel="noopener noreferrer">
      {hasChildren ? <ContentKitChildren of={element.children} /> : element.target.url}
    </a>
  );
}
