import { afterEach, describe, expect, it, vi } from 'vitest';
import { networkLog } from '../../../sandbox/network-log';
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

  it('shows the options request in the Network panel as the page\'s, with its answer', async () => {
    networkLog.clear();
    vi.stubGlobal('fetch', vi.fn(async () => Response.json([{ id: 'a', label: 'A' }], { status: 201, headers: { 'x-from': 'endpoint' } })));
    await fetchOptions('https://integrations.kitbench.local/playground/projects');
    const [entry] = networkLog.getEntries();
    expect(entry).toMatchObject({
      source: 'page',
      initiator: 'select options',
      request: { method: 'GET', url: 'https://integrations.kitbench.local/playground/projects', headers: { accept: 'application/json' } },
      response: { status: 201, headers: { 'x-from': 'endpoint' }, body: '[{"id":"a","label":"A"}]' },
    });
    expect(entry.error).toBeUndefined();
  });
  it('records a request that failed, and one cancelled by the select, as errors', async () => {
    networkLog.clear();
    vi.stubGlobal('fetch', vi.fn(async () => { throw new TypeError('Failed to fetch'); }));
    await expect(fetchOptions('/projects')).rejects.toThrow('Failed to fetch');
    const controller = new AbortController();
    controller.abort();
    await expect(fetchOptions('/projects', controller.signal)).rejects.toThrow();
    expect(networkLog.getEntries().map((entry) => entry.error)).toEqual([
      'The page could not fetch the options: Failed to fetch',
      'Cancelled: the select was removed (or its options URL changed) before the answer came.',
    ]);
  });
});
