import { FolderError } from '../../core/workspace/folder';
import { decodeShareFragment, isShareFragment } from '../../core/workspace/share';
import { workspaceStore } from '../workspace/store';
import { addFolderAsWorkspace } from './actions';
import { exampleAssets } from './templates';

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
 * The first-visit example lists its icon and preview image in the manifest; its files come from the counter
 * template folder, so an example workspace saved before it had assets gets them too.
 */
function fillExampleAssets() {
  const { workspaces } = workspaceStore.getState();
  const example = workspaces.find((w) => w.id === 'example');
  if (!example || example.assets.length > 0 || !/^icon:\s*assets\/icon\.png/m.test(example.manifest)) return;
  const assets = exampleAssets();
  if (assets.length === 0) return;
  workspaceStore.setState((prev) => ({
    ...prev,
    workspaces: prev.workspaces.map((w) => (w.id === example.id ? { ...w, assets } : w)),
  }));
}

/** Restores a workspace shared in the URL fragment (`#share=...`), then removes the fragment from the address. */
function restoreSharedWorkspace() {
  const hash = globalThis.location?.hash ?? '';
  if (!isShareFragment(hash)) return;
  try {
    const folder = decodeShareFragment(hash);
    const workspace = addFolderAsWorkspace(folder);
    bootMessage = {
      kind: 'info',
      text: `Opened the shared workspace "${workspace.name}". Secret values and environment variables are never part of a link: set your own before running it.`,
    };
  } catch (error) {
    bootMessage = {
      kind: 'error',
      text: error instanceof FolderError ? error.message : 'This share link could not be opened.',
    };
    if (!(error instanceof FolderError)) console.error(error);
  }
  // A reload must not import the same workspace again.
  history.replaceState(null, '', `${location.pathname}${location.search}`);
}

/** Runs before the first render: fills the example's assets and restores a shared workspace, if any. */
export async function bootWorkspaces(): Promise<void> {
  fillExampleAssets();
  restoreSharedWorkspace();
}
