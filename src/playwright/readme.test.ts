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

  // e2e/playwright-site.spec.ts runs the visitor sign-in folder's spec with kitbench test.
  it("shows the visitor sign-in spec the site fixture's journey runs, word for word", () => {
    expect(read('README.md')).toContain(read('e2e/fixtures/visitor-signin/visitor-signin.kitbench.spec.ts').trim());
  });
});
