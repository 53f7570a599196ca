import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { dirname, extname, join, normalize, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { appCsp } from '../csp';
import { IMMUTABLE, REVALIDATE, acceptsGzip, fileEtag, matchesEtag } from './http-cache';
import { DEV_META_NAME, DEV_PRELOAD_MARK, DEV_PROJECT_URL } from './protocol';

/**
 * The app's Content-Security-Policy, sent with every file as `npm start`'s server does (src/csp.ts), plus
 * `frame-ancestors 'none'` (header-only): no other page may frame the playground and click through it.
 */
const APP_CSP = `${appCsp()}; frame-ancestors 'none'`;

/** Content types of what a Vite build holds (the MSW worker is plain JavaScript; wasm must be application/wasm). */
const MIME: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.wasm': 'application/wasm',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.txt': 'text/plain; charset=utf-8',
  '.zip': 'application/zip',
};

/** The content type served for a file name. */
export function contentTypeOf(path: string): string {
  return MIME[extname(path).toLowerCase()] ?? 'application/octet-stream';
}

/**
 * The kitbench package's folder: walked up from this module (src/dev/ in tests, dist-cli/ once built) to the
 * package.json named kitbench.
 */
export function kitbenchRoot(from: string = fileURLToPath(import.meta.url)): string | undefined {
  let dir = dirname(from);
  for (;;) {
    const manifest = join(dir, 'package.json');
    if (existsSync(manifest)) {
      try {
        if ((JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string }).name === 'kitbench') return dir;
      } catch {
        // a broken package.json on the way up is not ours
      }
    }
    const parent = dirname(dir);
    if (parent === dir) return undefined;
    dir = parent;
  }
}

/** Where the built playground is: `KITBENCH_DIST` (tests build into their own folder) or the package's dist/. */
export function locateDist(env: Record<string, string | undefined> = process.env): { dir: string } | { error: string } {
  const root = kitbenchRoot();
  const dir = env.KITBENCH_DIST ? normalize(env.KITBENCH_DIST) : root ? join(root, 'dist') : undefined;
  if (dir && existsSync(join(dir, 'index.html'))) return { dir };
  const where = root ?? 'the kitbench folder';
  return { error: `The playground is not built${dir ? ` (no ${join(dir, 'index.html')})` : ''}: run npm run build in ${where}, then start kitbench dev again.` };
}

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

const DEV_PRELOADS = new RegExp(`<!--${DEV_PRELOAD_MARK}\\n([\\s\\S]*?)\\n\\s*-->`);

/**
 * index.html with the marker that boots the app in dev mode (`<meta name="kitbench-dev" content="<folder name>">`)
 * and what its first render waits for asked for first, ahead of the editor's big chunks (a browser opens six
 * connections to a host): the folder's snapshot (a fetch preload, which fetchDevProject's request takes over) and the
 * dev chunk, whose links the build left in a comment (DEV_PRELOAD_MARK).
 */
export function markIndexHtml(html: string, folderName: string): string {
  const meta = `<meta name="${DEV_META_NAME}" content="${escapeAttribute(folderName)}">`;
  const project = `<link rel="preload" as="fetch" crossorigin href="${DEV_PROJECT_URL}">`;
  const preloads = html.replace(DEV_PRELOADS, (_comment, links: string) => `${project}\n${links}`);
  const marked = preloads === html ? html.replace(/<script type="module"/, `${project}\n    $&`) : preloads;
  return marked.includes('</head>') ? marked.replace('</head>', `  ${meta}\n  </head>`) : `${meta}\n${marked}`;
}

/** Headers of every file of the app: its CSP, never framed, never sniffed. */
const APP_HEADERS = { 'Content-Security-Policy': APP_CSP, 'X-Frame-Options': 'DENY', 'X-Content-Type-Options': 'nosniff' };

/**
 * Serves a GET/HEAD from the built playground: its files with their types, index.html (marked) for app routes.
 * As `npm start` (vite.config.ts servedAssets): the build's gzip copy of a script or style sheet when the browser
 * takes gzip, hashed assets cached for good, everything else revalidated (ETag, 304). A warm visit asks for nothing
 * under assets/; a cold one fetches about a quarter of the bytes.
 */
export async function serveStatic(req: IncomingMessage, res: ServerResponse, distDir: string, folderName: string): Promise<void> {
  const url = new URL(req.url ?? '/', 'http://localhost');
  let pathname: string;
  try {
    pathname = decodeURIComponent(url.pathname);
  } catch {
    pathname = '/';
  }
  const file = normalize(join(distDir, pathname));
  const inside = file === distDir || file.startsWith(distDir.endsWith(sep) ? distDir : distDir + sep);
  const found = inside ? await stat(file).catch(() => undefined) : undefined;
  if (found?.isFile() && !file.endsWith(`${sep}index.html`)) {
    // Vite's hashed assets never change under the same name; everything else is revalidated.
    const cacheControl = pathname.startsWith('/assets/') ? IMMUTABLE : REVALIDATE;
    const zipped = await stat(`${file}.gz`).catch(() => undefined);
    const gzip = zipped?.isFile() && acceptsGzip(req.headers['accept-encoding']) ? zipped : undefined;
    const served = gzip ?? found;
    const etag = fileEtag(served.size, served.mtimeMs, gzip ? 'gzip' : undefined);
    const headers = {
      'Cache-Control': cacheControl,
      ETag: etag,
      // A file with a gzip copy has two representations: a shared cache must key them by what was asked.
      ...(zipped?.isFile() ? { Vary: 'Accept-Encoding' } : {}),
      ...APP_HEADERS,
    };
    if (matchesEtag(req.headers['if-none-match'], etag)) {
      res.writeHead(304, headers);
      res.end();
      return;
    }
    const body = req.method === 'HEAD' ? undefined : await readFile(gzip ? `${file}.gz` : file);
    res.writeHead(200, {
      'Content-Type': contentTypeOf(file),
      'Content-Length': served.size,
      ...(gzip ? { 'Content-Encoding': 'gzip' } : {}),
      ...headers,
    });
    res.end(body);
    return;
  }
  // A missing file with an extension is a 404; any other path is an app route (SPA fallback).
  if (!found && extname(pathname) && !pathname.endsWith('.html')) {
    res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' });
    res.end(`Not found: ${pathname}\n`);
    return;
  }
  // The page names its chunks by hash: revalidated on every visit (a rebuild is seen at once), a 304 when unchanged.
  const html = markIndexHtml(await readFile(join(distDir, 'index.html'), 'utf8'), folderName);
  const etag = `"${createHash('sha256').update(html).digest('base64url').slice(0, 27)}"`;
  const headers = { 'Cache-Control': REVALIDATE, ETag: etag, ...APP_HEADERS };
  if (matchesEtag(req.headers['if-none-match'], etag)) {
    res.writeHead(304, headers);
    res.end();
    return;
  }
  res.writeHead(200, { 'Content-Type': MIME['.html'], 'Content-Length': Buffer.byteLength(html), ...headers });
  res.end(req.method === 'HEAD' ? undefined : html);
}
