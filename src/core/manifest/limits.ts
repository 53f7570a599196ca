// Cheap linear checks before the parser runs: what would make parsing slow, recursive past the stack, or pointless.

/** Larger texts are refused with a diagnostic: real manifests are a few KB; the parser needs ~2 s per MB of keys. */
export const MAX_MANIFEST_LENGTH = 512_000;

/** Deeper nesting is refused: the schema is 6 levels deep, and the parser recurses once per level. */
export const MAX_DEPTH = 500;

/** Why the text is not parsed, with where. */
export interface LimitFailure {
  code: 'binary' | 'too-large' | 'yaml-too-deep';
  message: string;
  offset: number;
}

/** The first limit `text` breaks, or undefined. One pass over the characters. */
export function checkLimits(text: string): LimitFailure | undefined {
  if (text.length > MAX_MANIFEST_LENGTH) {
    return {
      code: 'too-large',
      message: `the manifest has ${Math.ceil(text.length / 1000)} KB of text; the limit is ${MAX_MANIFEST_LENGTH / 1000} KB`,
      offset: 0,
    };
  }
  const nul = text.indexOf('\u0000');
  if (nul !== -1) {
    return { code: 'binary', message: 'the file contains binary data (a NUL byte), not YAML text', offset: nul };
  }
  // An upper bound of the nesting: open flow brackets, plus the indentation and compact `- `/`? ` indicators
  // that start a line. Overestimates are harmless: no real manifest comes near the limit.
  let flow = 0;
  let lineStart = true;
  let block = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code === 10) {
      lineStart = true;
      block = 0;
      continue;
    }
    if (lineStart) {
      const indicator = (code === 45 || code === 63) && (text.charCodeAt(i + 1) === 32 || text.charCodeAt(i + 1) === 9);
      if (code === 32 || code === 9 || indicator) block++;
      else lineStart = false;
    }
    if (code === 91 || code === 123) flow++;
    else if ((code === 93 || code === 125) && flow > 0) flow--;
    if (flow + block > MAX_DEPTH) {
      return { code: 'yaml-too-deep', message: `the document is nested more than ${MAX_DEPTH} levels deep`, offset: i };
    }
  }
  return undefined;
}
