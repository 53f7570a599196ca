import type { ImageElement } from '../../../core/contentkit/elements';
import { isSafeHref } from '../../../core/contentkit/urls';
import { ErrorBox } from '../ErrorBox';

/** `image`: a picture from `source.url`, boxed to `aspectRatio` so the block does not jump while it loads. */
export function Image({ element }: { element: ImageElement }) {
  if (!isSafeHref(element.source.url)) {
    return <ErrorBox title="Cannot render <image>" messages={[`\`source.url\` must be an http(s) or relative URL, got "${element.source.url}"`]} />;
  }
  return (
    <img
      className="ck-image"
      src={element.source.url}
      alt={element.alt ?? ''}
      style={{ aspectRatio: String(element.aspectRatio) }}
      loading="lazy"
    />
  );
}
