import { describe, expect, it } from 'vitest';
import { parseCompletionOptions } from './completion';

describe('parseCompletionOptions', () => {
  it('reads an array of label and value', () => {
    expect(parseCompletionOptions('[{"label":"Website","value":"web"}]')).toEqual({ ok: true, options: [{ label: 'Website', value: 'web' }] });
  });

  it('labels an option without label by its value', () => {
    expect(parseCompletionOptions('[{"value":"web"}]')).toEqual({ ok: true, options: [{ label: 'web', value: 'web' }] });
  });

  it('explains a body that is not JSON, not an array, or has a bad item', () => {
    expect(parseCompletionOptions('Method not allowed')).toMatchObject({ ok: false, reason: expect.stringContaining('not JSON ("Method not allowed")') });
    expect(parseCompletionOptions('{"a":1}')).toMatchObject({ ok: false, reason: expect.stringContaining('not an array') });
    expect(parseCompletionOptions('[{"value":"a"},{"label":"b"}]')).toMatchObject({ ok: false, reason: expect.stringContaining('Item 2') });
  });
});
