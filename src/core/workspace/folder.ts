/** A binary or text file of the integration folder other than the manifest and the script, as base64. */
export interface FolderAsset {
  path: string;
  mime: string;
  base64: string;
}

/** The files of one integration folder: what a zip export, an import and a share link carry. */
export interface IntegrationFolder {
  /** The workspace's display name (not a file). */
  name: string;
  manifest: string;
  scriptPath: string;
  script: string;
  assets: FolderAsset[];
}

/** A problem a user can act on (a broken zip, a damaged link): shown as is, never as a stack trace. */
export class FolderError extends Error {
  constructor(
    message: string,
    readonly code: string,
  ) {
    super(message);
    this.name = 'FolderError';
  }
}

export const MANIFEST_FILE = 'service-manifest.yaml';

const MIME_BY_EXTENSION: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  svg: 'image/svg+xml',
  avif: 'image/avif',
  json: 'application/json',
  md: 'text/markdown',
  txt: 'text/plain',
  ts: 'text/typescript',
  tsx: 'text/typescript',
  js: 'text/javascript',
  jsx: 'text/javascript',
  yaml: 'text/yaml',
  yml: 'text/yaml',
};

/** The MIME type a file name implies (`application/octet-stream` when unknown). */
export function mimeOf(path: string): string {
  const ext = path.split('.').pop()?.toLowerCase() ?? '';
  return MIME_BY_EXTENSION[ext] ?? 'application/octet-stream';
}

/**
 * A folder-relative path that is safe to store: forward slashes, no leading `./` or `/`, no `..` segments
 * (a zip entry named `../../x` must not escape the folder), or undefined when nothing safe remains.
 */
export function normalizePath(path: string): string | undefined {
  const parts = path
    .replace(/\\/g, '/')
    .split('/')
    .filter((part) => part !== '' && part !== '.');
  if (parts.length === 0 || parts.some((part) => part === '..')) return undefined;
  return parts.join('/');
}
