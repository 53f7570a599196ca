import { type KeyboardEvent, lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { getEditor } from '../editor/registry';
import { manifestFileOf } from '../../core/workspace/manifest-file';
import { useScriptState } from '../script/ScriptHostProvider';
import { entryOf } from './entry';
import type { Prompt } from './FilePrompt';
import { type DeletedFile, deleteFile, kindOf, restoreFile } from './files';
import { getActiveWorkspace, updateWorkspace, useWorkspace } from './store';
import { type TreeRow, treeRows } from './tree';
import { treeKeyAction } from './treeKeys';
import { showAsset, useShownAsset } from './view';
import './files.css';

// The name prompt carries the YAML editor (renaming the entry edits the manifest): loaded when first asked for.
const FilePrompt = lazy(() => import('./FilePrompt'));

/** Opens a file: a source in the script editor, an asset in the script pane, the manifest in its own editor. */
function openPath(path: string) {
  const workspace = getActiveWorkspace();
  const kind = kindOf(workspace, path);
  if (kind === 'source') {
    showAsset(undefined);
    if (workspace.openFile !== path) updateWorkspace({ openFile: path });
  } else if (kind === 'asset') showAsset(path);
  else if (kind === 'manifest') getEditor('manifest')?.focus();
}

const GLYPH: Record<TreeRow['kind'], string> = { folder: '', manifest: 'M', source: '', asset: '' };

/** The extension badge a source row shows (`ts`, `json`), so the kind reads at a glance without icons. */
function badgeOf(row: TreeRow): string {
  if (row.kind === 'manifest') return GLYPH.manifest;
  if (row.kind === 'asset') return 'img';
  const name = row.name.toLowerCase();
  if (name.endsWith('.raw.js')) return 'raw';
  const ext = name.includes('.') ? name.slice(name.lastIndexOf('.') + 1) : 'txt';
  return ext.length > 4 ? ext.slice(0, 4) : ext;
}

/** The folder's files (manifest, sources, assets) as a keyboard-complete tree: open, add, rename, delete with Undo. */
export function FileTree() {
  const workspaceId = useWorkspace((w) => w.id);
  const sources = useWorkspace((w) => w.sources);
  const assets = useWorkspace((w) => w.assets);
  const manifest = useWorkspace((w) => w.manifest);
  const manifestFile = useWorkspace(manifestFileOf);
  const openFile = useWorkspace((w) => w.openFile);
  // Under `kitbench dev` sources go back to disk, binary files do not: those are changed in the folder itself.
  const assetsOnDisk = useWorkspace((w) => w.origin === 'dev');
  const shownAsset = useShownAsset();
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(new Set());
  const [focused, setFocused] = useState<string>();
  const [prompt, setPrompt] = useState<Prompt>();
  const [deleted, setDeleted] = useState<{ file: DeletedFile; path: string; workspaceId: string }>();
  const listRef = useRef<HTMLDivElement>(null);
  const moveFocus = useRef(false);
  const typed = useRef({ text: '', at: 0 });

  const entry = useMemo(() => entryOf({ manifest, sources }), [manifest, sources]);
  // The file the script's load problem is in (a syntax error, a failed import), marked so it is found at a glance.
  const { loading, loadProblem } = useScriptState();
  const broken = !loading && loadProblem ? (loadProblem.file ?? entry) : undefined;
  const rows = useMemo(() => {
    const files = [
      { path: manifestFile, kind: 'manifest' as const },
      ...Object.keys(sources).map((path) => ({ path, kind: 'source' as const })),
      ...assets.map((a) => ({ path: a.path, kind: 'asset' as const })),
    ];
    return treeRows(files, collapsed);
  }, [manifestFile, sources, assets, collapsed]);

  const selected = shownAsset ?? openFile;
  const current = rows.find((r) => r.path === focused) ?? rows.find((r) => r.path === selected) ?? rows[0];

  // Another workspace: its own folders, its own Undo.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on a workspace switch only
  useEffect(() => {
    setCollapsed(new Set());
    setFocused(undefined);
    setDeleted(undefined);
    showAsset(undefined);
  }, [workspaceId]);

  // Keyboard moves focus to the newly current row after it renders.
  useEffect(() => {
    if (!moveFocus.current || !current) return;
    moveFocus.current = false;
    listRef.current?.querySelector<HTMLElement>(`[data-path="${CSS.escape(current.path)}"]`)?.focus();
  });

  const focusRow = (row: Pick<TreeRow, 'path'> | undefined) => {
    if (!row) return;
    moveFocus.current = true;
    setFocused(row.path);
  };

  const toggle = (row: TreeRow, expand?: boolean) => {
    setCollapsed((prev) => {
      const next = new Set(prev);
      if (expand ?? !next.has(row.path)) next.delete(row.path);
      else next.add(row.path);
      return next;
    });
  };

  const activate = (row: TreeRow) => {
    if (row.kind === 'folder') toggle(row);
    else openPath(row.path);
  };

  const remove = (path: string) => {
    const workspace = getActiveWorkspace();
    const result = deleteFile(workspace, path);
    if (!result) return;
    if (shownAsset === path) showAsset(undefined);
    updateWorkspace(result.patch);
    setDeleted({ file: result.deleted, path, workspaceId: workspace.id });
    const index = rows.findIndex((r) => r.path === path);
    focusRow(rows[index + 1] ?? rows[index - 1]);
  };

  const undo = () => {
    if (!deleted) return;
    const patch = restoreFile(getActiveWorkspace(), deleted.file);
    if (patch) updateWorkspace(patch);
    setDeleted(undefined);
    focusRow({ path: deleted.path });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!current) return;
    let query: string | undefined;
    if (event.key.length === 1 && event.key !== ' ' && !event.ctrlKey && !event.metaKey && !event.altKey) {
      // Letters typed in quick succession add up to one type-ahead prefix.
      const now = Date.now();
      query = (now - typed.current.at < 700 ? typed.current.text : '') + event.key.toLowerCase();
      typed.current = { text: query, at: now };
    }
    const action = treeKeyAction(event.key, rows, current, { query, changeable: changeable(current) });
    if (!action) return;
    event.preventDefault();
    event.stopPropagation();
    const row = rows.find((r) => r.path === (action.type === 'none' ? undefined : action.path));
    if (action.type === 'focus') focusRow(row);
    else if ((action.type === 'expand' || action.type === 'collapse') && row) toggle(row, action.type === 'expand');
    else if (action.type === 'open' && row) activate(row);
    else if (action.type === 'rename') setPrompt({ mode: 'rename', path: action.path });
    else if (action.type === 'delete') remove(action.path);
  };

  const changeable = (row: TreeRow | undefined) => row?.kind === 'source' || (row?.kind === 'asset' && !assetsOnDisk);
  const editable = current && changeable(current) ? current : undefined;
  const why = current?.kind === 'asset' && assetsOnDisk ? 'Rename or delete binary files in the folder on disk; kitbench dev picks them up.' : undefined;
  const folderForNew = current ? (current.kind === 'folder' ? current.path : (current.parent ?? '')) : '';

  return (
    <section className="files" aria-labelledby="files-title">
      <header className="files__header">
        <h2 id="files-title" className="files__title">
          Files
        </h2>
        <span className="files__actions">
          <button type="button" className="btn btn--ghost btn--small" onClick={() => setPrompt({ mode: 'add', folder: folderForNew })}>
            New file
          </button>
        </span>
      </header>
      <div ref={listRef} className="files__tree" role="tree" aria-label="Files" onKeyDown={onKeyDown}>
        {rows.map((row) => {
          const isEntry = row.path === entry && row.kind === 'source';
          const isSelected = row.path === selected && row.kind !== 'folder';
          return (
            // biome-ignore lint/a11y/useKeyWithClickEvents: the tree's onKeyDown handles the keyboard for every row
            <div
              key={row.path}
              data-path={row.path}
              role="treeitem"
              aria-level={row.level}
              aria-posinset={row.posinset}
              aria-setsize={row.setsize}
              aria-expanded={row.expanded}
              aria-selected={row.kind === 'folder' ? undefined : isSelected}
              tabIndex={row === current ? 0 : -1}
              className={`files__row files__row--${row.kind}${isSelected ? ' is-selected' : ''}`}
              style={{ paddingLeft: `${6 + (row.level - 1) * 12}px` }}
              title={row.path}
              onFocus={() => setFocused(row.path)}
              onClick={() => {
                setFocused(row.path);
                activate(row);
              }}
            >
              {row.kind === 'folder' ? (
                <span className="files__chevron" aria-hidden="true">
                  {row.expanded ? '▾' : '▸'}
                </span>
              ) : (
                <span className={`files__badge files__badge--${row.kind}`} aria-hidden="true">
                  {badgeOf(row)}
                </span>
              )}
              <span className="files__name">{row.name}</span>
              {isEntry ? (
                <>
                  <span className="visually-hidden"> (entry)</span>
                  <span className="files__entry" aria-hidden="true">
                    entry
                  </span>
                </>
              ) : null}
              {row.path === broken ? (
                <span className="files__problem" title={loadProblem?.message}>
                  <span className="visually-hidden"> (has an error)</span>
                </span>
              ) : null}
            </div>
          );
        })}
      </div>
      <footer className="files__footer">
        {deleted && deleted.workspaceId === workspaceId ? (
          <div className="files__undo" role="status">
            <span>
              Deleted <code>{deleted.path.split('/').pop()}</code>
            </span>
            <button type="button" className="btn btn--small" onClick={undo}>
              Undo
            </button>
          </div>
        ) : (
          <div className="files__footer-actions" title={why}>
            <button
              type="button"
              className="btn btn--ghost btn--small"
              disabled={!editable}
              aria-label={editable ? `Rename ${editable.name}` : 'Rename'}
              onClick={() => editable && setPrompt({ mode: 'rename', path: editable.path })}
            >
              Rename
            </button>
            <button
              type="button"
              className="btn btn--ghost btn--small"
              disabled={!editable}
              aria-label={editable ? `Delete ${editable.name}` : 'Delete'}
              onClick={() => editable && remove(editable.path)}
            >
              Delete
            </button>
          </div>
        )}
      </footer>

      {prompt ? (
        <Suspense fallback={null}>
          <FilePrompt
          prompt={prompt}
          onClose={() => setPrompt(undefined)}
          onDone={(path) => {
            setPrompt(undefined);
            // Show the file wherever it now lives, even inside a folder that was collapsed.
            setCollapsed(new Set());
            focusRow({ path });
          }}
          />
        </Suspense>
      ) : null}
    </section>
  );
}
