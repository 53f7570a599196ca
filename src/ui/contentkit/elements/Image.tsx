import type { ImageElement } from '../../../core/contentkit/elements';
import { isSafeHref } from '../../../core/contentkit/urls';
import { isLoopback } from '../../../sandbox/fetch-policy';
import { usePageLoad } from '../../network/pageLoad';
import { ErrorBox } from '../ErrorBox';

/**
 * `image`: a picture from `source.url`, boxed to `aspectRatio` so the block does not jump while it loads. Each load
 * is a Network entry (the page fetches it, not the script).
 */
/** Whether an image URL aims at another service on this machine (the app's own origin is fine). */
function onThisMachine(url: string): boolean {
  try {
    const parsed = new URL(url, globalThis.location?.href);
    return parsed.origin !== globalThis.location?.origin && isLoopback(parsed);
  } catch {
    return false;
  }
}

export function Image({ element }: { element: ImageElement }) {
  const local = onThisMachine(element.source.url);
  const safe = isSafeHref(element.source.url) && !local;
  const logged = usePageLoad('image', element.source.url, safe);
  if (local) {
    return (
      <ErrorBox
        title="Cannot render <image>"
        messages={[`\`source.url\` ${element.source.url} is on this machine: the page does not load images from local services for the script (use the integration's public endpoint or a public URL)`]}
      />
    );
  }
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
