import { join } from 'node:path';
import { decodeText } from '../core/workspace/folder.ts';
import { readInside } from './paths.ts';
import { canonicalName, secretRule, unportableSegment } from './secrets.ts';

/** A tsconfig is a few hundred bytes; anything past this is not one. */
const MAX_CONFIG_BYTES = 256 * 1024;

/**
 * The text of a `.json` file under the folder's node_modules, for `GET /__kitbench/config` (the script editor follows
 * its tsconfig's `extends` into installed packages, which the snapshot never holds), or undefined when it may not be
 * read or is not there. Only `node_modules/.../*.json`, inside the folder: never a link out of it (a workspace
 * package linked from elsewhere stays unread), never a secrets file, never past the cap.
 */
export async function readConfigFile(folder: string, realRoot: string, requested: string | null): Promise<string | undefined> {
  if (!requested) return undefined;
  const parts = requested.split('/');
  if (parts.some((part) => part === '' || part === '.' || part === '..' || part.includes('\\') || part.includes('\0'))) return undefined;
  if (canonicalName(parts[0]) !== 'node_modules' || !requested.toLowerCase().endsWith('.json')) return undefined;
  if (secretRule(requested) || unportableSegment(requested)) return undefined;
  const read = await readInside(realRoot, join(folder, ...parts), MAX_CONFIG_BYTES);
  return 'bytes' in read ? decodeText(read.bytes) : undefined;
}
