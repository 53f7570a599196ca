import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { listingFrom } from './model';
import { createLocator } from '../../core/yaml-edit';
import { readiness } from './readiness';
import { validate } from '../../core/manifest';

const counter = readFileSync(new URL('../../examples/counter/service-manifest.yaml', import.meta.url), 'utf8');
const assetPaths = ['assets/icon.png', 'assets/preview.png'];

function check(manifest: string, sizes = new Map<string, { width: number; height: number }>(), paths = assetPaths) {
  return readiness({ locate: createLocator(manifest), listing: listingFrom(parse(manifest)), assetPaths: paths, sizes });
}

/** The checklist with the validator's diagnostics, as the Listing panel builds it. */
function checkValidated(manifest: string) {
  const { diagnostics } = validate(manifest);
  return readiness({ locate: createLocator(manifest), listing: listingFrom(parse(manifest)), assetPaths, sizes: new Map(), diagnostics });
}

describe('readiness', () => {
  it('finds nothing blocking in the example', () => {
    expect(check(counter).filter((i) => i.kind === 'blocking' && !i.ok)).toEqual([]);
  });

  it('blocks a private integration and points at the visibility line', () => {
    const manifest = counter.replace('visibility: public', 'visibility: private');
    const item = check(manifest).find((i) => i.id === 'visibility')!;
    expect(item).toMatchObject({ ok: false, title: 'Visibility must be public' });
    const line = manifest.split('\n').findIndex((l) => l.startsWith('visibility:')) + 1;
    expect(item.line).toBe(line);
  });

  it('asks for each thing a reviewer needs when the manifest has none of them', () => {
    const failing = check('name: x\ntitle: X\nvisibility: public\n').filter((i) => !i.ok).map((i) => i.id);
    expect(failing).toEqual(['icon', 'previewImages', 'summary', 'categories', 'externalLinks']);
  });

  it('says when an image the manifest names is not in the workspace', () => {
    const item = check(counter, undefined, ['assets/icon.png']).find((i) => i.id === 'previewImages')!;
    expect(item.ok).toBe(false);
    expect(item.detail).toContain('assets/preview.png');
  });

  it('advises on a preview image that is not 2:1, without blocking', () => {
    const sizes = new Map([['assets/preview.png', { width: 1200, height: 900 }]]);
    const item = check(counter, sizes).find((i) => i.id === 'ratio-0')!;
    expect(item.kind).toBe('advice');
    expect(item.detail).toContain('4:3');
  });

  it('blocks a summary over 2048 characters', () => {
    const manifest = `name: x\nsummary: "${'a'.repeat(2049)}"\n`;
    expect(check(manifest).find((i) => i.id === 'summary')?.title).toBe('Summary must be at most 2048 characters');
  });

  it('is ready, with a valid manifest, when nothing blocks', () => {
    const items = checkValidated(counter);
    expect(items.filter((i) => i.kind === 'blocking' && !i.ok)).toEqual([]);
    expect(items[0]).toMatchObject({ id: 'manifest', ok: true });
  });

  it('is not ready while the manifest has an error, and names the error’s line', () => {
    const manifest = counter.replace('visibility: public', 'visibility: secret');
    const line = manifest.split('\n').findIndex((l) => l.startsWith('visibility:')) + 1;
    const item = checkValidated(manifest).find((i) => i.id === 'manifest')!;
    expect(item).toMatchObject({ ok: false, kind: 'blocking', line, title: `Fix the manifest error on line ${line}` });
    expect(item.detail).toContain('visibility must be one of');
  });

  it('never shows a done item beside an error under it (externalLinks[1].url)', () => {
    const manifest = counter.replace(/(externalLinks:\n(?:.*\n)*?\s+url: )\S+(\n(?:.*\n)*?\s+url: )\S+/, '$1https://example.com$2not-a-url');
    expect(manifest).toContain('url: not-a-url');
    const links = checkValidated(manifest).find((i) => i.id === 'externalLinks')!;
    const line = manifest.split('\n').findIndex((l) => l.includes('url: not-a-url')) + 1;
    expect(links).toMatchObject({ ok: false, line });
    expect(links.title).toContain('externalLinks[1].url must be an http(s) or mailto URL');
  });
});
