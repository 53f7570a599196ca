import { computeSignature, parseSignatureHeader, secretProblem, signedString, type VerifyResult, verify } from './signature';

/**
 * The signature workbench: verify a pasted header, body and secret, show the signed string, and catch the
 * classic mistake of verifying a parsed-and-re-serialized body instead of the raw one.
 */

/** What the workbench shows. */
export interface SignatureInspection {
  result: VerifyResult;
  /** `<t>.<body>` as the receiver signs it, when the header has a `t`. */
  signedString?: string;
  /** The v1 this body and secret produce for that `t`. */
  expectedSignature?: string;
  /** Set when the signature matches another serialization of the same JSON: the body was re-serialized. */
  reserialized?: { label: string; message: string };
  /** Set when the body parses as JSON into the same value but with different bytes than its compact form. */
  notCompactJson: boolean;
}

interface Variant {
  label: string;
  text: string;
}

function variantsOf(body: string): Variant[] {
  const variants: Variant[] = [];
  try {
    const value: unknown = JSON.parse(body);
    variants.push({ label: 'compact JSON (JSON.stringify)', text: JSON.stringify(value) });
    variants.push({ label: 'JSON indented by 2 spaces', text: JSON.stringify(value, null, 2) });
    variants.push({ label: 'JSON indented by 4 spaces', text: JSON.stringify(value, null, 4) });
  } catch {
    // not JSON: only whitespace variants below
  }
  variants.push({ label: 'the body without surrounding whitespace', text: body.trim() });
  variants.push({ label: 'the body with a trailing newline', text: `${body}\n` });
  variants.push({ label: 'the body with CRLF line endings', text: body.replace(/\r?\n/g, '\r\n') });
  variants.push({ label: 'the body with LF line endings', text: body.replace(/\r\n/g, '\n') });
  const seen = new Set([body]);
  return variants.filter((variant) => !seen.has(variant.text) && seen.add(variant.text));
}

/** What the workbench inspects. */
export interface InspectionInput {
  header: string;
  body: string;
  secret: string;
  toleranceSeconds?: number;
  /** Unix seconds. */
  now?: number;
}

/** Inspects a signature as a careful receiver would, with hints for the usual mistakes. Never rejects. */
export async function inspectSignature(input: InspectionInput): Promise<SignatureInspection> {
  try {
    return await inspect(input);
  } catch (error) {
    // the workbench is a form a person types into: whatever fails, it answers with a reason, never an exception
    const detail = error instanceof Error ? error.message : String(error);
    return {
      result: { valid: false, reason: 'check-failed', message: `The signature could not be checked: ${detail}` },
      notCompactJson: false,
    };
  }
}

async function inspect(input: InspectionInput): Promise<SignatureInspection> {
  const result = await verify(input.header, input.body, input.secret, {
    toleranceSeconds: input.toleranceSeconds,
    now: input.now,
  });
  const parsed = parseSignatureHeader(input.header ?? '');
  let notCompactJson = false;
  try {
    notCompactJson = JSON.stringify(JSON.parse(input.body)) !== input.body;
  } catch {
    notCompactJson = false;
  }
  const inspection: SignatureInspection = { result, notCompactJson };
  if (parsed.t === undefined || !/^\d+$/.test(parsed.t) || parsed.timestamps.length > 1 || secretProblem(input.secret)) {
    return inspection;
  }
  inspection.signedString = signedString(parsed.t, input.body);
  inspection.expectedSignature = await computeSignature(input.secret, parsed.t, input.body);
  if (!result.valid && result.reason === 'mismatch') {
    const given = parsed.v1.map((v) => v.toLowerCase());
    for (const variant of variantsOf(input.body)) {
      const candidate = await computeSignature(input.secret, parsed.t, variant.text);
      if (given.includes(candidate)) {
        inspection.reserialized = {
          label: variant.label,
          message: `The signature matches ${variant.label} of this body, not these exact bytes: the body was re-serialized (or reformatted) before verifying. Verify the raw request body exactly as received.`,
        };
        break;
      }
    }
  }
  return inspection;
}
