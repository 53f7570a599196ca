import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ContentKitIcon } from './generated';

// The preview's icon set, read as text: src/core must not import the UI.
const iconsSource = readFileSync(new URL('../../ui/contentkit/icons.tsx', import.meta.url), 'utf8');
const drawable = new Set([...iconsSource.matchAll(/^\s+'?([a-z-]+)'?: 'M/gm)].map((match) => match[1]));

describe('ContentKitIcon (the API package\'s values)', () => {
  it('has the platform\'s values, not kitbench\'s former aliases', () => {
    expect([ContentKitIcon.Delete, ContentKitIcon.LinkExternal, ContentKitIcon.Search]).toEqual(['delete', 'link-external', 'search']);
  });

  it('names only icons the preview can draw', () => {
    expect(drawable.size).toBeGreaterThan(10);
    const undrawable = Object.values(ContentKitIcon).filter((name) => !drawable.has(name));
    expect(undrawable).toEqual([]);
  });
});
