import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { generate, installed } from './api-constants.mjs';

describe('src/core/api/generated.ts', () => {
  it('is in step with the installed @gitbook/api (regenerate with `node scripts/api-constants.mjs`)', async () => {
    const { api, version } = await installed();
    const committed = readFileSync(new URL('../src/core/api/generated.ts', import.meta.url), 'utf8');
    expect(committed === generate(api, version), 'src/core/api/generated.ts is stale: run node scripts/api-constants.mjs').toBe(true);
  });
});
