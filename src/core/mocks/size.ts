/**
 * How big a mocks file may grow. `kitbench dev` sends the page source files up to 1 MB (src/dev/snapshot.ts,
 * SNAPSHOT_LIMITS.fileBytes; src/dev/record.test.ts holds the two equal): a bigger kitbench.mocks.ts is left out of
 * the playground, so record mode never writes one. A recorded body over its share is cut to a summary that keeps
 * its shape (the first items of long lists, the start of long strings) with a note saying what was left out.
 */
import { formatBytes, textBytes } from '../workspace/limits';

/** The largest mocks file kitbench writes. */
export const MOCKS_FILE_MAX_BYTES = 1024 * 1024;
/** The most one recorded body may take in the mocks file, so that several recordings fit beside each other. */
export const RECORDED_BODY_MAX_BYTES = 256 * 1024;

/** The size a body takes in the mocks file: pretty-printed JSON indented as a handler (edit.ts), or a string literal. */
export function writtenBytes(value: unknown): number {
  const text = JSON.stringify(value, null, 2) ?? '';
  return textBytes(text) + 4 * (text.match(/\n/g)?.length ?? 0);
}

/** The start of a string that fits `bytes`, never splitting a surrogate pair. */
function cutString(text: string, chars: number): string {
  const end = Math.max(0, chars);
  return /[\uD800-\uDBFF]/.test(text[end - 1] ?? '') ? text.slice(0, end - 1) : text.slice(0, end);
}

/** A JSON value cut to about `room` bytes of compact JSON; `notes` says what was left out. */
function shrinkJson(root: unknown, room: number): { value: unknown; lists: string[]; strings: number } {
  const lists: string[] = [];
  let strings = 0;
  const label = (path: string) => (path ? `\`${path}\`` : 'the body');
  const shrink = (value: unknown, left: number, path: string): [unknown, number] => {
    if (typeof value === 'string') {
      const size = JSON.stringify(value).length;
      if (size <= Math.max(left, 200)) return [value, size];
      strings += 1;
      const kept = `${cutString(value, Math.max(64, left - 40))}… (${formatBytes(textBytes(value))}, cut)`;
      return [kept, JSON.stringify(kept).length];
    }
    if (Array.isArray(value)) {
      const out: unknown[] = [];
      let used = 2;
      for (const [index, item] of value.entries()) {
        const marks = [lists.length, strings];
        const [small, size] = shrink(item, left - used - 1, `${path}[${index}]`);
        // Past the first, an item that had to be cut itself ends the list: whole items read better than a torn one.
        const torn = lists.length > marks[0] || strings > marks[1];
        if (out.length > 0 && (torn || used + size + 1 > left)) {
          lists.length = marks[0];
          strings = marks[1];
          break;
        }
        out.push(small);
        used += size + 1;
      }
      if (out.length < value.length) lists.push(`the first ${out.length.toLocaleString('en')} of ${value.length.toLocaleString('en')} items of ${label(path)}`);
      return [out, used];
    }
    if (value !== null && typeof value === 'object') {
      const out: Record<string, unknown> = {};
      let used = 2;
      for (const [key, item] of Object.entries(value)) {
        const keySize = JSON.stringify(key).length + 2;
        const [small, size] = shrink(item, left - used - keySize, path ? `${path}.${key}` : key);
        out[key] = small;
        used += keySize + size;
      }
      return [out, used];
    }
    const size = JSON.stringify(value)?.length ?? 4;
    return [value, size];
  };
  return { value: shrink(root, room, '')[0], lists, strings };
}

/** A recorded body that fits RECORDED_BODY_MAX_BYTES (or `budget`), and the note saying what was cut, if anything. */
export function cutBody(body: string, budget = RECORDED_BODY_MAX_BYTES): { body: string; note?: string } {
  let parsed: unknown;
  let json = /^\s*[[{]/.test(body);
  if (json) {
    try {
      parsed = JSON.parse(body);
    } catch {
      json = false;
    }
  }
  const size = json ? writtenBytes(parsed) : textBytes(JSON.stringify(body));
  if (size <= budget) return { body };
  const was = `The response body was ${formatBytes(textBytes(body))}; the mocks file must stay under ${formatBytes(MOCKS_FILE_MAX_BYTES)} (the most the playground opens), so this recording keeps`;
  if (!json) {
    // Escapes (\n, \") make the literal longer than the text: cut by the literal's measure.
    let chars = Math.floor(budget * (body.length / JSON.stringify(body).length));
    while (chars > 0 && textBytes(JSON.stringify(cutString(body, chars))) > budget) chars = Math.floor(chars * 0.9);
    const kept = cutString(body, chars);
    return { body: kept, note: `${was} its first ${formatBytes(textBytes(kept))}.` };
  }
  // Indentation makes the written JSON bigger than compact JSON by a factor only the result tells: shrink, measure, retry.
  let room = Math.floor(budget / 2);
  let result = shrinkJson(parsed, room);
  for (let attempt = 0; attempt < 6 && writtenBytes(result.value) > budget; attempt += 1) {
    room = Math.floor(room * (budget / writtenBytes(result.value)) * 0.9);
    result = shrinkJson(parsed, room);
  }
  const parts = [...result.lists.slice(0, 3), ...(result.lists.length > 3 ? [`${result.lists.length - 3} more lists cut`] : [])];
  if (result.strings > 0) parts.push(`${result.strings.toLocaleString('en')} long ${result.strings === 1 ? 'string' : 'strings'} shortened`);
  return { body: JSON.stringify(result.value), note: `${was} ${formatBytes(writtenBytes(result.value))} of it: ${parts.join('; ') || 'its start'}.` };
}

/** Whole KB, rounded up: a size just over the limit never reads as the limit (one format for every such note). */
const kilobytes = (bytes: number) => `${Math.ceil(bytes / 1024).toLocaleString('en')} KB`;

/** Why a mocks file's text cannot be written, or undefined when it fits. */
export function mocksFileProblem(file: string, text: string): string | undefined {
  const size = textBytes(text);
  if (size <= MOCKS_FILE_MAX_BYTES) return undefined;
  return `${file} would be ${kilobytes(size)}, over the ${kilobytes(MOCKS_FILE_MAX_BYTES)} (${formatBytes(MOCKS_FILE_MAX_BYTES)}) the playground opens.`;
}
