import { parsedManifest } from './manifest';
import { bytesToBase64 } from '../../core/workspace/base64';
import { mimeOf, normalizePath } from '../../core/workspace/folder';
import { appendIn, removeIn, setIn, type YamlEditResult } from '../../core/yaml-edit';
import { getActiveWorkspace, updateWorkspace } from './store';
import type { WorkspaceAsset } from './types';

/** Largest image kitbench stores: the workspace lives in localStorage, which holds about 5 MB in all. */
export const MAX_IMAGE_BYTES = 2 * 1024 * 1024;
const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/svg+xml', 'image/avif'];

/** Reads a dropped or picked file as an asset at `assets/<name>`, or says why it cannot be one. */
export async function readImage(file: File): Promise<{ name: string; mime: string; base64: string } | { error: string }> {
  const mime = IMAGE_TYPES.includes(file.type) ? file.type : mimeOf(file.name);
  if (!IMAGE_TYPES.includes(mime)) return { error: `${file.name} is not an image (PNG, JPEG, GIF, WebP, SVG or AVIF).` };
  if (file.size > MAX_IMAGE_BYTES) {
    return { error: `${file.name} is ${(file.size / 1024 / 1024).toFixed(1)} MB; images up to 2 MB fit in the browser's storage.` };
  }
  const base64 = bytesToBase64(new Uint8Array(await file.arrayBuffer()));
  return { name: file.name, mime, base64 };
}

function assetPathFor(name: string, taken: readonly string[], replacing?: string): string {
  const clean = name.toLowerCase().replace(/[^a-z0-9._-]+/g, '-').replace(/^-+/, '') || 'image';
  const wanted = normalizePath(`assets/${clean}`) ?? 'assets/image';
  if (wanted === replacing || !taken.includes(wanted)) return wanted;
  const dot = wanted.lastIndexOf('.');
  const [stem, ext] = dot > 0 ? [wanted.slice(0, dot), wanted.slice(dot)] : [wanted, ''];
  for (let n = 2; ; n++) if (!taken.includes(`${stem}-${n}${ext}`)) return `${stem}-${n}${ext}`;
}

/** The icon path and preview image paths the manifest names now (empty when it does not parse). */
export function listedAssets(manifest: string): { icon?: string; previewImages: string[] } {
  const value = parsedManifest(manifest).value as { icon?: unknown; previewImages?: unknown } | null | undefined;
  const icon = typeof value?.icon === 'string' ? value.icon : undefined;
  const previewImages = Array.isArray(value?.previewImages) ? value.previewImages.filter((p): p is string => typeof p === 'string') : [];
  return { icon, previewImages };
}

/** Drops the files of a replaced or removed image, unless the manifest still names them elsewhere. */
function prune(assets: WorkspaceAsset[], manifest: string, dropped: (string | undefined)[]): WorkspaceAsset[] {
  const { icon, previewImages } = listedAssets(manifest);
  const used = new Set([icon, ...previewImages].map((p) => p && normalizePath(p)));
  const gone = new Set(dropped.map((p) => p && normalizePath(p)).filter((p) => p && !used.has(p)));
  return assets.filter((a) => !gone.has(a.path));
}

function commit(edit: YamlEditResult, assets: WorkspaceAsset[], dropped: (string | undefined)[] = []): string | undefined {
  if (!edit.ok) return edit.message;
  updateWorkspace({ manifest: edit.text, assets: prune(assets, edit.text, dropped) });
  return undefined;
}

type Image = { name: string; mime: string; base64: string };

/** Sets or replaces the icon; returns an error message when the manifest cannot be edited. */
export function setIcon(image: Image): string | undefined {
  const { manifest, assets } = getActiveWorkspace();
  const current = listedAssets(manifest).icon;
  const path = assetPathFor(image.name, assets.map((a) => a.path), current && normalizePath(current));
  const next = [...assets.filter((a) => a.path !== path), { path, mime: image.mime, base64: image.base64 }];
  return commit(setIn(manifest, ['icon'], path), next, [current]);
}

export function removeIcon(): string | undefined {
  const { manifest, assets } = getActiveWorkspace();
  return commit(removeIn(manifest, ['icon']), assets, [listedAssets(manifest).icon]);
}

export function addPreviewImage(image: Image): string | undefined {
  const { manifest, assets } = getActiveWorkspace();
  const path = assetPathFor(image.name, assets.map((a) => a.path));
  return commit(appendIn(manifest, ['previewImages'], path), [...assets, { path, mime: image.mime, base64: image.base64 }]);
}

export function replacePreviewImage(index: number, image: Image): string | undefined {
  const { manifest, assets } = getActiveWorkspace();
  const current = listedAssets(manifest).previewImages[index];
  const path = assetPathFor(image.name, assets.map((a) => a.path), current && normalizePath(current));
  const next = [...assets.filter((a) => a.path !== path), { path, mime: image.mime, base64: image.base64 }];
  return commit(setIn(manifest, ['previewImages', index], path), next, [current]);
}

export function removePreviewImage(index: number): string | undefined {
  const { manifest, assets } = getActiveWorkspace();
  const listed = listedAssets(manifest).previewImages;
  const count = listed.length;
  // The last image goes with its key: an empty `previewImages:` would be null, not a list.
  const edit = count <= 1 ? removeIn(manifest, ['previewImages']) : removeIn(manifest, ['previewImages', index]);
  return commit(edit, assets, [listed[index]]);
}

/** The asset a manifest path points at (paths compare after normalizing `./`). */
export function findAsset(assets: readonly WorkspaceAsset[], path: string | undefined): WorkspaceAsset | undefined {
  const wanted = path && normalizePath(path);
  return wanted ? assets.find((a) => a.path === wanted) : undefined;
}
