import { INTERNAL_SCOPES, type Scope, SUMMARY_MAX_LENGTH } from '../../core/manifest';
import { normalizePath } from '../../core/workspace/folder';
import { createLocator, type YamlPath } from '../../core/yaml-edit';
import { characterCount } from './markdown';
import { describeRatio, isTwoToOne, type Listing } from './model';

/** One line of the marketplace readiness checklist. */
export interface ReadinessItem {
  id: string;
  /** `blocking` items stop a marketplace submission; `advice` items only help the listing. */
  kind: 'blocking' | 'advice';
  ok: boolean;
  /** What to do (or, when `ok`, what is in place). */
  title: string;
  detail?: string;
  /** Where to fix it in the manifest (1-based). */
  line: number;
  column: number;
}

/** Pixel sizes of the images that have loaded, by asset path. */
export type ImageSizes = ReadonlyMap<string, { width: number; height: number }>;

interface Input {
  manifest: string;
  listing: Listing;
  assetPaths: readonly string[];
  sizes: ImageSizes;
}

/** The readiness checklist: what blocks a marketplace submission first, then advice. */
export function readiness({ manifest, listing, assetPaths, sizes }: Input): ReadinessItem[] {
  const at = createLocator(manifest);
  const items: ReadinessItem[] = [];
  const add = (item: Omit<ReadinessItem, 'line' | 'column'>, path: YamlPath) => items.push({ ...item, ...at(path) });
  const has = (path: string) => {
    const p = normalizePath(path);
    return p !== undefined && assetPaths.includes(p);
  };

  const visibility = listing.visibility;
  add(
    visibility === 'public'
      ? { id: 'visibility', kind: 'blocking', ok: true, title: 'Visibility is public' }
      : {
          id: 'visibility',
          kind: 'blocking',
          ok: false,
          title: 'Visibility must be public',
          detail: visibility
            ? `It is "${visibility}". Only public integrations can be submitted to the marketplace.`
            : 'The manifest has no visibility (new integrations are private). Set it to public to submit.',
        },
    ['visibility'],
  );

  if (!listing.icon) add({ id: 'icon', kind: 'blocking', ok: false, title: 'Add an icon', detail: 'Reviewers need an icon for the listing.' }, ['icon']);
  else if (!has(listing.icon)) add({ id: 'icon', kind: 'blocking', ok: false, title: 'The icon file is missing', detail: `${listing.icon} is not in the workspace: add it in Images below.` }, ['icon']);
  else add({ id: 'icon', kind: 'blocking', ok: true, title: 'Icon' }, ['icon']);

  const images = listing.previewImages;
  const missing = images.findIndex((p) => !has(p));
  if (images.length === 0) add({ id: 'previewImages', kind: 'blocking', ok: false, title: 'Add preview images', detail: 'At least one, 1600 × 800 (2:1).' }, ['previewImages']);
  else if (missing !== -1) add({ id: 'previewImages', kind: 'blocking', ok: false, title: 'A preview image file is missing', detail: `${images[missing]} is not in the workspace.` }, ['previewImages', missing]);
  else add({ id: 'previewImages', kind: 'blocking', ok: true, title: images.length === 1 ? '1 preview image' : `${images.length} preview images` }, ['previewImages']);

  const summary = listing.summary?.trim() ?? '';
  const count = characterCount(listing.summary ?? '');
  if (!summary) add({ id: 'summary', kind: 'blocking', ok: false, title: 'Write a summary', detail: 'The Markdown shown on the installation page.' }, ['summary']);
  else if (count > SUMMARY_MAX_LENGTH) add({ id: 'summary', kind: 'blocking', ok: false, title: `Summary must be at most ${SUMMARY_MAX_LENGTH} characters`, detail: `It has ${count}.` }, ['summary']);
  else add({ id: 'summary', kind: 'blocking', ok: true, title: 'Summary' }, ['summary']);

  add(
    listing.categories.length > 0
      ? { id: 'categories', kind: 'blocking', ok: true, title: `Categories: ${listing.categories.join(', ')}` }
      : { id: 'categories', kind: 'blocking', ok: false, title: 'Choose at least one category' },
    ['categories'],
  );

  const links = listing.externalLinks;
  const incomplete = links.findIndex((l) => !l.label || !l.url);
  if (links.length === 0) add({ id: 'externalLinks', kind: 'blocking', ok: false, title: 'Add external links', detail: 'Documentation and support links for reviewers and users.' }, ['externalLinks']);
  else if (incomplete !== -1) add({ id: 'externalLinks', kind: 'blocking', ok: false, title: 'Every external link needs a label and a url', detail: `Link ${incomplete + 1} is incomplete.` }, ['externalLinks', incomplete]);
  else add({ id: 'externalLinks', kind: 'blocking', ok: true, title: links.length === 1 ? '1 external link' : `${links.length} external links` }, ['externalLinks']);

  // Advice: what makes a listing look finished, never a reason to refuse it.
  images.forEach((path, index) => {
    const size = sizes.get(normalizePath(path) ?? path);
    if (!size) return;
    if (!isTwoToOne(size)) {
      add({ id: `ratio-${index}`, kind: 'advice', ok: false, title: `Preview image ${index + 1} is not 2:1`, detail: `${path} is ${size.width} × ${size.height} (${describeRatio(size)}); the page crops it. Use 1600 × 800.` }, ['previewImages', index]);
    } else if (size.width < 1600) {
      add({ id: `size-${index}`, kind: 'advice', ok: false, title: `Preview image ${index + 1} is smaller than 1600 × 800`, detail: `${path} is ${size.width} × ${size.height}; it looks blurry on large screens.` }, ['previewImages', index]);
    }
  });
  const iconSize = listing.icon ? sizes.get(normalizePath(listing.icon) ?? listing.icon) : undefined;
  if (iconSize && iconSize.width !== iconSize.height) {
    add({ id: 'icon-square', kind: 'advice', ok: false, title: 'Use a square icon', detail: `The icon is ${iconSize.width} × ${iconSize.height}.` }, ['icon']);
  }
  links.forEach((link, index) => {
    if (link.url && /^http:\/\//i.test(link.url)) {
      add({ id: `https-${index}`, kind: 'advice', ok: false, title: `Use https for "${link.label ?? link.url}"`, detail: link.url }, ['externalLinks', index, 'url']);
    }
  });
  listing.scopes.forEach((scope, index) => {
    if (INTERNAL_SCOPES.includes(scope as Scope)) {
      add({ id: `scope-${index}`, kind: 'advice', ok: false, title: `Remove the internal scope ${scope}`, detail: "It is reserved for the platform's own integrations." }, ['scopes', index]);
    }
  });
  if (summary && count < 120) {
    add({ id: 'summary-short', kind: 'advice', ok: false, title: 'Say more in the summary', detail: `${count} characters: tell users what the integration does and how to start.` }, ['summary']);
  }
  return items;
}
