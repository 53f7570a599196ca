import { describe, expect, it } from 'vitest';
import { bytesToBase64 } from './base64';
import { folder } from './fixture';
import { FolderError } from './folder';
import { assertWithinLimits, base64Bytes, LIMITS, limitProblem } from './limits';
import { decodeShareFragment, encodeShareFragment } from './share';

const MB = 1024 * 1024;

describe('workspace limits', () => {
  it('let an ordinary folder through', () => {
    expect(limitProblem(folder)).toBeUndefined();
  });

  it('name the asset over 2 MB and its size', () => {
    const big = { path: 'assets/huge.bin', mime: 'application/octet-stream', base64: bytesToBase64(new Uint8Array(3 * MB)) };
    expect(limitProblem({ ...folder, assets: [big] })).toBe('assets/huge.bin is 3.0 MB; an image or other binary file may be at most 2.0 MB.');
  });

  it('name the text file over its limit', () => {
    const problem = limitProblem({ ...folder, sources: { ...folder.sources, 'src/big.ts': 'x'.repeat(LIMITS.textFileBytes + 1) } });
    expect(problem).toMatch(/^src\/big\.ts is 2\.0 MB; a text file may be at most 2\.0 MB\.$/);
  });

  it('refuse a workspace whose files together pass 8 MB', () => {
    const sources: Record<string, string> = {};
    for (let i = 0; i < 5; i++) sources[`src/part${i}.ts`] = 'y'.repeat(1.9 * MB);
    expect(limitProblem({ ...folder, sources })).toMatch(/come to 9\.5 MB; a workspace may hold at most 8\.0 MB/);
  });

  it('count base64 bytes without decoding', () => {
    for (const n of [0, 1, 2, 3, 1000]) expect(base64Bytes(bytesToBase64(new Uint8Array(n)))).toBe(n);
  });

  it('throw a FolderError saying nothing was changed', () => {
    const big = { path: 'assets/a.png', mime: 'image/png', base64: bytesToBase64(new Uint8Array(2 * MB + 1)) };
    expect(() => assertWithinLimits({ ...folder, assets: [big] }, 'This zip')).toThrow(FolderError);
    expect(() => assertWithinLimits({ ...folder, assets: [big] }, 'This zip')).toThrow(/^This zip cannot be opened: assets\/a\.png is 2\.0 MB.*Nothing was changed\.$/);
  });
});

describe('a share link', () => {
  it('whose asset is 25 MB is refused with the file named', () => {
    const big = { path: 'assets/data.bin', mime: 'application/octet-stream', base64: bytesToBase64(new Uint8Array(25 * MB)) };
    const fragment = encodeShareFragment({ ...folder, assets: [big] });
    // Zeros deflate well: the link itself is small, only the unpacked file is big.
    expect(fragment.length).toBeLessThan(100_000);
    expect(() => decodeShareFragment(fragment)).toThrow(/This share link cannot be opened: assets\/data\.bin is 25\.0 MB/);
    // 25 MB through base64 and zip both ways.
  }, 30_000);
});
