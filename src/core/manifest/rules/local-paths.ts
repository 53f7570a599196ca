import { label } from '../context.ts';
import { localPathRefs, normalizeLocalPath } from '../paths.ts';
import type { Rule } from './rule.ts';

const WHAT = { script: 'script', icon: 'icon', previewImages: 'preview image' } as const;

/** `script`, `icon` and `previewImages` are relative paths inside the folder, and exist when the folder is known. */
export const localPaths: Rule = {
  name: 'local-paths',
  check(context) {
    const { files } = context.options;
    for (const ref of localPathRefs(context.root)) {
      const normalized = normalizeLocalPath(ref.path);
      const name = label(ref.pointer);
      if (!normalized.ok) {
        if (normalized.reason === 'empty') continue; // the schema reports empty strings
        context.report({
          severity: 'error',
          code: normalized.reason === 'absolute' ? 'path-not-relative' : 'path-outside-folder',
          pointer: ref.pointer,
          message:
            normalized.reason === 'absolute'
              ? `${name} must be a relative path inside the integration folder, not "${ref.path}"`
              : `${name} "${ref.path}" points outside the integration folder`,
        });
      } else if (files && !files.has(normalized.path)) {
        context.report({
          severity: 'error',
          code: 'file-not-found',
          pointer: ref.pointer,
          message: `${name}: the ${WHAT[ref.key]} "${ref.path}" does not exist in the integration folder`,
        });
      }
    }
  },
};
