import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// README's kitbench/playwright examples are listings of e2e/fixtures folders, which kitbench's own journeys run from
// the packed package: an author copying them from the README must get exactly what passes there.
const repo = resolve(import.meta.dirname, '../..');
const readme = readFileSync(join(repo, 'README.md'), 'utf8');
const listings = [...readme.matchAll(/```(?:ts|tsx)\n([\s\S]*?)```/g)].map((match) => match[1]);

const bodyOf = (text: string) => (text.startsWith('//') ? text.slice(text.indexOf('\n') + 1) : text);

describe("README's Playwright examples", () => {
  // `head`: the listing's first line names the file in place of the fixture's own first comment line.
  it.each([
    { first: '// src/index.tsx: the frame page', file: 'e2e/fixtures/flow-diagram/src/index.tsx', head: true },
    { first: '// flow-diagram.kitbench.spec.ts', file: 'e2e/fixtures/flow-diagram/flow-diagram.kitbench.spec.ts', head: true },
    { first: '// The page the block', file: 'e2e/fixtures/flow-diagram/src/frame.ts', head: false },
    { first: '// visitor-signin.kitbench.spec.ts', file: 'e2e/fixtures/visitor-signin/visitor-signin.kitbench.spec.ts', head: true },
  ])('the listing starting $first is $file', ({ first, file, head }) => {
    const text = listings.find((candidate) => candidate.startsWith(first));
    expect(text, `README has no listing starting ${first}`).toBeDefined();
    const fixture = readFileSync(join(repo, file), 'utf8');
    expect(head ? bodyOf(text ?? '') : text).toBe(head ? bodyOf(fixture) : fixture);
  });
});
