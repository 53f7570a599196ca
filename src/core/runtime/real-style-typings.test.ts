import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

// The e2e/fixtures/real-style integrations import @gitbook/runtime and @gitbook/api as published ones do
// (FetchEventCallback, EventCallback, FetchPublishScriptEventCallback, fetch_published_script /
// fetch_visitor_authentication / contentSources keys, createOAuthHandler<Response>, createContentSource<Props, Props,
// Deps>, the editor's own actions in a component's Action type; the API package's types by name:
// IntegrationInstallationConfiguration, RequestUpdateIntegrationInstallation, ChangedRevisionPage, ContentRefSpace).
// Checked against kitbench's generated types/ (what the editor and an author's tsc see): no error at all.
const repo = new URL('../../../', import.meta.url).pathname;
const scratch = mkdtempSync(join(tmpdir(), 'kitbench-real-style-types-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

function typecheck(folder: string): string[] {
  const config = {
    compilerOptions: {
      target: 'es2022',
      module: 'esnext',
      moduleResolution: 'bundler',
      strict: true,
      noEmit: true,
      skipLibCheck: true,
      lib: ['es2022', 'dom'],
      types: [],
      jsx: 'react-jsx',
      jsxImportSource: '@gitbook/runtime',
      paths: {
        '@gitbook/runtime': [join(repo, 'types/@gitbook/runtime/index.d.ts')],
        '@gitbook/runtime/jsx-runtime': [join(repo, 'types/@gitbook/runtime/jsx-runtime.d.ts')],
        '@gitbook/api': [join(repo, 'types/@gitbook/api/index.d.ts')],
        'itty-router': [join(repo, 'node_modules/itty-router')],
      },
    },
    include: [join(repo, 'e2e/fixtures/real-style', folder, 'src/**/*')],
  };
  const file = join(scratch, `${folder}.json`);
  writeFileSync(file, JSON.stringify(config));
  try {
    execFileSync(join(repo, 'node_modules/.bin/tsc'), ['-p', file], { encoding: 'utf8' });
    return [];
  } catch (error) {
    return String((error as { stdout?: string }).stdout ?? error)
      .split('\n')
      .filter((line) => line.includes('error TS'));
  }
}

describe('real-style integrations against the generated typings', () => {
  it.each(['diagram-code', 'site-analytics', 'visitor-gate', 'repo-snippets', 'team-notify', 'space-translate'])(
    '%s: type-checks with no error',
    (folder) => {
      expect(typecheck(folder)).toEqual([]);
    },
  );
});
