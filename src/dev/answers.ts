import type { ServerResponse } from 'node:http';

/** Headers of every answer that is not the app: never rendered, never framed, never sniffed. */
export const API_HEADERS = {
  'Cache-Control': 'no-store',
  'X-Content-Type-Options': 'nosniff',
  'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
};

export function sendJson(res: ServerResponse, status: number, value: unknown) {
  const body = JSON.stringify(value);
  res.writeHead(status, { ...API_HEADERS, 'Content-Type': 'application/json; charset=utf-8' });
  res.end(body);
}

export function sendText(res: ServerResponse, status: number, text: string) {
  res.writeHead(status, { ...API_HEADERS, 'Content-Type': 'text/plain; charset=utf-8' });
  res.end(text);
}
