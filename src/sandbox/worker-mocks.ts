/**
 * The mocks file inside the sandbox worker (issue 22): evaluated after the script's bundle, consulted by the
 * script's `fetch` before anything goes to the host. MSW is loaded only when the folder has a mocks file.
 */
import { answerFromMocks, evaluateMocks, type MockHandler, type MswModule } from '../core/mocks/answer';
import type { MocksBundle } from '../core/mocks/file';

let handlers: MockHandler[] = [];
let msw: MswModule | undefined;

/**
 * MSW, evaluated once per worker. Its cookie store insists on `localStorage` in a browser-like scope, which a worker
 * has not: it gets an in-memory one while MSW starts, then the scope is as before (the script never sees it; MSW
 * checks for it at each use and keeps cookies in memory without it).
 */
async function loadMsw(): Promise<MswModule> {
  const scope = globalThis as { localStorage?: unknown };
  const had = 'localStorage' in scope;
  const items = new Map<string, string>();
  if (!had) scope.localStorage = { getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, value: string) => items.set(key, String(value)), removeItem: (key: string) => items.delete(key) };
  try {
    return (await import('./msw-runtime')) as unknown as MswModule;
  } finally {
    if (!had) delete scope.localStorage;
  }
}

/** Installs the folder's mocks (none: `undefined`); throws when the mocks file fails to run. */
export async function installMocks(bundle: MocksBundle | undefined): Promise<void> {
  handlers = [];
  if (!bundle) return;
  msw ??= await loadMsw();
  handlers = evaluateMocks(bundle, msw, 'kitbench-mocks.js');
}

/** Whether the folder's mocks file is installed (a request then asks it first). */
export function mocksInstalled(): boolean {
  return msw !== undefined && handlers.length > 0;
}

/** The mocks' answer to the script's request, or undefined to send it to the host. */
export function answerWithMocks(request: Request): Promise<Response | undefined> {
  return msw ? answerFromMocks(msw, handlers, request) : Promise.resolve(undefined);
}
