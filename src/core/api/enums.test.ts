import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ContentKitIcon } from './enums';

// The preview's icon set, read as text: src/core must not import the UI.
const iconsSource = readFileSync(new URL('../../ui/contentkit/icons.tsx', import.meta.url), 'utf8');
const drawable = new Set([...iconsSource.matchAll(/^\s+'?([a-z-]+)'?: 'M/gm)].map((match) => match[1]));

describe('ContentKitIcon', () => {
  it('names only icons the preview can draw', () => {
    expect(drawable.size).toBeGreaterThan(10);
    const undrawable = Object.values(ContentKitIcon).filter((name) => !drawable.has(name));
    expect(undrawable).toEqual([]);
  });

  it('offers every icon the preview draws', () => {
    const offered = new Set<string>(Object.values(ContentKitIcon));
    expect([...drawable].filter((name) => !offered.has(name))).toEqual([]);
  });

  it('keeps the names real integrations use (Delete, LinkExternal, Update) on a drawable icon', () => {
    expect([ContentKitIcon.Delete, ContentKitIcon.LinkExternal, ContentKitIcon.Update]).toEqual(['trash', 'external', 'refresh']);
  });
});
