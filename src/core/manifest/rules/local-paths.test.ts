import { describe, expect, it } from 'vitest';
import { validate } from '../validate.ts';
import { findings, folder, only, png, positionOf, withExtra } from '../test-helpers.ts';

describe('local-paths', () => {
  const text = withExtra('script: ./src/index.ts\nicon: assets/icon.png\npreviewImages:\n  - assets/a.png\n');

  it('accepts relative paths that exist, ./ and all', () => {
    const files = folder({ 'src/index.ts': new Uint8Array(), 'assets/icon.png': png(64, 64), 'assets/a.png': png(1600, 800) });
    expect(validate(text, { files }).diagnostics).toEqual([]);
  });

  it('reports a missing file at its path when the folder is known, and nothing when it is not', () => {
    const files = folder({ 'src/index.ts': new Uint8Array(), 'assets/a.png': png(1600, 800) });
    const d = only(text, 'file-not-found', { files });
    expect(d).toMatchObject({ pointer: '/icon', message: 'icon: the icon "assets/icon.png" does not exist in the integration folder' });
    expect(d.at).toEqual(positionOf(text, 'assets/icon.png'));
    expect(findings(text, 'file-not-found')).toEqual([]);
  });

  it('rejects absolute paths and URLs', () => {
    const bad = withExtra('icon: /etc/icon.png\nscript: https://cdn.example.com/x.js\n');
    const found = findings(bad, 'path-not-relative');
    expect(found.map((d) => d.pointer)).toEqual(['/icon', '/script']);
    expect(found[0].message).toBe('icon must be a relative path inside the integration folder, not "/etc/icon.png"');
    expect(found[0].at).toEqual(positionOf(bad, '/etc/icon.png'));
  });

  it('rejects paths that leave the folder', () => {
    const bad = withExtra('previewImages:\n  - assets/../../secret.png\n');
    const d = only(bad, 'path-outside-folder');
    expect(d).toMatchObject({ pointer: '/previewImages/0', message: 'previewImages[0] "assets/../../secret.png" points outside the integration folder' });
  });
});
