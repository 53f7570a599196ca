/**
 * What `kitbench dev` needs of HTTP's content coding and caching (RFC 9110 §12.5.3, §8.8.3, §13.1.2) to serve the
 * built playground as `npm start` does: the build's gzip copies when the browser takes them, and validators so that a
 * second visit asks again only for what may have changed (src/dev/static.ts).
 */

/** Hashed assets (Vite names each file under assets/ by its content): the same name is always the same bytes. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Everything else (index.html, the service workers, favicon.svg): stored, but asked again on every use. */
export const REVALIDATE = 'no-cache';

/**
 * Whether an `Accept-Encoding` header takes gzip: named (or as `x-gzip`) with a weight above 0, or not named and `*`
 * above 0. `gzip;q=0` refuses it even when `*` is welcome; no header at all means no coding is wanted.
 */
export function acceptsGzip(header: string | string[] | undefined): boolean {
  const text = Array.isArray(header) ? header.join(',') : (header ?? '');
  let gzip: number | undefined;
  let any: number | undefined;
  for (const part of text.split(',')) {
    const [coding, ...params] = part.split(';').map((piece) => piece.trim());
    const name = coding.toLowerCase();
    if (!name) continue;
    const q = params.find((param) => /^q\s*=/i.test(param));
    const weight = q === undefined ? 1 : Number(q.replace(/^q\s*=\s*/i, ''));
    const value = Number.isFinite(weight) ? weight : 0;
    if (name === 'gzip' || name === 'x-gzip') gzip = Math.max(gzip ?? 0, value);
    else if (name === '*') any = value;
  }
  return (gzip ?? any ?? 0) > 0;
}

/** A strong validator for one stored file (one representation: the gzip copy gets its own). */
export function fileEtag(size: number, mtimeMs: number, coding?: 'gzip'): string {
  return `"${size.toString(16)}-${Math.floor(mtimeMs).toString(16)}${coding ? `-${coding}` : ''}"`;
}

/**
 * Whether an `If-None-Match` header names the current validator (weak comparison, as a GET's If-None-Match uses) or
 * is `*`: the browser's stored copy is current, the answer is 304 without a body.
 */
export function matchesEtag(header: string | string[] | undefined, etag: string): boolean {
  if (header === undefined) return false;
  const text = Array.isArray(header) ? header.join(',') : header;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return text.split(',').some((tag) => tag.trim() === '*' || bare(tag) === bare(etag));
}
