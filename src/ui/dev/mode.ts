import { DEV_META_NAME } from '../../dev/protocol';

/** The folder's name when the page is served by `kitbench dev` (its index.html carries the marker), else undefined. */
export function devFolderName(): string | undefined {
  const meta = globalThis.document?.querySelector<HTMLMetaElement>(`meta[name="${DEV_META_NAME}"]`);
  return meta ? meta.content || 'integration' : undefined;
}
