import { describe, expect, it } from 'vitest';
import type { NetworkEntry } from '../../sandbox/network-log';
import { apiSourceOf, shownBy, sourceLabel, sourcePhrase, statusOf } from './sources';

const entry = (fields: Partial<NetworkEntry>): NetworkEntry => ({
  id: 1,
  source: 'script',
  request: { method: 'GET', url: 'https://example.com/', headers: {} },
  startedAt: 0,
  ...fields,
});

describe('Network panel labels', () => {
  it('names what the page loaded for a block apart from the script\'s requests', () => {
    expect(sourceLabel(entry({ source: 'page', initiator: 'image' }))).toBe('Page · image');
    expect(sourceLabel(entry({ source: 'page', initiator: 'select options' }))).toBe('Page · select options');
    expect(sourceLabel(entry({ source: 'script' }))).toBe('script fetch');
    expect(sourcePhrase(entry({ source: 'page', initiator: 'webframe' }))).toBe('the page, for a webframe (not the script)');
  });

  it("names the Site view's hops: the site's pages, the identity provider, the published script", () => {
    expect(sourceLabel(entry({ source: 'page', initiator: 'identity provider' }))).toBe('Page · identity provider');
    expect(sourcePhrase(entry({ source: 'page', initiator: 'site page' }))).toBe("the Site view: the visitor's browser opening a page of the site");
    expect(sourcePhrase(entry({ source: 'page', initiator: 'published script' }))).toBe('the Site view: the script the integration published into the site');
  });

  it('says "loaded" for an image whose HTTP status the browser hides, and never invents 200', () => {
    expect(statusOf(entry({ source: 'page', loaded: {} }))).toEqual({ text: 'loaded', ok: true });
    expect(statusOf(entry({ source: 'page', loaded: { status: 404 } }))).toEqual({ text: '404', ok: false });
    expect(statusOf(entry({ source: 'page', error: 'The image did not load' }))).toEqual({ text: 'failed', ok: false });
    expect(statusOf(entry({ response: { status: 201, headers: {}, body: '' } }))).toEqual({ text: '201', ok: true });
    expect(statusOf(entry({}))).toEqual({ text: '…', ok: true });
  });

  it('filters page loads apart from the script and platform requests', () => {
    const page = entry({ source: 'page', initiator: 'image' });
    const endpoint = entry({ source: 'endpoint' });
    expect([page, endpoint].filter((e) => shownBy('page', e))).toEqual([page]);
    expect([page, endpoint].filter((e) => shownBy('script', e))).toEqual([endpoint]);
    expect([page, endpoint].filter((e) => shownBy('all', e))).toEqual([page, endpoint]);
  });

  it("says whether an API answer came from kitbench's state or was generated, by its x-kitbench-source header in any case", () => {
    const answered = (headers: Record<string, string>) => entry({ response: { status: 200, headers, body: '{}' } });
    expect(apiSourceOf(answered({ 'x-kitbench-source': 'state' }))).toMatchObject({ kind: 'state', label: 'from state' });
    expect(apiSourceOf(answered({ 'X-Kitbench-Source': 'generated' }))).toMatchObject({ kind: 'generated', label: 'generated' });
    // Not an API answer (no header, another value, no response yet): nothing to say.
    expect(apiSourceOf(answered({ 'content-type': 'application/json' }))).toBeUndefined();
    expect(apiSourceOf(answered({ 'x-kitbench-source': 'other' }))).toBeUndefined();
    expect(apiSourceOf(entry({}))).toBeUndefined();
  });
});
