import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Workspace } from '../workspace/types';
import { settleFolderSettings } from './script-settings';
import { settingsProblems } from './settings-problems';

afterEach(() => vi.unstubAllGlobals());

const workspace = (id: string, sources: Record<string, string>, origin?: 'dev') => ({ id, sources, ...(origin ? { origin } : {}) }) as Workspace;

/** The page as `kitbench dev` serves it, its server answering `files` (node_modules paths) and 404 otherwise. */
function devServer(files: Record<string, string>) {
  vi.stubGlobal('document', { querySelector: () => ({ content: 'folder' }) });
  const asked: string[] = [];
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  vi.stubGlobal('fetch', async (url: string) => {
    const path = new URL(url, 'http://x').searchParams.get('path') ?? '';
    asked.push(path);
    await held;
    // a plain answer (not a Response, whose body is a stream): everything after `held` is microtasks
    return { ok: path in files, text: async () => files[path] };
  });
  return { asked, release };
}

describe('settleFolderSettings', () => {
  it('in the playground: applies at once, the folder’s strict or the platform’s not strict, and sets the warnings', () => {
    const applied: Record<string, unknown>[] = [];
    settleFolderSettings(workspace('a', { 'tsconfig.json': '{ "compilerOptions": { "strict": true } }' }), (options) => applied.push(options));
    settleFolderSettings(workspace('a', { 'tsconfig.json': '{ "compilerOptions": { "strict": true } ' }), (options) => applied.push(options));
    expect(applied.map((options) => options.strict)).toEqual([true, undefined]);
    expect(settingsProblems.get().map((problem) => problem.file)).toEqual(['tsconfig.json']);
    settleFolderSettings(workspace('a', {}), (options) => applied.push(options));
    expect(settingsProblems.get()).toEqual([]);
  });

  it('under kitbench dev: asks the server for the node_modules base and applies only once it has answered', async () => {
    const server = devServer({ 'node_modules/@tsconfig/strictest/tsconfig.json': '{ "compilerOptions": { "strict": true, "noUnusedLocals": true } }' });
    const applied: Record<string, unknown>[] = [];
    const apply = (options: Record<string, unknown>) => applied.push(options);
    const folder = workspace('dev:b', { 'tsconfig.json': '{ "extends": "@tsconfig/strictest" }' }, 'dev');
    settleFolderSettings(folder, apply);
    // a keystroke elsewhere meanwhile asks nothing twice and applies nothing early
    settleFolderSettings(folder, apply);
    expect(applied).toEqual([]);
    server.release();
    await vi.waitFor(() => expect(applied).toHaveLength(1));
    expect(applied[0]).toMatchObject({ strict: true, noUnusedLocals: true });
    expect(server.asked).toEqual(['node_modules/@tsconfig/strictest/package.json', 'node_modules/@tsconfig/strictest/tsconfig.json']);
    expect(settingsProblems.get()).toEqual([]);
  });

  it('under kitbench dev: @gitbook/tsconfig the server does not have is the platform’s integration.json, no warning', async () => {
    const server = devServer({});
    const applied: Record<string, unknown>[] = [];
    settleFolderSettings(workspace('dev:c', { 'tsconfig.json': '{ "extends": "@gitbook/tsconfig/integration.json" }' }, 'dev'), (options) => applied.push(options));
    server.release();
    await vi.waitFor(() => expect(applied).toHaveLength(1));
    expect(applied[0].strict).toBeUndefined();
    expect(applied[0].jsxImportSource).toBe('@gitbook/runtime');
    expect(settingsProblems.get()).toEqual([]);
  });

  it('an answer for a folder that is no longer open is dropped', async () => {
    const server = devServer({ 'node_modules/strict/tsconfig.json': '{ "compilerOptions": { "strict": true } }' });
    const stale: Record<string, unknown>[] = [];
    settleFolderSettings(workspace('dev:d', { 'tsconfig.json': '{ "extends": "strict" }' }, 'dev'), (options) => stale.push(options));
    const current: Record<string, unknown>[] = [];
    settleFolderSettings(workspace('e', {}), (options) => current.push(options));
    server.release();
    // every microtask after the answer has run (the stale answer's handling included)
    await new Promise((resolve) => setImmediate(resolve));
    expect(server.asked).toEqual(['node_modules/strict/package.json', 'node_modules/strict/tsconfig.json']);
    expect(stale).toEqual([]);
    expect(current).toHaveLength(1);
  });
});
