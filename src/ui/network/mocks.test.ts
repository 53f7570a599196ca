import { IDBFactory } from 'fake-indexeddb';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Workspace } from '../workspace/types';

beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
});

async function storeWith(sources: Record<string, string>) {
  vi.resetModules();
  const store = await import('../workspace/store');
  const workspace: Workspace = { id: 'dev:tracker', name: 'tracker', manifest: 'name: tracker\n', sources, openFile: 'src/index.ts', origin: 'dev', assets: [], env: {}, installation: null, updatedAt: 1 };
  store.workspaceStore.setState({ workspaces: [workspace], activeId: workspace.id });
  return { store, saveMock: (await import('./mocks')).saveMock };
}

describe('saveMock', () => {
  it('never grows kitbench.mocks.ts past what the playground opens, and says so', async () => {
    const full = `import { http, HttpResponse } from 'msw';\n\nexport default [\n  // ${'x'.repeat(900 * 1024)}\n];\n`;
    const { store, saveMock } = await storeWith({ 'src/index.ts': '', 'kitbench.mocks.ts': full });
    const edit = saveMock({ method: 'GET', url: 'https://tracker.example/export', status: 200, body: JSON.stringify({ rows: 'y'.repeat(200 * 1024) }) });
    expect(edit).toMatchObject({ ok: false, error: expect.stringMatching(/^Not written: kitbench\.mocks\.ts would be 1,\d{3} KB, over the 1,024 KB \(1\.0 MB\) the playground opens\./) });
    expect(store.getActiveWorkspace().sources['kitbench.mocks.ts']).toBe(full);

    const small = saveMock({ method: 'GET', url: 'https://tracker.example/issue', status: 200, body: '{"title":"ok"}' });
    expect(small.ok).toBe(true);
    expect(store.getActiveWorkspace().sources['kitbench.mocks.ts']).toContain("http.get('https://tracker.example/issue'");
  });
});
