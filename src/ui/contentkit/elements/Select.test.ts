import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchOptions } from './Select';

function answer(body: unknown, status = 200) {
  vi.stubGlobal('fetch', vi.fn(async () => new Response(typeof body === 'string' ? body : JSON.stringify(body), { status })));
}

describe('fetchOptions', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('reads { id, label } and completion-style { value, label } options', async () => {
    answer([{ id: 'a', label: 'A' }, { value: 'b', label: 'B' }]);
    expect(await fetchOptions('/projects')).toEqual([
      { id: 'a', label: 'A' },
      { id: 'b', label: 'B' },
    ]);
  });
  it('explains an error status, a non-array and a malformed option', async () => {
    answer('nope', 503);
    await expect(fetchOptions('/projects')).rejects.toThrow('/projects answered 503');
    answer({ options: [] });
    await expect(fetchOptions('/projects')).rejects.toThrow('must answer a JSON array');
    answer([{ label: 'no id' }]);
    await expect(fetchOptions('/projects')).rejects.toThrow('option 1 needs a string id');
  });
  it('explains a body that is not JSON', async () => {
    answer('<html>');
    await expect(fetchOptions('/projects')).rejects.toThrow('did not answer JSON');
  });
});
