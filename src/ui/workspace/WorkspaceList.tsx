import { type KeyboardEvent, useState } from 'react';
import { useWorkspaceStore } from './store';
import { renameWorkspace, switchWorkspace } from './manage';

function ago(time: number): string {
  const seconds = Math.max(0, Math.round((Date.now() - time) / 1000));
  if (seconds < 60) return 'just now';
  if (seconds < 3600) return `${Math.floor(seconds / 60)} min ago`;
  if (seconds < 86400) return `${Math.floor(seconds / 3600)} h ago`;
  return new Date(time).toLocaleDateString();
}

function RenameField({ id, name, onDone }: { id: string; name: string; onDone: () => void }) {
  const [value, setValue] = useState(name);
  const save = () => {
    renameWorkspace(id, value);
    onDone();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') save();
    if (event.key === 'Escape') {
      event.stopPropagation();
      onDone();
    }
  };
  return (
    <input
      className="input ws-row__rename"
      aria-label="Workspace name"
      value={value}
      maxLength={120}
      autoFocus
      onChange={(e) => setValue(e.currentTarget.value)}
      onKeyDown={onKeyDown}
      onBlur={save}
    />
  );
}

/** Every workspace, the active one marked; each can be switched to, renamed, duplicated or deleted. */
export function WorkspaceList({ onDuplicate, onDelete }: { onDuplicate: (id: string) => void; onDelete: (id: string) => void }) {
  const workspaces = useWorkspaceStore((s) => s.workspaces);
  const activeId = useWorkspaceStore((s) => s.activeId);
  const [renaming, setRenaming] = useState<string>();

  return (
    <ul className="ws-list" aria-label="Workspaces">
      {workspaces.map((w) => (
        <li key={w.id} className={w.id === activeId ? 'ws-row ws-row--active' : 'ws-row'}>
          {renaming === w.id ? (
            <RenameField id={w.id} name={w.name} onDone={() => setRenaming(undefined)} />
          ) : (
            <button
              type="button"
              className="ws-row__switch"
              aria-current={w.id === activeId ? 'true' : undefined}
              onClick={() => switchWorkspace(w.id)}
            >
              <span className="ws-row__name">{w.name}</span>
              <span className="ws-row__meta">{w.id === activeId ? 'Open' : `Edited ${ago(w.updatedAt)}`}</span>
            </button>
          )}
          <span className="ws-row__actions">
            <button type="button" className="btn btn--ghost btn--small" onClick={() => setRenaming(w.id)} aria-label={`Rename ${w.name}`}>
              Rename
            </button>
            <button type="button" className="btn btn--ghost btn--small" onClick={() => onDuplicate(w.id)} aria-label={`Duplicate ${w.name}`}>
              Duplicate
            </button>
            <button type="button" className="btn btn--ghost btn--small ws-row__delete" onClick={() => onDelete(w.id)} aria-label={`Delete ${w.name}`}>
              Delete
            </button>
          </span>
        </li>
      ))}
    </ul>
  );
}
