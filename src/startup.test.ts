import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The start-up's state (the editor's gate) is per page: each test loads the module afresh.
async function load() {
  vi.resetModules();
  return import('./startup');
}

const ORIGIN = 'http://127.0.0.1:5173';
const marks = () =>
  performance
    .getEntriesByType('mark')
    .map((entry) => entry.name)
    .filter((name) => name.startsWith('kitbench:'))
    .map((name) => name.slice('kitbench:'.length));

describe('the start-up order (src/startup.ts)', () => {
  const realFetch = globalThis.fetch;
  let answered: string[];

  beforeEach(() => {
    performance.clearMarks();
    answered = [];
    vi.stubGlobal('location', { origin: ORIGIN });
    globalThis.fetch = (async (input: RequestInfo | URL) => {
      answered.push(String(input));
      return new Response('{}');
    }) as typeof fetch;
  });

  afterEach(() => {
    globalThis.fetch = realFetch;
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('under kitbench dev, the first render waits for neither the mocked platform nor the fallback', async () => {
    // Time runs on past the fallback, so a render that waits for it shows in the marks (not as a test timeout).
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { startUp, markEditorUp, EDITOR_FALLBACK_MS } = await load();
    const startMockPlatform = vi.fn(async () => undefined);
    const { mockReady } = startUp({
      readWorkspaces: async () => undefined,
      // The dev session's first request, through the page's fetch as the real one goes (issue 26 §2).
      openDevFolder: async () => void (await fetch('/__kitbench/project', { cache: 'no-store' })),
      // The manifest editor mounts a moment after the first render.
      render: () => void setTimeout(markEditorUp, 5),
      startMockPlatform,
      idleTimeoutMs: 0,
    });
    await vi.advanceTimersByTimeAsync(EDITOR_FALLBACK_MS + 1000);
    expect(marks()).toEqual(['workspaces', 'dev-folder', 'render', 'editor-up', 'mock-ready']);
    await mockReady;
    expect(answered).toEqual(['/__kitbench/project']);
    expect(startMockPlatform).toHaveBeenCalledTimes(1);
  });

  it("requests to the mocked platform's origins wait until it answers; the page's own do not", async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { startUp, markEditorUp } = await load();
    let started: () => void = () => undefined;
    const startMockPlatform = vi.fn(() => new Promise<void>((resolve) => (started = resolve)));
    const { mockReady } = startUp({ readWorkspaces: async () => undefined, render: () => undefined, startMockPlatform, idleTimeoutMs: 0 });
    await vi.advanceTimersByTimeAsync(0);
    const api = fetch('https://api.kitbench.local/v1/spaces/space_1');
    const own = fetch(`${ORIGIN}/assets/chunk.js`);
    await vi.advanceTimersByTimeAsync(0);
    expect(answered).toEqual([`${ORIGIN}/assets/chunk.js`]);
    markEditorUp();
    await vi.advanceTimersByTimeAsync(1000);
    // The mocked platform is starting (after the editor): the API request still waits for it.
    expect(startMockPlatform).toHaveBeenCalledTimes(1);
    expect(answered).toHaveLength(1);
    started();
    await Promise.all([mockReady, api, own]);
    expect(answered).toEqual([`${ORIGIN}/assets/chunk.js`, 'https://api.kitbench.local/v1/spaces/space_1']);
  });

  it('an editor that never mounts: the fallback leaves its mark, then the mocked platform starts', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { startUp, EDITOR_FALLBACK_MS } = await load();
    const startMockPlatform = vi.fn(async () => undefined);
    const { rendered, mockReady } = startUp({
      readWorkspaces: async () => undefined,
      render: () => undefined,
      startMockPlatform,
      idleTimeoutMs: 0,
    });
    await rendered;
    await vi.advanceTimersByTimeAsync(EDITOR_FALLBACK_MS - 1);
    expect(startMockPlatform).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(200);
    await mockReady;
    expect(marks()).toEqual(['workspaces', 'render', 'editor-fallback', 'mock-ready']);
  });

  it("an editor whose chunk fails to load: what waits for it starts at once, with a mark of its own", async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { startUp, markEditorUnavailable } = await load();
    const startMockPlatform = vi.fn(async () => undefined);
    // The preload failed while the saved workspaces were being read.
    startUp({ readWorkspaces: async () => markEditorUnavailable(), render: () => undefined, startMockPlatform, idleTimeoutMs: 0 });
    await vi.advanceTimersByTimeAsync(200);
    expect(startMockPlatform).toHaveBeenCalledTimes(1);
    expect(marks()).toEqual(['editor-unavailable', 'workspaces', 'render', 'mock-ready']);
  });

  it('a start-up step that fails still renders (never a blank page), and says why in the console', async () => {
    const { startUp } = await load();
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const render = vi.fn();
    const { rendered } = startUp({
      readWorkspaces: async () => undefined,
      openDevFolder: async () => {
        throw new Error('the dev chunk failed to load');
      },
      render,
      startMockPlatform: async () => undefined,
    });
    await rendered;
    expect(render).toHaveBeenCalledTimes(1);
    expect(error).toHaveBeenCalledWith('kitbench: start-up', expect.objectContaining({ message: 'the dev chunk failed to load' }));
    error.mockRestore();
  });

  it('a mocked platform that cannot start is reported once, and the held requests go out', async () => {
    const { startUp, markEditorUp } = await load();
    const { onMockError } = await import('./mock/ready');
    const seen: string[] = [];
    const stop = onMockError((message) => seen.push(message));
    const { rendered, mockReady } = startUp({
      readWorkspaces: async () => undefined,
      render: () => markEditorUp(),
      startMockPlatform: async () => {
        throw new Error('Failed to register a ServiceWorker');
      },
      idleTimeoutMs: 0,
    });
    await rendered;
    const api = fetch('https://api.kitbench.local/v1/spaces/space_1');
    await expect(mockReady).rejects.toThrow('Failed to register a ServiceWorker');
    await api;
    stop();
    expect(seen).toEqual([expect.stringContaining('The mocked platform could not start (Failed to register a ServiceWorker)')]);
    expect(answered).toEqual(['https://api.kitbench.local/v1/spaces/space_1']);
  });
});
