import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { validate } from '../validate.ts';

const root = fileURLToPath(new URL('../../../../', import.meta.url));

/** Every manifest file the repository ships (examples, fixtures, the oracle corpus, e2e folders), by git. */
function shippedManifests(): string[] {
  const listed = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '*service-manifest.yaml', '*gitbook-manifest.yaml'], { cwd: root, encoding: 'utf8' });
  return listed.split('\n').filter(Boolean);
}

// Issue 37: description, organization and visibility are required again; a manifest kitbench ships must say them.
describe('every manifest kitbench ships', () => {
  const files = shippedManifests();
  it('is found', () => {
    expect(files.length).toBeGreaterThan(30);
  });
  for (const file of files) {
    it(`${file} is valid`, () => {
      const result = validate(readFileSync(`${root}${file}`, 'utf8'));
      expect(result.diagnostics.filter((d) => d.severity === 'error').map((d) => `${d.code}: ${d.message}`)).toEqual([]);
    });
  }
});
