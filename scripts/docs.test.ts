import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { getResponse, type RequestHandler } from 'msw';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CliIO } from '../src/cli/io';
import { runTest } from '../src/cli/commands/test';

// Every TypeScript or JavaScript listing of README.md and docs/*.md is checked here, so none can rot: either it is
// word for word a file that kitbench's own tests run (the Playwright examples: e2e/playwright-package.spec.ts and
// e2e/playwright-site.spec.ts run those folders from the packed package), or this test runs it itself, in a copy of
// the integration folder it is written for. A new listing fails the first test until it is given one of the two.
const repo = resolve(import.meta.dirname, '..');
const pages = ['README.md', ...readdirSync(join(repo, 'docs')).filter((name) => name.endsWith('.md')).map((name) => `docs/${name}`)];
const read = (path: string) => readFileSync(join(repo, path), 'utf8');

interface Listing {
  page: string;
  line: number;
  text: string;
}
const listings: Listing[] = pages.flatMap((page) => {
  const source = read(page);
  return [...source.matchAll(/^```(?:ts|tsx|js|jsx|mjs|typescript|javascript)\n([\s\S]*?)^```/gm)].map((match) => ({
    page,
    line: source.slice(0, match.index).split('\n').length,
    text: match[1],
  }));
});

/** A listing whose first line names the file stands for the fixture's own first line (its comment). */
const bodyOf = (text: string) => (text.startsWith('//') ? text.slice(text.indexOf('\n') + 1) : text);

/** Listings that are files kitbench's own suites run: `head` when the listing's first line replaces the file's. */
const SAME_AS = [
  { first: '// src/index.tsx: the frame page', file: 'e2e/fixtures/flow-diagram/src/index.tsx', head: true },
  { first: '// flow-diagram.kitbench.spec.ts', file: 'e2e/fixtures/flow-diagram/flow-diagram.kitbench.spec.ts', head: true },
  { first: '// The page the block', file: 'e2e/fixtures/flow-diagram/src/frame.ts', head: false },
  { first: '// visitor-signin.kitbench.spec.ts', file: 'e2e/fixtures/visitor-signin/visitor-signin.kitbench.spec.ts', head: true },
];

/** Test files this test runs with `kitbench test`, in a copy of the folder they are written for. */
const RUNS = [
  { contains: "test('Counter: Add, Add, Remove'", folder: 'src/examples/counter', as: 'counter.kitbench.test.ts', passed: 1 },
  { contains: '// visitor.kitbench.test.ts', folder: 'e2e/fixtures/site/signin', as: 'visitor.kitbench.test.ts', passed: 1 },
];

/** Mocks files: imported, and each request they are written for answered. */
const MOCKS = [
  {
    contains: "http.get('https://api.tracker.example/issues/:id'",
    requests: [
      { request: new Request('https://api.tracker.example/issues/42'), status: 200, json: { id: 42, title: 'Crash when saving a draft', status: 'In progress' } },
      { request: new Request('https://api.tracker.example/issues', { method: 'POST', body: '{}' }), status: 201, json: { id: 43 } },
    ],
  },
];

const find = (predicate: (listing: Listing) => boolean, what: string) => {
  const found = listings.filter(predicate);
  expect(found, `exactly one listing ${what} in README.md or docs/`).toHaveLength(1);
  return found[0];
};

// Copies live inside the repository, so a folder's packages resolve from kitbench's node_modules (as a monorepo's do).
const work = join(repo, 'node_modules', '.cache', `kitbench-docs-${process.pid}`);
const harness = join(work, 'harness', 'index.mjs');

beforeAll(() => {
  execFileSync(process.execPath, [join(repo, 'node_modules/vite/bin/vite.js'), 'build', '--config', 'vite.testing.config.ts', '--outDir', dirname(harness), '--logLevel', 'error'], { cwd: repo });
}, 120_000);
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('the code listings of README.md and docs/', () => {
  it('are each checked by one of the tests below', () => {
    expect(listings.length).toBeGreaterThanOrEqual(SAME_AS.length + RUNS.length + MOCKS.length);
    const unchecked = listings.filter(
      (listing) =>
        !SAME_AS.some((entry) => listing.text.startsWith(entry.first)) &&
        !RUNS.some((entry) => listing.text.includes(entry.contains)) &&
        !MOCKS.some((entry) => listing.text.includes(entry.contains)),
    );
    expect(unchecked.map((listing) => `${listing.page}:${listing.line}`), 'listings no test checks: add each to SAME_AS, RUNS or MOCKS').toEqual([]);
  });

  it.each(SAME_AS)('the listing starting $first is $file, which kitbench runs', ({ first, file, head }) => {
    const listing = find((candidate) => candidate.text.startsWith(first), `starting ${first}`);
    const fixture = read(file);
    expect(head ? bodyOf(listing.text) : listing.text).toBe(head ? bodyOf(fixture) : fixture);
  });

  it.each(RUNS)('the test $as passes with kitbench test in a copy of $folder', async ({ contains, folder, as, passed }) => {
    const listing = find((candidate) => candidate.text.includes(contains), `with ${contains}`);
    const copy = join(work, as.replace(/\W/g, '-'));
    cpSync(join(repo, folder), copy, { recursive: true });
    writeFileSync(join(copy, as), listing.text);
    const chunks: string[] = [];
    const io: CliIO = { stdout: (text) => chunks.push(text), stderr: (text) => chunks.push(text), cwd: repo, readFile: async () => new Uint8Array(), now: () => 0 };
    const code = await runTest([copy], io, { harness });
    expect(chunks.join(''), `${listing.page}:${listing.line}`).toMatch(new RegExp(`\\n${passed} passed, 0 failed\\n$`));
    expect(code).toBe(0);
  }, 120_000);

  it.each(MOCKS)('the mocks file answers the requests it is written for', async ({ contains, requests }) => {
    const listing = find((candidate) => candidate.text.includes(contains), `with ${contains}`);
    mkdirSync(work, { recursive: true });
    const file = join(work, 'kitbench.mocks.ts');
    writeFileSync(file, listing.text);
    const handlers = (await import(file)).default as RequestHandler[];
    for (const { request, status, json } of requests) {
      const response = await getResponse(handlers, request);
      expect(response?.status, `${request.method} ${request.url}`).toBe(status);
      expect(await response?.json()).toEqual(json);
    }
  });
});

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces as hyphens. */
const slug = (heading: string) =>
  heading
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');

describe('the links of README.md and docs/', () => {
  it.each(pages)('every relative link of %s reaches a file, and its anchor a heading there', (page) => {
    const source = read(page).replace(/^```[\s\S]*?^```/gm, '');
    const broken: string[] = [];
    for (const [, target] of source.matchAll(/\]\(([^)\s]+)\)/g)) {
      if (/^[a-z]+:/.test(target)) continue;
      const [path, anchor] = target.split('#');
      const file = path ? join(repo, dirname(page), path) : join(repo, page);
      if (!existsSync(file)) {
        broken.push(`${target}: no such file`);
        continue;
      }
      if (anchor && file.endsWith('.md')) {
        const headings = [...readFileSync(file, 'utf8').matchAll(/^#+ (.*)$/gm)].map((match) => slug(match[1]));
        if (!headings.includes(anchor)) broken.push(`${target}: no heading with that anchor`);
      }
    }
    expect(broken).toEqual([]);
  });
});
