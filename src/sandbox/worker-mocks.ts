/**
 * The mocks file inside the sandbox worker (issue 22): evaluated after the script's bundle, consulted by the
 * script's `fetch` before anything goes to the host. MSW is loaded only when the folder has a mocks file.
 */
import { answerFromMocks, evaluateMocks, type MockHandler, type MswModule } from '../core/mocks/answer';
import type { MocksBundle } from '../core/mocks/file';

let handlers: MockHandler[] = [];
let msw: MswModule | undefined;

/** Installs the folder's mocks (none: `undefined`); throws when the mocks file fails to run. */
export async function installMocks(bundle: MocksBundle | undefined): Promise<void> {
  handlers = [];
  if (!bundle) return;
  msw ??= (await import('./msw-runtime')) as unknown as MswModule;
  handlers = evaluateMocks(bundle, msw, 'kitbench-mocks.js');
}

/** The mocks' answer to the script's request, or undefined to send it to the host. */
export function answerWithMocks(request: Request): Promise<Response | undefined> {
  return msw ? answerFromMocks(msw, handlers, request) : Promise.resolve(undefined);
}
