import type { VStackElement } from '../../../core/contentkit/elements';
import { ContentKitChildren } from '../Node';

/** `vstack`: children stacked vertically. */
export function VStack({ element }: { element: VStackElement }) {
  return (
    <div className={`ck-stack ck-stack--v ck-align--${element.align ?? 'start'}`}>
      <ContentKitChildren of={element.children} />
    </div>
  );
}
