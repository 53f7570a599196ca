import type { Page } from '@playwright/test';
import { describe, expect, it } from 'vitest';
import type { BridgeResponse } from '../ui/automation/protocol';
import { Kitbench } from './kitbench';
import type { FolderServer } from './server';

/** A Kitbench whose page's bridge answers every call with `answer`. */
const kitbenchAnswering = (answer: BridgeResponse) => new Kitbench({ evaluate: async () => answer } as unknown as Page, {} as FolderServer);

describe('kitbench.fetch', () => {
  it('rebuilds an answer that had no body (a redirect) without one: no content-type text/plain appears', async () => {
    const response = await kitbenchAnswering({ status: 302, statusText: 'Found', headers: { location: 'https://example.com/' }, body: '', nullBody: true }).fetch('/oauth');
    expect(response.status).toBe(302);
    expect(response.body).toBeNull();
    expect(response.headers.get('content-type')).toBeNull();
    expect(response.headers.get('location')).toBe('https://example.com/');
  });

  it('keeps an empty text body the handler did give', async () => {
    const response = await kitbenchAnswering({ status: 200, statusText: 'OK', headers: { 'content-type': 'text/plain' }, body: '' }).fetch('/v1');
    expect(response.body).not.toBeNull();
    expect(response.headers.get('content-type')).toBe('text/plain');
  });
});
