import { asRecord, label } from '../context.ts';
import type { Rule } from './rule.ts';

/** Block ids are unique: the quick insert menu and `createComponent()` refer to blocks by `id`. */
export const blockIds: Rule = {
  name: 'block-ids',
  check(context) {
    const blocks = context.root.blocks;
    if (!Array.isArray(blocks)) return;
    const seen = new Map<string, number>();
    blocks.forEach((block, index) => {
      const id = asRecord(block)?.id;
      if (typeof id !== 'string') return;
      const first = seen.get(id);
      if (first === undefined) {
        seen.set(id, index);
        return;
      }
      const pointer = `/blocks/${index}/id`;
      context.report({
        severity: 'error',
        code: 'duplicate-block-id',
        pointer,
        message: `block id "${id}" is already used by ${label(`/blocks/${first}`)}`,
      });
    });
  },
};
