import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const root = new URL('../../', import.meta.url);
const read = (path: string) => readFileSync(new URL(path, root), 'utf8');

describe("README's kitbench/playwright example", () => {
  // e2e/playwright-package.spec.ts runs the fixture folder from the packed package: the README shows that folder.
  it('is the folder the packed-package journey runs, word for word', () => {
    const readme = read('README.md');
    expect(readme).toContain(read('e2e/fixtures/flow-diagram/flow-diagram.kitbench.spec.ts').trim());
    expect(readme).toContain(read('e2e/fixtures/flow-diagram/src/index.tsx').trim());
  });
});
