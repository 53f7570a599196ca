import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { appendIn, locate, removeIn, setIn } from './index';

const counter = readFileSync(new URL('../../examples/counter/service-manifest.yaml', import.meta.url), 'utf8');

const text = `# top comment
name: x  # keep me
icon: a.png
previewImages:
  - a.png # first
  - b.png

scopes: [a, b]  # flow
nested:
  inner:
    deep: 1
last: 'quoted'
`;

function edited(result: ReturnType<typeof setIn>): string {
  if (!result.ok) throw new Error(result.message);
  return result.text;
}

describe('setIn', () => {
  it('replaces a scalar and keeps its trailing comment', () => {
    expect(edited(setIn(text, ['name'], 'y'))).toBe(text.replace('name: x', 'name: y'));
  });

  it('quotes a value only when YAML needs it', () => {
    expect(edited(setIn(text, ['icon'], 'assets/my icon: v2.png'))).toContain('icon: "assets/my icon: v2.png"\n');
  });

  it('replaces a block list and leaves every other line byte-identical', () => {
    const out = edited(setIn(text, ['previewImages'], ['c.png']));
    expect(out).toBe(text.replace('previewImages:\n  - a.png # first\n  - b.png\n', 'previewImages:\n  - c.png\n'));
  });

  it('appends a missing top-level key at the end', () => {
    const out = edited(setIn(text, ['visibility'], 'public'));
    expect(out).toBe(`${text}visibility: public\n`);
  });

  it('appends a missing key inside a nested mapping at its indentation', () => {
    const out = edited(setIn(text, ['nested', 'inner', 'other'], true));
    expect(out).toContain('    deep: 1\n    other: true\nlast:');
  });

  it('adds a key to a file without a final newline', () => {
    expect(edited(setIn('a: 1', ['b'], 2))).toBe('a: 1\nb: 2\n');
  });

  it('replaces an item of a sequence', () => {
    expect(edited(setIn(text, ['previewImages', 1], 'z.png'))).toBe(text.replace('  - b.png', '  - z.png'));
  });

  it('falls back to the Document API and still keeps comments', () => {
    const out = edited(setIn(text, ['scopes', 2], 'c'));
    expect(parse(out).scopes).toEqual(['a', 'b', 'c']);
    expect(out).toContain('# top comment');
    expect(out).toContain('# keep me');
  });

  it('refuses to edit a manifest with a YAML error', () => {
    const result = setIn('a: [1, 2\nb: 3', ['a'], 1);
    expect(result.ok).toBe(false);
  });

  it('keeps the example manifest intact outside the edited key', () => {
    const out = edited(setIn(counter, ['icon'], 'assets/icon.png'));
    expect(out.startsWith(counter)).toBe(true);
    expect(parse(out).icon).toBe('assets/icon.png');
  });
});

describe('removeIn', () => {
  it('removes a key with its lines', () => {
    expect(edited(removeIn(text, ['icon']))).toBe(text.replace('icon: a.png\n', ''));
  });

  it('removes a block list entirely, keeping the blank line after it', () => {
    expect(edited(removeIn(text, ['previewImages']))).toBe(
      text.replace('previewImages:\n  - a.png # first\n  - b.png\n', ''),
    );
  });

  it('removes one sequence item with its dash', () => {
    expect(edited(removeIn(text, ['previewImages', 0]))).toBe(text.replace('  - a.png # first\n', ''));
  });

  it('removes the last key of a file without a final newline', () => {
    expect(edited(removeIn('a: 1\nb: 2', ['b']))).toBe('a: 1\n');
  });

  it('leaves the text alone when the path is missing', () => {
    expect(edited(removeIn(text, ['nope', 'x']))).toBe(text);
  });
});

describe('locate', () => {
  it('points at the key of an existing entry', () => {
    expect(locate(text, ['icon'])).toEqual({ line: 3, column: 1 });
  });

  it('points at the nearest ancestor of a missing path', () => {
    expect(locate(text, ['nested', 'inner', 'missing'])).toEqual({ line: 10, column: 3 });
  });

  it('points at a sequence item', () => {
    expect(locate(text, ['previewImages', 1])).toEqual({ line: 6, column: 5 });
  });

  it('points at the first key when a top-level key is missing', () => {
    expect(locate(text, ['visibility'])).toEqual({ line: 2, column: 1 });
  });
});

describe('appendIn', () => {
  it('adds a line after the last item of a block list, with the same dash indentation', () => {
    expect(edited(appendIn(text, ['previewImages'], 'c.png'))).toBe(text.replace('  - b.png\n', '  - b.png\n  - c.png\n'));
  });

  it('creates the list when the key is missing', () => {
    expect(edited(appendIn('a: 1\n', ['previewImages'], 'x.png'))).toBe('a: 1\npreviewImages:\n  - x.png\n');
  });

  it('adds to a flow list without losing comments', () => {
    const out = edited(appendIn(text, ['scopes'], 'c'));
    expect(parse(out).scopes).toEqual(['a', 'b', 'c']);
    expect(out).toContain('# keep me');
  });

  it('refuses to append to something that is not a list', () => {
    expect(appendIn(text, ['name'], 'x').ok).toBe(false);
  });
});
