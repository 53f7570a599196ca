import { useEffect, useState } from 'react';
import { normalizePath } from '../../core/workspace/folder';
import { describeRatio, isTwoToOne } from './model';
import type { ImageSizes } from './readiness';

/** The preview images at 2:1, one at a time, with a note on any image that is not 2:1 or is missing. */
export function Carousel({ paths, urls, sizes }: { paths: string[]; urls: ReadonlyMap<string, string>; sizes: ImageSizes }) {
  const [index, setIndex] = useState(0);
  useEffect(() => {
    if (index >= paths.length) setIndex(Math.max(0, paths.length - 1));
  }, [index, paths.length]);

  if (paths.length === 0) {
    return (
      <div className="carousel carousel--empty">
        <p>No preview images. Add some in Images below (1600 × 800).</p>
      </div>
    );
  }
  const current = Math.min(index, paths.length - 1);
  const go = (next: number) => setIndex((next + paths.length) % paths.length);

  return (
    <section className="carousel" aria-roledescription="carousel" aria-label="Preview images">
      <div className="carousel__viewport">
        {paths.map((path, i) => {
          const key = normalizePath(path) ?? path;
          const url = urls.get(key);
          const size = sizes.get(key);
          return (
            <figure
              key={`${path}-${i}`}
              className="carousel__slide"
              aria-roledescription="slide"
              aria-label={`${i + 1} of ${paths.length}`}
              hidden={i !== current}
            >
              <div className="carousel__frame">
                {url ? (
                  <img src={url} alt={`Screenshot ${i + 1} of ${paths.length} (${path})`} />
                ) : (
                  <p className="carousel__missing">{path} is not in the workspace.</p>
                )}
              </div>
              {size && !isTwoToOne(size) ? (
                <figcaption className="carousel__note">
                  {path} is {size.width} × {size.height} ({describeRatio(size)}), not 2:1: the installation page crops
                  it. Recommended: 1600 × 800.
                </figcaption>
              ) : null}
            </figure>
          );
        })}
      </div>
      {paths.length > 1 ? (
        <div className="carousel__controls">
          <button type="button" className="btn btn--small" onClick={() => go(current - 1)} aria-label="Previous image">
            ‹
          </button>
          <span className="carousel__dots">
            {paths.map((path, i) => (
              <button
                key={`${path}-${i}`}
                type="button"
                className="carousel__dot"
                aria-label={`Show image ${i + 1}`}
                aria-current={i === current}
                onClick={() => setIndex(i)}
              />
            ))}
          </span>
          <button type="button" className="btn btn--small" onClick={() => go(current + 1)} aria-label="Next image">
            ›
          </button>
        </div>
      ) : null}
    </section>
  );
}
