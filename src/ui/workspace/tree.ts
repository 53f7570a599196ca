import type { FileKind } from './files';

/** One visible row of the file tree (a flat list with levels, as WAI-ARIA's tree pattern allows). */
export interface TreeRow {
  /** The file's path, or the folder's path (`src`, `src/lib`). */
  path: string;
  name: string;
  kind: FileKind | 'folder';
  /** 1 for the folder's top level. */
  level: number;
  /** Position among its siblings (1-based) and how many there are: what a screen reader announces. */
  posinset: number;
  setsize: number;
  /** For folders: whether its children are shown. */
  expanded?: boolean;
  /** The folder that holds it, or undefined at the top. */
  parent?: string;
}

interface Node {
  name: string;
  path: string;
  kind: FileKind | 'folder';
  children: Map<string, Node>;
}

/**
 * One collator for every comparison: `localeCompare` with options builds a new one on each call (the file tree's first
 * render spent ~30 ms sorting a handful of names that way, before the editor could mount; docs/performance.md).
 * Made on first use, not at load.
 */
let names: Intl.Collator | undefined;

/** Folders first, then the manifest, then files by name (as editors sort them). */
function order(a: Node, b: Node): number {
  const rank = (n: Node) => (n.kind === 'folder' ? 0 : n.kind === 'manifest' ? 1 : 2);
  names ??= new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });
  return rank(a) - rank(b) || names.compare(a.name, b.name);
}

/** The rows to show for these files, with the collapsed folders' contents left out. */
export function treeRows(files: { path: string; kind: FileKind }[], collapsed: ReadonlySet<string>): TreeRow[] {
  const root: Node = { name: '', path: '', kind: 'folder', children: new Map() };
  for (const file of files) {
    const parts = file.path.split('/');
    let node = root;
    parts.forEach((part, i) => {
      const path = parts.slice(0, i + 1).join('/');
      const last = i === parts.length - 1;
      let child = node.children.get(part);
      if (!child) {
        child = { name: part, path, kind: last ? file.kind : 'folder', children: new Map() };
        node.children.set(part, child);
      }
      node = child;
    });
  }
  const rows: TreeRow[] = [];
  const walk = (node: Node, level: number) => {
    const children = [...node.children.values()].sort(order);
    children.forEach((child, i) => {
      const expanded = child.kind === 'folder' ? !collapsed.has(child.path) : undefined;
      rows.push({
        path: child.path,
        name: child.name,
        kind: child.kind,
        level,
        posinset: i + 1,
        setsize: children.length,
        expanded,
        parent: node.path || undefined,
      });
      if (expanded) walk(child, level + 1);
    });
  };
  walk(root, 1);
  return rows;
}

/** The Monaco language of a source file, by its extension. */
export function languageOf(path: string): string {
  const name = path.toLowerCase();
  if (/\.(tsx?|mts|cts)$/.test(name)) return 'typescript';
  if (/\.(jsx?|mjs|cjs)$/.test(name)) return 'javascript';
  if (name.endsWith('.json')) return 'json';
  if (/\.(md|markdown)$/.test(name)) return 'markdown';
  if (/\.ya?ml$/.test(name)) return 'yaml';
  if (name.endsWith('.css')) return 'css';
  if (name.endsWith('.html')) return 'html';
  return 'plaintext';
}
