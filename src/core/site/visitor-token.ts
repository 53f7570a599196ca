/**
 * The site's check of the visitor token an integration hands back (`?jwt_token=` after visitor authentication), as
 * the platform checks it: a JWT signed with the site installation's signing secret
 * (`environment.signingSecrets.siteInstallation`) by an HMAC algorithm, not expired, not used before its `nbf`. Its
 * claims are what adaptive content reads. Verification is `jose`'s (panva): the field's library in every runtime.
 */
import { errors, jwtVerify } from 'jose';

/** The claims a token carries about the visitor: its payload without the JWT's own time and id claims. */
export type VisitorClaims = Record<string, unknown>;

/** Why a token was refused, for the message on the site page. */
export type TokenProblem = 'malformed' | 'algorithm' | 'signature' | 'expired' | 'not-yet-valid' | 'missing-claim' | 'no-secret';

/** The outcome of a check: the claims, or why the site refuses the token. */
export type TokenCheck =
  | { ok: true; claims: VisitorClaims; payload: Record<string, unknown>; expiresAt?: number }
  | { ok: false; problem: TokenProblem; message: string; claim?: string };

/** Algorithms a token signed with a shared secret may use (what the platform's JWT verification accepts). */
export const VISITOR_TOKEN_ALGORITHMS = ['HS256', 'HS384', 'HS512'];

/** Registered claims that are about the token, not the visitor (RFC 7519). */
const TOKEN_CLAIMS = new Set(['exp', 'iat', 'nbf', 'jti']);

/** The visitor's claims in a verified payload. */
export function visitorClaimsOf(payload: Record<string, unknown>): VisitorClaims {
  return Object.fromEntries(Object.entries(payload).filter(([name]) => !TOKEN_CLAIMS.has(name)));
}

const when = (seconds: number) => new Date(seconds * 1000).toISOString().replace('.000Z', 'Z');

/**
 * Checks `token` against the site installation's signing secret. `requiredClaims`: claims the site's visitor schema
 * requires (a token without one is refused, naming it). `now` in milliseconds, for tests.
 */
export async function checkVisitorToken(
  token: string,
  secret: string | undefined,
  options: { requiredClaims?: string[]; now?: number } = {},
): Promise<TokenCheck> {
  if (!secret) {
    return { ok: false, problem: 'no-secret', message: 'The site installation has no signing secret (environment.signingSecrets.siteInstallation): install the integration on a site.' };
  }
  try {
    const { payload } = await jwtVerify(token, new TextEncoder().encode(secret), {
      algorithms: VISITOR_TOKEN_ALGORITHMS,
      requiredClaims: options.requiredClaims,
      currentDate: options.now === undefined ? undefined : new Date(options.now),
    });
    const record = payload as Record<string, unknown>;
    return { ok: true, claims: visitorClaimsOf(record), payload: record, expiresAt: typeof payload.exp === 'number' ? payload.exp * 1000 : undefined };
  } catch (error) {
    return refusal(error);
  }
}

function refusal(error: unknown): TokenCheck {
  if (error instanceof errors.JWTExpired) {
    const exp = typeof error.payload.exp === 'number' ? ` at ${when(error.payload.exp)}` : '';
    return { ok: false, problem: 'expired', message: `The visitor token expired${exp} (its \`exp\` claim): the integration must sign a token that is still valid.` };
  }
  if (error instanceof errors.JWTClaimValidationFailed) {
    if (error.reason === 'missing') {
      return { ok: false, problem: 'missing-claim', claim: error.claim, message: `The visitor token has no \`${error.claim}\` claim, which the site requires.` };
    }
    if (error.claim === 'nbf') {
      const nbf = typeof error.payload.nbf === 'number' ? ` before ${when(error.payload.nbf)}` : ' yet';
      return { ok: false, problem: 'not-yet-valid', message: `The visitor token may not be used${nbf} (its \`nbf\` claim).` };
    }
    return { ok: false, problem: 'malformed', claim: error.claim, message: `The visitor token's \`${error.claim}\` claim is invalid: ${error.message}.` };
  }
  if (error instanceof errors.JWSSignatureVerificationFailed) {
    return {
      ok: false,
      problem: 'signature',
      message: "The visitor token's signature does not match: sign it with the site installation's signing secret (environment.signingSecrets.siteInstallation).",
    };
  }
  if (error instanceof errors.JOSEAlgNotAllowed) {
    return { ok: false, problem: 'algorithm', message: `The visitor token is not signed with a shared secret (${VISITOR_TOKEN_ALGORITHMS.join(', ')}): ${error.message}.` };
  }
  const detail = error instanceof Error ? error.message : String(error);
  return { ok: false, problem: 'malformed', message: `The visitor token is not a valid JWT: ${detail}.` };
}
