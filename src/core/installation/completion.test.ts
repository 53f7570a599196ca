import { describe, expect, it } from 'vitest';
import { endpointUrl, parseCompletionOptions } from './completion';

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

describe('endpointUrl', () => {
  it('joins a path to the public endpoint with exactly one slash', () => {
    expect(endpointUrl('https://e.test/inst_1', '/projects')).toBe('https://e.test/inst_1/projects');
    expect(endpointUrl('https://e.test/inst_1/', 'projects')).toBe('https://e.test/inst_1/projects');
  });

  it('keeps an absolute URL', () => {
    expect(endpointUrl('https://e.test/i', 'https://other.test/x')).toBe('https://other.test/x');
  });
});
