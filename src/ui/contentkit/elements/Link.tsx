import type { LinkElement } from '../../../core/contentkit/elements';
import { childrenText } from '../../../core/contentkit/validate';
import { isSafeHref, urlString } from '../../../core/contentkit/urls';
import { ErrorBox } from '../ErrorBox';
import { useContentKit } from '../context';
import { ContentKitChildren } from '../Node';

/** `link`: opens `target.url` in a new tab (the integration's own endpoint in the page); unsafe schemes (`javascript:`) are refused in place. */
export function Link({ element }: { element: LinkElement }) {
  const { state, openInPage } = useContentKit();
  const href = urlString(element.target.url, state);
  if (!isSafeHref(href)) {
    return <ErrorBox title="Cannot render <link>" messages={[`\`target.url\` must be an http(s), mailto or relative URL, got "${href}"`]} />;
  }
  const hasChildren = childrenText(element.children) !== '' || Array.isArray(element.children);
  return (
    <a
      className="ck-link"
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      onClick={(event) => {
        if (openInPage?.(href)) event.preventDefault();
      }}
    >
      {hasChildren ? <ContentKitChildren of={element.children} /> : href}
    </a>
  );
}
