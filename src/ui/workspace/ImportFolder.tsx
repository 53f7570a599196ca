import { type ChangeEvent, useState } from 'react';
import type { ImportResult } from './importFolder';

/** Whether this browser lets a file input pick a whole directory (Chromium, Firefox and Safari all do today). */
const canPickDirectory = typeof document !== 'undefined' && 'webkitdirectory' in document.createElement('input');

/**
 * `Import folder`: a zip of an integration folder, and (where the browser allows) the folder itself, become a new
 * workspace whose text files stay source files. The import code (fflate, YAML) loads on first use.
 */
export function ImportFolder({ onResult }: { onResult: (result: ImportResult) => void }) {
  const [busy, setBusy] = useState(false);

  const run = (read: (files: FileList) => Promise<ImportResult>) => async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const files = input.files;
    if (!files || files.length === 0) return;
    setBusy(true);
    try {
      onResult(await read(files));
    } finally {
      input.value = '';
      setBusy(false);
    }
  };

  return (
    <>
      <label className="btn btn--small file-button" aria-busy={busy || undefined}>
        Import folder
        <input
          type="file"
          accept=".zip,application/zip,application/x-zip-compressed"
          className="visually-hidden"
          disabled={busy}
          onChange={run(async (files) => (await import('./importFolder')).importZipFile(files[0]))}
        />
      </label>
      {canPickDirectory ? (
        <label className="btn btn--small file-button" title="Pick the folder that holds its manifest (service-manifest.yaml or gitbook-manifest.yaml)">
          Import directory
          <input
            type="file"
            className="visually-hidden"
            disabled={busy}
            // React does not know the attribute; the browser does.
            {...{ webkitdirectory: '', directory: '' }}
            multiple
            onChange={run(async (files) => (await import('./importFolder')).importDirectoryFiles(files))}
          />
        </label>
      ) : null}
    </>
  );
}
