import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { generate, installed } from './platform-samples.mjs';

describe('src/core/platform/samples.generated.ts', () => {
  it('is in step with the installed @gitbook/api (regenerate with `node scripts/platform-samples.mjs`)', () => {
    const { document, version } = installed();
    const committed = readFileSync(new URL('../src/core/platform/samples.generated.ts', import.meta.url), 'utf8');
    expect(committed === generate(document, version), 'src/core/platform/samples.generated.ts is stale: run node scripts/platform-samples.mjs').toBe(true);
  });

  it('fills a field a newer document requires, with a value of its type', () => {
    const { document, version } = installed();
    const future = structuredClone(document) as { components: { schemas: Record<string, { required: string[]; properties: Record<string, unknown> }> } };
    future.components.schemas.Integration.required.push('installationCount');
    future.components.schemas.Integration.properties.installationCount = { type: 'number' };
    expect(generate(future, version)).toMatch(/"installationCount": 0/);
  });
});
