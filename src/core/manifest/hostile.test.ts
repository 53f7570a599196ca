// Hostile and broken input: always diagnostics, never a throw or a hang.
import { describe, expect, it } from 'vitest';
import { MAX_DEPTH, MAX_MANIFEST_LENGTH } from './limits.ts';
import { MAX_ALIAS_COUNT } from './parse.ts';
import { applyFix, findings, MINIMAL, only, positionOf } from './test-helpers.ts';
import { MAX_DIAGNOSTICS, validate } from './validate.ts';

function timed(text: string) {
  const start = performance.now();
  const result = validate(text);
  return { ...result, ms: performance.now() - start };
}

describe('validate: malformed YAML', () => {
  it('reports a syntax error at the error, code yaml-syntax', () => {
    const text = 'name: a\ntitle: [unclosed\nvisibility: public\n';
    const found = findings(text, 'yaml-syntax');
    expect(found.length).toBeGreaterThan(0);
    expect(found[0].at.line).toBeGreaterThanOrEqual(2);
    expect(validate(text)).toMatchObject({ valid: false, manifest: undefined });
  });

  it('reports a bad indentation at its line', () => {
    const text = 'name: a\n  title: b\n';
    const d = findings(text, 'yaml-syntax')[0];
    expect(d.at.line).toBe(1);
    expect(d.severity).toBe('error');
  });

  it('reports each duplicate key at the repeat, and still checks the rest', () => {
    const text = MINIMAL.concat('visibility: public\nvisibility: nope\n');
    const found = findings(text, 'duplicate-key');
    expect(found.map((d) => [d.pointer, d.at])).toEqual([
      ['/visibility', positionOf(text, 'visibility', 2)],
      ['/visibility', positionOf(text, 'visibility', 3)],
    ]);
    expect(found[0].message).toBe('duplicate key "visibility": a key may appear only once in a mapping');
    expect(findings(text, 'enum')).toHaveLength(1);
  });

  it('finds duplicate keys in nested mappings', () => {
    const text = MINIMAL.concat('blocks:\n  - id: a\n    title: A\n    id: b\n');
    expect(only(text, 'duplicate-key')).toMatchObject({ pointer: '/blocks/0/id', at: positionOf(text, 'id: b') });
  });
});

describe('validate: hostile input', () => {
  it('reports an empty file at 1:1', () => {
    for (const text of ['', '\n\n', '# only a comment\n']) {
      const d = only(text, 'empty');
      expect(d.at).toEqual({ line: 1, column: 1 });
    }
  });

  it('offers to add the required keys to an empty file, keeping its comments', () => {
    for (const text of ['', '# my integration']) {
      const fixed = applyFix(text, only(text, 'empty').fixes![0]);
      expect(fixed.startsWith(text)).toBe(true);
      // what is left are the values only the author can fill in: an empty name is an error (the platform refuses it
      // too), an empty title a warning (the platform's CLI accepts it)
      expect(new Set(validate(fixed).diagnostics.map((d) => `${d.severity} ${d.code}`))).toEqual(new Set(['error minLength', 'warning empty-value']));
    }
  });

  it('reports a root that is not a mapping', () => {
    for (const text of ['just text', '- a\n- b\n', '42']) {
      expect(only(text, 'type').message).toBe('the manifest must be a mapping of keys to values');
    }
  });

  it('reports binary data', () => {
    const text = `name: x${String.fromCharCode(0, 1, 2, 255)}`;
    expect(only(text, 'binary').at).toEqual({ line: 1, column: 8 });
  });

  it('stops an alias bomb', () => {
    const levels = ['a: &a [lol, lol, lol, lol, lol, lol, lol, lol, lol]'];
    for (let i = 1; i < 9; i++) {
      const [prev, next] = [String.fromCharCode(96 + i), String.fromCharCode(97 + i)];
      levels.push(`${next}: &${next} [${Array(9).fill(`*${prev}`).join(', ')}]`);
    }
    const result = timed(levels.join('\n'));
    expect(result.diagnostics.map((d) => d.code)).toEqual(['yaml-alias-limit']);
    expect(result.diagnostics[0].message).toContain(String(MAX_ALIAS_COUNT));
    expect(result.ms).toBeLessThan(2000);
  });

  it('allows a few aliases', () => {
    expect(validate(`${MINIMAL}blocks:\n  - &b { id: x, title: X }\n`).valid).toBe(true);
  });

  it.each([
    ['flow sequences', `${'['.repeat(20_000)}${']'.repeat(20_000)}`],
    ['flow mappings', `${'{a: '.repeat(20_000)}1${'}'.repeat(20_000)}`],
    ['unclosed brackets', `a: ${'['.repeat(20_000)}`],
    ['compact block sequences', `${'- '.repeat(20_000)}x`],
  ])('refuses 20,000-deep nesting of %s', (_, text) => {
    const result = timed(text);
    expect(result.diagnostics.map((d) => d.code)).toEqual(['yaml-too-deep']);
    expect(result.diagnostics[0].message).toContain(String(MAX_DEPTH));
    expect(result.ms).toBeLessThan(1000);
  });

  it('still reads nesting below the limit', () => {
    const depth = MAX_DEPTH - 10;
    const result = validate(`${MINIMAL}summary: ${'['.repeat(depth)}${']'.repeat(depth)}\n`);
    expect(result.diagnostics.map((d) => d.code)).toEqual(['type']);
  });

  it('refuses a 5 MB file quickly, saying why', () => {
    const text = `${MINIMAL}summary: |\n${'  a line of text that goes on\n'.repeat(180_000)}`;
    expect(text.length).toBeGreaterThan(5_000_000);
    const result = timed(text);
    expect(result.diagnostics.map((d) => d.code)).toEqual(['too-large']);
    expect(result.diagnostics[0].message).toContain(`${MAX_MANIFEST_LENGTH / 1000} KB`);
    expect(result.ms).toBeLessThan(1000);
  });

  it('caps the number of diagnostics on a file made of errors', () => {
    const text = `${MINIMAL}${Array.from({ length: 5000 }, (_, i) => `unknown_${i}: 1`).join('\n')}\n`;
    const result = timed(text);
    expect(result.diagnostics).toHaveLength(MAX_DIAGNOSTICS + 1);
    expect(result.diagnostics.at(-1)).toMatchObject({ severity: 'info', code: 'too-many-problems' });
    expect(result.ms).toBeLessThan(3000);
  });

  it('handles a mapping of many repeated keys in linear time', () => {
    const text = `${MINIMAL}${'dup: 1\n'.repeat(30_000)}`;
    const result = timed(text);
    expect(result.diagnostics.filter((d) => d.code === 'duplicate-key').length).toBeGreaterThan(100);
    expect(result.ms).toBeLessThan(5000);
  });

  it('survives odd keys and values', () => {
    const text = `${MINIMAL}? [complex, key]\n: value\n"~/weird": 1\n`;
    const result = validate(text);
    expect(result.diagnostics.map((d) => d.code)).toEqual(['unknown-key', 'unknown-key']);
    expect(result.diagnostics[1].pointer).toBe('/~0~1weird');
  });
});

describe('validate: the diagnostics cap', () => {
  it('keeps the verdict of problems it does not show', () => {
    const warnings = Array.from({ length: 300 }, (_, i) => `unknown_${i}: 1`).join('\n');
    const text = `${warnings}\n${MINIMAL.replace('visibility: private', 'visibility: nope')}`;
    const result = validate(text);
    expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]); // the enum error is past the cap
    expect(result.valid).toBe(false);
    expect(result.diagnostics.at(-1)?.message).toMatch(/^\d+ more problems not shown$/);
  });

  it('stays valid when only warnings are hidden', () => {
    const text = `${MINIMAL}${Array.from({ length: 300 }, (_, i) => `unknown_${i}: 1`).join('\n')}\n`;
    expect(validate(text).valid).toBe(true);
  });
});

describe('validate: where unclosed things opened', () => {
  it('points an unclosed quote at the opening quote', () => {
    const text = MINIMAL.replace('visibility: private', 'visibility: "private');
    const d = findings(text, 'yaml-syntax')[0];
    expect(d.at).toEqual(positionOf(text, '"private'));
  });

  it('points an unclosed bracket at the bracket', () => {
    const text = `${MINIMAL}categories: [content, {a: [1]}, other\n`;
    const d = findings(text, 'yaml-syntax')[0];
    expect(d.at).toEqual(positionOf(text, '[content'));
  });
});
