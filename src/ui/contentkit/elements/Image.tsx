import type { ImageElement } from '../../../core/contentkit/elements';
import { isSafeHref } from '../../../core/contentkit/urls';
import { usePageLoad } from '../../network/pageLoad';
import { ErrorBox } from '../ErrorBox';

/**
 * `image`: a picture from `source.url`, boxed to `aspectRatio` so the block does not jump while it loads. Each load
 * is a Network entry (the page fetches it, not the script).
 */
export function Image({ element }: { element: ImageElement }) {
  const safe = isSafeHref(element.source.url);
  const logged = usePageLoad('image', element.source.url, safe);
  if (!safe) {
    return <ErrorBox title="Cannot render <image>" messages={[`\`source.url\` must be an http(s) or relative URL, got "${element.source.url}"`]} />;
  }
  return (
    <img
      className="ck-image"
      src={element.source.url}
      alt={element.alt ?? ''}
      style={{ aspectRatio: String(element.aspectRatio) }}
      loading="lazy"
      {...logged}
    />
  );
}
