/**
 * Edits the mocks file's text for "Mock this response" and record mode: adds (or replaces) one MSW handler in the
 * default-exported array and the `http` / `HttpResponse` import, leaving the author's other code, comments and
 * formatting as they are. A file it cannot read that way (no array literal) is left alone: the caller shows the
 * handler to paste instead.
 */
import { MOCKS_FILE } from './file';

/** One response to answer a request with. */
export interface MockResponse {
  /** HTTP method of the request (GET, POST, ...). */
  method: string;
  /** The request's URL; the handler matches its origin and path (MSW ignores the query string). */
  url: string;
  status: number;
  /** The response body: JSON text (answered with `HttpResponse.json`) or any other text. */
  body: string;
  /** The response's Content-Type; JSON when the body parses as JSON and none is given. */
  contentType?: string;
  /** A line of comment written inside the handler (what record mode cut from the body), replaced with it. */
  note?: string;
}

export type MockEdit = { ok: true; text: string; replaced: boolean } | { ok: false; error: string; snippet: string };

const METHODS = ['get', 'post', 'put', 'patch', 'delete', 'head', 'options'];

/** The URL an MSW handler matches for `url`: origin and path, without query or hash (MSW matches those apart). */
export function urlPattern(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.origin}${parsed.pathname}`;
  } catch {
    return url.split(/[?#]/)[0];
  }
}

/** MSW's helper for a method (`http.get`); `http.all` for a method it has none for. */
export function handlerMethod(method: string): string {
  const lower = method.toLowerCase();
  return METHODS.includes(lower) ? lower : 'all';
}

function isJson(body: string): boolean {
  if (!body.trim()) return false;
  try {
    JSON.parse(body);
    return true;
  } catch {
    return false;
  }
}

/** A string literal in the file's usual single quotes (double when the text has one). */
function quote(text: string): string {
  return text.includes("'") || text.includes('\\') ? JSON.stringify(text) : `'${text}'`;
}

function indent(text: string, by: string): string {
  return text
    .split('\n')
    .map((line, index) => (index === 0 || line === '' ? line : by + line))
    .join('\n');
}

/** The handler expression for one response (no trailing comma), indented for an array one level deep. */
export function handlerSource(mock: MockResponse): string {
  const call = `http.${handlerMethod(mock.method)}(${quote(urlPattern(mock.url))}`;
  const status = mock.status === 200 ? '' : `, { status: ${mock.status} }`;
  // Inside the arrow function, so that replacing the handler replaces its note too.
  const note = mock.note ? `\n    // ${mock.note.replace(/\s+/g, ' ').trim()}` : '';
  const json = (!mock.contentType || /json/i.test(mock.contentType)) && isJson(mock.body);
  if (json) {
    const pretty = indent(JSON.stringify(JSON.parse(mock.body), null, 2), '    ');
    return `${call}, () =>${note}\n    HttpResponse.json(${pretty}${status}),\n  )`;
  }
  const type = mock.contentType ?? 'text/plain';
  const init = mock.status === 200 ? `{ headers: { 'Content-Type': ${JSON.stringify(type)} } }` : `{ status: ${mock.status}, headers: { 'Content-Type': ${JSON.stringify(type)} } }`;
  return `${call}, () =>${note}\n    new HttpResponse(${JSON.stringify(mock.body)}, ${init}),\n  )`;
}

/** A new mocks file holding one handler. */
export function newMocksFile(handler: string): string {
  return `/**
 * Mocks of the third-party APIs this integration calls. kitbench answers the script's fetch with these handlers
 * (MSW: https://mswjs.io/docs/http) in the playground, under \`kitbench dev\` and in \`kitbench/testing\` tests;
 * a request none of them answers goes to the network.
 */
import { http, HttpResponse } from 'msw';

export default [
  ${handler},
];
`;
}

/**
 * Which characters of `text` are code (true) rather than inside a string, template text, or comment. Enough of
 * TypeScript's lexer to match brackets: a regex literal containing a bracket is the one thing it can misread.
 */
export function codeMask(text: string): boolean[] {
  const mask = new Array<boolean>(text.length).fill(true);
  // A stack of template literal depths: `${` inside a template opens code that a matching `}` closes.
  const templates: number[] = [];
  let braces = 0;
  let index = 0;
  const skipTo = (end: number) => {
    for (let at = index; at < end && at < text.length; at += 1) mask[at] = false;
    index = end;
  };
  const template = () => {
    // At the character after a backtick or a closing `}` of `${`: template text until a backtick or `${`.
    let at = index;
    while (at < text.length) {
      if (text[at] === '\\') at += 2;
      else if (text[at] === '`') {
        skipTo(at + 1);
        return;
      } else if (text[at] === '$' && text[at + 1] === '{') {
        skipTo(at + 2);
        templates.push(braces);
        braces += 1;
        return;
      } else at += 1;
    }
    skipTo(text.length);
  };
  while (index < text.length) {
    const char = text[index];
    const next = text[index + 1];
    if (char === '/' && next === '/') {
      const end = text.indexOf('\n', index);
      skipTo(end < 0 ? text.length : end);
    } else if (char === '/' && next === '*') {
      const end = text.indexOf('*/', index + 2);
      skipTo(end < 0 ? text.length : end + 2);
    } else if (char === '"' || char === "'") {
      let at = index + 1;
      while (at < text.length && text[at] !== char && text[at] !== '\n') at += text[at] === '\\' ? 2 : 1;
      skipTo(at + 1);
    } else if (char === '`') {
      mask[index] = false;
      index += 1;
      template();
    } else if (char === '{') {
      braces += 1;
      index += 1;
    } else if (char === '}') {
      braces -= 1;
      if (templates.length > 0 && templates[templates.length - 1] === braces) {
        templates.pop();
        mask[index] = false;
        index += 1;
        template();
      } else index += 1;
    } else index += 1;
  }
  return mask;
}

/** The index of the bracket closing the one at `open` (same kind), counting only code; -1 when unbalanced. */
function matching(text: string, mask: boolean[], open: number): number {
  const pairs: Record<string, string> = { '(': ')', '[': ']', '{': '}' };
  const stack: string[] = [];
  for (let at = open; at < text.length; at += 1) {
    if (!mask[at]) continue;
    const char = text[at];
    if (pairs[char]) stack.push(pairs[char]);
    else if (char === ')' || char === ']' || char === '}') {
      if (stack.pop() !== char) return -1;
      if (stack.length === 0) return at;
    }
  }
  return -1;
}

/** The first match of `pattern` that starts in code. */
function findInCode(text: string, mask: boolean[], pattern: RegExp): RegExpExecArray | undefined {
  const global = new RegExp(pattern.source, pattern.flags.includes('g') ? pattern.flags : `${pattern.flags}g`);
  for (let match = global.exec(text); match; match = global.exec(text)) {
    if (mask[match.index]) return match;
  }
  return undefined;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The `[` of the handler array: `export default [`, or the array a `export default name` names. */
function arrayStart(text: string, mask: boolean[]): number | undefined {
  const direct = findInCode(text, mask, /export\s+default\s*\[/);
  if (direct) return direct.index + direct[0].length - 1;
  const named = findInCode(text, mask, /export\s+default\s+([A-Za-z_$][\w$]*)\s*(;|\n|$)/);
  if (!named) return undefined;
  const declared = findInCode(text, mask, new RegExp(`(?:const|let|var)\\s+${escapeRegExp(named[1])}\\s*(?::[^=]+)?=\\s*\\[`));
  return declared ? declared.index + declared[0].length - 1 : undefined;
}

/** Adds `http` and `HttpResponse` to the file's MSW import, or a new import at the top. */
function withImports(text: string, mask: boolean[]): string {
  const existing = findInCode(text, mask, /import\s*\{([^}]*)\}\s*from\s*(['"])(msw|kitbench\/mocks)\2\s*;?/);
  if (existing) {
    const names = existing[1].split(',').map((name) => name.trim()).filter(Boolean);
    const local = names.map((name) => name.split(/\s+as\s+/).pop());
    const missing = ['http', 'HttpResponse'].filter((name) => !local.includes(name));
    if (missing.length === 0) return text;
    const braces = `{ ${[...names, ...missing].join(', ')} }`;
    const start = existing.index + existing[0].indexOf('{');
    const end = existing.index + existing[0].indexOf('}') + 1;
    return text.slice(0, start) + braces + text.slice(end);
  }
  const firstImport = findInCode(text, mask, /^import\s/m);
  const line = "import { http, HttpResponse } from 'msw';\n";
  if (firstImport) return text.slice(0, firstImport.index) + line + text.slice(firstImport.index);
  return line + text;
}

/**
 * Adds a handler for `mock` to the mocks file's text (`undefined`: the file does not exist yet), or replaces the
 * handler already there for the same method and URL pattern.
 */
export function upsertMockHandler(text: string | undefined, mock: MockResponse): MockEdit {
  const handler = handlerSource(mock);
  if (text === undefined || !text.trim()) return { ok: true, text: newMocksFile(handler), replaced: false };
  const mask = codeMask(text);
  const pattern = urlPattern(mock.url);
  const same = findInCode(
    text,
    mask,
    new RegExp(`http\\.${handlerMethod(mock.method)}\\(\\s*(['"\`])${escapeRegExp(pattern)}\\1`),
  );
  if (same) {
    const open = same.index + same[0].indexOf('(');
    const close = matching(text, mask, open);
    if (close > 0) {
      const replaced = text.slice(0, same.index) + handler + text.slice(close + 1);
      return { ok: true, text: withImports(replaced, codeMask(replaced)), replaced: true };
    }
  }
  const open = arrayStart(text, mask);
  const close = open === undefined ? -1 : matching(text, mask, open);
  if (open === undefined || close < 0) {
    return {
      ok: false,
      error: `${MOCKS_FILE} has no \`export default [ ... ]\` array of handlers that kitbench can add to: paste this handler into your array.`,
      snippet: handler,
    };
  }
  const inside = text.slice(open + 1, close);
  let insertion: string;
  let at = close;
  if (!inside.trim()) {
    insertion = `\n  ${handler},\n`;
    at = open + 1;
    return finish(text.slice(0, at) + insertion + text.slice(close));
  }
  // After the last item (and its comma), keeping whatever comments or blank lines close the array.
  let last = close - 1;
  while (last > open && (/\s/.test(text[last]) || !mask[last])) last -= 1;
  const comma = text[last] === ',' ? '' : ',';
  insertion = `${comma}\n  ${handler},`;
  at = last + 1;
  return finish(text.slice(0, at) + insertion + text.slice(at));
}

function finish(text: string): MockEdit {
  return { ok: true, text: withImports(text, codeMask(text)), replaced: false };
}
