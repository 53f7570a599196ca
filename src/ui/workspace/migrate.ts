import { entryOf } from './entry';
import type { Workspace } from './types';

/** A workspace as an older kitbench saved it: one script instead of a folder of sources. */
interface SingleFileWorkspace extends Omit<Workspace, 'sources' | 'openFile'> {
  script?: unknown;
  scriptPath?: unknown;
  sources?: unknown;
  openFile?: unknown;
}

/**
 * A stored workspace in today's shape: a single-file one (`script` + `scriptPath`) becomes a folder whose only
 * source is that script, opened in the editor; a current one passes through (an `openFile` it lacks points at
 * the entry). Returns undefined for something that is not a workspace at all.
 */
export function migrateWorkspace(stored: unknown): Workspace | undefined {
  if (!stored || typeof stored !== 'object') return undefined;
  const old = stored as SingleFileWorkspace;
  if (typeof old.id !== 'string' || typeof old.manifest !== 'string') return undefined;
  const { script, scriptPath, sources: storedSources, openFile: storedOpen, ...rest } = old;
  let sources: Record<string, string> = {};
  if (storedSources && typeof storedSources === 'object' && !Array.isArray(storedSources)) {
    for (const [path, text] of Object.entries(storedSources)) if (typeof text === 'string') sources[path] = text;
  } else if (typeof script === 'string') {
    const path = typeof scriptPath === 'string' && scriptPath.trim() ? scriptPath.replace(/^(\.\/|\/)+/, '') : 'src/index.ts';
    sources = { [path]: script };
  }
  const workspace: Workspace = {
    ...rest,
    name: typeof rest.name === 'string' ? rest.name : 'Integration',
    assets: Array.isArray(rest.assets) ? rest.assets : [],
    env: rest.env && typeof rest.env === 'object' ? rest.env : {},
    installation: rest.installation ?? null,
    updatedAt: typeof rest.updatedAt === 'number' ? rest.updatedAt : 0,
    sources,
    openFile: '',
  };
  workspace.openFile = typeof storedOpen === 'string' && storedOpen in sources ? storedOpen : openFileFor(workspace);
  return workspace;
}

/** The file the editor opens first: the entry when the folder has it, else the first source. */
export function openFileFor(folder: Pick<Workspace, 'manifest' | 'sources'>): string {
  const entry = entryOf(folder);
  return entry in folder.sources ? entry : (Object.keys(folder.sources).sort()[0] ?? entry);
}
