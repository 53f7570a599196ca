import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PackageTypes } from '../../dev/protocol';
import type { ExtraLib } from '../../sandbox/runtime-typings';
import type { Workspace } from '../workspace/types';
import { fromAnswer, syncPackageTypings, typedPackages, untypedPackages } from './package-typings';
import { settingsProblems } from './settings-problems';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const workspace = (id: string, sources: Record<string, string>, origin?: 'dev') => ({ id, sources, ...(origin ? { origin } : {}) }) as Workspace;
const provided = new Set(['@gitbook/runtime', '@gitbook/api']);

/** The host the script editor gives: what it was told, in order. */
function host() {
  const calls: string[] = [];
  const applied: ExtraLib[][] = [];
  return {
    calls,
    applied,
    provided: () => provided,
    hold: () => calls.push('hold'),
    apply: (libs: ExtraLib[]) => {
      calls.push('apply');
      applied.push(libs);
    },
  };
}

/** The page as `kitbench dev` serves it; its server answers `answers[specifiers]`, each held until released. */
function devServer(answers: Record<string, PackageTypes | number>) {
  vi.stubGlobal('document', { querySelector: () => ({ content: 'folder' }) });
  const asked: string[] = [];
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  vi.stubGlobal('fetch', async (url: string) => {
    const key = new URL(url, 'http://x').searchParams.getAll('import').join(',');
    asked.push(key);
    await held;
    const answer = answers[key] ?? 404;
    return typeof answer === 'number' ? { ok: false, status: answer } : { ok: true, json: async () => answer };
  });
  return { asked, release };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('syncPackageTypings', () => {
  it('in the browser-only playground: asks nothing, type checking goes on at once', () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const editor = host();
    syncPackageTypings(workspace('p', { 'src/index.ts': "import { Router } from 'itty-router';" }), editor);
    expect(editor.calls).toEqual(['apply']);
    expect(editor.applied).toEqual([[]]);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('under kitbench dev: holds type checking while every package imported loads, in parallel, then sets them together', async () => {
    const server = devServer({
      'itty-router': { files: { 'itty-router/package.json': '{"types":"./index.d.ts"}', 'itty-router/index.d.ts': 'export declare const Router: () => void;' }, missing: [] },
      'octokit,octokit/app': { files: { 'octokit/index.d.ts': 'export declare class Octokit {}' }, missing: [] },
      'left-pad': { files: {}, missing: ['left-pad'] },
    });
    const editor = host();
    const sources = {
      'src/index.ts': "import { Router } from 'itty-router';\nimport { createIntegration } from '@gitbook/runtime';\nimport pad from 'left-pad';",
      'src/github.ts': "import { Octokit } from 'octokit';\nimport { App } from 'octokit/app';",
    };
    syncPackageTypings(workspace('dev:a', sources, 'dev'), editor);
    expect(editor.calls).toEqual(['hold']);
    expect(server.asked.sort()).toEqual(['itty-router', 'left-pad', 'octokit,octokit/app']);
    server.release();
    await flush();
    expect(editor.calls).toEqual(['hold', 'apply']);
    expect(editor.applied[0].map((lib) => lib.filePath).sort()).toEqual([
      'file:///node_modules/itty-router/index.d.ts',
      'file:///node_modules/itty-router/package.json',
      'file:///node_modules/octokit/index.d.ts',
    ]);
    // left-pad has no declaration: it keeps the folder's shorthand module
    expect([...typedPackages()].sort()).toEqual(['itty-router', 'octokit']);
    // a keystroke that imports nothing new asks nothing again
    syncPackageTypings(workspace('dev:a', { ...sources, 'src/extra.ts': "import { Router } from 'itty-router';" }, 'dev'), editor);
    expect(server.asked).toHaveLength(3);
  });

  it('an import added later loads once typing pauses, without holding type checking', async () => {
    vi.useFakeTimers();
    devServer({ graphql: { files: { 'graphql/index.d.ts': 'export declare const parse: (source: string) => unknown;' }, missing: [] } }).release();
    const editor = host();
    syncPackageTypings(workspace('dev:b', { 'src/index.ts': '' }, 'dev'), editor);
    expect(editor.calls).toEqual(['apply']);
    for (const typed of ['g', 'gr', 'graphql']) syncPackageTypings(workspace('dev:b', { 'src/index.ts': `import { parse } from '${typed}';` }, 'dev'), editor);
    await vi.advanceTimersByTimeAsync(1000);
    expect(editor.calls).toEqual(['apply', 'apply']);
    expect(editor.applied[1].map((lib) => lib.filePath)).toEqual(['file:///node_modules/graphql/index.d.ts']);
  });

  it('a package the server cannot answer for is `any`, with a warning at its import', async () => {
    devServer({ octokit: 500 }).release();
    const editor = host();
    syncPackageTypings(workspace('dev:c', { 'src/index.ts': "\nimport { Octokit } from 'octokit';" }, 'dev'), editor);
    await flush();
    expect(editor.calls).toEqual(['hold', 'apply']);
    expect(typedPackages().size).toBe(0);
    expect(settingsProblems.get()).toEqual([
      {
        source: 'types',
        file: 'src/index.ts',
        line: 2,
        column: 25,
        message: "The script editor could not load the declarations of 'octokit' (kitbench dev answered 500): it types the package as 'any'.",
      },
    ]);
  });
});

describe('fromAnswer', () => {
  const entry = { name: 'octokit', specifiers: ['octokit'], file: 'src/index.ts', line: 1, column: 1 };

  it('says what was left out past the limits, and never replaces what kitbench types', () => {
    const answer = {
      files: { 'octokit/index.d.ts': 'export {};', '@gitbook/api/index.d.ts': 'export {};' },
      missing: [],
      leftOut: { files: 12, bytes: 5 * 1024 * 1024 },
    };
    const loaded = fromAnswer(entry, answer, provided);
    expect(loaded.libs.map((lib) => lib.filePath)).toEqual(['file:///node_modules/octokit/index.d.ts']);
    expect(loaded.typed).toBe(true);
    expect(loaded.warning).toBe(
      "The script editor types 'octokit' without 12 of the declaration files it reaches (5.0 MB, past what kitbench dev loads for one package): the types they hold are 'any'.",
    );
  });

  it('a package installed without declarations, even unlisted in package.json (hoisted), is untyped: the shorthand types it', async () => {
    const cookie = { name: 'cookie', specifiers: ['cookie'], file: 'src/api/handlers.ts', line: 1, column: 1 };
    expect(fromAnswer(cookie, { files: {}, missing: ['cookie'], untyped: ['cookie'] }).untyped).toBe(true);
    expect(fromAnswer(cookie, { files: {}, missing: ['cookie'] }).untyped).toBeUndefined();
    const server = devServer({ cookie: { files: {}, missing: ['cookie'], untyped: ['cookie'] } });
    const editor = host();
    syncPackageTypings(workspace('dev:sentry', { 'src/api/handlers.ts': "import { parse } from 'cookie';" }, 'dev'), editor);
    server.release();
    await flush();
    await flush();
    expect(editor.calls).toEqual(['hold', 'apply']);
    expect([...untypedPackages()]).toEqual(['cookie']);
    expect(typedPackages().has('cookie')).toBe(false);
  });
});
