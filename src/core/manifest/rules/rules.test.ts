import { describe, expect, it } from 'vitest';
import type { ManifestFiles } from '../validate.ts';
import { validate } from '../validate.ts';
import { applyFix, findings, MINIMAL, only, positionOf, withExtra } from '../test-helpers.ts';
import { RULES } from './index.ts';

function folder(files: Record<string, Uint8Array>): ManifestFiles {
  return { has: (path) => Object.hasOwn(files, path), read: (path) => files[path] };
}

function png(width: number, height: number): Uint8Array {
  const bytes = new Uint8Array(33);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  const view = new DataView(bytes.buffer);
  view.setUint32(16, width);
  view.setUint32(20, height);
  return bytes;
}

describe('the rule registry', () => {
  it('has one uniquely named rule per family', () => {
    const names = RULES.map((rule) => rule.name);
    expect(new Set(names).size).toBe(names.length);
    expect(names).toEqual(
      expect.arrayContaining(['configuration-required', 'property-defaults', 'block-ids', 'local-paths', 'preview-images', 'internal-scopes', 'secrets-env']),
    );
  });
});

describe('configuration-required', () => {
  const text = withExtra(`configurations:
  site:
    properties:
      project: { type: string }
    required:
      - project
      - projekt
      - nothing_alike
`);

  it('reports each required name missing from properties, at the name', () => {
    const found = findings(text, 'unknown-required-property');
    expect(found.map((d) => d.pointer)).toEqual(['/configurations/site/required/1', '/configurations/site/required/2']);
    expect(found[0].message).toBe(
      'configurations.site.required[1] names "projekt", which is not in configurations.site.properties; did you mean "project"?',
    );
    expect(found[0].at).toEqual(positionOf(text, 'projekt'));
    expect(applyFix(text, found[0].fixes![0])).toContain('      - project\n      - project\n');
    expect(found[1].fixes).toBeUndefined();
  });

  it('accepts required names that exist', () => {
    expect(findings(text.replace(/\n {6}- projekt\n {6}- nothing_alike/, ''), 'unknown-required-property')).toEqual([]);
  });
});

describe('property-defaults', () => {
  const text = (value: string) =>
    withExtra(`configurations:\n  account:\n    properties:\n      unit:\n        type: string\n        enum: [issues, pages]\n        default: ${value}\n`);

  it('reports a default outside the enum at the default, with a fix', () => {
    const d = only(text('isues'), 'default-not-in-enum');
    expect(d.message).toBe('configurations.account.properties.unit.default must be one of its enum values issues, pages; did you mean "issues"?');
    expect(d.at).toEqual(positionOf(text('isues'), 'isues'));
    expect(validate(applyFix(text('isues'), d.fixes![0])).valid).toBe(true);
  });

  it('accepts a default from the enum', () => {
    expect(validate(text('pages')).diagnostics).toEqual([]);
  });
});

describe('block-ids', () => {
  const text = withExtra(`blocks:
  - id: counter
    title: Counter
  - id: chart
    title: Chart
  - id: counter
    title: Counter again
`);

  it('reports a repeated id at the repeat, naming the first', () => {
    const d = only(text, 'duplicate-block-id');
    expect(d).toMatchObject({ severity: 'error', pointer: '/blocks/2/id', message: 'block id "counter" is already used by blocks[0]' });
    expect(d.at).toEqual(positionOf(text, 'counter', 2));
  });

  it('accepts unique ids', () => {
    expect(validate(text.replace('id: counter\n    title: Counter again', 'id: other\n    title: Other')).valid).toBe(true);
  });
});

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

describe('internal-scopes', () => {
  it('warns about each internal scope at the scope', () => {
    const text = MINIMAL.concat('  - site:script:inject\n  - site:script:cookies\n');
    const found = findings(text, 'internal-scope');
    expect(found.map((d) => [d.severity, d.pointer])).toEqual([
      ['warning', '/scopes/1'],
      ['warning', '/scopes/2'],
    ]);
    expect(found[0].message).toBe(`scopes[1] "site:script:inject" is an internal scope, granted only to the platform's own integrations`);
    expect(found[0].at).toEqual(positionOf(text, 'site:script:inject'));
    expect(validate(text).valid).toBe(true);
  });
});

describe('secrets-env', () => {
  const text = withExtra('secrets:\n  CLIENT_ID: ${{ env.CLIENT_ID }}\n  CLIENT_SECRET: ${{ env.THE_SECRET }}\n');

  it('reports a missing variable at that secret: a warning, or an error with checkEnv', () => {
    const d = only(text, 'missing-env', { env: { CLIENT_ID: 'x' } });
    expect(d).toMatchObject({
      severity: 'warning',
      pointer: '/secrets/CLIENT_SECRET',
      message: 'secrets.CLIENT_SECRET needs the environment variable THE_SECRET, which is not set',
    });
    expect(d.at).toEqual(positionOf(text, '${{ env.THE_SECRET }}'));
    expect(only(text, 'missing-env', { env: { CLIENT_ID: 'x' }, checkEnv: true }).severity).toBe('error');
    expect(validate(text, { env: {}, checkEnv: true }).valid).toBe(false);
  });

  it('says nothing without an environment or when every variable is set', () => {
    expect(findings(text, 'missing-env')).toEqual([]);
    expect(findings(text, 'missing-env', { env: { CLIENT_ID: 'a', THE_SECRET: 'b' }, checkEnv: true })).toEqual([]);
  });
});
