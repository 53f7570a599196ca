import { createComponent, createIntegration } from '@service/runtime';

// JWT libraries take crypto.subtle when they are imported: so does this file.
const subtle = globalThis.crypto?.subtle;
if (!subtle) throw new Error('crypto.subtle is not available');

const encoder = new TextEncoder();
const toBase64Url = (bytes) =>
  btoa(String.fromCharCode(...new Uint8Array(bytes))).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const fromBase64Url = (text) =>
  Uint8Array.from(atob(text.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0));
const hex = (bytes) => [...new Uint8Array(bytes)].map((b) => b.toString(16).padStart(2, '0')).join('');
const json = (value) => toBase64Url(encoder.encode(JSON.stringify(value)));

const HS256 = { name: 'HMAC', hash: 'SHA-256' };
const RS256 = { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256' };

async function signJwt(payload, algorithm, key) {
  const input = `${json({ alg: algorithm === HS256 ? 'HS256' : 'RS256', typ: 'JWT' })}.${json(payload)}`;
  const signature = await subtle.sign(algorithm, key, encoder.encode(input));
  return `${input}.${toBase64Url(signature)}`;
}

async function verifyJwt(token, algorithm, key) {
  const [header, payload, signature] = token.split('.');
  const valid = await subtle.verify(algorithm, key, fromBase64Url(signature), encoder.encode(`${header}.${payload}`));
  return valid ? JSON.parse(new TextDecoder().decode(fromBase64Url(payload))) : null;
}

export async function cryptoReport() {
  // HS256 with a shared secret.
  const secret = await subtle.importKey('raw', encoder.encode('kitbench-secret'), HS256, false, ['sign', 'verify']);
  const hsToken = await signJwt({ sub: 'user_1', scope: 'read' }, HS256, secret);
  const hsClaims = await verifyJwt(hsToken, HS256, secret);
  const tampered = `${hsToken.split('.')[0]}.${json({ sub: 'admin' })}.${hsToken.split('.')[2]}`;
  const tamperedClaims = await verifyJwt(tampered, HS256, secret);

  // RS256 with a fresh key pair; the verifier gets the public key as a JWK, as from a JWKS endpoint.
  const pair = await subtle.generateKey({ ...RS256, modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]) }, true, ['sign', 'verify']);
  const rsToken = await signJwt({ sub: 'user_2' }, RS256, pair.privateKey);
  const jwk = await subtle.exportKey('jwk', pair.publicKey);
  const publicKey = await subtle.importKey('jwk', jwk, RS256, false, ['verify']);
  const rsClaims = await verifyJwt(rsToken, RS256, publicKey);

  const digest = hex(await subtle.digest('SHA-256', encoder.encode('hello')));
  const hmacKey = await subtle.importKey('raw', encoder.encode('key'), HS256, false, ['sign']);
  const hmac = hex(await subtle.sign('HMAC', hmacKey, encoder.encode('The quick brown fox jumps over the lazy dog')));

  // AES-GCM with a key derived by PBKDF2; deriveBits as well.
  const salt = crypto.getRandomValues(new Uint8Array(16));
  const password = await subtle.importKey('raw', encoder.encode('hunter2'), 'PBKDF2', false, ['deriveKey', 'deriveBits']);
  const pbkdf2 = { name: 'PBKDF2', salt, iterations: 1000, hash: 'SHA-256' };
  const aes = await subtle.deriveKey(pbkdf2, password, { name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt']);
  const bits = await subtle.deriveBits(pbkdf2, password, 256);
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const sealed = await subtle.encrypt({ name: 'AES-GCM', iv }, aes, encoder.encode('round trip'));
  const opened = new TextDecoder().decode(await subtle.decrypt({ name: 'AES-GCM', iv }, aes, sealed));

  return {
    hs256: hsClaims?.sub === 'user_1' && tamperedClaims === null ? 'verified' : 'failed',
    rs256: rsClaims?.sub === 'user_2' ? 'verified' : 'failed',
    digest,
    hmac,
    aes: opened === 'round trip' && bits.byteLength === 32 ? 'ok' : 'failed',
    uuid: /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/.test(crypto.randomUUID()) ? 'ok' : 'failed',
    keyType: Object.prototype.toString.call(secret),
  };
}

const tokens = createComponent({
  componentId: 'tokens',
  async render() {
    const report = await cryptoReport();
    return {
      type: 'block',
      children: [
        { type: 'text', children: `HS256 JWT: ${report.hs256}` },
        { type: 'text', children: `RS256 JWT: ${report.rs256}` },
        { type: 'text', children: `SHA-256 digest: ${report.digest}` },
        { type: 'text', children: `HMAC: ${report.hmac}` },
        { type: 'text', children: `AES-GCM: ${report.aes}` },
        { type: 'text', children: `UUID: ${report.uuid}` },
      ],
    };
  },
});

// A fresh id on each render, from crypto.randomUUID.
const ticket = createComponent({
  componentId: 'ticket',
  render: () => ({ type: 'block', children: [{ type: 'text', children: `Ticket ${crypto.randomUUID()}` }] }),
});

export default createIntegration({
  components: [tokens, ticket],
  events: {
    crypto_report: () => cryptoReport(),
  },
});
