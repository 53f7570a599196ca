import type { IncomingMessage, ServerResponse } from 'node:http';

/** The server-sent events of `kitbench dev`: one connection per open playground tab. */
export interface EventHub {
  /**
   * Takes over a GET request as the event stream of one tab (`client`, the tab's own id); `greet` writes what a new
   * (or reconnecting) tab must know.
   */
  accept(req: IncomingMessage, res: ServerResponse, client: string, greet: (send: (event: string, data: unknown) => void) => void): void;
  /** Sends an event to every tab but `except` (the tab whose own write it echoes). */
  broadcast(event: string, data: unknown, except?: string): void;
  /** Open connections. */
  size(): number;
  close(): void;
}

const frame = (event: string, data: unknown) => `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;

/** A hub of event-stream connections, with a comment every 15 s so that proxies and idle timers keep them open. */
export function createEventHub(): EventHub {
  const clients = new Map<ServerResponse, string>();
  const keepAlive = setInterval(() => {
    for (const res of clients.keys()) res.write(': keep-alive\n\n');
  }, 15_000);
  keepAlive.unref();
  return {
    accept(req, res, client, greet) {
      res.writeHead(200, {
        'Content-Type': 'text/event-stream; charset=utf-8',
        'Cache-Control': 'no-store',
        Connection: 'keep-alive',
      });
      // EventSource reconnects by itself; a short retry makes a restarted server feel instant.
      res.write('retry: 1000\n\n');
      clients.set(res, client);
      greet((event, data) => res.write(frame(event, data)));
      req.on('close', () => clients.delete(res));
    },
    broadcast(event, data, except) {
      const text = frame(event, data);
      for (const [res, client] of clients) if (!except || client !== except) res.write(text);
    },
    size: () => clients.size,
    close() {
      clearInterval(keepAlive);
      for (const res of clients.keys()) res.end();
      clients.clear();
    },
  };
}
