import { useCallback, useSyncExternalStore } from 'react';
import { defaultDocument, type DocumentModel, reviveDocument } from './documentModel';

/** Where a workspace's document mockup is saved: one key per workspace, so switching keeps each page. */
export const documentKey = (workspaceId: string) => `kitbench:preview-document:v1:${workspaceId}`;

type Listener = () => void;
const cache = new Map<string, DocumentModel>();
const listeners = new Set<Listener>();

function load(workspaceId: string): DocumentModel {
  const cached = cache.get(workspaceId);
  if (cached) return cached;
  let doc: DocumentModel | undefined;
  try {
    const raw = globalThis.localStorage?.getItem(documentKey(workspaceId));
    if (raw) doc = reviveDocument(JSON.parse(raw));
  } catch {
    // A corrupt save starts a fresh page; the broken copy is overwritten only on the next edit.
  }
  doc ??= defaultDocument();
  cache.set(workspaceId, doc);
  return doc;
}

/** Why the last save failed (storage full), if it did. */
export let documentSaveError: string | undefined;

/** Replaces a workspace's document and saves it at once (documents are small). */
export function setDocument(workspaceId: string, update: (doc: DocumentModel) => DocumentModel) {
  const next = update(load(workspaceId));
  cache.set(workspaceId, next);
  try {
    globalThis.localStorage?.setItem(documentKey(workspaceId), JSON.stringify(next));
    documentSaveError = undefined;
  } catch (error) {
    documentSaveError = error instanceof Error ? error.message : String(error);
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: Listener) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The document of a workspace and a setter bound to it. */
export function useDocument(workspaceId: string): [DocumentModel, (update: (doc: DocumentModel) => DocumentModel) => void] {
  const doc = useSyncExternalStore(
    subscribe,
    () => load(workspaceId),
    () => load(workspaceId),
  );
  const set = useCallback((update: (doc: DocumentModel) => DocumentModel) => setDocument(workspaceId, update), [workspaceId]);
  return [doc, set];
}
