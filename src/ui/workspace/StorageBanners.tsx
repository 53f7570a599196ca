import { useState } from 'react';
import { type SaveFailure, useSaveFailures, useWorkspace, workspaceStore } from './store';
import { isScriptHeld, trustActiveWorkspace } from './trust';
import './banners.css';

/** "This workspace came from a link. Run its script?": shown while a shared workspace's script is held. */
function TrustBanner() {
  const held = useWorkspace(isScriptHeld);
  const id = useWorkspace((w) => w.id);
  const [keptStopped, setKeptStopped] = useState<string | undefined>();
  if (!held) return null;
  const compact = keptStopped === id;
  return (
    <section className="storage-banner storage-banner--trust" aria-label="Script from a link">
      {compact ? (
        <p>The script of this workspace from a link is stopped.</p>
      ) : (
        <p>
          <strong>This workspace came from a link. Run its script?</strong> Its script is stopped until you choose. Secret
          values and environment variables never travel in a link: set your own before running it.
        </p>
      )}
      <div className="storage-banner__actions">
        <button type="button" className="btn btn--small btn--primary" onClick={trustActiveWorkspace}>
          Run
        </button>
        {!compact && (
          <button type="button" className="btn btn--small" onClick={() => setKeptStopped(id)}>
            Keep it stopped
          </button>
        )}
      </div>
    </section>
  );
}

async function download(failure: SaveFailure) {
  const workspace = workspaceStore.getState().workspaces.find((w) => w.id === failure.id);
  if (!workspace) return;
  // The zip code loads on first use, as the menu's export does.
  const { exportZip } = await import('./actions');
  exportZip(workspace);
}

/** Names every workspace whose last save failed, why, and offers its zip: the edits are only in this tab. */
function SaveFailures() {
  const failures = useSaveFailures();
  if (failures.length === 0) return null;
  return (
    <section className="storage-banner storage-banner--error" role="alert" aria-label="Not saved">
      {failures.map((failure) => (
        <div key={failure.id} className="storage-banner__row">
          <p>
            <strong>"{failure.name}" is not saved:</strong> {failure.reason.replace(/\.$/, '')}. Your edits are kept in this
            tab only; download the workspace as a zip to keep them. Your other workspaces still save.
          </p>
          <div className="storage-banner__actions">
            <button type="button" className="btn btn--small" onClick={() => void download(failure)}>
              Download {failure.name}.zip
            </button>
          </div>
        </div>
      ))}
    </section>
  );
}

/** The storage and trust banners under the app bar: in the page's flow, so they never cover the Problems list. */
export function StorageBanners() {
  return (
    <>
      <SaveFailures />
      <TrustBanner />
    </>
  );
}
