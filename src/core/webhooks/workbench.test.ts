import { describe, expect, it } from 'vitest';
import { sign } from './signature';
import { inspectSignature } from './workbench';

const SECRET = 'whsec_bench';
const PRETTY = JSON.stringify({ eventId: 'evt_1', type: 'site_view', url: 'https://docs.example.com/a' }, null, 2);
const T = 1_700_000_000;

describe('inspectSignature', () => {
  it('says valid and shows the signed string', async () => {
    const header = await sign(PRETTY, SECRET, { timestamp: T });
    const inspection = await inspectSignature({ header, body: PRETTY, secret: SECRET, now: T });
    expect(inspection.result.valid).toBe(true);
    expect(inspection.signedString).toBe(`${T}.${PRETTY}`);
    expect(header).toContain(inspection.expectedSignature);
  });

  it('rejects a tampered body as a mismatch, without a re-serialization hint', async () => {
    const header = await sign(PRETTY, SECRET, { timestamp: T });
    const tampered = PRETTY.replace('site_view', 'page_feedback');
    const inspection = await inspectSignature({ header, body: tampered, secret: SECRET, now: T });
    expect(inspection.result).toMatchObject({ valid: false, reason: 'mismatch' });
    expect(inspection.reserialized).toBeUndefined();
  });

  it('flags a body verified after re-serialization (same JSON, other bytes)', async () => {
    const header = await sign(PRETTY, SECRET, { timestamp: T });
    const compact = JSON.stringify(JSON.parse(PRETTY));
    const inspection = await inspectSignature({ header, body: compact, secret: SECRET, now: T });
    expect(inspection.result).toMatchObject({ valid: false, reason: 'mismatch' });
    expect(inspection.reserialized?.label).toBe('JSON indented by 2 spaces');
    expect(inspection.reserialized?.message).toContain('raw request body');
  });

  it('flags a trailing newline added by an editor', async () => {
    const header = await sign(`${PRETTY}\n`, SECRET, { timestamp: T });
    const inspection = await inspectSignature({ header, body: PRETTY, secret: SECRET, now: T });
    expect(inspection.reserialized?.label).toBe('the body with a trailing newline');
  });

  it('reports the missing part of a malformed header and shows no signed string', async () => {
    const inspection = await inspectSignature({ header: 'v1=abc', body: PRETTY, secret: SECRET });
    expect(inspection.result).toMatchObject({ valid: false, reason: 'missing-timestamp' });
    expect(inspection.signedString).toBeUndefined();
  });

  it('notices a body that is not compact JSON', async () => {
    const inspection = await inspectSignature({ header: '', body: PRETTY, secret: SECRET });
    expect(inspection.notCompactJson).toBe(true);
  });

  it('answers an empty secret with a reason, never a thrown DataError', async () => {
    const header = await sign(PRETTY, SECRET, { timestamp: T });
    const inspection = await inspectSignature({ header, body: PRETTY, secret: '', now: T });
    expect(inspection.result).toMatchObject({ valid: false, reason: 'missing-secret' });
    expect(inspection.expectedSignature).toBeUndefined();
  });

  it('rejects a header with two timestamps with the reason', async () => {
    const header = `${await sign(PRETTY, SECRET, { timestamp: T })},t=${T + 5}`;
    const inspection = await inspectSignature({ header, body: PRETTY, secret: SECRET, now: T });
    expect(inspection.result).toMatchObject({ valid: false, reason: 'ambiguous-timestamp' });
  });
});
