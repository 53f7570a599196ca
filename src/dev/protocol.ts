/**
 * What `kitbench dev` and the playground say to each other (no Node imports: the browser client reads this too).
 *
 * - `GET  /__kitbench/project`          → DevProject (the folder now)
 * - `GET  /__kitbench/events?client=C`  → server-sent events: `bundle` (BundleResult), `files` (FilesEvent),
 *                                         `problem` (ProblemEvent), `check` (CheckEvent: `kitbench check`'s findings
 *                                         in workerd, src/dev/workerd-check.ts)
 * - `PUT  /__kitbench/files?path=P&client=C&seq=N` ← the file's new text (body, UTF-8) → 204; 400 with `{ error }`
 *                                         when refused. N numbers the tab's writes (rising with the text taken): a
 *                                         write older than one already applied from that tab to P is not applied,
 *                                         and its 204 carries DEV_SUPERSEDED_HEADER (src/dev/write-order.ts)
 * - `DELETE /__kitbench/files?path=P&client=C&seq=N` → 204, the same
 * - `GET  /__kitbench/config?path=P`    → the text of a `.json` file under the folder's node_modules (a tsconfig an
 *                                         `extends` names: the script editor's settings), 404 when there is none
 * - `GET  /__kitbench/types?import=S…`  → PackageTypes: the declarations the folder's package imports S reach in its
 *                                         node_modules, for the script editor (src/dev/package-types.ts)
 * - `POST /__kitbench/fetch` ← ProxyRequest → ProxyAnswer: the script's fetch, made by the server, every redirect hop
 *                                         checked by the fetch policy (src/dev/proxy.ts)
 * Secrets files never cross this protocol (src/dev/secrets.ts). Served on a non-loopback host, every request needs
 * the token the CLI printed (`?token=` once, then a cookie).
 * C is the tab's own id: a change on disk that echoes a tab's own write is sent to every tab but that one.
 */
import type { FolderAsset } from '../core/workspace/folder.ts';

export const DEV_PROJECT_URL = '/__kitbench/project';
export const DEV_EVENTS_URL = '/__kitbench/events';
export const DEV_FILES_URL = '/__kitbench/files';
export const DEV_FETCH_URL = '/__kitbench/fetch';
export const DEV_CONFIG_URL = '/__kitbench/config';
export const DEV_TYPES_URL = '/__kitbench/types';
/** On a write's 204: a newer write from the same tab was applied first; this one's text is not on disk. */
export const DEV_SUPERSEDED_HEADER = 'Kitbench-Superseded';

/**
 * The declarations of some of the folder's package imports (src/dev/package-types.ts). `files` is keyed by the path
 * under node_modules the editor serves them at (`octokit/dist-types/index.d.ts`); a `package.json` among them is
 * kitbench's own (`name` and `types`: where the import leads), never the package's.
 */
export interface PackageTypes {
  files: Record<string, string>;
  /** The imports asked for that have no declaration in the folder's node_modules (not installed, or JavaScript only). */
  missing: string[];
  /**
   * Those of `missing` whose package is installed all the same (JavaScript only, as `cookie` 0.5): tsc types them
   * `any` (an error only under `noImplicitAny`), where a package not installed is "Cannot find module".
   */
  untyped?: string[];
  /** Declaration files past the size limits: not read, so not typed (their types are `any` in the editor). */
  leftOut?: { files: number; bytes: number };
}
/** The `<meta name>` the server adds to index.html; its content is the folder's name. */
export const DEV_META_NAME = 'kitbench-dev';
/**
 * The built index.html carries the dev chunk's preload links inside `<!--kitbench-dev-preload … -->` (vite.config.ts
 * preloadChunks); the server takes them out of the comment, so only a page it serves asks for that chunk.
 */
export const DEV_PRELOAD_MARK = 'kitbench-dev-preload';

/** The folder as the playground holds it. `manifest` is '' and `hasManifest` false when the file is missing. */
export interface DevProject {
  name: string;
  /** The folder's absolute path on disk, for messages. */
  folder: string;
  manifest: string;
  /**
   * The file `manifest` came from and edits go back to, when it is not `service-manifest.yaml`: the platform CLI's
   * `gitbook-manifest.yaml` (src/core/workspace/manifest-file.ts picks it).
   */
  manifestFile?: string;
  /** Said once when the folder has both manifest names: which one is used, which is ignored. */
  manifestNote?: string;
  hasManifest: boolean;
  sources: Record<string, string>;
  assets: FolderAsset[];
  /** What was left out and why (size limits, links, secrets), for the user to read. */
  notes: string[];
  /**
   * Secrets files kept on disk (`.env*`, `.npmrc`, keys, `id_*`: src/dev/secrets.ts), by path only: their content is
   * never sent, so it is never in a share link, a workspace file or an export. Share and export name them.
   */
  withheld?: string[];
  /** The values of the folder's `.env` and `.env.local` (for `${{ env.NAME }}`): the workspace's env, never shared. */
  env?: Record<string, string>;
}

/** Files that changed on disk (not by the playground's own writes): new texts by path, deletions, binary files. */
export interface FilesEvent {
  /** Text files by folder-relative path; the manifest's file among them when the manifest changed. */
  changed: Record<string, string>;
  deleted: string[];
  assets: FolderAsset[];
  /**
   * Set when the folder's manifest is now another file (a manifest created, or the preferred one deleted): the
   * file's name, and the note when the other name is still there.
   */
  manifest?: { file: string; note?: string };
  /** What this change left out and why (a file over the caps, too many changes at once), when anything was. */
  notes?: string[];
}

/** The folder-level problem now, or null once it is fixed. */
export interface ProblemEvent {
  problem: { kind: string; message: string; file?: string; packageName?: string } | null;
}

/** One finding of the workerd check (`kitbench check` on the folder), at the author's file and line when known. */
export interface CheckFinding {
  severity: 'error' | 'warning' | 'info';
  message: string;
  /** Folder-relative. */
  file?: string;
  line?: number;
  column?: number;
}

/**
 * The workerd check of the folder (what `kitbench check` finds: would the script run on the platform's workerd), run
 * by the server after the folder builds. `checking` while one runs (the findings are the last run's until it ends),
 * `done` with its findings, `unavailable` once, with one `info` finding saying why (miniflare is not installed).
 */
export interface CheckEvent {
  state: 'checking' | 'done' | 'unavailable';
  findings: CheckFinding[];
}

/** The script's request, as the page hands it to `POST /__kitbench/fetch`. */
export interface ProxyRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: string;
}

/** One hop of a proxied fetch: the URL asked, and its answer (a redirect names where it points) or why it stopped. */
export interface ProxyHop {
  method: string;
  url: string;
  status?: number;
  statusText?: string;
  headers?: Record<string, string>;
  /** The hop's body (the last hop's, or a redirect's short body). */
  body?: string;
  error?: string;
  durationMs: number;
}

/** The outcome of a proxied fetch: every hop in order; `error` when the last one was refused or failed. */
export interface ProxyAnswer {
  hops: ProxyHop[];
  error?: string;
  /** The answer was over the most the server takes of one (src/dev/proxy.ts MAX_RESPONSE_BYTES): refused. */
  tooLarge?: boolean;
}
