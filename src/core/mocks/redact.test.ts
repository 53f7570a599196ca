import { describe, expect, it } from 'vitest';
import { type RawExchange, REDACTED, redactExchange, redactUrl, scanHeaders } from './redact';
import { redactBody } from './redact-body';
import { SAMPLE_JWT, SAMPLE_TOKENS, sampleBase64, sampleToken } from './secret-samples';

const exchange = (overrides: Partial<RawExchange>): RawExchange => ({
  method: 'GET',
  url: 'https://api.example/users/42',
  requestHeaders: {},
  responseHeaders: { 'content-type': 'application/json' },
  contentType: 'application/json',
  body: '{}',
  ...overrides,
});
const json = (value: unknown) => JSON.stringify(value);

describe('redactBody: JSON', () => {
  it('replaces a JWT in an ordinary field and says where and why', () => {
    const { body, redactions } = redactBody(json({ data: { name: 'Ada', profile_note: SAMPLE_JWT } }), 'application/json');
    expect(JSON.parse(body)).toEqual({ data: { name: 'Ada', profile_note: REDACTED } });
    expect(redactions).toEqual([{ where: 'response body › data.profile_note', why: 'JWT', place: 'response body › data.profile_note' }]);
  });

  it.each(SAMPLE_TOKENS)('replaces a $label at any depth, inside other text too', ({ value, why }) => {
    const { body, redactions } = redactBody(json({ items: [{ meta: { note: `see ${value} here` } }] }), 'application/json');
    expect(JSON.parse(body).items[0].meta.note).toBe(`see ${REDACTED} here`);
    expect(redactions).toEqual([{ where: 'response body › items[0].meta.note', why, place: 'response body › items[].meta.note' }]);
    expect(body).not.toContain(value.slice(0, 20));
  });

  it('redacts secret-named objects and arrays whole, and secret-named strings at any depth', () => {
    const { body, redactions } = redactBody(
      json({
        key: 'PROJ-1',
        auth: { access_token: 't-1', refresh_token: 'r-1', token_type: 'bearer', expires_in: 3600 },
        credentials: { user: 'ada', pass: 'hunter2' },
        api_keys: ['k-1', 'k-2'],
        items: [{ client_secret: 's' }],
        usage: { total_tokens: 30 },
      }),
      'application/json',
    );
    expect(JSON.parse(body)).toEqual({
      key: 'PROJ-1',
      auth: { access_token: REDACTED, refresh_token: REDACTED, token_type: 'bearer', expires_in: 3600 },
      credentials: REDACTED,
      api_keys: REDACTED,
      items: [{ client_secret: REDACTED }],
      usage: { total_tokens: 30 },
    });
    expect(redactions.map((redaction) => `${redaction.where}: ${redaction.why}`)).toEqual([
      'response body › auth.access_token: secret-named field',
      'response body › auth.refresh_token: secret-named field',
      'response body › credentials: secret-named field',
      'response body › api_keys: secret-named field',
      'response body › items[0].client_secret: secret-named field',
    ]);
  });

  it('redacts a long random value in a field named like a credential, not an ordinary one', () => {
    const { body, redactions } = redactBody(json({ key: 'q8Zr2Lx0VbN4tK7mWp1Yc5Hd9fG3', signature: 'ok', code: 'ERR_NOT_FOUND' }), 'application/json');
    expect(JSON.parse(body)).toEqual({ key: REDACTED, signature: 'ok', code: 'ERR_NOT_FOUND' });
    expect(redactions).toEqual([{ where: 'response body › key', why: 'high-entropy value in a credential field', place: 'response body › key' }]);
  });

  it('keeps what only looks like a credential: a UUID, a commit sha, a base64 image, a long sentence', () => {
    const original = json({
      id: '550e8400-e29b-41d4-a716-446655440000',
      key: '550e8400-e29b-41d4-a716-446655440000',
      commit: { sha: '9fceb02d0ae598e95dc970b74767f19372d61af8', message: 'Fix the token refresh' },
      avatar: `data:image/png;base64,${sampleBase64(30_000)}`,
      thumbnail: sampleBase64(30_000),
      description: 'A long ordinary sentence about passwords, API keys, tokens and the Bearer scheme, with nothing secret in it at all.',
      nextPageToken: 'CAEQAA',
    });
    expect(redactBody(original, 'application/json')).toEqual({ body: original, redactions: [] });
  });

  it('looks inside JSON held in a string and URLs held in a value', () => {
    const { body, redactions } = redactBody(
      json({ payload: json({ user: { token: 'abc123' } }), download_url: 'https://raw.example/file.txt?token=GHSAT0AAA&ref=main' }),
      'application/json',
    );
    const parsed = JSON.parse(body);
    expect(JSON.parse(parsed.payload)).toEqual({ user: { token: REDACTED } });
    expect(parsed.download_url).toBe(`https://raw.example/file.txt?token=${REDACTED}&ref=main`);
    expect(redactions.map((redaction) => redaction.why)).toEqual(['secret-named field', 'secret-named parameter in a URL']);
  });
});

describe('redactBody: base64 credentials', () => {
  const userPassword = btoa('bot:Qw7Lx2Zr9Kp4Vt8N');

  it('redacts base64 user:password under an auth name, and inside base64 JSON (a Kubernetes docker-config Secret)', () => {
    const dockerConfig = btoa(json({ auths: { 'registry.example': { auth: userPassword, email: 'ci@example.com' } } }));
    const { body, redactions } = redactBody(json({ auth: userPassword, kind: 'Secret', data: { '.dockerconfigjson': dockerConfig } }), 'application/json');
    const parsed = JSON.parse(body);
    expect(parsed.auth).toBe(REDACTED);
    expect(JSON.parse(atob(parsed.data['.dockerconfigjson']))).toEqual({ auths: { 'registry.example': { auth: REDACTED, email: 'ci@example.com' } } });
    expect(redactions.map((redaction) => `${redaction.where}: ${redaction.why}`)).toEqual([
      'response body › auth: basic credentials',
      'response body › data[".dockerconfigjson"].auths["registry.example"].auth: basic credentials',
    ]);
    expect(body).not.toContain('Qw7Lx2Zr9Kp4Vt8N');
  });

  it('leaves bare base64 alone under an ordinary name: a Relay ID decodes to the same shape, a file to text', () => {
    const original = json({ node_id: 'MDQ6VXNlcjE=', raw: userPassword, content: btoa('name: kitbench\nversion: 1\n'), config: btoa(json({ theme: 'dark' })) });
    expect(redactBody(original, 'application/json')).toEqual({ body: original, redactions: [] });
  });
});

describe('redactBody: HTML', () => {
  const csrf = 'q8Zr2Lx0VbN4tK7mWp1Yc5Hd9fG3sT6uWq1Yc5Hd9fG3';
  const authenticity = 'Zk3Lm9Qp2Rs7Tv4Wx8Yz1Ab5Cd6Ef0Gh2Ij3Kl4Mn5Op';
  const page = [
    '<!doctype html><html><head>',
    '<meta name="csrf-param" content="authenticity_token">',
    `<meta name="csrf-token" content="${csrf}">`,
    '</head><body><form>',
    `<input type="hidden" name='authenticity_token' value=${authenticity}>`,
    '<input type="password" name="user[password]" value="">',
    `<div data-api-key="${csrf}" data-token-type="bearer" class="token-box">Token</div>`,
    '<input name="q" value="how to rotate a token">',
    '</form></body></html>',
  ].join('\n');

  it('redacts the value of a tag whose name is a secret’s, and attributes named like secrets, and says which lines', () => {
    const { body, redactions } = redactBody(page, 'text/html; charset=utf-8');
    expect(body).toContain(`<meta name="csrf-token" content="${REDACTED}">`);
    expect(body).toContain(`<input type="hidden" name='authenticity_token' value=${REDACTED}>`);
    expect(body).toContain(`data-api-key="${REDACTED}" data-token-type="bearer"`);
    // Names of fields, empty values and ordinary ones stay.
    expect(body).toContain('<meta name="csrf-param" content="authenticity_token">');
    expect(body).toContain('name="user[password]" value=""');
    expect(body).toContain('<input name="q" value="how to rotate a token">');
    expect(body).not.toMatch(new RegExp(`${csrf}|${authenticity}`));
    expect(redactions).toEqual([{ where: 'response body, lines 3, 5, 7', why: 'secret-named HTML field', place: 'response body (text) › secret-named HTML field' }]);
  });

  it('reads HTML held in a JSON string the same way', () => {
    const { body, redactions } = redactBody(json({ form_html: `<form><input type="hidden" name="csrf_token" value="${csrf}"></form>` }), 'application/json');
    expect(JSON.parse(body).form_html).toBe(`<form><input type="hidden" name="csrf_token" value="${REDACTED}"></form>`);
    expect(redactions).toEqual([{ where: 'response body › form_html', why: 'secret-named HTML field', place: 'response body › form_html' }]);
  });
});

describe('redactBody: other text', () => {
  it('redacts a form-encoded token response by name', () => {
    const { body, redactions } = redactBody(`access_token=${sampleToken('GitHub OAuth token')}&scope=repo&token_type=bearer`, 'application/x-www-form-urlencoded');
    expect(body).toBe(`access_token=${REDACTED}&scope=repo&token_type=bearer`);
    expect(redactions).toEqual([{ where: 'response body › access_token', why: 'secret-named field', place: 'response body › access_token' }]);
  });

  it('redacts tokens in plain text and values after secret names, naming the lines', () => {
    const text = `Hello Ada,\nyour key is ${sampleToken('Stripe live secret key')}\npassword: hunter2secret\nBye`;
    const { body, redactions } = redactBody(text, 'text/plain');
    expect(body).toBe(`Hello Ada,\nyour key is ${REDACTED}\npassword: ${REDACTED}\nBye`);
    expect(redactions).toEqual([
      { where: 'response body, line 2', why: 'Stripe key', place: 'response body (text) › Stripe key' },
      { where: 'response body, line 3', why: 'secret-named field', place: 'response body (text) › secret-named field' },
    ]);
  });

  it('redacts XML elements named like secrets', () => {
    const { body } = redactBody('<auth><access_token>abcdef123456</access_token><user>ada</user></auth>', 'application/xml');
    expect(body).toBe(`<auth><access_token>${REDACTED}</access_token><user>ada</user></auth>`);
  });
});

describe('redactUrl', () => {
  it('replaces secret-named and token-valued query parameters, and the URL’s user and password', () => {
    const { url, redactions } = redactUrl(`https://ada:pw@api.example/items?api_key=s3cret&page=2&q=${sampleToken('Google API key')}&key=k`);
    expect(url).toBe(`https://api.example/items?api_key=${REDACTED}&page=2&q=${REDACTED}&key=${REDACTED}`);
    expect(redactions.map((redaction) => `${redaction.where}: ${redaction.why}`)).toEqual([
      'user and password in the URL: credentials in a URL',
      'query parameter api_key: secret-named parameter',
      'query parameter q: Google API key',
      'query parameter key: secret-named parameter',
    ]);
  });

  it('turns a path segment holding a token into an MSW parameter, so the mock still answers', () => {
    const token = sampleToken('GitHub classic token');
    const { url, path, redactions } = redactUrl(`https://api.example/v1/keys/${token}/usage`);
    expect(url).toBe('https://api.example/v1/keys/:redacted/usage');
    expect(path).toBe('/v1/keys/:redacted/usage');
    expect(redactions).toEqual([{ where: 'URL path segment 3', why: 'GitHub token', place: 'URL path segment 3' }]);
    const slack = redactUrl('https://hooks.slack.com/services/T0AAAAAAA/B0BBBBBBB/abcdefghijklmnopqrstuvwx');
    expect(slack.url).toBe('https://hooks.slack.com/services/:redacted/:redacted2/:redacted3');
  });

  it('leaves an ordinary URL exactly as it was', () => {
    const plain = 'https://api.example/repos/acme/app/commits/9fceb02d0ae598e95dc970b74767f19372d61af8?per_page=5';
    expect(redactUrl(plain)).toEqual({ url: plain, host: 'api.example', path: '/repos/acme/app/commits/9fceb02d0ae598e95dc970b74767f19372d61af8', redactions: [] });
  });
});

describe('scanHeaders', () => {
  it('names credential headers, cookies, and any header whose value is a bearer string or a token', () => {
    const redactions = scanHeaders(
      {
        'content-type': 'application/json',
        'Set-Cookie': 'sid=1',
        Authorization: 'Bearer x',
        'X-Upstream': 'Bearer abc',
        'X-Debug': `issued ${sampleToken('AWS access key ID')}`,
        'x-ratelimit-remaining': '9',
      },
      'response',
    );
    expect(redactions).toEqual([
      { where: 'response header set-cookie', why: 'cookies' },
      { where: 'response header authorization', why: 'credential header' },
      { where: 'response header x-upstream', why: 'bearer token' },
      { where: 'response header x-debug', why: 'AWS access key ID' },
    ]);
  });
});

describe('redactExchange and keep choices', () => {
  const raw = exchange({
    url: `https://api.example/users/42?access_token=${sampleToken('GitHub OAuth token')}`,
    requestHeaders: { Authorization: 'Bearer live', Cookie: 'sid=1' },
    body: json({ data: { profile_note: SAMPLE_JWT, items: [{ hint: sampleToken('Stripe test key') }, { hint: sampleToken('Stripe test key') }] } }),
  });

  it('lists request headers, URL, response headers and body, in that order', () => {
    const clean = redactExchange(raw);
    expect(clean.redactions.map((redaction) => redaction.where)).toEqual([
      'request header authorization',
      'request header cookie',
      'query parameter access_token',
      'response body › data.profile_note',
      'response body › data.items[0].hint',
      'response body › data.items[1].hint',
    ]);
    expect(`${clean.url} ${clean.body}`).not.toMatch(/gho_|eyJ|sk_test/);
  });

  it('keeps a value the author chose, for that request and place only, and still lists it as kept', () => {
    const keep = [{ host: 'api.example', method: 'GET', path: '/users/42', place: 'response body › data.items[].hint' }];
    const clean = redactExchange(raw, keep);
    const items = JSON.parse(clean.body).data.items;
    expect(items).toEqual([{ hint: sampleToken('Stripe test key') }, { hint: sampleToken('Stripe test key') }]);
    expect(JSON.parse(clean.body).data.profile_note).toBe(REDACTED);
    expect(clean.redactions.filter((redaction) => redaction.kept).map((redaction) => redaction.where)).toEqual([
      'response body › data.items[0].hint',
      'response body › data.items[1].hint',
    ]);
    // Another path, another method: redacted as before.
    expect(redactExchange({ ...raw, url: 'https://api.example/users/43' }, keep).body).not.toContain('sk_test');
    expect(redactExchange({ ...raw, method: 'POST' }, keep).body).not.toContain('sk_test');
  });

  it('never lets a header through, whatever is kept', () => {
    const keep = [{ host: 'api.example', method: 'GET', path: '/users/42', place: 'request header authorization' }];
    expect(redactExchange(raw, keep).redactions[0]).toEqual({ where: 'request header authorization', why: 'credential header' });
  });
});
