/**
 * Fake credentials in each format record mode detects, for tests (unit and e2e). Each is built from parts at run
 * time, so no secret scanner run over this repository mistakes the source for a leak; none was ever valid.
 */

/** `length` characters repeating `pattern`. */
const fill = (pattern: string, length: number) => pattern.repeat(Math.ceil(length / pattern.length)).slice(0, length);
const b64url = (text: string) => btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

/** A signed-looking JWT (HS256 header, a user's claims, a made-up signature). */
export const SAMPLE_JWT = [
  b64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' })),
  b64url(JSON.stringify({ sub: 'user-42', name: 'Ada', iat: 1767225600 })),
  fill('Sfl4KxwRJ3eP0dQ9a', 43),
].join('.');

/** One sample per format, with the reason the Review gives for it. */
export const SAMPLE_TOKENS: readonly { label: string; why: string; value: string }[] = [
  { label: 'GitHub classic token', why: 'GitHub token', value: `ghp_${fill('x9Kq2Lm7', 36)}` },
  { label: 'GitHub OAuth token', why: 'GitHub token', value: `gho_${fill('P4s8Tz1W', 36)}` },
  { label: 'GitHub user-to-server token', why: 'GitHub token', value: `ghu_${fill('r5Yb2Nc8', 36)}` },
  { label: 'GitHub server-to-server token', why: 'GitHub token', value: `ghs_${fill('Hk3Jq9Vd', 36)}` },
  { label: 'GitHub refresh token', why: 'GitHub token', value: `ghr_${fill('e6Wm1Xo4', 36)}` },
  { label: 'GitHub fine-grained token', why: 'GitHub token', value: `github_pat_${fill('11AbCd2Ef_3Gh4Ij', 82)}` },
  { label: 'Slack bot token', why: 'Slack token', value: ['xoxb', '2741928374', '5518273641928', fill('qT7vN2mK', 24)].join('-') },
  { label: 'Slack user token', why: 'Slack token', value: ['xoxp', '2741928374', '5518273641', '8812736451', fill('aZ3cB6dF', 32)].join('-') },
  { label: 'Stripe live secret key', why: 'Stripe key', value: ['sk', 'live', fill('4eC39HqLyjWDarjt', 24)].join('_') },
  { label: 'Stripe live restricted key', why: 'Stripe key', value: ['rk', 'live', fill('9Lm2Qp7Rs4Tv', 24)].join('_') },
  { label: 'Stripe test key', why: 'Stripe key', value: ['sk', 'test', fill('T3st0nlyK3y', 24)].join('_') },
  { label: 'AWS access key ID', why: 'AWS access key ID', value: `AKIA${fill('Q7ZR4WJ2', 16)}` },
  { label: 'AWS temporary key ID', why: 'AWS access key ID', value: `ASIA${fill('M3XK5TV6', 16)}` },
  { label: 'Google API key', why: 'Google API key', value: `AIza${fill('SyD8k-3Hf_q2', 35)}` },
  {
    label: 'private key block',
    why: 'private key',
    value: [`-----BEGIN ${'RSA PRIVATE'} KEY-----`, fill('MIIEowIBAAKCAQEA', 64), fill('7fQ2xZk9Lm3Np8Rt', 64), `-----END ${'RSA PRIVATE'} KEY-----`].join('\n'),
  },
  { label: 'JWT', why: 'JWT', value: SAMPLE_JWT },
  { label: 'HTTP Basic credentials', why: 'basic credentials', value: `Basic ${btoa(`svc-bot:${fill('QTjX7wPz2', 20)}`)}` },
];

/** Each token sample by what it is (`token('Stripe live secret key')`). */
export const sampleToken = (label: string): string => {
  const sample = SAMPLE_TOKENS.find((token) => token.label === label);
  if (!sample) throw new Error(`no sample ${label}`);
  return sample.value;
};

/** A deterministic run of random-looking base64 (an image's bytes), `bytes` long before encoding. */
export function sampleBase64(bytes: number): string {
  let state = 0x2545f491;
  const data = new Uint8Array(bytes);
  for (let index = 0; index < bytes; index += 1) {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    data[index] = state & 0xff;
  }
  let binary = '';
  for (const byte of data) binary += String.fromCharCode(byte);
  return btoa(binary);
}
