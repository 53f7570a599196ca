import { describe, expect, it } from 'vitest';
import { validate } from '../validate.ts';
import { findings, folder, only, png, positionOf, withExtra } from '../test-helpers.ts';

describe('preview-images', () => {
  const text = withExtra('previewImages:\n  - wide.png\n  - square.png\n  - notes.txt\n');
  const files = folder({ 'wide.png': png(1600, 800), 'square.png': png(1000, 1000), 'notes.txt': new TextEncoder().encode('hi') });

  it('warns about an image that is not 2:1, citing 1600x800', () => {
    const d = only(text, 'preview-image-ratio', { files });
    expect(d).toMatchObject({
      severity: 'warning',
      pointer: '/previewImages/1',
      message: 'previewImages[1] "square.png" is 1000x1000; preview images should be 2:1, 1600x800 recommended',
    });
    expect(d.at).toEqual(positionOf(text, 'square.png'));
  });

  it('warns about a file that is not a PNG or JPEG', () => {
    expect(only(text, 'preview-image-format', { files }).pointer).toBe('/previewImages/2');
  });

  it('accepts any 2:1 size and never fails the manifest', () => {
    expect(findings(withExtra('previewImages: [wide.png]\n'), 'preview-image-ratio', { files })).toEqual([]);
    expect(validate(text, { files }).valid).toBe(true);
  });
});
