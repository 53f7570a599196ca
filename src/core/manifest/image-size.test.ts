import { describe, expect, it } from 'vitest';
import { imageSize } from './image-size.ts';

function png(width: number, height: number): Uint8Array {
  const bytes = new Uint8Array(33);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  new DataView(bytes.buffer).setUint32(16, width);
  new DataView(bytes.buffer).setUint32(20, height);
  return bytes;
}

/** SOI, an APP0 segment, a fill byte, then SOF2 (progressive) with the size. */
function jpeg(width: number, height: number): Uint8Array {
  const app0 = [0xff, 0xe0, 0x00, 0x10, ...new Array(14).fill(0)];
  const sof = [0xff, 0xc2, 0x00, 0x11, 0x08, height >> 8, height & 0xff, width >> 8, width & 0xff, 0x03];
  return new Uint8Array([0xff, 0xd8, ...app0, 0xff, ...sof, ...new Array(9).fill(0)]);
}

describe('imageSize', () => {
  it('reads a PNG IHDR', () => {
    expect(imageSize(png(1600, 800))).toEqual({ format: 'png', width: 1600, height: 800 });
  });

  it('reads a JPEG SOF past other segments and fill bytes', () => {
    expect(imageSize(jpeg(1200, 600))).toEqual({ format: 'jpeg', width: 1200, height: 600 });
  });

  it('skips a DHT segment, whose marker sits in the SOF range', () => {
    const dht = [0xff, 0xc4, 0x00, 0x04, 0x00, 0x00];
    const bytes = jpeg(10, 5);
    const withDht = new Uint8Array([0xff, 0xd8, ...dht, ...bytes.subarray(2)]);
    expect(imageSize(withDht)).toEqual({ format: 'jpeg', width: 10, height: 5 });
  });

  it('gives up on other formats and truncated headers', () => {
    expect(imageSize(new TextEncoder().encode('GIF89a...'))).toBeUndefined();
    expect(imageSize(png(1, 1).subarray(0, 20))).toBeUndefined();
    expect(imageSize(jpeg(1, 1).subarray(0, 22))).toBeUndefined();
    expect(imageSize(new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x00]))).toBeUndefined();
    expect(imageSize(new Uint8Array())).toBeUndefined();
  });
});
