import { updateWorkspace } from './store';
import type { Workspace } from './types';

/** Whether the workspace's script waits for the user's consent: it came from a share link and was not run yet. */
export function isScriptHeld(workspace: Pick<Workspace, 'origin' | 'trusted'>): boolean {
  return workspace.origin === 'link' && workspace.trusted === false;
}

/**
 * What runs in place of a held script: an integration with nothing in it, so no block renders, no event handler
 * and no HTTP handler of the stranger's code runs, and nothing of the previous workspace keeps running.
 */
export const HELD_SCRIPT = "import { createIntegration } from '@service/runtime';\nexport default createIntegration({});\n";

/** The user chose to run the active workspace's script: it runs now and stays trusted (saved with the workspace). */
export function trustActiveWorkspace(): void {
  updateWorkspace({ trusted: true });
}
