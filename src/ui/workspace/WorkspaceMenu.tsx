import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useWorkspace } from './store';
import { takeBootMessage } from './boot';
import { undoDelete } from './manage';
import type { MenuToast } from './MenuPanel';
import './workspaces.css';

// The panel and dialogs carry the templates, fflate and the YAML editor: loaded on first open, not with the app bar.
const MenuPanel = lazy(() => import('./MenuPanel'));
const Dialogs = lazy(() => import('./Dialogs'));
const TOAST_MS = 10_000;

/** The workspace switcher in the header: workspaces, templates, zip import/export, single files, share link. */
export function WorkspaceMenu() {
  const name = useWorkspace((w) => w.name);
  const [open, setOpen] = useState(false);
  const [dialog, setDialog] = useState<'templates' | 'share'>();
  const [toast, setToast] = useState<MenuToast | undefined>(() => takeBootMessage());
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

  const undo = toast?.undo;

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
          <Suspense fallback={<p className="ws-menu__section">Loading…</p>}>
            <MenuPanel
              onClose={() => setOpen(false)}
              onDialog={(next) => {
                setOpen(false);
                setDialog(next);
              }}
              onToast={setToast}
            />
          </Suspense>
        </section>
      ) : null}

      {dialog ? (
        <Suspense fallback={null}>
          <Dialogs
            dialog={dialog}
            onClose={() => {
              setDialog(undefined);
              // The menu item that opened the dialog is gone with the menu: focus returns to the menu's button.
              requestAnimationFrame(() => button.current?.focus());
            }}
            onToast={setToast}
          />
        </Suspense>
      ) : null}

      {toast ? (
        <div className={`ws-toast ws-toast--${toast.kind}`} role={toast.kind === 'error' ? 'alert' : 'status'}>
          <span>{toast.text}</span>
          {undo ? (
            <button
              type="button"
              className="btn btn--small"
              onClick={() => {
                undoDelete(undo);
                setToast({ kind: 'info', text: `Restored "${undo.workspace.name}".` });
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
