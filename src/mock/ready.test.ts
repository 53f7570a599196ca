import { afterEach, describe, expect, it, vi } from 'vitest';
import { holdFetchUntil, onMockError, reportMockError } from './ready';

describe('the mocked platform start', () => {
  const realFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = realFetch;
  });

  it('a start that fails leaves no unhandled rejection behind, and fetch works again', async () => {
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    const answered = vi.fn(async () => new Response('ok'));
    globalThis.fetch = answered as unknown as typeof fetch;
    const ready = Promise.reject(new Error('Failed to update a ServiceWorker: Not found'));
    ready.catch(() => undefined); // main.tsx's own handler, which reports it
    holdFetchUntil(ready);
    const response = await fetch('https://example.test/');
    expect(await response.text()).toBe('ok');
    await new Promise((resolve) => setTimeout(resolve, 10));
    process.off('unhandledRejection', unhandled);
    expect(unhandled).not.toHaveBeenCalled();
    expect(globalThis.fetch).toBe(answered);
  });

  it('problems reported before App listens are delivered once when it does', () => {
    reportMockError('The mocked platform could not start (boom).');
    const seen: string[] = [];
    const stop = onMockError((message) => seen.push(message));
    reportMockError('second');
    stop();
    reportMockError('after stop');
    expect(seen).toEqual(['The mocked platform could not start (boom).', 'second']);
    const again: string[] = [];
    onMockError((message) => again.push(message))();
    expect(again).toEqual(['after stop']);
  });
});
