import { loadWorkspaces, workspaceStore } from './store';
import { startTabSync } from './tabs';

/** What booting did that the user should hear about (shown once by the workspace menu). */
export interface BootMessage {
  kind: 'info' | 'error';
  text: string;
}

let bootMessage: BootMessage | undefined;

/** Takes the boot message, once. */
export function takeBootMessage(): BootMessage | undefined {
  const message = bootMessage;
  bootMessage = undefined;
  return message;
}

/**
 * The first-visit example lists its icon and preview image in the manifest; the files come from the counter
 * template folder, so an example workspace saved before it had assets gets them too.
 */
async function fillExampleAssets() {
  const example = workspaceStore.getState().workspaces.find((w) => w.id === 'example');
  if (!example || example.assets.length > 0 || !/^icon:\s*assets\/icon\.png/m.test(example.manifest)) return;
  const { exampleAssets } = await import('./templates');
  const assets = exampleAssets();
  if (assets.length === 0) return;
  workspaceStore.setState((prev) => ({
    ...prev,
    workspaces: prev.workspaces.map((w) => (w.id === example.id && w.assets.length === 0 ? { ...w, assets } : w)),
  }));
}

/** Restores a workspace shared in the URL fragment (`#share=...`), then removes the fragment from the address. */
async function restoreSharedWorkspace() {
  const hash = globalThis.location?.hash ?? '';
  if (!/[#&]share=/.test(hash)) return;
  // Only a share link pays for loading the zip and YAML code before the first render.
  const [{ decodeShareFragment }, { FolderError }, { addFolderAsWorkspace }] = await Promise.all([
    import('../../core/workspace/share'),
    import('../../core/workspace/folder'),
    import('./actions'),
  ]);
  try {
    // A new workspace, never a replacement; its script waits for the user's consent (the TrustBanner says so).
    addFolderAsWorkspace(decodeShareFragment(hash), {}, 'link');
  } catch (error) {
    bootMessage = { kind: 'error', text: error instanceof FolderError ? error.message : 'This share link could not be opened.' };
    if (!(error instanceof FolderError)) console.error(error);
  }
  // A reload must not import the same workspace again.
  history.replaceState(null, '', `${location.pathname}${location.search}`);
}

/**
 * Runs before the first render: loads the stored workspaces (IndexedDB, after moving an older localStorage save),
 * joins the other tabs, fills the example's assets and restores a shared workspace, if any.
 */
export async function bootWorkspaces(): Promise<void> {
  try {
    await loadWorkspaces();
    startTabSync();
    await fillExampleAssets();
    await restoreSharedWorkspace();
  } catch (error) {
    // Booting must never keep the app from rendering (a chunk that failed to load, storage that throws).
    bootMessage = { kind: 'error', text: 'The shared workspace could not be opened. Your saved workspaces are untouched.' };
    console.error(error);
  }
}
