import type { StepElement } from '../../../core/contentkit/elements';
import { ContentKitChildren } from '../Node';

/** `step`: the content of one step (its stepper shows the title). */
export function Step({ element }: { element: StepElement }) {
  return (
    <div className="ck-step" data-step={element.id}>
      <ContentKitChildren of={element.children} />
    </div>
  );
}
