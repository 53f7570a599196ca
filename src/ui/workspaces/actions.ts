import { FolderError, type IntegrationFolder } from '../../core/workspace/folder';
import { encodeShareFragment, MAX_SHARE_URL_LENGTH, redactSecrets } from '../../core/workspace/share';
import { folderFiles, unzipFolder, zipFolder } from '../../core/workspace/zip';
import { getActiveWorkspace, workspaceStore } from '../workspace/store';
import type { Workspace } from '../workspace/types';
import { type Template, workspaceFromTemplate } from './templates';

/** A new workspace id: unique enough for one browser's list, readable in storage. */
export function newId(): string {
  return `ws-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
}

/** The integration folder a workspace holds (no env, no installation). */
export function folderOf(workspace: Workspace): IntegrationFolder {
  return {
    name: workspace.name,
    manifest: workspace.manifest,
    scriptPath: workspace.scriptPath,
    script: workspace.script,
    assets: workspace.assets,
  };
}

/** "Team Counter" -> "Team Counter (copy)", "Team Counter (copy 2)", ... never a name already in the list. */
export function uniqueName(base: string, taken: readonly string[]): string {
  if (!taken.includes(base)) return base;
  for (let n = 2; ; n++) {
    const candidate = `${base} (${n})`;
    if (!taken.includes(candidate)) return candidate;
  }
}

function addAndActivate(workspace: Workspace) {
  workspaceStore.setState((prev) => ({ workspaces: [...prev.workspaces, workspace], activeId: workspace.id }));
}

export function switchWorkspace(id: string) {
  workspaceStore.setState((prev) => ({ ...prev, activeId: id }));
}

export function createFromTemplate(template: Template): Workspace {
  const taken = workspaceStore.getState().workspaces.map((w) => w.name);
  const workspace = workspaceFromTemplate(template, newId(), uniqueName(template.title, taken));
  addAndActivate(workspace);
  return workspace;
}

export function renameWorkspace(id: string, name: string) {
  const trimmed = name.trim().slice(0, 120);
  if (!trimmed) return;
  workspaceStore.setState((prev) => ({
    ...prev,
    workspaces: prev.workspaces.map((w) => (w.id === id ? { ...w, name: trimmed, updatedAt: Date.now() } : w)),
  }));
}

export function duplicateWorkspace(id: string): Workspace | undefined {
  const { workspaces } = workspaceStore.getState();
  const source = workspaces.find((w) => w.id === id);
  if (!source) return undefined;
  const copy: Workspace = {
    ...structuredClone(source),
    id: newId(),
    name: uniqueName(`${source.name} (copy)`, workspaces.map((w) => w.name)),
    updatedAt: Date.now(),
  };
  addAndActivate(copy);
  return copy;
}

/** What "Undo" needs to put a deleted workspace back where it was. */
export interface DeletedWorkspace {
  workspace: Workspace;
  index: number;
  wasActive: boolean;
}

/**
 * Deletes a workspace. The last one is never deleted: an empty list would leave nothing to edit, so a
 * fresh counter workspace takes its place.
 */
export function deleteWorkspace(id: string, replacement: () => Workspace): DeletedWorkspace | undefined {
  const { workspaces, activeId } = workspaceStore.getState();
  const index = workspaces.findIndex((w) => w.id === id);
  if (index === -1) return undefined;
  const deleted = { workspace: workspaces[index], index, wasActive: activeId === id };
  workspaceStore.setState((prev) => {
    const rest = prev.workspaces.filter((w) => w.id !== id);
    const list = rest.length > 0 ? rest : [replacement()];
    const nextActive = prev.activeId === id ? list[Math.min(index, list.length - 1)].id : prev.activeId;
    return { workspaces: list, activeId: nextActive };
  });
  return deleted;
}

export function undoDelete(deleted: DeletedWorkspace) {
  workspaceStore.setState((prev) => {
    if (prev.workspaces.some((w) => w.id === deleted.workspace.id)) return prev;
    const list = [...prev.workspaces];
    list.splice(Math.min(deleted.index, list.length), 0, deleted.workspace);
    return { workspaces: list, activeId: deleted.wasActive ? deleted.workspace.id : prev.activeId };
  });
}

/** Adds the folder carried by a zip or a share link as a new, active workspace (without env values). */
export function addFolderAsWorkspace(folder: IntegrationFolder, env: Record<string, string> = {}): Workspace {
  const taken = workspaceStore.getState().workspaces.map((w) => w.name);
  const workspace: Workspace = {
    id: newId(),
    name: uniqueName(folder.name || 'Imported integration', taken),
    manifest: folder.manifest,
    scriptPath: folder.scriptPath,
    script: folder.script,
    assets: folder.assets,
    env,
    installation: null,
    updatedAt: Date.now(),
  };
  addAndActivate(workspace);
  return workspace;
}

/** Imports a zip file as a new workspace; the error says what is wrong with the file. */
export async function importZip(file: File): Promise<{ workspace: Workspace } | { error: string }> {
  if (file.size > 64 * 1024 * 1024) return { error: `${file.name} is larger than 64 MB; kitbench imports folders up to 64 MB.` };
  try {
    const bytes = new Uint8Array(await file.arrayBuffer());
    const folder = unzipFolder(bytes, file.name.replace(/\.zip$/i, '') || 'Imported integration');
    return { workspace: addFolderAsWorkspace(folder) };
  } catch (error) {
    const message = error instanceof FolderError ? error.message : `Could not read ${file.name}.`;
    if (!(error instanceof FolderError)) console.error(error);
    return { error: `${file.name}: ${message} Nothing was changed.` };
  }
}

/** A safe file name for downloads. */
export function slug(name: string): string {
  return name.trim().toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'integration';
}

/** Offers bytes to the user as a file download. */
export function downloadBytes(fileName: string, bytes: Uint8Array, type: string) {
  const url = URL.createObjectURL(new Blob([bytes as Uint8Array<ArrayBuffer>], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export function exportZip(workspace = getActiveWorkspace()) {
  downloadBytes(`${slug(workspace.name)}.zip`, zipFolder(folderOf(workspace)), 'application/zip');
}

/** The files a single-file export can offer: path and bytes. */
export function exportableFiles(workspace: Workspace): { path: string; bytes: Uint8Array }[] {
  return [...folderFiles(folderOf(workspace))].map(([path, bytes]) => ({ path, bytes })).sort((a, b) => a.path.localeCompare(b.path));
}

export function exportFile(path: string, workspace = getActiveWorkspace()) {
  const file = exportableFiles(workspace).find((f) => f.path === path);
  if (file) downloadBytes(path.split('/').pop() ?? path, file.bytes, 'application/octet-stream');
}

/** The share link, or why a file is offered instead (too long for a link). */
export function shareLink(workspace = getActiveWorkspace()): { url: string } | { tooLong: number } {
  const base = `${location.origin}${location.pathname}${location.search}`;
  const url = `${base}#${encodeShareFragment(folderOf(workspace))}`;
  return url.length <= MAX_SHARE_URL_LENGTH ? { url } : { tooLong: url.length };
}

/** For "the link would be too long": the same folder as a zip the recipient imports. */
export function downloadShareFile(workspace = getActiveWorkspace()) {
  const folder = folderOf(workspace);
  // The file carries what the link would have: secrets redacted, no env values.
  downloadBytes(`${slug(workspace.name)}.zip`, zipFolder({ ...folder, manifest: redactSecrets(folder.manifest) }), 'application/zip');
}
