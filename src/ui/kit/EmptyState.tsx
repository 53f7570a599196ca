import type { ReactNode } from 'react';

/** What a panel shows when it has nothing yet: a title and what to do next. */
export function EmptyState({ title, children, action }: { title: string; children: ReactNode; action?: ReactNode }) {
  return (
    <div className="empty-state">
      <p className="empty-state__title">{title}</p>
      <p className="empty-state__text">{children}</p>
      {action}
    </div>
  );
}
