import { describe, expect, it } from 'vitest';
import { SCOPES } from './spec.ts';
import { applyFix, MINIMAL, only } from './test-helpers.ts';
import { validate } from './validate.ts';

describe('enum problems', () => {
  it('offers one fix per allowed value on a value that is no near miss, the spec’s default first', () => {
    const text = MINIMAL.replace('visibility: private', 'visibility: secret');
    const d = only(text, 'enum');
    expect(d.message).toBe('visibility must be one of private, unlisted, public');
    expect(d.fixes?.map((fix) => fix.title)).toEqual(['Change to "private"', 'Change to "unlisted"', 'Change to "public"']);
    for (const fix of d.fixes ?? []) expect(validate(applyFix(text, fix)).valid).toBe(true);
  });

  it('puts the did-you-mean value first among the fixes', () => {
    const text = MINIMAL.replace('visibility: private', 'visibility: publik');
    expect(only(text, 'enum').fixes?.[0].title).toBe('Change to "public"');
  });

  it('keeps a long list short: the nearest scopes, how many there are, and the guess', () => {
    const text = MINIMAL.replace('space:content:read', 'space:content:reed');
    const d = only(text, 'enum');
    // the spec's scopes and the one the platform adds (page:feedback:read)
    const count = Object.keys(SCOPES).length + 1;
    expect(d.message).toBe(
      `scopes[0] must be one of space:content:read, space:content:write, space:metadata:read, … (${count} in all); did you mean "space:content:read"?`,
    );
    expect(d.message.length).toBeLessThan(160);
    expect(d.fixes).toHaveLength(count);
    expect(d.fixes?.[0].title).toBe('Change to "space:content:read"');
  });

  it('suggests a category for a misspelt one', () => {
    const text = `${MINIMAL}categories: [analitics]\n`;
    const d = only(text, 'enum');
    expect(d.message).toContain('did you mean "analytics"?');
    expect(d.message).not.toContain('authenticated-access');
    expect(validate(applyFix(text, d.fixes![0])).valid).toBe(true);
  });

  it('keeps the quotes of a quoted value', () => {
    const text = MINIMAL.replace('visibility: private', "visibility: 'secret'");
    expect(applyFix(text, only(text, 'enum').fixes![2])).toContain("visibility: 'public'");
  });
});
