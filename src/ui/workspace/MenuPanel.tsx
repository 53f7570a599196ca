import type { ChangeEvent } from 'react';
import { getActiveWorkspace } from './store';
import { exportableFiles, exportFile, exportZip } from './actions';
import { importZipFile } from './importFolder';
import { type DeletedWorkspace, deleteWorkspace, duplicateWorkspace, newId } from './manage';
import { templates, workspaceFromTemplate } from './templates';
import { WorkspaceList } from './WorkspaceList';
import { LeftOutSecrets } from './ShareDialog';

/** A message for the toast; `undo` puts a deleted workspace back. */
export interface MenuToast {
  kind: 'info' | 'error';
  text: string;
  undo?: DeletedWorkspace;
}

/** The open workspace menu: the list, import/export, the share link and the folder's files. */
export default function MenuPanel({
  onClose,
  onDialog,
  onToast,
}: {
  onClose: () => void;
  onDialog: (dialog: 'templates' | 'share') => void;
  onToast: (toast: MenuToast) => void;
}) {
  const onDelete = (id: string) => {
    // Deleting the last workspace leaves a fresh counter to edit, never an empty app.
    const deleted = deleteWorkspace(id, () => workspaceFromTemplate(templates[0], newId()));
    if (deleted) onToast({ kind: 'info', text: `Deleted "${deleted.workspace.name}".`, undo: deleted });
  };

  const onImport = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    input.value = '';
    if (!file) return;
    const result = await importZipFile(file);
    onToast('error' in result ? { kind: 'error', text: result.error } : { kind: 'info', text: result.summary });
    onClose();
  };

  return (
    <>
      <div className="ws-menu__section">
        <div className="ws-menu__title">
          <span>Workspaces</span>
          <button type="button" className="btn btn--primary btn--small" onClick={() => onDialog('templates')}>
            New integration
          </button>
        </div>
        <WorkspaceList
          onDuplicate={(id) => {
            const copy = duplicateWorkspace(id);
            if (copy) onToast({ kind: 'info', text: `Duplicated as "${copy.name}".` });
          }}
          onDelete={onDelete}
        />
      </div>
      <div className="ws-menu__section ws-menu__actions">
        <label className="btn btn--small file-button">
          Import zip
          <input type="file" accept=".zip,application/zip" className="visually-hidden" onChange={(e) => void onImport(e)} />
        </label>
        <button type="button" className="btn btn--small" onClick={() => exportZip()}>
          Export zip
        </button>
        <button type="button" className="btn btn--small" onClick={() => onDialog('share')}>
          Share link
        </button>
        <LeftOutSecrets />
      </div>
      <div className="ws-menu__section">
        <div className="ws-menu__title">
          <span>Files</span>
        </div>
        <ul className="ws-files">
          {exportableFiles(getActiveWorkspace()).map((file) => (
            <li key={file.path}>
              <code>{file.path}</code>
              <button type="button" className="btn btn--ghost btn--small" onClick={() => exportFile(file.path)} aria-label={`Download ${file.path}`}>
                Download
              </button>
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}
