import { describe, expect, it } from 'vitest';
import { textBytes } from '../workspace/limits';
import { upsertMockHandler } from './edit';
import { sampleBase64 } from './secret-samples';
import { cutBody, MOCKS_FILE_MAX_BYTES, mocksFileProblem, RECORDED_BODY_MAX_BYTES, writtenBytes } from './size';

/** A 5 MB answer: a page of 12,000 issues with a few fields each. */
function fiveMegabytes(): string {
  const issues = Array.from({ length: 12_000 }, (_, index) => ({
    id: index + 1,
    key: `PROJ-${index + 1}`,
    title: `Issue number ${index + 1}: the editor loses the caret after a paste in a table cell`,
    labels: ['bug', 'editor'],
    body: 'Steps: open a page, paste a table, type. '.repeat(8),
  }));
  const text = JSON.stringify({ total: issues.length, issues });
  expect(textBytes(text)).toBeGreaterThan(5_000_000);
  return text;
}

describe('cutBody', () => {
  it('leaves a body that fits as it is', () => {
    const body = JSON.stringify({ title: 'Crash on save' });
    expect(cutBody(body)).toEqual({ body });
  });

  it('cuts a 5 MB JSON answer to a summary of the same shape, with a note saying what was left out', () => {
    const { body, note } = cutBody(fiveMegabytes());
    const cut = JSON.parse(body);
    expect(writtenBytes(cut)).toBeLessThanOrEqual(RECORDED_BODY_MAX_BYTES);
    expect(cut.total).toBe(12_000);
    expect(cut.issues.length).toBeGreaterThan(100);
    expect(cut.issues[0]).toMatchObject({ id: 1, key: 'PROJ-1', labels: ['bug', 'editor'] });
    expect(note).toMatch(/^The response body was 5\.\d MB; the mocks file must stay under 1\.0 MB \(the most the playground opens\)/);
    expect(note).toContain(`the first ${cut.issues.length.toLocaleString('en')} of 12,000 items of \`issues\``);
  });

  it('shortens one huge string (an inline image) and says so', () => {
    const { body, note } = cutBody(JSON.stringify({ name: 'logo', image: sampleBase64(3_000_000) }));
    const cut = JSON.parse(body);
    expect(cut.name).toBe('logo');
    expect(cut.image).toMatch(/… \(3\.8 MB, cut\)$/);
    expect(writtenBytes(cut)).toBeLessThanOrEqual(RECORDED_BODY_MAX_BYTES);
    expect(note).toContain('1 long string shortened');
  });

  it('keeps the start of a long text body', () => {
    const text = 'line of a CSV export, with "quotes"\n'.repeat(200_000);
    const { body, note } = cutBody(text);
    expect(text.startsWith(body)).toBe(true);
    expect(textBytes(JSON.stringify(body))).toBeLessThanOrEqual(RECORDED_BODY_MAX_BYTES);
    expect(note).toMatch(/keeps its first \d+ KB\.$/);
  });
});

describe('the mocks file', () => {
  it('stays under the size the playground opens with four cut 5 MB recordings in it', () => {
    let text: string | undefined;
    const big = cutBody(fiveMegabytes());
    for (const path of ['a', 'b', 'c', 'd']) {
      const edit = upsertMockHandler(text, { method: 'GET', url: `https://tracker.example/${path}`, status: 200, body: big.body, note: big.note });
      if (!edit.ok) throw new Error(edit.error);
      text = edit.text;
    }
    expect(mocksFileProblem('kitbench.mocks.ts', text ?? '')).toBeUndefined();
    expect(text).toContain(`// ${big.note}`);
  });

  it('names the file, its size and the limit when it would be too big', () => {
    // One format whatever the size: just over the limit and three times over read alike.
    expect(mocksFileProblem('kitbench.mocks.ts', 'x'.repeat(MOCKS_FILE_MAX_BYTES + 1))).toBe('kitbench.mocks.ts would be 1,025 KB, over the 1,024 KB (1.0 MB) the playground opens.');
    expect(mocksFileProblem('kitbench.mocks.ts', 'x'.repeat(1_061_490))).toBe('kitbench.mocks.ts would be 1,037 KB, over the 1,024 KB (1.0 MB) the playground opens.');
    expect(mocksFileProblem('kitbench.mocks.ts', 'x'.repeat(3 * MOCKS_FILE_MAX_BYTES))).toBe('kitbench.mocks.ts would be 3,072 KB, over the 1,024 KB (1.0 MB) the playground opens.');
  });
});
