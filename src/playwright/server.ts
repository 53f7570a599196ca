import { startDevServer, type DevServer } from '../dev/server';
import { locateDist } from '../dev/static';

/** A `kitbench dev` server on one integration folder, and what it logged. */
export interface FolderServer {
  folder: string;
  url: string;
  /** The server's log lines so far (each rebuild, each folder problem). */
  log(): string[];
}

/**
 * The `kitbench dev` servers of one Playwright worker: one per integration folder, started when a test first needs
 * it (on a free port of 127.0.0.1, as `kitbench dev --port 0`), kept for the worker's other tests, and closed
 * when the worker ends. Each worker has its own: workers never share a server, a port or a folder watcher.
 */
export class ServerPool {
  private readonly servers = new Map<string, Promise<{ server: DevServer; entry: FolderServer }>>();

  /** The server of `folder`, started on first use; resolves once the folder's first bundle (or problem) is known. */
  async get(folder: string): Promise<FolderServer> {
    let started = this.servers.get(folder);
    if (!started) {
      started = start(folder);
      this.servers.set(folder, started);
      // A failed start is not kept: the next test tries again (and gets the same readable error if it stands).
      started.catch(() => this.servers.delete(folder));
    }
    return (await started).entry;
  }

  /** Stops every server (and its watcher). */
  async close(): Promise<void> {
    const all = [...this.servers.values()];
    this.servers.clear();
    await Promise.all(all.map((started) => started.then(({ server }) => server.close(), () => undefined)));
  }
}

async function start(folder: string): Promise<{ server: DevServer; entry: FolderServer }> {
  const dist = locateDist(process.env);
  if ('error' in dist) throw new Error(`kitbench/playwright: ${dist.error}`);
  const lines: string[] = [];
  const server = await startDevServer({ folder, distDir: dist.dir, port: 0, host: '127.0.0.1', log: (line) => lines.push(line) });
  await server.firstBuild;
  return { server, entry: { folder, url: server.url, log: () => [...lines] } };
}
