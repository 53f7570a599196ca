import type { DividerElement } from '../../../core/contentkit/elements';

/** `divider`: a separator; `size` sets the space around it. */
export function Divider({ element }: { element: DividerElement }) {
  return <hr className={`ck-divider ck-divider--${element.size ?? 'medium'} ck-divider--${element.style ?? 'default'}`} />;
}
