import type { Diagnostic } from '../../core/diagnostics';
import { INTERNAL_SCOPES, type Scope, SUMMARY_MAX_LENGTH } from '../../core/manifest';
import { normalizePath } from '../../core/workspace/folder';
import type { YamlPath } from '../../core/yaml-edit';
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
  /** Where a path sits in the manifest (see `createLocator`, `locatorFor`). */
  locate: (path: YamlPath) => { line: number; column: number };
  listing: Listing;
  assetPaths: readonly string[];
  sizes: ImageSizes;
  /** The manifest's diagnostics: an error makes the listing not ready, and no check under it shows as done. */
  diagnostics?: readonly Diagnostic[];
}

/** An item before it knows its line: the path it is about. */
type Check = Omit<ReadinessItem, 'line' | 'column'> & { path: YamlPath };

const pass = (id: string, title: string, path: YamlPath): Check => ({ id, kind: 'blocking', ok: true, title, path });
const block = (id: string, title: string, detail: string | undefined, path: YamlPath): Check => ({
  id,
  kind: 'blocking',
  ok: false,
  title,
  detail,
  path,
});
const advise = (id: string, title: string, detail: string, path: YamlPath): Check => ({
  id,
  kind: 'advice',
  ok: false,
  title,
  detail,
  path,
});

function plural(count: number, one: string, many: string): string {
  return count === 1 ? `1 ${one}` : `${count} ${many}`;
}

/** What the marketplace requires: public visibility, and what a reviewer needs to judge the listing. */
function requiredChecks(listing: Listing, has: (path: string) => boolean): Check[] {
  const checks: Check[] = [];
  const { visibility, icon, previewImages, externalLinks } = listing;

  if (visibility === 'public') checks.push(pass('visibility', 'Visibility is public', ['visibility']));
  else {
    const detail = visibility
      ? `It is "${visibility}". Only public integrations can be submitted to the marketplace.`
      : 'The manifest has no visibility (new integrations are private). Set it to public to submit.';
    checks.push(block('visibility', 'Visibility must be public', detail, ['visibility']));
  }

  if (!icon) checks.push(block('icon', 'Add an icon', 'Reviewers need an icon for the listing.', ['icon']));
  else if (!has(icon)) checks.push(block('icon', 'The icon file is missing', `${icon} is not in the workspace: add it in Images below.`, ['icon']));
  else checks.push(pass('icon', 'Icon', ['icon']));

  const missing = previewImages.findIndex((p) => !has(p));
  if (previewImages.length === 0) {
    checks.push(block('previewImages', 'Add preview images', 'At least one, 1600 × 800 (2:1).', ['previewImages']));
  } else if (missing !== -1) {
    const detail = `${previewImages[missing]} is not in the workspace.`;
    checks.push(block('previewImages', 'A preview image file is missing', detail, ['previewImages', missing]));
  } else {
    checks.push(pass('previewImages', plural(previewImages.length, 'preview image', 'preview images'), ['previewImages']));
  }

  const count = characterCount(listing.summary ?? '');
  if (!listing.summary?.trim()) {
    checks.push(block('summary', 'Write a summary', 'The Markdown shown on the installation page.', ['summary']));
  } else if (count > SUMMARY_MAX_LENGTH) {
    checks.push(block('summary', `Summary must be at most ${SUMMARY_MAX_LENGTH} characters`, `It has ${count}.`, ['summary']));
  } else {
    checks.push(pass('summary', 'Summary', ['summary']));
  }

  if (listing.categories.length > 0) checks.push(pass('categories', `Categories: ${listing.categories.join(', ')}`, ['categories']));
  else checks.push(block('categories', 'Choose at least one category', undefined, ['categories']));

  const incomplete = externalLinks.findIndex((l) => !l.label || !l.url);
  if (externalLinks.length === 0) {
    const detail = 'Documentation and support links for reviewers and users.';
    checks.push(block('externalLinks', 'Add external links', detail, ['externalLinks']));
  } else if (incomplete !== -1) {
    const title = 'Every external link needs a label and a url';
    checks.push(block('externalLinks', title, `Link ${incomplete + 1} is incomplete.`, ['externalLinks', incomplete]));
  } else {
    checks.push(pass('externalLinks', plural(externalLinks.length, 'external link', 'external links'), ['externalLinks']));
  }
  return checks;
}

/** What makes a listing look finished, never a reason to refuse it. */
function adviceChecks(listing: Listing, sizeOf: (path: string) => { width: number; height: number } | undefined): Check[] {
  const checks: Check[] = [];
  listing.previewImages.forEach((path, index) => {
    const size = sizeOf(path);
    if (!size) return;
    const { width, height } = size;
    if (!isTwoToOne(size)) {
      const detail = `${path} is ${width} × ${height} (${describeRatio(size)}); the page crops it. Use 1600 × 800.`;
      checks.push(advise(`ratio-${index}`, `Preview image ${index + 1} is not 2:1`, detail, ['previewImages', index]));
    } else if (width < 1600) {
      const detail = `${path} is ${width} × ${height}; it looks blurry on large screens.`;
      checks.push(advise(`size-${index}`, `Preview image ${index + 1} is smaller than 1600 × 800`, detail, ['previewImages', index]));
    }
  });

  const icon = listing.icon ? sizeOf(listing.icon) : undefined;
  if (icon && icon.width !== icon.height) {
    checks.push(advise('icon-square', 'Use a square icon', `The icon is ${icon.width} × ${icon.height}.`, ['icon']));
  }

  listing.externalLinks.forEach((link, index) => {
    if (link.url && /^http:\/\//i.test(link.url)) {
      checks.push(advise(`https-${index}`, `Use https for "${link.label ?? link.url}"`, link.url, ['externalLinks', index, 'url']));
    }
  });

  listing.scopes.forEach((scope, index) => {
    if (INTERNAL_SCOPES.includes(scope as Scope)) {
      const detail = "It is reserved for the platform's own integrations.";
      checks.push(advise(`scope-${index}`, `Remove the internal scope ${scope}`, detail, ['scopes', index]));
    }
  });

  const count = characterCount(listing.summary?.trim() ?? '');
  if (count > 0 && count < 120) {
    const detail = `${count} characters: tell users what the integration does and how to start.`;
    checks.push(advise('summary-short', 'Say more in the summary', detail, ['summary']));
  }
  return checks;
}

const pointerOf = (path: YamlPath) => path.map((step) => `/${String(step).replaceAll('~', '~0').replaceAll('/', '~1')}`).join('');

/** The errors at or under `path`, e.g. `/externalLinks/1/url` under `externalLinks`. */
function errorsUnder(errors: readonly Diagnostic[], path: YamlPath): Diagnostic[] {
  const prefix = pointerOf(path);
  return errors.filter((d) => d.pointer === prefix || d.pointer.startsWith(`${prefix}/`));
}

const where = (d: Diagnostic) => ({ line: d.range.start.line, column: d.range.start.column });

/** A blocking item per manifest state: valid, or the first error with its line (nothing is ready while one stands). */
function manifestItem(errors: readonly Diagnostic[]): ReadinessItem {
  if (errors.length === 0) return { id: 'manifest', kind: 'blocking', ok: true, title: 'The manifest is valid', line: 1, column: 1 };
  const [first] = errors;
  const more = errors.length > 1 ? ` (${errors.length} errors in all, see Problems)` : '';
  return {
    id: 'manifest',
    kind: 'blocking',
    ok: false,
    title: errors.length === 1 ? `Fix the manifest error on line ${first.range.start.line}` : `Fix the ${errors.length} manifest errors`,
    detail: `Line ${first.range.start.line}: ${first.message}${more}`,
    ...where(first),
  };
}

/** The readiness checklist: what blocks a marketplace submission first, then advice; each with its manifest line. */
export function readiness({ locate, listing, assetPaths, sizes, diagnostics = [] }: Input): ReadinessItem[] {
  const key = (path: string) => normalizePath(path) ?? path;
  const has = (path: string) => assetPaths.includes(key(path));
  const errors = diagnostics.filter((d) => d.severity === 'error');
  const required = requiredChecks(listing, has).map(({ path, ...item }): ReadinessItem => {
    const under = errorsUnder(errors, path);
    // "✓ 2 external links" must not sit beside an error on externalLinks[1].url: the error takes the item's place
    if (item.ok && under.length > 0) return { ...item, ok: false, title: under[0].message, detail: undefined, ...where(under[0]) };
    return { ...item, ...locate(path) };
  });
  const advice = adviceChecks(listing, (path) => sizes.get(key(path))).map(({ path, ...item }) => ({ ...item, ...locate(path) }));
  return [manifestItem(errors), ...required, ...advice];
}
