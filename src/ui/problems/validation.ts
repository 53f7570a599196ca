import { useSyncExternalStore } from 'react';
import type { Diagnostic } from '../../core/diagnostics';
import { devStatus } from '../dev/status';
import { getScriptHost } from '../script/runtime';
import { settleManifestValue } from '../workspace/manifest';
import { getActiveWorkspace, workspaceStore } from '../workspace/store';
import type { Workspace } from '../workspace/types';
import type { ValidationRequest, ValidationResponse } from './validation-protocol';
import ValidationWorker from './validation.worker?worker';

/** What the Problems panel and the editor markers show for the manifest. */
export interface ValidationState {
  /** The manifest text these diagnostics belong to. */
  text: string | undefined;
  diagnostics: Diagnostic[];
  /** True while a newer text than `text` is being validated. */
  pending: boolean;
  durationMs: number;
  crash?: string;
}

type Listener = () => void;
const listeners = new Set<Listener>();
let state: ValidationState = { text: undefined, diagnostics: [], pending: true, durationMs: 0 };
let worker: Worker | undefined;
let nextId = 0;
let inFlight: number | undefined;
/** The newest request waiting for the one in flight, and the workspace its text belongs to. */
let queued: { request: ValidationRequest; workspaceId: string } | undefined;
let lastInput:
  | {
      manifest: string;
      assets: Workspace['assets'];
      env: Workspace['env'];
      manifestEnvironment: Workspace['manifestEnvironment'];
      sources: Workspace['sources'];
      componentIds: string;
    }
  | undefined;

/** The loaded script's component ids, once it has loaded without a problem (the component-id rule needs them). */
function scriptComponentIds(): string[] | undefined {
  const host = getScriptHost();
  if (host.loading || host.loadProblem || !host.summary) return undefined;
  return [...host.summary.componentIds];
}

/**
 * Under `kitbench dev`, a manifest on disk that is not text (binary, not UTF-8) never reaches the page: its editor is
 * empty. Validating that empty text would say "the manifest is empty" and offer a quick fix that writes the required
 * keys over the file on disk. Instead the one problem is the server's, with no fix. So too for a folder with no
 * manifest at all: the one problem names the two file names kitbench looks for (issue 26 §1), not "the manifest is
 * empty".
 */
function folderManifestProblem(): Diagnostic | undefined {
  const problem = devStatus.get().problem;
  if (problem?.kind !== 'manifest-not-text' && problem?.kind !== 'no-manifest') return undefined;
  if (getActiveWorkspace().origin !== 'dev' || getActiveWorkspace().manifest.trim() !== '') return undefined;
  const start = { line: 1, column: 1, offset: 0 };
  return { severity: 'error', code: problem.kind, message: problem.message, pointer: '', range: { start, end: start } };
}

let raw: Diagnostic[] = [];
function setState(next: Partial<ValidationState>) {
  if (next.diagnostics) raw = next.diagnostics;
  const folderProblem = folderManifestProblem();
  state = { ...state, ...next, diagnostics: folderProblem ? [folderProblem] : raw };
  for (const listener of listeners) listener();
}

/** Decoded asset bytes by their base64 text: an asset is decoded once, not again on every keystroke in the manifest. */
const decoded = new Map<string, Uint8Array>();

function decodeBase64(base64: string): Uint8Array {
  const known = decoded.get(base64);
  if (known) return known;
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  // Only the assets of the folder in use are kept (a handful of images), never a growing pile of old versions.
  if (decoded.size > 64) decoded.clear();
  decoded.set(base64, bytes);
  return bytes;
}

/** The folder as the worker last received it: a keystroke in the manifest sends no files. */
let sentFolder: { sources: Workspace['sources']; assets: Workspace['assets'] } | undefined;

function filesOf(workspace: Workspace): Record<string, Uint8Array | null> {
  // Sources only need to exist for the path rules; their bytes are the script runtime's business.
  const files: Record<string, Uint8Array | null> = Object.fromEntries(Object.keys(workspace.sources).map((path) => [path, null]));
  for (const asset of workspace.assets) files[asset.path] = decodeBase64(asset.base64);
  return files;
}

function requestFor(workspace: Workspace): ValidationRequest {
  const folderChanged = sentFolder?.sources !== workspace.sources || sentFolder?.assets !== workspace.assets;
  sentFolder = { sources: workspace.sources, assets: workspace.assets };
  return {
    id: ++nextId,
    text: workspace.manifest,
    files: folderChanged ? filesOf(workspace) : undefined,
    env: workspace.env,
    manifestEnvironment: workspace.manifestEnvironment,
    componentIds: scriptComponentIds(),
  };
}

function send(request: ValidationRequest) {
  if (!worker) {
    worker = new ValidationWorker();
    worker.onmessage = (event: MessageEvent<ValidationResponse>) => onResult(event.data);
    worker.onerror = (event) => {
      event.preventDefault();
      // The panels read the manifest themselves from now on.
      settleManifestValue(undefined);
      setState({ pending: false, crash: event.message || 'The validation worker failed to start.' });
    };
  }
  inFlight = request.id;
  worker.postMessage(request);
}

/** What each request in flight validates: its text, and the workspace the text belongs to. */
const sentById = new Map<number, { text: string; workspaceId: string }>();

function onResult(response: ValidationResponse) {
  const sent = sentById.get(response.id);
  sentById.delete(response.id);
  const text = sent?.text;
  // The panels take the worker's reading of the text instead of parsing it again (workspace/manifest.ts).
  const readable = sent && !response.crash && !response.valueNotSent;
  settleManifestValue(readable ? { workspaceId: sent.workspaceId, text: sent.text, value: response.value } : undefined);
  inFlight = undefined;
  if (queued) {
    // Only the newest text matters: a burst of keystrokes costs at most one stale validation.
    const { request, workspaceId } = queued;
    queued = undefined;
    sentById.set(request.id, { text: request.text, workspaceId });
    send(request);
  }
  setState({
    text,
    diagnostics: response.diagnostics,
    durationMs: response.durationMs,
    crash: response.crash,
    pending: inFlight !== undefined,
  });
}

/** Queues validation of the active workspace when any input of the validator changed. */
function onWorkspaceChange() {
  const workspace = getActiveWorkspace();
  const input = {
    manifest: workspace.manifest,
    assets: workspace.assets,
    env: workspace.env,
    manifestEnvironment: workspace.manifestEnvironment,
    sources: workspace.sources,
    componentIds: JSON.stringify(scriptComponentIds() ?? null),
  };
  if (
    lastInput &&
    lastInput.manifest === input.manifest &&
    lastInput.assets === input.assets &&
    lastInput.env === input.env &&
    lastInput.manifestEnvironment === input.manifestEnvironment &&
    lastInput.sources === input.sources &&
    lastInput.componentIds === input.componentIds
  ) {
    return;
  }
  lastInput = input;
  const request = requestFor(workspace);
  if (inFlight === undefined) {
    sentById.set(request.id, { text: request.text, workspaceId: workspace.id });
    send(request);
  } else {
    // A queued request replaced by a newer one must not lose the files it carried.
    const files = request.files ?? queued?.request.files;
    queued = { request: { ...request, files }, workspaceId: workspace.id };
  }
  if (!state.pending) setState({ pending: true });
}

let started = false;
function ensureStarted() {
  if (started) return;
  started = true;
  workspaceStore.subscribe(onWorkspaceChange);
  getScriptHost().subscribe(onWorkspaceChange);
  // A folder problem can arrive after the text's validation: show it (or drop it) at once.
  devStatus.subscribe(() => setState({}));
  onWorkspaceChange();
}

function subscribe(listener: Listener): () => void {
  ensureStarted();
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The manifest's current diagnostics, validated in a worker as the user types. */
export function useValidation(): ValidationState {
  return useSyncExternalStore(subscribe, () => state, () => state);
}

/** Non-React access, for editor markers. */
export const validationStore = { getState: () => state, subscribe };
