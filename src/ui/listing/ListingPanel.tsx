import { useEffect, useMemo, useRef, useState } from 'react';
import { useValidation } from '../problems/validation';
import { parsedManifest } from '../workspace/manifest';
import { locatorFor } from '../../core/yaml-edit';
import { useWorkspace } from '../workspace/store';
import { AssetEditor } from './AssetEditor';
import { InstallPage } from './InstallPage';
import { type Listing, listingFrom } from './model';
import { Readiness } from './Readiness';
import { readiness } from './readiness';
import { useAssetImages } from './useAssetImages';
import './listing.css';
import './checklist.css';

/**
 * The manifest text a short pause after the last keystroke: the page re-parses a large manifest, and typing in
 * the editor must not wait for it (the Problems panel has the keystroke budget).
 */
function useSettled(text: string, delayMs = 120): string {
  const [settled, setSettled] = useState(text);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(text), delayMs);
    return () => clearTimeout(timer);
  }, [text, delayMs]);
  return settled;
}

/** Parses the manifest once; while it has a YAML error, the page keeps showing the last version that parsed. */
function useListing(manifest: string) {
  const lastGood = useRef<Listing>(listingFrom(undefined));
  return useMemo(() => {
    const parsed = parsedManifest(manifest);
    const locate = locatorFor(parsed.doc, parsed.lineCounter);
    const error = parsed.failure?.message ?? parsed.doc?.errors[0]?.message.split('\n')[0];
    if (error || parsed.value === undefined) {
      return { listing: lastGood.current, locate, stale: error ?? 'the manifest is empty' };
    }
    lastGood.current = listingFrom(parsed.value);
    return { listing: lastGood.current, locate, stale: undefined };
  }, [manifest]);
}

/** The Listing panel: the installation page preview, the marketplace readiness checklist, and the images. */
export default function ListingPanel() {
  const manifest = useSettled(useWorkspace((w) => w.manifest));
  const assets = useWorkspace((w) => w.assets);
  const { listing, locate, stale } = useListing(manifest);
  const { urls, sizes } = useAssetImages(assets);
  // the same diagnostics as Problems: while they belong to an older text, the verdict says "Checking", not "Ready"
  const validation = useValidation();
  const current = validation.text === manifest && !validation.pending;
  const diagnostics = validation.text === undefined ? [] : validation.diagnostics;
  const items = useMemo(
    () => readiness({ locate, listing, assetPaths: assets.map((a) => a.path), sizes, diagnostics }),
    [locate, listing, assets, sizes, diagnostics],
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
          <Readiness items={items} checking={!current} />
          <AssetEditor icon={listing.icon} previewImages={listing.previewImages} urls={urls} sizes={sizes} />
        </div>
      </div>
    </div>
  );
}
