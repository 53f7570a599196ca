import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadPlatformTypings, runtimeTypings } from './runtime-typings';

const repo = new URL('../../', import.meta.url).pathname;
const tsc = join(repo, 'node_modules/.bin/tsc');
const examples = new URL('../examples/', import.meta.url);
const scratch = mkdtempSync(join(tmpdir(), 'kitbench-typings-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const TEXT_IMPORTS = "declare module '*.raw.js' { const text: string; export default text; }\ndeclare module '*?raw' { const text: string; export default text; }\n";

/** Every file under `dir` (relative paths). */
const list = (dir: string, base = dir): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? list(join(dir, entry.name), base) : [join(dir, entry.name).slice(base.length + 1)],
  );

/** What the editor ends with: the eager typings and the API package's types it loads after them. */
const allTypings = [...runtimeTypings, ...(await loadPlatformTypings())];

let projects = 0;
/** Type-checks `files` against the editor's typings (as node_modules) with the editor's options; returns tsc's output. */
function typecheck(files: Record<string, string>): string {
  projects += 1;
  const dir = join(scratch, `project-${projects}`);
  for (const lib of allTypings) {
    const path = join(dir, lib.filePath.replace('file:///', ''));
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, lib.content);
  }
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, name)), { recursive: true });
    writeFileSync(join(dir, name), content);
  }
  // Text imports as the bundler serves them, and the npm packages an example may use (installed at the root).
  writeFileSync(join(dir, 'text-imports.d.ts'), TEXT_IMPORTS);
  const config = {
    compilerOptions: {
      jsx: 'react-jsx',
      jsxImportSource: '@service/runtime',
      target: 'es2022',
      module: 'esnext',
      moduleResolution: 'bundler',
      strict: true,
      noEmit: true,
      resolveJsonModule: true,
      // itty-router's own .d.ts files import unresolvable paths; the generated typings are checked when emitted.
      skipLibCheck: true,
      lib: ['es2022', 'dom', 'dom.iterable'],
      types: [],
      paths: { 'itty-router': [join(repo, 'node_modules/itty-router')] },
    },
    include: ['**/*.ts', '**/*.tsx'],
    exclude: ['node_modules'],
  };
  writeFileSync(join(dir, 'tsconfig.json'), JSON.stringify(config));
  try {
    execFileSync(tsc, ['-p', dir], { encoding: 'utf8' });
    return '';
  } catch (error) {
    return String((error as { stdout?: string }).stdout ?? error);
  }
}

describe('runtime typings', () => {
  it('are generated from the runtime’s source: the committed types/ matches a fresh generation', () => {
    const fresh = join(scratch, 'fresh');
    execFileSync(process.execPath, [join(repo, 'scripts/typings.mjs'), '--out', fresh], { encoding: 'utf8' });
    const committed = join(repo, 'types');
    const expected = list(fresh).sort();
    expect(list(committed).sort(), 'types/ is stale: run `node scripts/typings.mjs` and commit types/').toEqual(expected);
    for (const path of expected) {
      expect(readFileSync(join(committed, path), 'utf8'), `types/${path} is stale: run \`node scripts/typings.mjs\``).toBe(
        readFileSync(join(fresh, path), 'utf8'),
      );
    }
  });

  it('serve @service/runtime, its jsx-runtime and @service/api at node_modules paths', () => {
    const paths = runtimeTypings.map((lib) => lib.filePath);
    expect(paths).toContain('file:///node_modules/@service/runtime/index.d.ts');
    expect(paths).toContain('file:///node_modules/@service/runtime/jsx-runtime.d.ts');
    expect(paths).toContain('file:///node_modules/@service/api/index.d.ts');
    expect(paths).toContain('file:///node_modules/@gitbook/runtime/index.d.ts');
    expect(paths).toContain('file:///node_modules/@gitbook/runtime/jsx-runtime.d.ts');
    expect(paths).toContain('file:///node_modules/@gitbook/api/index.d.ts');
    // the API package's own types come on their own, after the rest
    expect(paths).not.toContain('file:///node_modules/@service/core/api/platform-types.d.ts');
    expect(allTypings.map((lib) => lib.filePath)).toContain('file:///node_modules/@service/core/api/platform-types.d.ts');
  });

  it('type-check every example script without errors', () => {
    const files: Record<string, string> = {};
    // Each example's whole src/ tree: several files, relative imports, text imports and npm packages included.
    for (const name of readdirSync(examples)) {
      const src = new URL(`${name}/src`, examples).pathname;
      for (const file of list(src)) {
        if (/\.(tsx?|js|json)$/.test(file)) files[`${name}/src/${file}`] = readFileSync(join(src, file), 'utf8');
      }
    }
    expect(Object.keys(files).length).toBeGreaterThan(0);
    expect(typecheck(files)).toBe('');
  });

  it('type the full runtime surface a real integration uses', () => {
    const output = typecheck({
      'real.tsx': [
        "import { createComponent, createIntegration, ExposableError, Logger, type RuntimeContext } from '@service/runtime';",
        "import { ContentKitIcon, ServiceAPIError, type FetchPublishedScriptEvent } from '@service/api';",
        "const logger = Logger.for('real');",
        "const form = createComponent<{ url?: string }, { email: string }>({ componentId: 'form', initialState: { email: '' },",
        "  action: async (element, action, context) => { logger.info(action.action, context.environment.spaceInstallation?.space); return { state: { email: '' } }; },",
        "  render: async (element, context: RuntimeContext) => { element.setCache({ maxAge: 60 }); const { data } = await context.api.spaces.getSpaceById(('spaceId' in element.context ? element.context.spaceId : undefined) ?? '');",
        "    return <block><text>{data.title}</text><button label=\"Go\" icon={ContentKitIcon.Search} onPress={{ action: 'go', email: element.dynamicState('email') }} /></block>; } });",
        'export default createIntegration({ components: [form],',
        "  fetch: async () => { throw new ExposableError('Not found', 404); },",
        '  fetch_published_script: async (event: FetchPublishedScriptEvent) => new Response(event.type),',
        "  events: { space_content_updated: async () => { try { } catch (error) { if (error instanceof ServiceAPIError) error.code; } } } });",
      ].join('\n'),
    });
    expect(output).toBe('');
  });

  it('type a script written for the platform: @gitbook/runtime, @gitbook/api and the JSX import source under those names', () => {
    const output = typecheck({
      'platform.tsx': [
        '/** @jsxImportSource @gitbook/runtime */',
        "import { createComponent, createIntegration, getOAuthToken, type RuntimeContext } from '@gitbook/runtime';",
        "import { ContentKitIcon, GitBookAPI, GitBookAPIError, GitSyncOperationState } from '@gitbook/api';",
        "const api = new GitBookAPI({ authToken: 't' });",
        "const hello = createComponent<{ n?: number }, { n: number }>({ componentId: 'hello', initialState: (props, renderContext, context: RuntimeContext) => ({ n: props.n ?? (renderContext.type === 'document' ? 1 : 0) + context.environment.integration.version }),",
        "  render: async (element) => <block><text>{element.state.n}</text><button label={'x'} icon={ContentKitIcon.LinkExternal} onPress={{ action: 'x' }} /></block> });",
        "const state: string = GitSyncOperationState.Running; void state; void api; void getOAuthToken; void GitBookAPIError;",
        'export default createIntegration({ components: [hello] });',
      ].join('\n'),
    });
    expect(output).toBe('');
  });

  it('type every method of the platform client (generated from @gitbook/api) and report a misspelt one', () => {
    const output = typecheck({
      'client.ts': [
        "import type { RuntimeContext } from '@gitbook/runtime';",
        "import { GitBookAPI, GitBookAPIError } from '@gitbook/api';",
        'export async function probe(context: RuntimeContext) {',
        '  const { api } = context;',
        "  const { data } = await api.orgs.getOrganizationById('org_1');",
        "  await api.integrations.listIntegrationSpaceInstallations('my-app', { limit: 5 });",
        "  const space: string = (await api.spaces.getSpaceById('s1')).data.title;",
        "  for await (const event of api.orgs.streamAskInOrganization('org_1', { query: 'how?' })) void event;",
        "  const installation: GitBookAPI = await new GitBookAPI({ authToken: 't' }).createInstallationClient('my-app', 'inst_1');",
        '  await installation.getApiInformation();',
        '  try { await api.user.getAuthenticatedUser(); } catch (error) { if (error instanceof GitBookAPIError) return error.code; }',
        "  return [data.title, space, api.orgs.getOrganisationById('org_1')];",
        '}',
      ].join('\n'),
    });
    expect(output.trim().split('\n')).toEqual([expect.stringMatching(/client\.ts\(12,\d+\).*getOrganisationById/)]);
  });

  it('take the type parameters real integrations write: a typed context, configuration and action', () => {
    const output = typecheck({
      'generic.tsx': [
        "import { createComponent, createIntegration, type RuntimeContext, type RuntimeEnvironment } from '@service/runtime';",
        'type SpaceConfig = { channel: string };',
        'type SlackContext = RuntimeContext<RuntimeEnvironment<{ team: string }, SpaceConfig>>;',
        "type Action = { action: 'post'; text: string } | { action: 'clear' };",
        'const block = createComponent<{}, { text: string }, Action, SlackContext>({',
        "  componentId: 'slack', initialState: { text: '' },",
        "  async action(element, action, context) { const channel: string | undefined = context.environment.spaceInstallation?.configuration.channel; return action.action === 'post' ? { state: { text: action.text + channel } } : {}; },",
        '  async render(element) { return <block><text>{element.state.text}</text></block>; },',
        '});',
        'export default createIntegration<SlackContext>({ components: [block], fetch: async (request, context) => Response.json({ team: context.environment.installation?.configuration.team }) });',
        "export const misspelt = (context: SlackContext) => context.environment.spaceInstallation?.configuration.chanel;",
      ].join('\n'),
    });
    expect(output.trim().split('\n')).toEqual([expect.stringMatching(/generic\.tsx\(11,\d+\).*chanel/)]);
  });

  it('report a wrong prop, a wrong handler shape and a misspelt state key', () => {
    const output = typecheck({
      'bad.tsx': [
        "import { createComponent, createIntegration } from '@service/runtime';",
        "const c = createComponent({ componentId: 'c', render: async () => <button label={3} onPress={{ action: 'x' }} /> });",
        'export default createIntegration({ components: [c], fetch: async () => 42 });',
        "createComponent<{}, { email: string }>({ componentId: 'd', render: async (element) => <button label=\"x\" onPress={{ action: 'x', v: element.dynamicState('emial') }} /> });",
      ].join('\n'),
    });
    expect(output).toMatch(/bad\.tsx\(2,\d+\)/);
    expect(output).toMatch(/bad\.tsx\(3,\d+\)/);
    expect(output).toMatch(/bad\.tsx\(4,\d+\)/);
  });
});
