// The CLI and web builds swap the schema validator for Ajv's standalone code (scripts/precompiled-schema-plugin.ts).
// That code must judge every manifest exactly as the validator compiled at load time does, or the CLI, the playground
// and Vitest would disagree.
import { mkdir, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { ValidateFunction } from 'ajv';
import { beforeAll, describe, expect, it } from 'vitest';
import { precompiledManifestSchema } from '../../scripts/precompiled-schema-plugin.ts';
import { parseManifestText } from '../core/manifest/parse.ts';
import { checkSchema } from '../core/manifest/schema-validator.ts';

const MANIFESTS = {
  valid: 'name: a\ntitle: A\ndescription: d\norganization: o\nvisibility: private\nscopes: [space:content:read]\n',
  'enum and missing keys': 'name: a\nvisibility: secret\nscopes: [space:content:reed, space:content:reed]\n',
  'unknown keys and a bad button': `name: a
title: A
description: d
organization: o
visibility: public
scopes: []
target: site
configurations:
  site:
    componentId: config
  account:
    properties:
      b: { type: button, button_text: Go }
      n: { type: number, enum: [x] }
externalLinks:
  - { label: Docs, url: docs }
summary: ${'x'.repeat(3000)}
`,
};

let standalone: ValidateFunction;

beforeAll(async () => {
  const plugin = precompiledManifestSchema();
  const load = plugin.load as { filter: { id: RegExp }; handler: () => string };
  // the bundler calls the plugin for the schema validator alone
  expect(load.filter.id.test('/project/src/core/manifest/schema-validator.ts')).toBe(true);
  expect(load.filter.id.test('/project/src/core/manifest/schema-check.ts')).toBe(false);
  const code = load.handler();
  expect(code).toContain('export const checkSchema');
  // the bundler provides `require` for Ajv's runtime helpers; a plain ES module needs it spelt out
  const folder = fileURLToPath(new URL('../../node_modules/.cache/kitbench-tests/', import.meta.url));
  await mkdir(folder, { recursive: true });
  const file = `${folder}schema-validator.mjs`;
  await writeFile(file, `import { createRequire } from 'node:module';\nconst require = createRequire(import.meta.url);\n${code}`);
  standalone = (await import(/* @vite-ignore */ file)).checkSchema;
});

describe('the precompiled schema validator (CLI and web builds)', () => {
  for (const [name, text] of Object.entries(MANIFESTS)) {
    it(`reports exactly the runtime-compiled validator’s errors on ${name}`, () => {
      const value = parseManifestText(text).value;
      const runtime = checkSchema(value);
      const runtimeErrors = structuredClone(checkSchema.errors ?? []);
      expect(standalone(value)).toBe(runtime);
      const strip = (errors: typeof runtimeErrors) => errors.map(({ keyword, instancePath, schemaPath, params, parentSchema, data }) => ({ keyword, instancePath, schemaPath, params, parentSchema, data }));
      expect(strip(standalone.errors ?? [])).toEqual(strip(runtimeErrors));
      if (name !== 'valid') expect(runtimeErrors.length).toBeGreaterThan(3);
    });
  }
});
