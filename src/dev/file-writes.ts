import { mkdir, open, unlink } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { dirname } from 'node:path';
import { decodeText } from '../core/workspace/folder.ts';
import { sendJson } from './answers.ts';
import { MAX_BODY_BYTES, readBody } from './body.ts';
import { readInside, realPathRefusal, WRITE_NOFOLLOW, writablePath } from './paths.ts';
import { DEV_SUPERSEDED_HEADER } from './protocol.ts';
import { SNAPSHOT_LIMITS } from './snapshot.ts';
import { createWriteOrder, seqOf } from './write-order.ts';

/** The last write (or deletion: null) a path got from a tab: a change on disk equal to it is that tab's own echo. */
export type WrittenByTab = Map<string, { text: string | null; client: string }>;

/**
 * `PUT` and `DELETE /__kitbench/files`: the page's edits written to the folder (src/dev/protocol.ts). Only text files
 * under the folder, never through a link; a file the page never had (binary, or over the snapshot's cap) is never
 * replaced. Writes to one file are applied one at a time, in the order the tab sent them (src/dev/write-order.ts):
 * an older write that arrives after a newer one is answered as superseded and leaves the disk alone.
 */
export function createFileWrites(folder: string, realRoot: string, written: WrittenByTab) {
  const order = createWriteOrder();
  // One write at a time per file: two at once could leave the tail of the longer text after the shorter one.
  const busy = new Map<string, Promise<void>>();
  const oneAtATime = async (path: string, work: () => Promise<unknown>): Promise<void> => {
    const before = busy.get(path) ?? Promise.resolve();
    const run = before.then(work);
    const settled = run.then(
      () => undefined,
      () => undefined,
    );
    busy.set(path, settled);
    try {
      await run;
    } finally {
      if (busy.get(path) === settled) busy.delete(path);
    }
  };

  return async function handleFileWrite(req: IncomingMessage, res: ServerResponse, url: URL): Promise<unknown> {
    const target = writablePath(folder, url.searchParams.get('path'));
    if (!target.ok) return sendJson(res, 400, { error: `Not written: ${target.reason}.` });
    const refusal = await realPathRefusal(realRoot, target.absolute, target.path);
    if (refusal) return sendJson(res, 400, { error: `Not written: ${refusal}.` });
    const client = url.searchParams.get('client') ?? '';
    const seq = seqOf(url.searchParams.get('seq'));
    const superseded = () => res.writeHead(204, { [DEV_SUPERSEDED_HEADER]: '1' }).end();
    if (req.method === 'DELETE') {
      return oneAtATime(target.path, async () => {
        if (!order.accept(client, target.path, seq)) return superseded();
        written.set(target.path, { text: null, client });
        await unlink(target.absolute).catch(() => undefined);
        res.writeHead(204).end();
      });
    }
    const body = await readBody(req);
    if (body === undefined) return sendJson(res, 413, { error: `Not written: ${target.path} is over ${MAX_BODY_BYTES / 1024 / 1024} MB.` });
    return oneAtATime(target.path, async () => {
      const current = await readInside(realRoot, target.absolute, SNAPSHOT_LIMITS.fileBytes);
      if ('tooBig' in current) return sendJson(res, 409, { error: `Not written: ${target.path} on disk is larger than the playground opens; kitbench does not overwrite it.` });
      if ('bytes' in current && decodeText(current.bytes) === undefined) {
        return sendJson(res, 409, { error: `Not written: ${target.path} on disk is not a text file; kitbench does not overwrite it.` });
      }
      if (!order.accept(client, target.path, seq)) return superseded();
      written.set(target.path, { text: body, client });
      if (!('bytes' in current) || decodeText(current.bytes) !== body) {
        await mkdir(dirname(target.absolute), { recursive: true });
        // Checked again after mkdir: a folder created meanwhile could be a link. O_NOFOLLOW refuses a link as the file.
        const again = await realPathRefusal(realRoot, target.absolute, target.path);
        if (again) return sendJson(res, 400, { error: `Not written: ${again}.` });
        const handle = await open(target.absolute, WRITE_NOFOLLOW, 0o644);
        try {
          await handle.writeFile(body, 'utf8');
        } finally {
          await handle.close();
        }
      }
      res.writeHead(204).end();
    });
  };
}
