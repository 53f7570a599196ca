import type { HStackElement } from '../../../core/contentkit/elements';
import { ContentKitChildren } from '../Node';

/** `hstack`: children in a row (wrapping on narrow blocks). */
export function HStack({ element }: { element: HStackElement }) {
  return (
    <div className={`ck-stack ck-stack--h ck-align--${element.align ?? 'start'}`}>
      <ContentKitChildren of={element.children} />
    </div>
  );
}
