import { manifestFileOf } from '../../core/workspace/manifest-file';
import { DEV_SUPERSEDED_HEADER, type FilesEvent } from '../../dev/protocol';
import { type Files, filesOf, pendingChanges } from './sync';

/**
 * How long after this tab sent a newer text a report of an older text it sent is taken for a late echo of that older
 * write (read on disk before the newer one landed), not for an edit made elsewhere. The server's watcher reports a
 * change within its debounce and one read; the margin is for a loaded machine. Limit: an edit made elsewhere within
 * this time that brings back exactly a text this tab wrote before is not taken (the page's newer text stays on disk).
 */
export const LATE_ECHO_MS = 5000;

/**
 * What the browser lets requests that outlive the page (`fetch` with `keepalive`) carry in all: 64 KiB of bodies at
 * once (the Fetch standard's keepalive quota). A text past what is left of it goes as an ordinary request, which the
 * browser may cancel as the page goes: that one edit may not reach the disk (the page's own storage still has it).
 */
export const KEEPALIVE_BUDGET_BYTES = 64 * 1024;

export interface WriteBackOptions {
  /** The workspace as the page has it now (undefined once it is gone). */
  workspace: () => Files | undefined;
  /** What the disk holds, as far as this page knows (the first snapshot's files). Kept up to date here. */
  synced: Map<string, string>;
  /**
   * PUT (`text`) or DELETE (`null`) one file; undefined when the server did not answer. `seq` numbers the write: it
   * rises with the moment its text was taken, so the server applies the newest text when writes arrive out of order
   * (src/dev/write-order.ts).
   */
  send: (path: string, text: string | null, keepalive: boolean, seq: number) => Promise<Response | undefined>;
  /** What the last round of writes could not save (empty when it saved everything). */
  report: (failures: string[]) => void;
  /** How long edits rest before they are written (each change restarts the wait). */
  delayMs: number;
  now?: () => number;
}

export interface WriteBack {
  /** The workspace's text changed here: a write is due after the delay. */
  changed(): void;
  /** Writes what differs from disk now (after the writes already under way); `keepalive` when the page is going. */
  flush(keepalive?: boolean): Promise<void>;
  /**
   * The page is going (pagehide, or hidden: a tab being closed is hidden first): every pending write and deletion
   * starts at once, each as a request that outlives the page (`keepalive`, within KEEPALIVE_BUDGET_BYTES), without
   * waiting for the delay or for a write under way (whose request the browser may cancel: it is sent again).
   */
  leave(): void;
  /**
   * Takes a report from disk (an event, or the snapshot after a reconnect) into the bookkeeping. Answers the paths
   * the page must not apply it to: an edit here not written yet, a write under way, or a late echo of an older write.
   */
  fromDisk(event: Pick<FilesEvent, 'changed' | 'deleted' | 'manifest'>): Set<string>;
}

/**
 * Writes the page's edits back to the folder so that, once typing stops, the disk holds what the editors show, whatever
 * the timing: an edit (an undo) made while a write is under way is written after it, a write never overtakes a newer
 * one (each is numbered; the server applies only a newer number: writes sent as the tab closes go at once, beside
 * one whose answer is still awaited), and a late report of an older text this tab wrote never takes the newer
 * text's place.
 */
export function createWriteBack(options: WriteBackOptions): WriteBack {
  const { workspace, synced, send, report, delayMs } = options;
  const now = options.now ?? Date.now;
  let timer: ReturnType<typeof setTimeout> | undefined;
  // Writes run one round at a time, in order: `queue` is the last round's end.
  let queue: Promise<void> = Promise.resolve();
  let rounds = 0;
  // The number of the last write taken (see WriteBackOptions.send).
  let seq = 0;
  // What is being sent now, by path (null: a deletion).
  const inFlight = new Map<string, string | null>();
  // The texts this tab sent per path, oldest first, with when each was sent: to tell a late echo (see LATE_ECHO_MS).
  const sent = new Map<string, { text: string; at: number }[]>();

  const arm = () => {
    clearTimeout(timer);
    timer = setTimeout(() => void flush(), delayMs);
  };

  const remember = (path: string, text: string) => {
    const at = now();
    const kept = (sent.get(path) ?? []).filter((entry, index, all) => at - (all[index + 1]?.at ?? at) < LATE_ECHO_MS && entry.text !== text);
    sent.set(path, [...kept, { text, at }]);
  };

  /** A report of `text` that this tab sent before a newer text it sent less than LATE_ECHO_MS ago. */
  const lateEcho = (path: string, text: string) => {
    const history = sent.get(path) ?? [];
    const index = history.findIndex((entry) => entry.text === text);
    return index >= 0 && index < history.length - 1 && now() - history[index + 1].at < LATE_ECHO_MS;
  };

  const round = async (keepalive: boolean) => {
    const current = workspace();
    if (!current) return;
    const { writes, deletes } = pendingChanges(current, synced);
    if (writes.size === 0 && deletes.length === 0) return;
    const failures: string[] = [];
    const failed = new Map<string, string | null>();
    // Numbered now, as the texts are taken: a write started later (leave()) carries a newer text and a higher number.
    const numbers = new Map<string, number>();
    for (const [path, text] of writes) {
      inFlight.set(path, text);
      numbers.set(path, ++seq);
    }
    for (const path of deletes) {
      inFlight.set(path, null);
      numbers.set(path, ++seq);
    }
    for (const [path, text] of writes) {
      remember(path, text);
      const response = await send(path, text, keepalive, numbers.get(path)!);
      inFlight.delete(path);
      if (superseded(response)) continue;
      if (response?.ok) synced.set(path, text);
      else {
        failed.set(path, text);
        failures.push(await failureOf(path, response));
      }
    }
    for (const path of deletes) {
      const response = await send(path, null, keepalive, numbers.get(path)!);
      inFlight.delete(path);
      if (superseded(response)) continue;
      if (response?.ok) synced.delete(path);
      else {
        failed.set(path, null);
        failures.push(await failureOf(path, response));
      }
    }
    report(failures);
    // Edited (or undone) while this round was under way: the page's newest text goes after it. A write that just
    // failed is not retried in a loop: it waits for the next edit or the reconnect.
    const after = workspace();
    if (!after) return;
    const again = pendingChanges(after, synced);
    const fresh = [...again.writes].some(([path, text]) => failed.get(path) !== text) || again.deletes.some((path) => failed.get(path) !== null);
    if (fresh) arm();
  };

  const flush = (keepalive = false): Promise<void> => {
    clearTimeout(timer);
    rounds++;
    const run = queue.then(() => round(keepalive)).finally(() => rounds--);
    queue = run.catch(() => undefined);
    return run;
  };

  const leave = () => {
    clearTimeout(timer);
    const current = workspace();
    if (!current) return;
    const { writes, deletes } = pendingChanges(current, synced);
    // A write under way whose text was since undone back to the disk's: the page's text goes after it.
    const files = filesOf(current);
    for (const [path, sending] of inFlight) {
      const text = files.get(path);
      if (text !== undefined && text !== sending) writes.set(path, text);
    }
    let budget = KEEPALIVE_BUDGET_BYTES;
    const start = (path: string, text: string | null, keepalive: boolean) => {
      inFlight.set(path, text);
      if (text !== null) remember(path, text);
      void send(path, text, keepalive, ++seq).then((response) => {
        if (inFlight.get(path) === text) inFlight.delete(path);
        if (!response?.ok || superseded(response)) return;
        if (text === null) synced.delete(path);
        else synced.set(path, text);
      });
    };
    // Smallest first, so the most files fit the budget.
    const bySize = [...writes].map(([path, text]) => ({ path, text, bytes: new TextEncoder().encode(text).length })).sort((a, b) => a.bytes - b.bytes);
    for (const path of deletes) start(path, null, true);
    for (const { path, text, bytes } of bySize) {
      const keepalive = bytes <= budget;
      if (keepalive) budget -= bytes;
      start(path, text, keepalive);
    }
  };

  return {
    leave,
    changed() {
      const current = workspace();
      if (!current) return;
      const { writes, deletes } = pendingChanges(current, synced);
      // Nothing differs from disk, and no write is under way whose text this change may have undone.
      if (writes.size === 0 && deletes.length === 0 && rounds === 0) return;
      arm();
    },
    flush,
    fromDisk(event) {
      const current = workspace();
      const held = new Set<string>(inFlight.keys());
      if (!current) return held;
      const { writes, deletes } = pendingChanges(current, synced);
      for (const path of [...writes.keys(), ...deletes]) held.add(path);
      for (const [path, text] of Object.entries(event.changed)) {
        if (held.has(path)) continue;
        if (lateEcho(path, text)) held.add(path);
        else synced.set(path, text);
      }
      for (const path of event.deleted) {
        if (held.has(path)) continue;
        // A manifest deleted on disk stays in the editor, and is written again only when it is edited here.
        if (path === manifestFileOf(current) && path !== event.manifest?.file) synced.set(path, current.manifest);
        else synced.delete(path);
      }
      return held;
    },
  };
}

/** The server applied a newer write of this tab's to the file first: this one's text is not on disk. */
function superseded(response: Response | undefined): boolean {
  return response?.headers.has(DEV_SUPERSEDED_HEADER) ?? false;
}

async function failureOf(path: string, response: Response | undefined): Promise<string> {
  if (!response) return `${path}: kitbench dev does not answer; the edit stays here and is written once it is back.`;
  const body = (await response.json().catch(() => undefined)) as { error?: string } | undefined;
  return `${path}: ${body?.error ?? `the server answered ${response.status}`}`;
}
