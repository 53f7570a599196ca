import { describe, expect, it } from 'vitest';
import { escapeSegment, pointerSegments, SourceLocator } from './locate.ts';
import { parseManifestText } from './parse.ts';
import { positionOf } from './test-helpers.ts';

function locator(text: string) {
  const parsed = parseManifestText(text);
  return new SourceLocator(text, parsed.doc, parsed.lineCounter);
}

const TEXT = `# comment
name: demo
blocks:
  - id: a
    title: A
  - id: b
"a/b~c": 1
empty:
ref: &r { x: 1 }
alias: *r
`;

describe('pointer segments', () => {
  it('escapes and unescapes ~ and / as RFC 6901 says', () => {
    expect(escapeSegment('a/b~c')).toBe('a~1b~0c');
    expect(pointerSegments('/a~1b~0c/0')).toEqual(['a/b~c', '0']);
    expect(pointerSegments('')).toEqual([]);
  });
});

describe('SourceLocator.rangeOf', () => {
  const at = (pointer: string, anchor?: 'value' | 'key' | 'object') => {
    const { start, end } = locator(TEXT).rangeOf(pointer, anchor);
    return [start.line, start.column, end.line, end.column];
  };

  it('points at a value, or its key', () => {
    expect(at('/name')).toEqual([2, 7, 2, 11]);
    expect(at('/name', 'key')).toEqual([2, 1, 2, 5]);
    expect(at('/blocks/1/id')).toEqual([6, 9, 6, 10]);
    expect(at('/a~1b~0c', 'key').slice(0, 2)).toEqual([7, 1]);
  });

  it('points at the first line of an object, skipping comments before it', () => {
    expect(at('', 'object')).toEqual([2, 1, 2, 11]);
    expect(at('/blocks/0', 'object')).toEqual([4, 5, 4, 10]);
  });

  it('points at the key of an empty value, and at the alias rather than its anchor', () => {
    expect(at('/empty')).toEqual([8, 1, 8, 6]);
    expect(at('/alias').slice(0, 2)).toEqual([10, 8]);
    expect(at('/alias/x').slice(0, 2)).toEqual([9, 14]);
  });

  it('points at the dash of an empty list item, not at the top of the file', () => {
    const text = 'name: x\npreviewImages:\n    -\n    - \n    - b.png\n';
    const of = (pointer: string) => {
      const { start, end } = locator(text).rangeOf(pointer);
      return [start.line, start.column, end.line, end.column];
    };
    expect(of('/previewImages/0')).toEqual([3, 5, 3, 6]);
    expect(of('/previewImages/1')).toEqual([4, 5, 4, 6]);
    expect(of('/previewImages/2')).toEqual([5, 7, 5, 12]);
  });

  it('falls back to the closest existing ancestor', () => {
    expect(at('/blocks/1/title', 'object')).toEqual([6, 5, 6, 10]);
    expect(at('/nothing/here')).toEqual([2, 1, 2, 11]);
  });
});

describe('SourceLocator.pointerAt', () => {
  it('finds the innermost node at an offset', () => {
    const text = TEXT;
    const offset = (needle: string) => text.indexOf(needle);
    const l = locator(text);
    expect(l.pointerAt(offset('title: A') + 8)).toBe('/blocks/0/title');
    expect(l.pointerAt(offset('demo'))).toBe('/name');
    expect(l.pointerAt(0)).toBe('');
    expect(l.position(offset('demo'))).toEqual({ ...positionOf(text, 'demo'), offset: offset('demo') });
  });
});
