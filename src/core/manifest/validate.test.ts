import { describe, expect, it } from 'vitest';
import { SUMMARY_MAX_LENGTH } from './spec.ts';
import { applyFix, EXAMPLE, findings, MINIMAL, only, positionOf, withExtra } from './test-helpers.ts';
import { validate } from './validate.ts';

describe('validate: valid manifests', () => {
  it('accepts the minimal manifest with no diagnostics', () => {
    expect(validate(MINIMAL)).toMatchObject({ valid: true, diagnostics: [] });
  });

  it('accepts the example integration and returns its data', () => {
    const result = validate(EXAMPLE);
    expect(result.diagnostics).toEqual([]);
    expect(result.manifest?.name).toBe('team-counter');
  });

  it('accepts every property type with its keys', () => {
    const text = withExtra(`configurations:
  account:
    properties:
      a: { type: string, title: A, description: d, default: x, enum: [x, y], completion_url: /options }
      b: { type: number, title: B, default: 3 }
      c: { type: boolean, default: false }
      d: { type: button, title: D, button_text: Connect, callback_url: /oauth }
    required: [a]
`);
    expect(validate(text).diagnostics).toEqual([]);
  });
});

describe('validate: a fix for every missing required key', () => {
  it('adds a key inside a flow mapping', () => {
    const text = withExtra('externalLinks:\n  - { label: Docs }\n');
    const d = only(text, 'required');
    expect(d.fixes?.[0].title).toBe('Add "url"');
    expect(applyFix(text, d.fixes![0])).toContain('  - { label: Docs, url: "" }\n');
  });

  it('adds a key to an empty flow mapping', () => {
    const text = withExtra('blocks:\n  - {}\n');
    const fixes = findings(text, 'required').map((d) => d.fixes?.[0]);
    expect(fixes).toHaveLength(2);
    expect(applyFix(text, fixes[0]!)).toMatch(/ {2}- \{(id|title): ""\}\n/);
  });

  it('adds a key at the indentation of a mapping inside a list', () => {
    const text = withExtra('blocks:\n  - id: card  # the card\n');
    const fixed = applyFix(text, only(text, 'required').fixes![0]);
    expect(fixed).toContain('  - id: card  # the card\n    title: ""');
  });
});

describe('validate: blocks[].urlUnfurl', () => {
  it('accepts a block listing the URL patterns it unfurls', () => {
    const text = withExtra('blocks:\n  - id: card\n    title: Card\n    urlUnfurl:\n      - https://example.com/items/*\n      - http://example.org/**\n');
    expect(validate(text).diagnostics).toEqual([]);
    expect(validate(text).manifest?.blocks?.[0].urlUnfurl).toEqual(['https://example.com/items/*', 'http://example.org/**']);
  });

  it('rejects a pattern that is not an http(s) URL, at the pattern', () => {
    const text = withExtra('blocks:\n  - id: card\n    title: Card\n    urlUnfurl: [example.com/items]\n');
    const d = only(text, 'pattern');
    expect(d.pointer).toBe('/blocks/0/urlUnfurl/0');
    expect(d.message).toContain('must be an http(s) URL pattern');
    expect(d.at).toEqual(positionOf(text, 'example.com/items'));
  });
});

describe('validate: schema errors', () => {
  it('reports an empty list item (`-` alone, as codesandbox has it) at its dash, not at the top of the file', () => {
    const text = withExtra('previewImages:\n    -\n');
    const d = only(text, 'type');
    expect(d).toMatchObject({ pointer: '/previewImages/0', message: 'previewImages[0] must be a string' });
    expect(d.at).toEqual(positionOf(text, '-\n'));
  });

  it('reports a bad enum value at the value, listing the allowed values, with a did-you-mean fix', () => {
    const text = MINIMAL.replace('visibility: private', 'visibility: pubic');
    const d = only(text, 'enum');
    expect(d).toMatchObject({
      severity: 'error',
      pointer: '/visibility',
      message: 'visibility must be one of private, unlisted, public; did you mean "public"?',
    });
    expect(d.at).toEqual(positionOf(text, 'pubic'));
    expect(d.range.end.column - d.range.start.column).toBe('pubic'.length);
    expect(validate(applyFix(text, d.fixes![0])).valid).toBe(true);
  });

  it('reports an unknown scope at the list item', () => {
    const text = MINIMAL.replace('space:content:read', 'space:content:reed');
    const d = only(text, 'enum');
    expect(d.pointer).toBe('/scopes/0');
    expect(d.at).toEqual(positionOf(text, 'space:content:reed'));
    expect(d.message).toContain('did you mean "space:content:read"');
  });

  it('reports a missing required key at the object that lacks it, with a fix that adds it', () => {
    const text = MINIMAL.replace('title: Minimal\n', '');
    const d = only(text, 'required');
    expect(d).toMatchObject({ severity: 'error', pointer: '', message: 'missing required key "title"' });
    expect(d.at).toEqual({ line: 1, column: 1 });
    const fixed = applyFix(text, d.fixes![0]);
    expect(fixed).toContain('\ntitle: ""');
    expect(validate(fixed).diagnostics.map((x) => x.pointer)).toEqual(['/title']); // now only "must not be empty"
  });

  it('reports a nested missing key at that object, naming both', () => {
    const text = withExtra('externalLinks:\n  - label: Docs\n');
    const d = only(text, 'required');
    expect(d).toMatchObject({ pointer: '/externalLinks/0', message: 'missing required key "url" in externalLinks[0]' });
    expect(d.at).toEqual(positionOf(text, 'label: Docs'));
    expect(applyFix(text, d.fixes![0])).toContain('  - label: Docs\n    url: ""');
  });

  it('warns about an unknown key at the key, with a did-you-mean fix', () => {
    const text = withExtra('catgories:\n  - content\n');
    const d = only(text, 'unknown-key');
    expect(d).toMatchObject({ severity: 'warning', pointer: '/catgories', message: 'unknown key "catgories"; did you mean "categories"?' });
    expect(d.at).toEqual(positionOf(text, 'catgories'));
    expect(validate(text).valid).toBe(true); // warnings never fail a manifest
    expect(validate(applyFix(text, d.fixes![0])).diagnostics).toEqual([]);
  });

  it('warns about an unknown key without a suggestion when nothing is close', () => {
    const d = only(withExtra('zzzzzz: 1\n'), 'unknown-key');
    expect(d.message).toBe('unknown key "zzzzzz"');
    expect(d.fixes).toBeUndefined();
  });

  it('checks property keys by type, and misspelt keys when type is missing', () => {
    const text = withExtra(`configurations:
  site:
    properties:
      n: { type: number, button_text: Go }
      m: { typ: string }
`);
    const unknown = validate(text).diagnostics.filter((x) => x.code === 'unknown-key');
    expect(unknown.map((x) => x.pointer)).toEqual(['/configurations/site/properties/n/button_text', '/configurations/site/properties/m/typ']);
    expect(unknown[1].message).toContain('did you mean "type"');
    const missing = only(text, 'required');
    expect(missing.message).toBe('missing required key "type" in configurations.site.properties.m');
  });

  it('rejects a default of the wrong type for its property', () => {
    const text = withExtra('configurations:\n  account:\n    properties:\n      n:\n        type: number\n        default: lots\n');
    const d = only(text, 'type');
    expect(d).toMatchObject({ pointer: '/configurations/account/properties/n/default', message: 'configurations.account.properties.n.default must be a number' });
    expect(d.at).toEqual(positionOf(text, 'lots'));
  });

  it('allows account, site and the platform\'s space configurations, and nothing else', () => {
    expect(validate(withExtra('configurations:\n  space:\n    properties: {}\n')).diagnostics).toEqual([]);
    const d = only(withExtra('configurations:\n  organization:\n    properties: {}\n'), 'unknown-key');
    expect(d.pointer).toBe('/configurations/organization');
  });

  it('reports a wrong type in plain words', () => {
    const text = MINIMAL.replace('scopes:\n  - space:content:read', 'scopes: space:content:read');
    expect(only(text, 'type').message).toBe('scopes must be a list');
  });

  it(`limits summary to ${SUMMARY_MAX_LENGTH} characters`, () => {
    const ok = withExtra(`summary: ${'a'.repeat(SUMMARY_MAX_LENGTH)}\n`);
    expect(validate(ok).valid).toBe(true);
    const text = withExtra(`summary: ${'a'.repeat(SUMMARY_MAX_LENGTH + 1)}\n`);
    const d = only(text, 'maxLength');
    expect(d.message).toBe('summary must be at most 2048 characters (it has 2049)');
    expect(d.at).toEqual(positionOf(text, 'aaa'));
  });

  it('requires secrets in the form ${{ env.NAME }}', () => {
    const text = withExtra('secrets:\n  GOOD: ${{ env.GOOD }}\n  BAD: plain-text\n');
    const d = only(text, 'pattern');
    expect(d).toMatchObject({ pointer: '/secrets/BAD', message: 'secrets.BAD must have the form ${{ env.NAME }}' });
    expect(d.at).toEqual(positionOf(text, 'plain-text'));
  });

  it('requires secret names of letters, digits and underscores', () => {
    const text = withExtra('secrets:\n  bad-name: ${{ env.X }}\n');
    const d = only(text, 'key-name');
    expect(d).toMatchObject({ pointer: '/secrets/bad-name', message: 'key "bad-name" in secrets must be a name of letters, digits and underscores' });
    expect(d.at).toEqual(positionOf(text, 'bad-name'));
  });

  it('requires http(s) links and /paths for endpoints', () => {
    const text = withExtra(`externalLinks:
  - { label: Docs, url: example.com }
configurations:
  site:
    properties:
      b: { type: button, callback_url: oauth }
`);
    const patterns = validate(text).diagnostics.filter((x) => x.code === 'pattern');
    expect(patterns.map((x) => x.message)).toEqual([
      'externalLinks[0].url must be an http(s) or mailto URL',
      'configurations.site.properties.b.callback_url must be a path starting with /',
    ]);
  });

  it('rejects empty required strings and unknown categories', () => {
    const text = MINIMAL.replace('name: minimal', 'name: ""').concat('categories: [content, sports]\n');
    expect(only(text, 'minLength').message).toBe('name must not be empty');
    expect(only(text, 'enum').pointer).toBe('/categories/1');
  });

  it('warns about a repeated scope at the repeat', () => {
    const text = MINIMAL.concat('  - space:content:read\n');
    const d = only(text, 'duplicate-item');
    expect(d).toMatchObject({ severity: 'warning', pointer: '/scopes/1', message: 'scopes[1] repeats scopes[0]' });
    expect(d.at).toEqual(positionOf(text, 'space:content:read', 2));
  });

  it('orders diagnostics by position', () => {
    const text = MINIMAL.replace('visibility: private', 'visibility: nope').replace('name: minimal', 'nam: minimal');
    const lines = validate(text).diagnostics.map((d) => d.range.start.line);
    expect(lines).toEqual([...lines].sort((a, b) => a - b));
  });
});
