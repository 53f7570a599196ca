/**
 * What `kitbench dev` and the playground say to each other (no Node imports: the browser client reads this too).
 *
 * - `GET  /__kitbench/project`          → DevProject (the folder now)
 * - `GET  /__kitbench/events?client=C`  → server-sent events: `bundle` (BundleResult), `files` (FilesEvent),
 *                                         `problem` (ProblemEvent)
 * - `PUT  /__kitbench/files?path=P&client=C` ← the file's new text (body, UTF-8) → 204; 400 with `{ error }` when
 *                                         refused
 * - `DELETE /__kitbench/files?path=P&client=C` → 204
 * C is the tab's own id: a change on disk that echoes a tab's own write is sent to every tab but that one.
 */
import type { FolderAsset } from '../core/workspace/folder.ts';

export const DEV_PROJECT_URL = '/__kitbench/project';
export const DEV_EVENTS_URL = '/__kitbench/events';
export const DEV_FILES_URL = '/__kitbench/files';
/** The `<meta name>` the server adds to index.html; its content is the folder's name. */
export const DEV_META_NAME = 'kitbench-dev';

/** The folder as the playground holds it. `manifest` is '' and `hasManifest` false when the file is missing. */
export interface DevProject {
  name: string;
  /** The folder's absolute path on disk, for messages. */
  folder: string;
  manifest: string;
  hasManifest: boolean;
  sources: Record<string, string>;
  assets: FolderAsset[];
  /** What was left out and why (size limits), for the user to read. */
  notes: string[];
}

/** Files that changed on disk (not by the playground's own writes): new texts by path, deletions, binary files. */
export interface FilesEvent {
  /** Text files by folder-relative path; `service-manifest.yaml` among them when the manifest changed. */
  changed: Record<string, string>;
  deleted: string[];
  assets: FolderAsset[];
}

/** The folder-level problem now, or null once it is fixed. */
export interface ProblemEvent {
  problem: { kind: string; message: string; file?: string; packageName?: string } | null;
}
