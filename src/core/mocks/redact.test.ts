import { describe, expect, it } from 'vitest';
import { REDACTED, redactBody, redactHeaders, redactUrl } from './redact';

describe('redaction', () => {
  it('replaces API keys and tokens in the query string', () => {
    const { url, redacted } = redactUrl('https://api.example/items?api_key=s3cret&page=2&access_token=abc&key=k');
    expect(url).toBe(`https://api.example/items?api_key=${REDACTED}&page=2&access_token=${REDACTED}&key=${REDACTED}`);
    expect(redacted).toEqual(['query parameter api_key', 'query parameter access_token', 'query parameter key']);
  });
  it('drops credential headers and keeps the rest', () => {
    const { headers, redacted } = redactHeaders({
      'content-type': 'application/json',
      'set-cookie': 'sid=1',
      authorization: 'Bearer x',
      'x-api-key': 'k',
      'x-ratelimit-remaining': '9',
    });
    expect(headers).toEqual({ 'content-type': 'application/json', 'x-ratelimit-remaining': '9' });
    expect(redacted).toHaveLength(3);
  });
  it('replaces token fields in JSON bodies at any depth, not an issue key', () => {
    const { body, redacted } = redactBody(JSON.stringify({ key: 'PROJ-1', auth: { access_token: 't', refresh_token: 'r' }, items: [{ client_secret: 's' }] }));
    expect(JSON.parse(body)).toEqual({ key: 'PROJ-1', auth: { access_token: REDACTED, refresh_token: REDACTED }, items: [{ client_secret: REDACTED }] });
    expect(redacted).toContain('body field access_token');
  });
});
