import { label } from '../context.ts';
import { imageSize } from '../image-size.ts';
import { localPathRefs, normalizeLocalPath } from '../paths.ts';
import { PREVIEW_IMAGE_SIZE } from '../spec.ts';
import type { Rule } from './rule.ts';

const { width: WIDTH, height: HEIGHT } = PREVIEW_IMAGE_SIZE;

/** Preview images are PNG or JPEG at the spec's 2:1 ratio (1600x800 recommended). */
export const previewImages: Rule = {
  name: 'preview-images',
  check(context) {
    const { files } = context.options;
    if (!files) return;
    for (const ref of localPathRefs(context.root)) {
      if (ref.key !== 'previewImages') continue;
      const normalized = normalizeLocalPath(ref.path);
      if (!normalized.ok || !files.has(normalized.path)) continue; // local-paths reports these
      const bytes = files.read(normalized.path);
      const size = bytes ? imageSize(bytes) : undefined;
      const name = label(ref.pointer);
      if (!size) {
        context.report({
          severity: 'warning',
          code: 'preview-image-format',
          pointer: ref.pointer,
          message: `${name} "${ref.path}" is not a PNG or JPEG image; use a ${WIDTH}x${HEIGHT} PNG or JPEG`,
        });
      } else if (size.width !== size.height * 2) {
        context.report({
          severity: 'warning',
          code: 'preview-image-ratio',
          pointer: ref.pointer,
          message: `${name} "${ref.path}" is ${size.width}x${size.height}; preview images should be 2:1, ${WIDTH}x${HEIGHT} recommended`,
        });
      }
    }
  },
};
