import { mimeOf } from '../../core/workspace/folder';
import { setIn } from '../../core/yaml-edit';
import { entryOf } from './entry';
import type { Workspace } from './types';

/**
 * The change that renames a source or an asset. Renaming the entry updates the manifest's `script` (comments and
 * formatting kept), so the folder keeps running.
 */
export function renameFile(workspace: Workspace, from: string, to: string): Partial<Workspace> {
  if (from in workspace.sources) {
    const sources: Record<string, string> = {};
    // Keep the order of the files; only the key changes.
    for (const [path, text] of Object.entries(workspace.sources)) sources[path === from ? to : path] = text;
    const patch: Partial<Workspace> = { sources, openFile: workspace.openFile === from ? to : workspace.openFile };
    if (entryOf(workspace) === from && /^script\s*:/m.test(workspace.manifest)) {
      const edited = setIn(workspace.manifest, ['script'], to);
      if (edited.ok) patch.manifest = edited.text;
    }
    return patch;
  }
  return { assets: workspace.assets.map((a) => (a.path === from ? { ...a, path: to, mime: mimeOf(to) } : a)) };
}
