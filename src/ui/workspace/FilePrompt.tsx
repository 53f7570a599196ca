import { FileDialog } from './FileDialog';
import { addSource, allPaths, checkPath, kindOf } from './files';
import { renameFile } from './rename';
import { getActiveWorkspace, updateWorkspace } from './store';
import { showAsset, useShownAsset } from './view';

/** What the file tree asks a name for: a new source in a folder, or a new name for a file. */
export type Prompt = { mode: 'add'; folder: string } | { mode: 'rename'; path: string };

/** Why `typed` cannot be the new path (for a rename, the file's own name is not "taken"). */
function problemWith(prompt: Prompt, typed: string): string | undefined {
  const workspace = getActiveWorkspace();
  if (prompt.mode === 'add') return checkPath(typed, allPaths(workspace), 'source').error;
  const kind = kindOf(workspace, prompt.path) === 'asset' ? 'asset' : 'source';
  return checkPath(typed, allPaths(workspace).filter((p) => p !== prompt.path), kind).error;
}

/** The New file / Rename dialog of the file tree; applies the change and hands back the file's path. */
export default function FilePrompt({ prompt, onClose, onDone }: { prompt: Prompt; onClose: () => void; onDone: (path: string) => void }) {
  const shownAsset = useShownAsset();
  const submit = (typed: string) => {
    const workspace = getActiveWorkspace();
    const taken = allPaths(workspace).filter((p) => prompt.mode === 'add' || p !== prompt.path);
    const kind = prompt.mode === 'rename' && kindOf(workspace, prompt.path) === 'asset' ? 'asset' : 'source';
    const { path } = checkPath(typed, taken, kind);
    if (!path) return;
    if (prompt.mode === 'add') {
      showAsset(undefined);
      updateWorkspace((w) => addSource(w, path));
    } else if (path !== prompt.path) {
      if (shownAsset === prompt.path) showAsset(path);
      updateWorkspace((w) => renameFile(w, prompt.path, path));
    }
    onDone(path);
  };
  return prompt.mode === 'add' ? (
    <FileDialog
      title="New file"
      submitLabel="Create"
      initial={prompt.folder ? `${prompt.folder}/` : 'src/'}
      check={(typed) => problemWith(prompt, typed)}
      onClose={onClose}
      onSubmit={submit}
    />
  ) : (
    <FileDialog
      title={`Rename ${prompt.path.split('/').pop()}`}
      submitLabel="Rename"
      initial={prompt.path}
      check={(typed) => problemWith(prompt, typed)}
      onClose={onClose}
      onSubmit={submit}
    />
  );
}
