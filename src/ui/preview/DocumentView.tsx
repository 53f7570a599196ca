import { type ClipboardEvent, type KeyboardEvent, useRef, useState } from 'react';
import { asUnfurlableUrl, blockForUrl } from '../../core/contentkit/unfurl';
import { takeNextInsertProps } from '../automation/insertProps';
import type { InsertOption, ManifestBlock } from './blocks';
import { ComponentNode } from './ComponentNode';
import { type DocNode, insertNode, moveNode, newNodeId, removeNode, updateNode } from './documentModel';
import { useDocument } from './documentStore';
import { isQuickInsertChord } from './keys';
import { QuickInsert } from './QuickInsert';
import { TextNode } from './TextNode';

function nodeFor(option: InsertOption, url?: string): DocNode {
  const id = newNodeId();
  switch (option.kind) {
    case 'block':
      return { id, kind: 'component', blockId: option.block.id, title: option.block.title, props: url ? { url } : (takeNextInsertProps() ?? {}) };
    case 'divider':
      return { id, kind: 'divider' };
    default:
      return { id, kind: option.kind, text: '' };
  }
}

/**
 * The documentation editor's page: a title and nodes; Control+/ inserts a block after the node with the caret.
 * Pasting a link that a block unfurls (`urlUnfurl`) inserts that block instead of the text.
 */
export function DocumentView({ workspaceId, blocks }: { workspaceId: string; blocks: ManifestBlock[] }) {
  const [doc, setDoc] = useDocument(workspaceId);
  const [cursorId, setCursorId] = useState<string | undefined>(undefined);
  const [focusId, setFocusId] = useState<string | undefined>(undefined);
  const [inserting, setInserting] = useState(false);
  const returnFocus = useRef<HTMLElement | null>(null);
  // Links to send as `@link.unfurl` once the block they inserted has rendered (not saved: a reload must not resend).
  const unfurlUrls = useRef(new Map<string, string>());

  const openInsert = () => {
    returnFocus.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setInserting(true);
  };
  const closeInsert = () => {
    setInserting(false);
    returnFocus.current?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (isQuickInsertChord(event)) {
      event.preventDefault();
      event.stopPropagation();
      openInsert();
    }
  };
  const cursorIndex = () => {
    const index = doc.nodes.findIndex((node) => node.id === cursorId);
    return index === -1 ? doc.nodes.length - 1 : index;
  };
  const insert = (option: InsertOption, url?: string) => {
    const node = nodeFor(option, url);
    if (url) unfurlUrls.current.set(node.id, url);
    setDoc((current) => insertNode(current, cursorIndex(), node));
    setInserting(false);
    setCursorId(node.id);
    // The new node takes the focus: a text node its caret, a block its first control once it has rendered.
    if (node.kind !== 'divider') setFocusId(node.id);
  };
  const onPaste = (event: ClipboardEvent<HTMLElement>) => {
    // Only a paste into the page's text nodes unfurls; the title and a block's inputs take pasted links as text.
    const target = event.target as HTMLElement;
    if (!target.closest('.pv-text')) return;
    const url = asUnfurlableUrl(event.clipboardData.getData('text/plain'));
    const block = url ? blockForUrl(blocks, url) : undefined;
    if (!url || !block) return;
    event.preventDefault();
    insert({ kind: 'block', block }, url);
  };
  const addParagraphAfter = (index: number) => {
    const node: DocNode = { id: newNodeId(), kind: 'paragraph', text: '' };
    setDoc((current) => insertNode(current, index, node));
    setCursorId(node.id);
    setFocusId(node.id);
  };

  return (
    // tabIndex -1: a click on the page, its title area, its breadcrumb or the space around it focuses the region
    // (browsers focus the nearest focusable ancestor), so its key handler hears Control+/ from there too.
    <section className="pv-doc" aria-label="Document" tabIndex={-1} onKeyDown={onKeyDown} onPaste={onPaste}>
      <article className="pv-page">
        <div className="pv-page__crumbs" aria-hidden="true">
          Docs <span>/</span> Guides <span>/</span> {doc.title || 'Untitled'}
        </div>
        <input
          className="pv-page__title"
          aria-label="Page title"
          value={doc.title}
          placeholder="Untitled"
          onChange={(event) => {
            const title = event.target.value;
            setDoc((current) => ({ ...current, title }));
          }}
        />
        {doc.nodes.map((node, index) => {
          const gutter = (
            <div className="pv-node__gutter">
              <button type="button" className="pv-gutter-btn" aria-label="Move up" disabled={index === 0} onClick={() => setDoc((d) => moveNode(d, node.id, -1))}>
                ↑
              </button>
              <button
                type="button"
                className="pv-gutter-btn"
                aria-label="Move down"
                disabled={index === doc.nodes.length - 1}
                onClick={() => setDoc((d) => moveNode(d, node.id, 1))}
              >
                ↓
              </button>
              <button type="button" className="pv-gutter-btn" aria-label="Remove" onClick={() => setDoc((d) => removeNode(d, node.id))}>
                ✕
              </button>
            </div>
          );
          if (node.kind === 'component') {
            return (
              // data-kitbench-node: kitbench/playwright finds the block it inserted by it, wherever it moves.
              <div key={node.id} className={`pv-node${cursorId === node.id ? ' pv-node--cursor' : ''}`} data-kitbench-node={node.id}>
                <ComponentNode
                  blockId={node.blockId}
                  title={node.title}
                  props={node.props}
                  canMoveUp={index > 0}
                  canMoveDown={index < doc.nodes.length - 1}
                  onMove={(delta) => setDoc((d) => moveNode(d, node.id, delta))}
                  onRemove={() => setDoc((d) => removeNode(d, node.id))}
                  onFocus={() => setCursorId(node.id)}
                  persistProps={(props) => setDoc((d) => updateNode(d, node.id, { props }))}
                  takeFocus={focusId === node.id}
                  onFocusTaken={() => setFocusId(undefined)}
                  unfurlUrl={unfurlUrls.current.get(node.id)}
                />
              </div>
            );
          }
          if (node.kind === 'divider') {
            return (
              <div key={node.id} className="pv-node">
                {gutter}
                <hr className="pv-divider" />
              </div>
            );
          }
          return (
            <div key={node.id} className="pv-node">
              {gutter}
              <TextNode
                kind={node.kind}
                text={node.text}
                autoFocus={focusId === node.id}
                onText={(text) => setDoc((d) => updateNode(d, node.id, { text }))}
                onFocus={() => setCursorId(node.id)}
                onEnter={() => addParagraphAfter(index)}
                onRemoveEmpty={() => {
                  const previous = doc.nodes[index - 1];
                  setDoc((d) => removeNode(d, node.id));
                  if (previous) {
                    setCursorId(previous.id);
                    setFocusId(previous.id);
                  }
                }}
              />
            </div>
          );
        })}
        <div className="pv-page__insert">
          <button
            type="button"
            className="btn btn--ghost btn--small"
            onClick={() => {
              setCursorId(doc.nodes.at(-1)?.id);
              openInsert();
            }}
          >
            + Insert block
          </button>
          <span className="pv-muted">
            or press <kbd>Ctrl</kbd> <kbd>/</kbd> in the page
          </span>
        </div>
      </article>
      {inserting && <QuickInsert blocks={blocks} onChoose={insert} onClose={closeInsert} />}
    </section>
  );
}
