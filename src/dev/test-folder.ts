// Test helpers for the dev server (used by its tests only): a temp copy of a fixture folder and an SSE reader.
import { cp, mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const repo = fileURLToPath(new URL('../../', import.meta.url));

/** The e2e fixture `e2e/fixtures/dev-project`: several files, itty-router. */
export const DEV_FIXTURE = join(repo, 'e2e/fixtures/dev-project');
/** The e2e fixture `e2e/fixtures/platform-project`: written as the platform's CLI writes it (gitbook-manifest.yaml). */
export const PLATFORM_FIXTURE = join(repo, 'e2e/fixtures/platform-project');

/** A temp copy of a folder, with the repo's itty-router linked into its node_modules as `npm install` would put it. */
export async function copyFixture(from: string = DEV_FIXTURE): Promise<{ folder: string; remove(): Promise<void> }> {
  const folder = await mkdtemp(join(tmpdir(), 'kitbench-dev-'));
  await cp(from, folder, { recursive: true });
  await mkdir(join(folder, 'node_modules'), { recursive: true });
  await symlink(join(repo, 'node_modules/itty-router'), join(folder, 'node_modules/itty-router'), 'dir');
  return { folder, remove: () => rm(folder, { recursive: true, force: true }) };
}

/** A minimal built playground: index.html, a wasm file and a script. */
export async function fakeDist(): Promise<{ dir: string; remove(): Promise<void> }> {
  const dir = await mkdtemp(join(tmpdir(), 'kitbench-dist-'));
  await mkdir(join(dir, 'assets'));
  await writeFile(join(dir, 'index.html'), '<!doctype html><html><head><title>kitbench</title></head><body><div id="root"></div></body></html>');
  await writeFile(join(dir, 'assets/esbuild.wasm'), new Uint8Array([0, 97, 115, 109]));
  await writeFile(join(dir, 'mockServiceWorker.js'), 'self.addEventListener("fetch", () => {});');
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}

/** One server-sent event. */
export interface ServerEvent {
  event: string;
  data: unknown;
}

/** Reads an event stream; `next` waits for the first event (from now on, or already queued) matching a test. */
export function readEvents(url: string) {
  const controller = new AbortController();
  const queue: ServerEvent[] = [];
  const waiters = new Set<() => void>();
  const done = (async () => {
    const response = await fetch(url, { signal: controller.signal });
    const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = '';
    for (;;) {
      const { value, done: ended } = await reader.read();
      if (ended) return;
      buffer += value;
      let end = buffer.indexOf('\n\n');
      while (end >= 0) {
        const frame = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const event = /^event: (.*)$/m.exec(frame)?.[1];
        const data = /^data: (.*)$/m.exec(frame)?.[1];
        if (event && data !== undefined) queue.push({ event, data: JSON.parse(data) });
        for (const wake of waiters) wake();
        end = buffer.indexOf('\n\n');
      }
    }
  })().catch(() => undefined);
  return {
    /** Resolves with the data of the first queued event named `event` that passes `test` (consumed up to it). */
    next<T = unknown>(event: string, test: (data: T) => boolean = () => true, timeoutMs = 5000): Promise<T> {
      return new Promise<T>((resolve, reject) => {
        const check = () => {
          const index = queue.findIndex((item) => item.event === event && test(item.data as T));
          if (index < 0) return false;
          const [found] = queue.splice(0, index + 1).slice(-1);
          waiters.delete(check);
          clearTimeout(timer);
          resolve(found.data as T);
          return true;
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no "${event}" event within ${timeoutMs} ms; got ${queue.map((item) => item.event).join(', ') || 'nothing'}`));
        }, timeoutMs);
        if (!check()) waiters.add(check);
      });
    },
    /** Every event received so far and not yet consumed. */
    pending: () => [...queue],
    close() {
      controller.abort();
      return done;
    },
  };
}
