import type { ChangeEvent } from 'react';
import { manifestFileOf } from '../../core/workspace/manifest-file';
import { ImportFolder } from '../workspace/ImportFolder';
import { WorkspaceMenu } from '../workspace/WorkspaceMenu';
import { getActiveWorkspace, updateWorkspace } from '../workspace/store';
import { downloadText, readTextFile } from './files';
import { setPreferences, type Theme, usePreferences } from './preferences';

/** The app bar's place for a status beside the workspace's name (the `kitbench dev` badge). */
export const APPBAR_STATUS_ID = 'appbar-status';

/** The app bar: brand, workspace, and opening or downloading files. */
export function Header({ onNotice }: { onNotice: (notice: Notice) => void }) {
  const { theme } = usePreferences();
  const open = (target: 'manifest' | 'script') => async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    input.value = '';
    if (!file) return;
    const result = await readTextFile(file);
    if ('error' in result) {
      onNotice({ kind: 'error', text: result.error });
      return;
    }
    updateWorkspace((w) =>
      target === 'manifest' ? { manifest: result.text } : { sources: { ...w.sources, [w.openFile]: result.text } },
    );
    const into = target === 'manifest' ? 'the manifest' : getActiveWorkspace().openFile;
    onNotice({ kind: 'info', text: `Opened ${file.name} into ${into}.` });
  };

  return (
    <header className="appbar">
      <a className="appbar__brand" href="./" aria-label="kitbench home">
        <img src="favicon.svg" alt="" width="22" height="22" />
        <span>kitbench</span>
      </a>
      <WorkspaceMenu />
      {/* Where `kitbench dev` shows its folder and connection (src/ui/dev/DevStatusBar.tsx), beside the workspace. */}
      <div className="appbar__status" id={APPBAR_STATUS_ID} />
      <nav className="appbar__actions" aria-label="Open and save">
        <ImportFolder
          onResult={(result) =>
            onNotice('error' in result ? { kind: 'error', text: result.error } : { kind: 'info', text: result.summary })
          }
        />
        <label className="btn btn--small file-button">
          Open manifest
          <input type="file" accept=".yaml,.yml,text/yaml" className="visually-hidden" onChange={open('manifest')} />
        </label>
        <label className="btn btn--small file-button">
          Open script
          <input
            type="file"
            accept=".ts,.tsx,.js,.jsx,.mjs,text/javascript,text/typescript"
            className="visually-hidden"
            onChange={open('script')}
          />
        </label>
        <button
          type="button"
          className="btn btn--small"
          onClick={() => downloadText(manifestFileOf(getActiveWorkspace()), getActiveWorkspace().manifest, 'application/yaml')}
        >
          Download manifest
        </button>
        <label className="theme-switch">
          <span className="visually-hidden">Theme</span>
          <select
            className="select"
            value={theme}
            title="Theme"
            onChange={(event) => setPreferences({ theme: event.currentTarget.value as Theme })}
          >
            <option value="system">System theme</option>
            <option value="light">Light</option>
            <option value="dark">Dark</option>
          </select>
        </label>
      </nav>
    </header>
  );
}

/** A short message about something the user just did. */
export interface Notice {
  kind: 'info' | 'error';
  text: string;
}

/** Shows the latest notice; errors are announced assertively. */
export function NoticeBar({ notice, onDismiss }: { notice: Notice | undefined; onDismiss: () => void }) {
  if (!notice) return <div className="notice-slot" role="status" />;
  return (
    <div className={`notice notice--${notice.kind}`} role={notice.kind === 'error' ? 'alert' : 'status'}>
      <span>{notice.text}</span>
      <button
        type="button"
        className="btn btn--ghost btn--small"
        onClick={onDismiss}
      >
        Dismiss
      </button>
    </div>
  );
}
