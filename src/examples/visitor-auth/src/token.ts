// The site's token: an HS256 JWT signed over Web Crypto with the installation's signing secret (no library needed).
const encoder = new TextEncoder();

const base64url = (input: string | Uint8Array) =>
  btoa(typeof input === 'string' ? input : String.fromCharCode(...input))
    .replace(/=+$/, '')
    .replace(/\+/g, '-')
    .replace(/\//g, '_');

/** Claims the provider sets about its own token, which the site's token must not repeat. */
const PROVIDER_CLAIMS = ['iat', 'exp', 'iss', 'aud', 'nbf', 'jti', 'nonce'];

export async function signSiteToken(userinfo: Record<string, unknown>, secret: string, lifetimeSeconds = 3600): Promise<string> {
  const claims = Object.fromEntries(Object.entries(userinfo).filter(([name]) => !PROVIDER_CLAIMS.includes(name)));
  const header = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
  const payload = base64url(JSON.stringify({ ...claims, exp: Math.floor(Date.now() / 1000) + lifetimeSeconds }));
  const key = await crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const signature = new Uint8Array(await crypto.subtle.sign('HMAC', key, encoder.encode(`${header}.${payload}`)));
  return `${header}.${payload}.${base64url(signature)}`;
}
