/**
 * The folder's mocks file in `kitbench/testing`: its bundle (bundleFolder attaches it) is evaluated here, on the
 * harness's side, with this package's MSW; the script's fetch reaches the harness (worker.ts), so the same
 * handlers answer it, and `app.mock(...)` can add a test's own in front of them (functions cannot cross threads).
 */
import * as msw from 'msw';
import type { RequestHandler } from 'msw';
import { evaluateMocks, type MswModule } from '../core/mocks/answer';
import type { MocksBundle } from '../core/mocks/file';

/** The handlers of the mocks bundle; none without one. Throws naming the file when it does not run. */
export function loadFolderMocks(bundle: MocksBundle | undefined): RequestHandler[] {
  if (!bundle) return [];
  try {
    return evaluateMocks(bundle, { ...msw } as unknown as MswModule, bundle.file) as unknown as RequestHandler[];
  } catch (error) {
    throw new Error(`kitbench/testing: ${error instanceof Error ? error.message : String(error)}`);
  }
}
