#!/usr/bin/env node
/**
 * Generates src/core/api/generated-client.ts: the whole method surface of the platform's API client (`GitBookAPI`
 * of @gitbook/api, pinned in devDependencies) as a compact table, from which kitbench's client (src/core/api/client.ts)
 * builds every method, so a real integration calling any of them gets an HTTP answer (the mocked API's, or its 404),
 * never "is not a function". The table is read from the package's own client, not from its source text: a
 * `GitBookAPI` is made with a capturing `serviceBinding.fetch`, and each method is called once with placeholder
 * arguments, so the request it sends tells its verb, its path template (which positional arguments go into the
 * path), and which argument is the JSON body and which the query. The output is committed;
 * scripts/api-client.test.ts fails when it is out of step with the installed package.
 *
 * Each method is a tuple `[name, verb, path, flags]` under its namespace (`''` for the client's own methods, such
 * as `getApiInformation`): `path` has `{i}` where positional argument i goes (escaped as a path segment); `flags`
 * holds `b<i>` when argument i is the JSON body, `q<i>` when it is the query, `v` when the answer is not parsed
 * (the platform's `data` stays null) and `s` when the method streams server-sent events.
 *
 * Usage: node scripts/api-client.mjs [--check]
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const OUT = fileURLToPath(new URL('../src/core/api/generated-client.ts', import.meta.url));

/** An API method of the generated client: an arrow function that sends one request (its plumbing does not). */
const isMethod = (value) => typeof value === 'function' && /=>\s*this\.(request|streamRequest)\(/.test(String(value));

const MARK = (index) => `{${index}}`;

/** A placeholder argument: `{i}` in a path, `{ __arg: i }` as a body or a query. */
const placeholder = (index) => ({ __arg: index, [Symbol.toPrimitive]: () => MARK(index) });

/** Every method of `client` (a GitBookAPI), as `[namespace, name, fn]`, namespaces and names sorted. */
export function enumerate(client) {
  const found = [];
  for (const key of Object.keys(client).sort()) {
    const value = client[key];
    if (isMethod(value)) found.push(['', key, value]);
    else if (value && typeof value === 'object' && !Array.isArray(value)) {
      for (const name of Object.keys(value).filter((name) => isMethod(value[name])).sort()) found.push([key, name, value[name]]);
    }
  }
  return found;
}

/** Calls each method of a capturing GitBookAPI once and reads its request: `{ namespace: [[name, verb, path, flags]] }`. */
export async function capture(GitBookAPI) {
  let last;
  const client = new GitBookAPI({
    endpoint: 'https://capture.invalid',
    authToken: 'token',
    serviceBinding: {
      fetch: async (input, init) => {
        last = { url: String(input), init };
        return new Response('{}', { status: 200, headers: { 'content-type': 'application/json' } });
      },
    },
  });
  const table = {};
  for (const [namespace, name, fn] of enumerate(client)) {
    last = undefined;
    const args = Array.from({ length: fn.length }, (_, index) => placeholder(index));
    const result = fn(...args);
    let stream = false;
    let parsed = false;
    if (result && typeof result[Symbol.asyncIterator] === 'function') {
      stream = true;
      const iterator = result[Symbol.asyncIterator]();
      await iterator.next().catch(() => undefined);
    } else {
      const response = await result;
      parsed = response?.data !== null;
    }
    if (!last) throw new Error(`@gitbook/api: ${namespace}.${name} sent no request.`);
    const url = new URL(last.url.replace(/[{}]/g, (c) => (c === '{' ? '%7B' : '%7D')));
    const path = decodeURIComponent(url.pathname).replace(/^\/v1/, '');
    const flags = [];
    const body = last.init?.body;
    if (body !== null && body !== undefined) {
      const index = JSON.parse(String(body)).__arg;
      if (typeof index !== 'number') throw new Error(`@gitbook/api: ${namespace}.${name} sends a body kitbench cannot place.`);
      flags.push(`b${index}`);
    }
    const query = url.searchParams.get('__arg');
    if (query !== null) flags.push(`q${query}`);
    if (!stream && !parsed) flags.push('v');
    if (stream) flags.push('s');
    const used = new Set([...path.matchAll(/\{(\d+)\}/g)].map((match) => Number(match[1])));
    for (const flag of flags) if (/^[bq]\d+$/.test(flag)) used.add(Number(flag.slice(1)));
    for (let index = 0; index < fn.length; index++) {
      if (!used.has(index)) throw new Error(`@gitbook/api: ${namespace}.${name} does not send its argument ${index}.`);
    }
    const method = (last.init?.method ?? 'GET').toUpperCase();
    table[namespace] = [...(table[namespace] ?? []), [name, method, path, flags.join('')]];
  }
  return table;
}

const literal = (value) => JSON.stringify(value);
const key = (name) => (/^[A-Za-z_$][\w$]*$/.test(name) ? name : literal(name));

/** The generated module's text for the captured `table`. */
export function generate(table, version) {
  const count = Object.values(table).reduce((sum, methods) => sum + methods.length, 0);
  const lines = [
    `// Generated by scripts/api-client.mjs from @gitbook/api ${version}: do not edit.`,
    '// biome-ignore-all lint: generated',
    '/**',
    ` * Every method of the platform's API client (${count}), by namespace ('' for the client's own): [name, verb, path,`,
    ' * flags]. `{i}` in a path is positional argument i; flags: `b<i>` argument i is the JSON body, `q<i>` the query,',
    ' * `v` the answer is not parsed (data is null), `s` the method streams server-sent events.',
    ' */',
    'export const API_METHODS = {',
  ];
  for (const namespace of Object.keys(table).sort()) {
    lines.push(`  ${key(namespace)}: [`);
    for (const entry of table[namespace]) lines.push(`    [${entry.map(literal).join(',')}],`);
    lines.push('  ],');
  }
  lines.push('} as const;', '');
  return lines.join('\n');
}

/** The installed package's client class and version. */
export async function installed() {
  const { GitBookAPI } = await import('@gitbook/api');
  const pkg = JSON.parse(readFileSync(fileURLToPath(new URL('../node_modules/@gitbook/api/package.json', import.meta.url)), 'utf8'));
  return { GitBookAPI, version: pkg.version };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const { GitBookAPI, version } = await installed();
  const text = generate(await capture(GitBookAPI), version);
  if (process.argv.includes('--check')) {
    if (readFileSync(OUT, 'utf8') !== text) {
      console.error('src/core/api/generated-client.ts is out of step with @gitbook/api: run node scripts/api-client.mjs');
      process.exit(1);
    }
  } else {
    writeFileSync(OUT, text);
    console.log(`kitbench: wrote ${OUT} from @gitbook/api ${version}`);
  }
}
