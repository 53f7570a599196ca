import { type ChangeEvent, type DragEvent, type ReactNode, useState } from 'react';
import { normalizePath } from '../../core/workspace/folder';
import {
  addPreviewImage,
  readImage,
  removeIcon,
  removePreviewImage,
  replacePreviewImage,
  setIcon,
} from '../workspace/assets';
import type { ImageSizes } from './readiness';

type Apply = (image: { name: string; mime: string; base64: string }) => string | undefined;

/** Reads the files one by one and applies each; collects every problem into one message. */
async function applyFiles(files: FileList | File[], apply: Apply): Promise<string | undefined> {
  const problems: string[] = [];
  for (const file of Array.from(files)) {
    const image = await readImage(file);
    const problem = 'error' in image ? image.error : apply(image);
    if (problem) problems.push(problem);
  }
  return problems.length ? problems.join(' ') : undefined;
}

function FilePicker({ label, multiple, onFiles }: { label: ReactNode; multiple?: boolean; onFiles: (files: FileList) => void }) {
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    if (input.files?.length) onFiles(input.files);
    input.value = '';
  };
  return (
    <label className="btn btn--small file-button">
      {label}
      <input type="file" accept="image/*" multiple={multiple} className="visually-hidden" onChange={onChange} />
    </label>
  );
}

/** A tile that accepts dropped image files. */
function DropZone({ onFiles, label, children }: { onFiles: (files: FileList) => void; label: string; children: ReactNode }) {
  const [over, setOver] = useState(false);
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    if (event.dataTransfer.files.length) onFiles(event.dataTransfer.files);
  };
  return (
    // Dropping is the pointer shortcut; every drop target has a file picker button inside it.
    <fieldset
      className={over ? 'dropzone dropzone--over' : 'dropzone'}
      aria-label={label}
      onDragOver={(event) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
    >
      {children}
    </fieldset>
  );
}

/** Add, replace and remove the icon and the preview images; the manifest's paths follow each change. */
export function AssetEditor({
  icon,
  previewImages,
  urls,
  sizes,
}: {
  icon?: string;
  previewImages: string[];
  urls: ReadonlyMap<string, string>;
  sizes: ImageSizes;
}) {
  const [error, setError] = useState<string>();
  const run = (apply: Apply) => (files: FileList) => {
    void applyFiles(files, apply).then(setError);
  };
  const urlOf = (path: string | undefined) => (path ? urls.get(normalizePath(path) ?? path) : undefined);
  const sizeOf = (path: string) => {
    const size = sizes.get(normalizePath(path) ?? path);
    return size ? `${size.width} × ${size.height}` : urlOf(path) ? '' : 'missing';
  };

  return (
    <section className="assets" aria-labelledby="assets-heading">
      <h2 id="assets-heading">Images</h2>
      <p className="assets__help">Drop image files here or choose them; the manifest's <code>icon</code> and <code>previewImages</code> follow.</p>
      {error ? (
        <p className="field__error" role="alert">
          {error}
        </p>
      ) : null}

      <h3>Icon</h3>
      <DropZone label="Drop an icon" onFiles={run(setIcon)}>
        <div className="asset-row">
          {urlOf(icon) ? <img className="asset-row__thumb asset-row__thumb--icon" src={urlOf(icon)} alt="" /> : <span className="asset-row__thumb asset-row__thumb--empty" />}
          <span className="asset-row__name">
            {icon ? <code>{icon}</code> : 'No icon'}
            {icon ? <span className="asset-row__size">{sizeOf(icon)}</span> : null}
          </span>
          <span className="asset-row__actions">
            <FilePicker label={icon ? 'Replace icon' : 'Add icon'} onFiles={run(setIcon)} />
            {icon ? (
              <button type="button" className="btn btn--small btn--danger" onClick={() => setError(removeIcon())}>
                Remove icon
              </button>
            ) : null}
          </span>
        </div>
      </DropZone>

      <h3>Preview images</h3>
      <DropZone label="Drop preview images" onFiles={run(addPreviewImage)}>
        <ul className="asset-list">
          {previewImages.map((path, i) => (
            <li key={`${path}-${i}`} className="asset-row">
              {urlOf(path) ? <img className="asset-row__thumb" src={urlOf(path)} alt="" /> : <span className="asset-row__thumb asset-row__thumb--empty" />}
              <span className="asset-row__name">
                <code>{path}</code>
                <span className="asset-row__size">{sizeOf(path)}</span>
              </span>
              <span className="asset-row__actions">
                <FilePicker
                  label={
                    <>
                      Replace<span className="visually-hidden"> preview image {i + 1}</span>
                    </>
                  }
                  onFiles={run((image) => replacePreviewImage(i, image))} />
                <button type="button" className="btn btn--small btn--danger" onClick={() => setError(removePreviewImage(i))}>
                  Remove<span className="visually-hidden"> preview image {i + 1}</span>
                </button>
              </span>
            </li>
          ))}
        </ul>
        <div className="dropzone__add">
          <FilePicker label="Add preview images" multiple onFiles={run(addPreviewImage)} />
          <span className="assets__hint">1600 × 800 (2:1) recommended</span>
        </div>
      </DropZone>
    </section>
  );
}
