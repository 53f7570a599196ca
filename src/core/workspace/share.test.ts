import { describe, expect, it } from 'vitest';
import { decodeShareFragment, encodeShareFragment, isShareFragment, redactSecrets } from './share';
import { folder } from './fixture';

/** `${{ env.NAME }}` without a template-literal look-alike in the source. */
const env = (name: string) => `$${'{{'} env.${name} }}`;

describe('share fragments', () => {
  it('restore the folder and its name', () => {
    const fragment = encodeShareFragment(folder);
    expect(fragment).toMatch(/^share=[A-Za-z0-9_-]+$/);
    expect(decodeShareFragment(`#${fragment}`)).toEqual(folder);
  });

  it('never carry a literal secret value', () => {
    const manifest = `${folder.manifest}secrets:\n  CLIENT_ID: ${env('CLIENT_ID')}\n  CLIENT_SECRET: hunter2-very-secret # oops\n`;
    const back = decodeShareFragment(encodeShareFragment({ ...folder, manifest }));
    expect(back.manifest).not.toContain('hunter2');
    expect(back.manifest).toContain(`CLIENT_SECRET: ${env('CLIENT_SECRET')} # oops`);
    expect(back.manifest).toContain(`CLIENT_ID: ${env('CLIENT_ID')}`);
  });

  it('explain a damaged link instead of throwing something obscure', () => {
    expect(() => decodeShareFragment('#share=AAAA')).toThrow(/damaged/);
    expect(() => decodeShareFragment('#share=@@@')).toThrow(/damaged/);
    expect(() => decodeShareFragment('#other=1')).toThrow(/does not carry/);
  });

  it('recognise a share fragment', () => {
    expect(isShareFragment('#share=abc')).toBe(true);
    expect(isShareFragment('#line=3')).toBe(false);
  });
});

describe('redactSecrets', () => {
  it('leaves a manifest without literal secrets byte-identical', () => {
    const manifest = `name: a\nsecrets:\n  A: ${env('A')}\n`;
    expect(redactSecrets(manifest)).toBe(manifest);
  });

  it('leaves broken YAML alone', () => {
    expect(redactSecrets('a: [')).toBe('a: [');
  });
});
