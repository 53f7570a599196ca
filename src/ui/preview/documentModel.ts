/** One node of the document mockup: text the author types, or a live component block. */
export type DocNode =
  | { id: string; kind: 'paragraph' | 'heading' | 'hint'; text: string }
  | { id: string; kind: 'divider' }
  | { id: string; kind: 'component'; blockId: string; title: string; props: Record<string, unknown> };

/** The page of the documentation editor the preview plays. */
export interface DocumentModel {
  title: string;
  nodes: DocNode[];
}

let counter = 0;
/** A node id unique within this page load and across reloads (time-based prefix). */
export function newNodeId(): string {
  counter += 1;
  return `n${Date.now().toString(36)}${counter.toString(36)}`;
}

/** The page a new workspace starts with: something that reads like real docs, with room to insert. */
export function defaultDocument(): DocumentModel {
  return {
    title: 'Getting started',
    nodes: [
      {
        id: 'intro',
        kind: 'paragraph',
        text: 'This page plays the documentation editor. Click anywhere in the page and press Control+/ (⌘/ on macOS) to insert one of your integration’s blocks.',
      },
      { id: 'setup', kind: 'heading', text: 'Set up your workspace' },
      {
        id: 'body',
        kind: 'paragraph',
        text: 'Blocks render live from your script: press their buttons, open their modals, and watch each action in the block’s timeline.',
      },
    ],
  };
}

/** Inserts a node after the node at `afterIndex` (-1 puts it first). */
export function insertNode(doc: DocumentModel, afterIndex: number, node: DocNode): DocumentModel {
  const at = Math.min(Math.max(afterIndex + 1, 0), doc.nodes.length);
  return { ...doc, nodes: [...doc.nodes.slice(0, at), node, ...doc.nodes.slice(at)] };
}

/** Moves a node one place up (-1) or down (+1); no-op at the ends. */
export function moveNode(doc: DocumentModel, id: string, delta: -1 | 1): DocumentModel {
  const index = doc.nodes.findIndex((node) => node.id === id);
  const target = index + delta;
  if (index === -1 || target < 0 || target >= doc.nodes.length) return doc;
  const nodes = [...doc.nodes];
  [nodes[index], nodes[target]] = [nodes[target], nodes[index]];
  return { ...doc, nodes };
}

export function removeNode(doc: DocumentModel, id: string): DocumentModel {
  return { ...doc, nodes: doc.nodes.filter((node) => node.id !== id) };
}

export function updateNode(doc: DocumentModel, id: string, patch: Partial<Omit<DocNode, 'id' | 'kind'>>): DocumentModel {
  return { ...doc, nodes: doc.nodes.map((node) => (node.id === id ? ({ ...node, ...patch } as DocNode) : node)) };
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Reads a saved document, dropping anything malformed rather than failing the whole page. */
export function reviveDocument(value: unknown): DocumentModel | undefined {
  if (!isRecord(value) || !Array.isArray(value.nodes)) return undefined;
  const nodes: DocNode[] = [];
  for (const raw of value.nodes) {
    if (!isRecord(raw) || typeof raw.id !== 'string') continue;
    if ((raw.kind === 'paragraph' || raw.kind === 'heading' || raw.kind === 'hint') && typeof raw.text === 'string') {
      nodes.push({ id: raw.id, kind: raw.kind, text: raw.text });
    } else if (raw.kind === 'divider') {
      nodes.push({ id: raw.id, kind: 'divider' });
    } else if (raw.kind === 'component' && typeof raw.blockId === 'string') {
      nodes.push({
        id: raw.id,
        kind: 'component',
        blockId: raw.blockId,
        title: typeof raw.title === 'string' ? raw.title : raw.blockId,
        props: isRecord(raw.props) ? raw.props : {},
      });
    }
  }
  return { title: typeof value.title === 'string' ? value.title : 'Untitled', nodes };
}
