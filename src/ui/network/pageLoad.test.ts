import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { networkLog } from '../../sandbox/network-log';
import { PageLoad } from './pageLoad';

describe('PageLoad', () => {
  beforeEach(() => {
    networkLog.clear();
    vi.useFakeTimers();
  });
  afterEach(() => vi.useRealTimers());

  it('is one GET entry from the page, finished as loaded (no invented status) on load', () => {
    const load = new PageLoad('image', 'https://cdn.example.com/cat.png');
    expect(networkLog.getEntries()).toMatchObject([
      { source: 'page', initiator: 'image', request: { method: 'GET', url: 'https://cdn.example.com/cat.png' } },
    ]);
    expect(networkLog.getEntries()[0].loaded).toBeUndefined();
    load.loaded();
    load.loaded();
    const [entry] = networkLog.getEntries();
    expect(entry.loaded).toEqual({});
    expect(entry.response).toBeUndefined();
    expect(entry.durationMs).toBeTypeOf('number');
  });

  it('names the URL when an image fails', () => {
    new PageLoad('image', 'https://api.kitbench.local/v1/missing.png').failedImage();
    expect(networkLog.getEntries()[0].error).toContain('https://api.kitbench.local/v1/missing.png');
  });

  it('keeps one entry across an immediate remount, and finishes one removed before it loaded', () => {
    const load = new PageLoad('webframe', 'https://frames.example.com/');
    load.unmount();
    load.mount();
    vi.runAllTimers();
    expect(networkLog.getEntries()).toHaveLength(1);
    expect(networkLog.getEntries()[0].error).toBeUndefined();
    load.unmount();
    vi.runAllTimers();
    expect(networkLog.getEntries()[0].error).toMatch(/^Not loaded: the webframe was removed/);
    load.loaded();
    expect(networkLog.getEntries()[0].loaded).toBeUndefined();
  });
});
