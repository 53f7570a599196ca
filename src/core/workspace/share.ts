import { parse } from 'yaml';
import { strToU8 } from 'fflate';
import { setIn } from '../yaml-edit';
import { base64UrlToBytes, bytesToBase64Url } from './base64';
import { FolderError, type IntegrationFolder } from './folder';
import { assertWithinLimits } from './limits';
import { unzipFolder, zipFolder } from './zip';

/** The fragment key a share link carries the workspace under: `#share=<base64url zip>`. */
export const SHARE_PARAM = 'share';
/**
 * Longest share URL we hand out. Browsers accept far more, but chat tools, issue trackers and mail clients cut
 * links around 8 KB; past this the user gets a file to download instead.
 */
export const MAX_SHARE_URL_LENGTH = 8000;
const META_FILE = '.kitbench.json';
const ENV_EXPRESSION = /^\$\{\{\s*env\.[A-Za-z_][A-Za-z0-9_]*\s*\}\}$/;

/**
 * The manifest with every literal secret value replaced by its `${{ env.NAME }}` expression: a share link
 * must never carry a secret, even one an author pasted into the manifest by mistake.
 */
export function redactSecrets(manifest: string): string {
  let secrets: unknown;
  try {
    secrets = (parse(manifest, { maxAliasCount: 100 }) as { secrets?: unknown } | null)?.secrets;
  } catch {
    return manifest;
  }
  if (!secrets || typeof secrets !== 'object' || Array.isArray(secrets)) return manifest;
  let text = manifest;
  for (const [name, value] of Object.entries(secrets)) {
    if (typeof value === 'string' && ENV_EXPRESSION.test(value.trim())) continue;
    const result = setIn(text, ['secrets', name], `\${{ env.${name} }}`);
    if (result.ok) text = result.text;
  }
  return text;
}

/** The fragment (without `#`) that restores this folder: no environment variables, no secret values. */
export function encodeShareFragment(folder: IntegrationFolder): string {
  const safe = { ...folder, manifest: redactSecrets(folder.manifest) };
  const meta = strToU8(JSON.stringify({ v: 1, name: folder.name }));
  return `${SHARE_PARAM}=${bytesToBase64Url(zipFolder(safe, { [META_FILE]: meta }))}`;
}

/** The folder a share fragment (with or without `#`) carries; throws FolderError when it is damaged. */
export function decodeShareFragment(fragment: string): IntegrationFolder {
  const params = new URLSearchParams(fragment.replace(/^#/, ''));
  const payload = params.get(SHARE_PARAM);
  if (!payload) throw new FolderError('This link does not carry a shared workspace.', 'share-missing');
  let bytes: Uint8Array;
  try {
    bytes = base64UrlToBytes(payload);
  } catch {
    throw new FolderError('This share link is damaged (it is not valid base64url); ask for a new one.', 'share-invalid');
  }
  let folder: IntegrationFolder;
  try {
    folder = unzipFolder(bytes, 'Shared integration');
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new FolderError(`This share link is damaged or cut short: ${reason}`, 'share-invalid');
  }
  // The name rides in a file of its own; it is not one of the author's files.
  const { [META_FILE]: metaText, ...sources } = folder.sources;
  let name = 'Shared integration';
  if (metaText !== undefined) {
    try {
      const meta = JSON.parse(metaText) as { name?: unknown };
      if (typeof meta.name === 'string' && meta.name.trim()) name = meta.name.slice(0, 120);
    } catch {
      // A missing or odd name is not worth failing the whole link over.
    }
  }
  // A link is a way in like any other: a 25 MB asset must be refused here, not fill the browser's storage.
  assertWithinLimits({ ...folder, sources }, 'This share link');
  return { ...folder, name, sources };
}

/** Whether a URL fragment is a share link at all (cheap: no decoding). */
export function isShareFragment(fragment: string): boolean {
  return new URLSearchParams(fragment.replace(/^#/, '')).has(SHARE_PARAM);
}
