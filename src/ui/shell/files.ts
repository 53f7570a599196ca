import { download } from '../kit/download';
import { formatBytes, LIMITS } from '../../core/workspace/limits';

/** Largest file kitbench opens into an editor: the limit a workspace's text file is stored with. */
export const MAX_TEXT_FILE_BYTES = LIMITS.textFileBytes;

/** Reads a user-chosen file as text, refusing binary data and huge files with a clear reason. */
export async function readTextFile(file: File): Promise<{ text: string } | { error: string }> {
  if (file.size > MAX_TEXT_FILE_BYTES) {
    return { error: `${file.name} is ${(file.size / 1024 / 1024).toFixed(1)} MB; kitbench opens files up to ${formatBytes(MAX_TEXT_FILE_BYTES)}. Nothing was changed.` };
  }
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (bytes.subarray(0, 8000).includes(0)) {
    return { error: `${file.name} is not a text file (it contains binary data). Nothing was changed.` };
  }
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(bytes).replace(/^\uFEFF/, '') };
  } catch {
    return { error: `${file.name} is not valid UTF-8 text. Nothing was changed.` };
  }
}

/** Offers text to the user as a file download. */
export function downloadText(fileName: string, text: string, type = 'text/plain'): void {
  download(fileName, text, type);
}
