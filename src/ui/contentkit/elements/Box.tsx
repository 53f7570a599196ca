import type { BoxElement } from '../../../core/contentkit/elements';
import { ContentKitChildren } from '../Node';

/** `box`: a plain container. */
export function Box({ element }: { element: BoxElement }) {
  return (
    <div className="ck-box" style={element.grow ? { flexGrow: element.grow } : undefined}>
      <ContentKitChildren of={element.children} />
    </div>
  );
}
