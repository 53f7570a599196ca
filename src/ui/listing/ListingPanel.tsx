import { useMemo, useRef } from 'react';
import { parseManifestText } from '../../core/manifest';
import { useWorkspace } from '../workspace/store';
import { AssetEditor } from './AssetEditor';
import { InstallPage } from './InstallPage';
import { type Listing, listingFrom } from './model';
import { Readiness } from './Readiness';
import { readiness } from './readiness';
import { useAssetImages } from './useAssetImages';
import './listing.css';
import './checklist.css';

/** Parses the manifest; while it has a YAML error, the page keeps showing the last version that parsed. */
function useListing(manifest: string): { listing: Listing; stale: string | undefined } {
  const lastGood = useRef<Listing>(listingFrom(undefined));
  return useMemo(() => {
    const parsed = parseManifestText(manifest);
    const error = parsed.failure?.message ?? parsed.doc?.errors[0]?.message.split('\n')[0];
    if (error || parsed.value === undefined) return { listing: lastGood.current, stale: error ?? 'the manifest is empty' };
    lastGood.current = listingFrom(parsed.value);
    return { listing: lastGood.current, stale: undefined };
  }, [manifest]);
}

/** The Listing panel: the installation page preview, the marketplace readiness checklist, and the images. */
export default function ListingPanel() {
  const manifest = useWorkspace((w) => w.manifest);
  const assets = useWorkspace((w) => w.assets);
  const { listing, stale } = useListing(manifest);
  const { urls, sizes } = useAssetImages(assets);
  const items = useMemo(
    () => readiness({ manifest, listing, assetPaths: assets.map((a) => a.path), sizes }),
    [manifest, listing, assets, sizes],
  );

  return (
    <div className="listing">
      {stale ? (
        <p className="listing__stale" role="status">
          The manifest cannot be read ({stale}); the page shows the last version that could.
        </p>
      ) : null}
      <div className="listing__columns">
        <InstallPage listing={listing} urls={urls} sizes={sizes} />
        <div className="listing__side">
          <Readiness items={items} />
          <AssetEditor icon={listing.icon} previewImages={listing.previewImages} urls={urls} sizes={sizes} />
        </div>
      </div>
    </div>
  );
}
