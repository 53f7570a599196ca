import { describe, expect, it } from 'vitest';
import { problemLocation } from './where';

describe('problemLocation', () => {
  it('names the original file and line of a bundled script', () => {
    expect(problemLocation({ file: 'src/utils.ts', line: 12, column: 5 })).toBe('src/utils.ts:12:5');
  });
  it('falls back to the line alone, or to nothing', () => {
    expect(problemLocation({ line: 3 })).toBe('line 3');
    expect(problemLocation({})).toBe('');
  });
});
