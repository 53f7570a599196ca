import type { ReactNode } from 'react';

/** A scrollable code block that keyboard users can focus and scroll (axe: scrollable-region-focusable). */
export function ScrollCode({ children }: { children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard to be scrolled
    <pre className="wh-code wh-code--scroll" tabIndex={0}>
      {children}
    </pre>
  );
}
