import type { BundleResult, ExternalBundles } from '../../bundle/types';
import { isManifestFile, manifestFileOf } from '../../core/workspace/manifest-file';
import { type CheckEvent, DEV_EVENTS_URL, DEV_FILES_URL, type DevProject, type FilesEvent, type ProblemEvent } from '../../dev/protocol';
import { DEV_RECORD_URL, type RecordState } from '../../dev/record-protocol';
import { workerdCheck } from '../problems/workerd-check';
import { setExternalBundles } from '../script/runtime';
import { workspaceStore } from '../workspace/store';
import type { Workspace } from '../workspace/types';
import { fetchDevProject } from './project';
import { devStatus } from './status';
import { applyFilesEvent, devWorkspaceId, filesOf, workspaceFromProject } from './sync';
import { createWriteBack } from './writeback';

/** How long edits here rest before they are written to disk (each keystroke restarts the wait). */
export const WRITE_DELAY_MS = 300;

/** This tab's id: the server leaves the echo of this tab's own writes out of the events it sends here. */
const clientId = globalThis.crypto?.randomUUID?.() ?? `tab-${Date.now()}-${Math.random().toString(36).slice(2)}`;
const fileUrl = (path: string, seq: number) => `${DEV_FILES_URL}?path=${encodeURIComponent(path)}&client=${clientId}&seq=${seq}`;

/** Bundles as they arrive from the server, in the shape the script runtime takes (`setExternalBundles`). */
function createBundleFeed(): ExternalBundles & { push(result: BundleResult): void } {
  let latest: BundleResult | undefined;
  const listeners = new Set<() => void>();
  return {
    latest: () => latest,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    push(result) {
      latest = result;
      for (const listener of listeners) listener();
    },
  };
}

/** Puts the folder's workspace in the store (replacing the one from an earlier session) and makes it active. */
function installWorkspace(project: DevProject): string {
  const id = devWorkspaceId(project.name);
  workspaceStore.setState((prev) => {
    const previous = prev.workspaces.find((w) => w.id === id);
    const workspace = workspaceFromProject(project, previous);
    const workspaces = previous ? prev.workspaces.map((w) => (w.id === id ? workspace : w)) : [...prev.workspaces, workspace];
    return { workspaces, activeId: id };
  });
  return id;
}

async function startRecordModeIfOn(): Promise<void> {
  const reply = await fetch(DEV_RECORD_URL).catch(() => undefined);
  const state = reply?.ok ? ((await reply.json().catch(() => undefined)) as RecordState | undefined) : undefined;
  // An older kitbench dev without record mode answers 404: nothing to do.
  if (!state?.enabled) return;
  const { startRecordMode } = await import('../network/record');
  await startRecordMode(state);
}

/**
 * Connects the page to `kitbench dev`: the folder becomes the active workspace, its bundles run in the script
 * runtime, changes on disk reach the editors, and edits here are written back to disk. Resolves once the workspace
 * is in the store (or the server did not answer: the status says so and the app runs on what it saved).
 * `firstProject` is the snapshot main.tsx asked for at once (src/startup.ts: it never waits for the mocked platform).
 */
export async function startDevSession(folderName: string, firstProject: Promise<DevProject> = fetchDevProject()): Promise<void> {
  devStatus.set({ folder: folderName, connection: 'connecting' });
  // `kitbench dev --record`: the script's unmocked requests go out through the server (issue 22). Its chunk (MSW's
  // request matching and the mocked platform's handlers, ~140 KB gzip) loads only when the server records: a plain
  // `kitbench dev` fetches and runs none of it before the editor.
  void startRecordModeIfOn();
  let project: DevProject;
  try {
    project = await firstProject;
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    devStatus.set({
      connection: 'disconnected',
      problem: { kind: 'offline', message: `kitbench dev does not answer at ${location.origin} (${reason}). Start it again (kitbench dev <folder>) and reload this page.` },
    });
    return;
  }
  const id = installWorkspace(project);
  devStatus.set({ folder: project.name, path: project.folder, notes: project.notes, withheld: project.withheld ?? [], manifestNote: project.manifestNote });
  // What the disk holds, as far as this page knows: edits that differ from it are the ones to write.
  const synced = filesOf(project);
  let manifestNote = project.manifestNote;
  const workspace = (): Workspace | undefined => workspaceStore.getState().workspaces.find((w) => w.id === id);
  const writeBack = createWriteBack({
    workspace,
    synced,
    send: (path, text, keepalive, seq) =>
      fetch(fileUrl(path, seq), text === null ? { method: 'DELETE', keepalive } : { method: 'PUT', body: text, keepalive }).catch(() => undefined),
    report: (failures) => devStatus.set({ writeError: failures.length ? `Not saved to disk: ${failures.join(' ')}` : undefined }),
    delayMs: WRITE_DELAY_MS,
  });

  const bundles = createBundleFeed();
  setExternalBundles(id, bundles);

  const applyFromDisk = (event: FilesEvent) => {
    const current = workspace();
    if (!current) return;
    const held = writeBack.fromDisk(event);
    // The both-names note is said once: again only when it says something new (a dismissed one stays dismissed).
    if (event.manifest && event.manifest.note !== manifestNote) {
      manifestNote = event.manifest.note;
      devStatus.set({ manifestNote });
    }
    const next = applyFilesEvent(current, event, held);
    if (next !== current) workspaceStore.setState((prev) => ({ ...prev, workspaces: prev.workspaces.map((w) => (w.id === id ? next : w)) }));
  };

  /** After a reconnect (the server may have restarted, files may have changed meanwhile): catch up with the disk. */
  const resync = async () => {
    const fresh = await fetchDevProject().catch(() => undefined);
    if (!fresh) return;
    const files = filesOf(fresh);
    const changed: Record<string, string> = {};
    if (!fresh.hasManifest) files.delete(manifestFileOf(fresh));
    for (const [path, text] of files) if (synced.get(path) !== text) changed[path] = text;
    const deleted = [...synced.keys()].filter((path) => !isManifestFile(path) && !files.has(path));
    // The folder's manifest may be another file now (created or deleted while the page was away).
    const manifest = fresh.hasManifest ? { file: manifestFileOf(fresh), note: fresh.manifestNote } : undefined;
    applyFromDisk({ changed, deleted, assets: fresh.assets, manifest });
    void writeBack.flush();
  };

  let seen = workspace();
  workspaceStore.subscribe(() => {
    const current = workspace();
    if (!current || (current.manifest === seen?.manifest && current.sources === seen?.sources)) return;
    seen = current;
    writeBack.changed();
  });
  // A tab closed within the write delay still saves: the pending writes go at once, as requests that outlive the page.
  globalThis.addEventListener?.('pagehide', () => writeBack.leave());
  globalThis.document?.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') writeBack.leave();
  });

  const events = new EventSource(`${DEV_EVENTS_URL}?client=${clientId}`);
  let openedBefore = false;
  events.addEventListener('open', () => {
    devStatus.set({ connection: 'connected' });
    if (openedBefore) void resync();
    openedBefore = true;
  });
  // EventSource retries by itself while it is CONNECTING; CLOSED means it gave up (the server refused the stream).
  events.addEventListener('error', () => devStatus.set({ connection: events.readyState === EventSource.CLOSED ? 'disconnected' : 'reconnecting' }));
  events.addEventListener('bundle', (event) => bundles.push(JSON.parse((event as MessageEvent<string>).data) as BundleResult));
  events.addEventListener('files', (event) => {
    const files = JSON.parse((event as MessageEvent<string>).data) as FilesEvent;
    applyFromDisk(files);
    // What this change left out (a file over the caps, a secret, too many files at once) joins the notes.
    if (files.notes?.length) devStatus.set({ notes: [...new Set([...devStatus.get().notes, ...files.notes])].slice(-50) });
  });
  events.addEventListener('problem', (event) => devStatus.set({ problem: (JSON.parse((event as MessageEvent<string>).data) as ProblemEvent).problem }));
  // What `kitbench check` finds in the folder (the script in workerd), for Problems (src/dev/workerd-check.ts).
  events.addEventListener('check', (event) => workerdCheck.set(JSON.parse((event as MessageEvent<string>).data) as CheckEvent));
}
