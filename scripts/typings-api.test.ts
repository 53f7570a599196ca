import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { apiPackageNames, exportedNames, NOT_EXPORTED, trimmedPlatformTypes } from './typings-api.mjs';

const repo = new URL('..', import.meta.url).pathname;
const scratch = mkdtempSync(join(tmpdir(), 'kitbench-api-names-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** tsc's errors for `file` (strict, no skipLibCheck: the generated typings are checked too). */
function typecheck(file: string, paths: Record<string, string[]>): string[] {
  const config = join(scratch, 'tsconfig.json');
  writeFileSync(
    config,
    JSON.stringify({
      compilerOptions: { target: 'es2022', module: 'esnext', moduleResolution: 'bundler', strict: true, noEmit: true, lib: ['es2022', 'dom'], types: [], paths },
      files: [file],
    }),
  );
  try {
    execFileSync(join(repo, 'node_modules/.bin/tsc'), ['-p', config], { encoding: 'utf8' });
    return [];
  } catch (error) {
    return String((error as { stdout?: string }).stdout ?? error)
      .split('\n')
      .filter((line) => line.includes('error TS'));
  }
}

describe("kitbench's API typings and the platform's API package", () => {
  const names = apiPackageNames();

  it('reads the names the package exports (client.d.ts, constants.d.ts, its index)', () => {
    expect(names.length).toBeGreaterThan(1000);
    for (const name of ['GitBookAPI', 'GitBookAPIError', 'ChangedRevisionPage', 'ContentRefSpace', 'RevisionSemanticChangeType', 'SPACE_TITLE_MAX_LENGTH'])
      expect(names).toContain(name);
  });

  it.each(['@gitbook/api', '@service/api'])('%s: every name @gitbook/api exports is exported by types/, and the typings check strictly', (module) => {
    const exported = exportedNames(join(repo, 'types', module, 'index.d.ts'));
    const missing = names.filter((name) => !exported.has(name) && !(name in NOT_EXPORTED));
    expect(missing).toEqual([]);
    // the same through the compiler: importing each by name resolves, and the declarations have no error
    const probe = join(scratch, 'probe.ts');
    const imported = names.filter((name) => !(name in NOT_EXPORTED));
    writeFileSync(probe, `export type {\n${imported.map((name) => `  ${name},`).join('\n')}\n} from '${module}';\n`);
    expect(typecheck(probe, { [module]: [join(repo, 'types', module, 'index.d.ts')] })).toEqual([]);
  });

  it("@gitbook/api exports no name the package does not: kitbench's own (SpaceViewEvent, ServiceAPI, ...) are @service/api's", () => {
    const exported = [...exportedNames(join(repo, 'types/@gitbook/api/index.d.ts'))].sort();
    expect(exported).toEqual(names.filter((name) => !(name in NOT_EXPORTED)));
    // an author's import of a name the package no longer has fails as it does with the package (segment's SpaceViewEvent)
    const probe = join(scratch, 'gone.ts');
    writeFileSync(probe, "import type { SpaceViewEvent, ServiceAPI } from '@gitbook/api';\nexport type Both = [SpaceViewEvent, ServiceAPI];\n");
    const errors = typecheck(probe, { '@gitbook/api': [join(repo, 'types/@gitbook/api/index.d.ts')] });
    expect(errors).toEqual([expect.stringMatching(/TS2724.*'SpaceViewEvent'/), expect.stringMatching(/TS2305|TS2724.*'ServiceAPI'/)]);
  });

  it("a field typed with one of the package's enums takes the value itself, as kitbench's enums do", () => {
    const probe = join(scratch, 'enums.ts');
    writeFileSync(
      probe,
      [
        "import { type ChangedRevisionPage, RevisionPageType, type RevisionSemanticChange, RevisionSemanticChangeType } from '@gitbook/api';",
        "export const page: ChangedRevisionPage = { id: 'p', type: 'document', title: 'T', path: 't' };",
        "export const change: RevisionSemanticChange = { type: RevisionSemanticChangeType.PageCreated, page: { ...page, type: RevisionPageType.Document } };",
        "export const created: boolean = change.type === RevisionSemanticChangeType.PageCreated && page.type === 'document';",
      ].join('\n'),
    );
    expect(typecheck(probe, { '@gitbook/api': [join(repo, 'types/@gitbook/api/index.d.ts')] })).toEqual([]);
  });

  it('keeps only the types: no class of the generated client, no enum of its own', () => {
    const { text, enums } = trimmedPlatformTypes();
    expect(enums.length).toBeGreaterThan(100);
    expect(text).not.toMatch(/^export declare (class|enum) /m);
    expect(readFileSync(join(repo, 'types/@service/core/api/platform-types.d.ts'), 'utf8')).toBe(text);
  });
});
