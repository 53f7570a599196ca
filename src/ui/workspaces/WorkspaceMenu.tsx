import { type ChangeEvent, useEffect, useRef, useState } from 'react';
import { getActiveWorkspace, useWorkspace } from '../workspace/store';
import {
  createFromTemplate,
  type DeletedWorkspace,
  deleteWorkspace,
  duplicateWorkspace,
  exportableFiles,
  exportFile,
  exportZip,
  importZip,
  newId,
  undoDelete,
} from './actions';
import { takeBootMessage } from './boot';
import { ShareDialog } from './ShareDialog';
import { TemplateGallery } from './TemplateGallery';
import { templates, workspaceFromTemplate } from './templates';
import { WorkspaceList } from './WorkspaceList';
import './workspaces.css';

type Toast = { kind: 'info' | 'error'; text: string; undo?: DeletedWorkspace };
const TOAST_MS = 10_000;

/** The workspace switcher in the header: workspaces, templates, zip import/export, single files, share link. */
export function WorkspaceMenu() {
  const name = useWorkspace((w) => w.name);
  const [open, setOpen] = useState(false);
  const [dialog, setDialog] = useState<'templates' | 'share'>();
  const [toast, setToast] = useState<Toast | undefined>(() => takeBootMessage());
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        button.current?.focus();
      }
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  useEffect(() => {
    if (!toast) return;
    const timer = setTimeout(() => setToast(undefined), toast.kind === 'error' ? TOAST_MS * 2 : TOAST_MS);
    return () => clearTimeout(timer);
  }, [toast]);

  const onDelete = (id: string) => {
    const counter = templates[0];
    const deleted = deleteWorkspace(id, () => workspaceFromTemplate(counter, newId()));
    if (deleted) setToast({ kind: 'info', text: `Deleted "${deleted.workspace.name}".`, undo: deleted });
  };

  const onImport = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    input.value = '';
    if (!file) return;
    const result = await importZip(file);
    setToast('error' in result ? { kind: 'error', text: result.error } : { kind: 'info', text: `Imported "${result.workspace.name}".` });
    setOpen(false);
  };

  return (
    <div className="ws-menu" ref={root}>
      <button
        ref={button}
        type="button"
        className="ws-menu__button"
        aria-expanded={open}
        aria-controls="workspace-menu"
        onClick={() => setOpen((v) => !v)}
      >
        <span className="visually-hidden">Workspace: </span>
        <span className="ws-menu__name">{name}</span>
        <span aria-hidden="true" className="ws-menu__chevron">
          ▾
        </span>
      </button>

      {open ? (
        <section id="workspace-menu" className="ws-menu__panel" aria-label="Workspace menu">
          <div className="ws-menu__section">
            <div className="ws-menu__title">
              <span>Workspaces</span>
              <button
                type="button"
                className="btn btn--primary btn--small"
                onClick={() => {
                  setOpen(false);
                  setDialog('templates');
                }}
              >
                New integration
              </button>
            </div>
            <WorkspaceList
              onDuplicate={(id) => {
                const copy = duplicateWorkspace(id);
                if (copy) setToast({ kind: 'info', text: `Duplicated as "${copy.name}".` });
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
            <button
              type="button"
              className="btn btn--small"
              onClick={() => {
                setOpen(false);
                setDialog('share');
              }}
            >
              Share link
            </button>
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
        </section>
      ) : null}

      {dialog === 'templates' ? (
        <TemplateGallery
          onClose={() => setDialog(undefined)}
          onPick={(template) => {
            const workspace = createFromTemplate(template);
            setDialog(undefined);
            setToast({ kind: 'info', text: `Created "${workspace.name}" from the ${template.title} template.` });
          }}
        />
      ) : null}
      {dialog === 'share' ? <ShareDialog onClose={() => setDialog(undefined)} /> : null}

      {toast ? (
        <div className={`ws-toast ws-toast--${toast.kind}`} role={toast.kind === 'error' ? 'alert' : 'status'}>
          <span>{toast.text}</span>
          {toast.undo ? (
            <button
              type="button"
              className="btn btn--small"
              onClick={() => {
                undoDelete(toast.undo!);
                setToast({ kind: 'info', text: `Restored "${toast.undo!.workspace.name}".` });
              }}
            >
              Undo
            </button>
          ) : null}
          <button type="button" className="btn btn--ghost btn--small" onClick={() => setToast(undefined)} aria-label="Dismiss">
            ✕
          </button>
        </div>
      ) : null}
    </div>
  );
}
