import { base64ToBytes } from '../../core/workspace/base64';
import { useWorkspace } from './store';
import { showAsset } from './view';

/** Sizes as people read them. */
function formatSize(bytes: number): string {
  return bytes < 1024 ? `${bytes} bytes` : `${(bytes / 1024).toFixed(bytes < 10 * 1024 ? 1 : 0)} KB`;
}

/** An asset picked in the file tree, in place of the script editor: an image shown, anything else described. */
export function AssetView({ path }: { path: string }) {
  const asset = useWorkspace((w) => w.assets.find((a) => a.path === path));
  if (!asset) return null;
  const size = base64ToBytes(asset.base64).length;
  const image = asset.mime.startsWith('image/');
  return (
    <section className="asset-view" aria-label={`Asset ${path}`}>
      <div className="asset-view__bar">
        <span className="asset-view__meta">
          {asset.mime} · {formatSize(size)}
        </span>
        <button type="button" className="btn btn--small" onClick={() => showAsset(undefined)}>
          Back to the script
        </button>
      </div>
      <div className="asset-view__body">
        {image ? (
          <img className="asset-view__image" src={`data:${asset.mime};base64,${asset.base64}`} alt={`${path}, as the platform shows it`} />
        ) : (
          <p className="asset-view__binary">This is a binary file; kitbench keeps it byte for byte and exports it with the folder.</p>
        )}
      </div>
    </section>
  );
}
