import type { TreeRow } from './tree';

/** What a key pressed on the tree's current row asks for (WAI-ARIA tree pattern, plus F2 and Delete). */
export type TreeKeyAction =
  | { type: 'focus'; path: string }
  | { type: 'expand' | 'collapse' | 'open' | 'rename' | 'delete'; path: string }
  | { type: 'none' }
  | undefined;

/**
 * The action for `key` on `current` among the visible `rows`; undefined when the tree does not handle the key
 * (it then keeps its default). `query` is the type-ahead text so far, this key included, for a printable key;
 * `changeable` says whether the row may be renamed or deleted.
 */
export function treeKeyAction(
  key: string,
  rows: TreeRow[],
  current: TreeRow,
  options: { query?: string; changeable: boolean },
): TreeKeyAction {
  const index = rows.indexOf(current);
  const focus = (row: TreeRow | undefined): TreeKeyAction => (row ? { type: 'focus', path: row.path } : { type: 'none' });
  const folder = current.kind === 'folder';
  switch (key) {
    case 'ArrowDown':
      return focus(rows[Math.min(index + 1, rows.length - 1)]);
    case 'ArrowUp':
      return focus(rows[Math.max(index - 1, 0)]);
    case 'Home':
      return focus(rows[0]);
    case 'End':
      return focus(rows[rows.length - 1]);
    case 'ArrowRight':
      if (folder && !current.expanded) return { type: 'expand', path: current.path };
      return folder ? focus(rows[index + 1]) : { type: 'none' };
    case 'ArrowLeft':
      if (folder && current.expanded) return { type: 'collapse', path: current.path };
      return focus(rows.find((r) => r.path === current.parent));
    case 'Enter':
    case ' ':
      return { type: 'open', path: current.path };
    case 'F2':
      return options.changeable ? { type: 'rename', path: current.path } : undefined;
    case 'Delete':
      return options.changeable ? { type: 'delete', path: current.path } : undefined;
  }
  if (!options.query) return undefined;
  // A first letter looks from the next row on (pressing it again cycles); a longer prefix may match the current row.
  const start = options.query.length === 1 ? index + 1 : index;
  const order = [...rows.slice(start), ...rows.slice(0, start)];
  return focus(order.find((r) => r.name.toLowerCase().startsWith(options.query!)));
}
