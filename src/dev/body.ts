import type { IncomingMessage } from 'node:http';

/** The largest request body the dev server reads (a file written back, a proxied or recorded request). */
export const MAX_BODY_BYTES = 5 * 1024 * 1024;

/** The request body as UTF-8 text, or undefined past MAX_BODY_BYTES (the rest is drained, not kept). */
export function readBody(req: IncomingMessage): Promise<string | undefined> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.byteLength;
      if (size <= MAX_BODY_BYTES) chunks.push(chunk);
    });
    req.on('end', () => resolve(size > MAX_BODY_BYTES ? undefined : Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}
