import { useMemo, useState } from 'react';
import { downloadShareFile, leftOutSecrets, shareLink } from './actions';
import { Modal } from './Modal';

/** The share link of the active workspace, or a file to download when the link would be too long. */
export function ShareDialog({ onClose }: { onClose: () => void }) {
  const result = useMemo(() => shareLink(), []);
  const [copied, setCopied] = useState<'yes' | 'failed'>();

  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied('yes');
    } catch {
      setCopied('failed');
    }
  };

  return (
    <Modal title="Share workspace" onClose={onClose}>
      <p className="ws-modal__lead">
        The link carries the manifest, the script and the images, compressed in the part of the address after <code>#</code>,
        which never reaches a server. Secret values and environment variables are left out.
      </p>
      <LeftOutSecrets />
      {'url' in result ? (
        <div className="field">
          <label className="field__label" htmlFor="share-link">
            Share link
          </label>
          <div className="share-row">
            <input id="share-link" className="input" readOnly value={result.url} onFocus={(e) => e.currentTarget.select()} />
            <button type="button" className="btn btn--primary" onClick={() => void copy(result.url)}>
              Copy link
            </button>
          </div>
          <p className="field__help" role="status">
            {copied === 'yes' ? 'Copied to the clipboard.' : copied === 'failed' ? 'The clipboard is not available: select the link and copy it.' : `${result.url.length.toLocaleString()} characters.`}
          </p>
        </div>
      ) : (
        <div className="share-too-long">
          <p role="status">
            This workspace is too large for a link ({result.tooLong.toLocaleString()} characters; links stay under 8,000 so chat tools
            and issue trackers keep them whole). Share it as a file instead: the recipient imports it with "Import zip".
          </p>
          <button type="button" className="btn btn--primary" onClick={() => downloadShareFile()}>
            Download workspace file
          </button>
        </div>
      )}
    </Modal>
  );
}

/** The secrets files a share or export leaves out, named (nothing when there are none). */
export function LeftOutSecrets() {
  const paths = useMemo(() => leftOutSecrets(), []);
  if (paths.length === 0) return null;
  return <p className="field__help">Secrets files left out: {paths.join(', ')}.</p>;
}
