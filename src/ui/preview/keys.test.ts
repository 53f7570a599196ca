import { describe, expect, it } from 'vitest';
import { isQuickInsertChord } from './keys';

const chord = (over: Partial<Parameters<typeof isQuickInsertChord>[0]>) => ({ key: '/', ctrlKey: false, metaKey: false, altKey: false, ...over });

describe('isQuickInsertChord', () => {
  it('accepts Control+/ and Cmd+/', () => {
    expect(isQuickInsertChord(chord({ ctrlKey: true }))).toBe(true);
    expect(isQuickInsertChord(chord({ metaKey: true }))).toBe(true);
  });
  it('accepts the slash key by its code on layouts where it types another character', () => {
    expect(isQuickInsertChord(chord({ key: '7', code: 'Slash', ctrlKey: true }))).toBe(true);
  });
  it('ignores a plain slash and AltGr combinations', () => {
    expect(isQuickInsertChord(chord({}))).toBe(false);
    expect(isQuickInsertChord(chord({ ctrlKey: true, altKey: true }))).toBe(false);
  });
});
