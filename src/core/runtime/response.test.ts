import { describe, expect, it } from 'vitest';
import { deserializeResponse, serializeResponse } from './response';

describe('a handler’s answer carried as data and sent again', () => {
  it('a redirect stays without a body and without a content-type, as the platform sends it', async () => {
    const data = await serializeResponse(Response.redirect('https://provider.example/authorize?client_id=c', 302));
    const sent = deserializeResponse(structuredClone(data));
    expect(sent.status).toBe(302);
    expect(sent.body).toBeNull();
    expect(sent.headers.get('content-type')).toBeNull();
    expect(sent.headers.get('location')).toBe('https://provider.example/authorize?client_id=c');
  });

  it('an empty text body keeps the content-type its Response had', async () => {
    const sent = deserializeResponse(await serializeResponse(new Response('')));
    expect(sent.headers.get('content-type')).toBe('text/plain;charset=UTF-8');
    expect(await sent.text()).toBe('');
  });

  it('a 204 has no body whatever the data says', () => {
    expect(deserializeResponse({ status: 204, headers: {}, body: 'x' }).body).toBeNull();
  });
});
