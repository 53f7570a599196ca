import { useSyncExternalStore } from 'react';
import { manifestValueOf, type ParsedManifest, parseManifestText } from '../../core/manifest/parse';

/**
 * The manifest parsed once per text for the whole page: the Preview, Installation, Listing and the runtime all
 * read the same text after each keystroke, and a 3,000-line manifest costs tens of milliseconds to parse.
 * Results are shared: treat them as read-only.
 */
const recent = new Map<string, ParsedManifest>();
const KEEP = 2;

export function parsedManifest(text: string): ParsedManifest {
  let parsed = recent.get(text);
  if (!parsed) {
    parsed = parseManifestText(text);
    recent.set(text, parsed);
    if (recent.size > KEEP) recent.delete(recent.keys().next().value as string);
  }
  return parsed;
}

/**
 * The value the validation worker read from the active workspace's manifest (issue 38). The worker parses every
 * keystroke's text anyway; the page takes its value instead of parsing the same text again on the main thread, where
 * a 3,000-line manifest cost ~10 ms of every keystroke. While the user types, the newest text is one validation ahead:
 * the panels show the value of the text as the worker last read it (tens of milliseconds behind) and draw again when
 * its answer arrives (`subscribeManifestValues`, `useManifestValue`).
 */
interface Settled {
  workspaceId: string;
  text: string;
  value: unknown;
}
let settled: Settled | undefined;
let activeManifest: (() => { id: string; manifest: string }) | undefined;
const listeners = new Set<() => void>();

/** Tells this module which text is the one being typed (the workspace store registers itself, once). */
export function setActiveManifestSource(source: () => { id: string; manifest: string }) {
  activeManifest = source;
}

/** The worker's answer for `text` of workspace `workspaceId`; `undefined` forgets it (the worker failed). */
export function settleManifestValue(next: Settled | undefined) {
  if (next && settled && next.workspaceId === settled.workspaceId && next.text === settled.text) return;
  settled = next;
  for (const listener of listeners) listener();
}

/** Called whenever the worker has read a newer text: whatever derives from the manifest's value may have changed. */
export function subscribeManifestValues(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The manifest's value, or undefined while the YAML is broken (what `parseManifest` answers, shared). */
export function manifestValue(text: string): unknown {
  if (settled && text === settled.text) return settled.value;
  const active = activeManifest?.();
  if (settled && active && text === active.manifest && active.id === settled.workspaceId) return settled.value;
  return manifestValueOf(parsedManifest(text));
}

/** `manifestValue(text)` for a component: it draws again when the worker's reading of the text being typed arrives. */
export function useManifestValue(text: string): unknown {
  const read = () => manifestValue(text);
  return useSyncExternalStore(subscribeManifestValues, read, read);
}
