import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PackageTypes } from '../../dev/protocol';
import type { ExtraLib } from '../../sandbox/runtime-typings';
import type { Workspace } from '../workspace/types';
import { BUNDLED_WORKERS_TYPES_PATH, resetEnvironmentTypings, syncEnvironmentTypings } from './environment-typings';
import { settingsProblems } from './settings-problems';

beforeEach(() => resetEnvironmentTypings());
afterEach(() => vi.unstubAllGlobals());

const workspace = (id: string, origin?: 'dev') => ({ id, sources: {}, ...(origin ? { origin } : {}) }) as Workspace;
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function host() {
  const calls: string[] = [];
  const applied: ExtraLib[][] = [];
  const apply = (libs: ExtraLib[]) => {
    calls.push('apply');
    applied.push(libs);
  };
  return { calls, applied, hold: () => calls.push('hold'), apply };
}

describe('syncEnvironmentTypings', () => {
  it('settings naming no worker types: none, type checking goes on at once, nothing fetched', () => {
    const loader = vi.fn(async () => 'declare var x: 1;');
    const editor = host();
    syncEnvironmentTypings(workspace('a'), undefined, editor, loader);
    expect(editor.calls).toEqual(['apply']);
    expect(editor.applied).toEqual([[]]);
    expect(loader).not.toHaveBeenCalled();
  });

  it('in the playground: the bundled copy, type checking held until it is in, loaded once for every folder', async () => {
    const loader = vi.fn(async () => 'interface Body { json<T>(): Promise<T>; }');
    const editor = host();
    syncEnvironmentTypings(workspace('a'), '@cloudflare/workers-types', editor, loader);
    expect(editor.calls).toEqual(['hold']);
    await flush();
    expect(editor.calls).toEqual(['hold', 'apply']);
    expect(editor.applied[0]).toEqual([{ filePath: BUNDLED_WORKERS_TYPES_PATH, content: 'interface Body { json<T>(): Promise<T>; }' }]);
    syncEnvironmentTypings(workspace('a'), '@cloudflare/workers-types', editor, loader);
    expect(editor.calls).toHaveLength(2);
    syncEnvironmentTypings(workspace('b'), '@cloudflare/workers-types', editor, loader);
    await flush();
    expect(loader).toHaveBeenCalledTimes(1);
  });

  it('under kitbench dev: the folder’s installed copy when it has one, else the bundled one', async () => {
    vi.stubGlobal('document', { querySelector: () => ({ content: 'folder' }) });
    const answers: Record<string, PackageTypes> = {
      installed: { files: { '@cloudflare/workers-types/index.d.ts': 'declare var installed: 1;' }, missing: [] },
      absent: { files: {}, missing: ['@cloudflare/workers-types'] },
    };
    let folder = 'installed';
    const asked: string[] = [];
    vi.stubGlobal('fetch', async (url: string) => {
      asked.push(url);
      return { ok: true, json: async () => answers[folder] };
    });
    const loader = vi.fn(async () => 'declare var bundled: 1;');
    const editor = host();
    syncEnvironmentTypings(workspace('dev:installed', 'dev'), '@cloudflare/workers-types', editor, loader);
    await flush();
    await flush();
    expect(asked).toEqual(['/__kitbench/types?import=%40cloudflare%2Fworkers-types']);
    expect(editor.applied[0]).toEqual([{ filePath: 'file:///node_modules/@cloudflare/workers-types/index.d.ts', content: 'declare var installed: 1;' }]);
    expect(loader).not.toHaveBeenCalled();
    folder = 'absent';
    syncEnvironmentTypings(workspace('dev:absent', 'dev'), '@cloudflare/workers-types', editor, loader);
    await flush();
    await flush();
    expect(editor.applied[1]).toEqual([{ filePath: BUNDLED_WORKERS_TYPES_PATH, content: 'declare var bundled: 1;' }]);
  });

  it('an answer for a folder no longer open is dropped; a copy that cannot load keeps checks off and says why', async () => {
    const editor = host();
    let fail: (error: Error) => void = () => {};
    const loader = () => new Promise<string>((_resolve, reject) => (fail = reject));
    syncEnvironmentTypings(workspace('a'), '@cloudflare/workers-types', editor, loader);
    syncEnvironmentTypings(workspace('b'), undefined, editor, loader);
    fail(new Error('chunk failed'));
    await flush();
    expect(editor.calls).toEqual(['hold', 'apply']);
    expect(editor.applied).toEqual([[]]);
    expect(settingsProblems.get()).toEqual([]);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    syncEnvironmentTypings(workspace('c'), '@cloudflare/workers-types', editor, loader);
    fail(new Error('chunk failed'));
    await flush();
    expect(editor.calls).toEqual(['hold', 'apply', 'hold']);
    expect(settingsProblems.get()).toEqual([expect.objectContaining({ source: 'environment', message: expect.stringContaining('checks syntax only') })]);
    warn.mockRestore();
    settingsProblems.set([], 'environment');
  });
});
