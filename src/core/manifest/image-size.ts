// Reads the pixel size from a PNG IHDR or JPEG SOF header, without decoding the image.

/** Width and height in pixels, and the format the header says. */
export interface ImageSize {
  format: 'png' | 'jpeg';
  width: number;
  height: number;
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** The size of a PNG or JPEG image, or undefined when the bytes are neither (or truncated). */
export function imageSize(bytes: Uint8Array): ImageSize | undefined {
  if (isPng(bytes)) return pngSize(bytes);
  if (bytes.length >= 4 && bytes[0] === 0xff && bytes[1] === 0xd8) return jpegSize(bytes);
  return undefined;
}

function isPng(bytes: Uint8Array): boolean {
  return bytes.length >= 8 && PNG_SIGNATURE.every((byte, index) => bytes[index] === byte);
}

function pngSize(bytes: Uint8Array): ImageSize | undefined {
  // signature (8), chunk length (4), "IHDR" (4), width (4), height (4)
  if (bytes.length < 24) return undefined;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (String.fromCharCode(...bytes.subarray(12, 16)) !== 'IHDR') return undefined;
  return { format: 'png', width: view.getUint32(16), height: view.getUint32(20) };
}

// SOF0..SOF15 carry the frame size; C4 (DHT), C8 (JPG) and CC (DAC) share the range but do not
const isStartOfFrame = (marker: number) => marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker);

function jpegSize(bytes: Uint8Array): ImageSize | undefined {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let offset = 2;
  while (offset + 4 <= bytes.length) {
    if (bytes[offset] !== 0xff) return undefined;
    const marker = bytes[offset + 1];
    if (marker === 0xff) {
      offset += 1; // fill byte
      continue;
    }
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd9)) {
      offset += 2; // standalone markers have no length
      continue;
    }
    const length = view.getUint16(offset + 2);
    if (length < 2) return undefined;
    if (isStartOfFrame(marker)) {
      // length (2), precision (1), height (2), width (2)
      if (offset + 9 > bytes.length) return undefined;
      return { format: 'jpeg', height: view.getUint16(offset + 5), width: view.getUint16(offset + 7) };
    }
    offset += 2 + length;
  }
  return undefined;
}
