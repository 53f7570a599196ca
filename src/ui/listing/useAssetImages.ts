import { useEffect, useMemo, useState } from 'react';
import type { WorkspaceAsset } from '../workspace/types';
import type { ImageSizes } from './readiness';

/** Data URLs for the image assets, and their pixel sizes once decoded (sizes drive the 2:1 notes). */
export function useAssetImages(assets: readonly WorkspaceAsset[]): { urls: ReadonlyMap<string, string>; sizes: ImageSizes } {
  const urls = useMemo(
    () => new Map(assets.filter((a) => a.mime.startsWith('image/')).map((a) => [a.path, `data:${a.mime};base64,${a.base64}`])),
    [assets],
  );
  const [sizes, setSizes] = useState<ImageSizes>(new Map());

  useEffect(() => {
    let cancelled = false;
    const measured = new Map<string, { width: number; height: number }>();
    const jobs = [...urls].map(async ([path, url]) => {
      const image = new Image();
      image.src = url;
      try {
        await image.decode();
        measured.set(path, { width: image.naturalWidth, height: image.naturalHeight });
      } catch {
        // An undecodable file simply has no size; the page shows it as broken.
      }
    });
    void Promise.all(jobs).then(() => {
      if (!cancelled) setSizes(measured);
    });
    return () => {
      cancelled = true;
    };
  }, [urls]);

  return { urls, sizes };
}
