import { asRecord, label } from '../context.ts';
import { replaceFix } from '../fixes.ts';
import { escapeSegment } from '../locate.ts';
import { PLATFORM_LIMITS, SPEC_CATEGORIES_THE_PLATFORM_REFUSES } from '../platform-keys.ts';
import type { Finding } from '../context.ts';
import type { Rule } from './rule.ts';

/**
 * Limits the spec does not state but the platform's CLI enforces when it publishes (its zod manifest schema): the
 * playground runs such a manifest, the platform would refuse it. Warnings, since the spec alone allows them.
 */
export const platformLimits: Rule = {
  name: 'platform-limits',
  check(context) {
    const warn = (pointer: string, message: string) =>
      context.report({ severity: 'warning', code: 'platform-limit', pointer, message: `${message} (the platform refuses to publish it)` } satisfies Finding);
    const { root } = context;
    if (typeof root.name === 'string' && root.name !== '' && !PLATFORM_LIMITS.namePattern.test(root.name)) {
      warn('/name', 'name must be letters and digits, with single hyphens between them');
    }
    const blocks = Array.isArray(root.blocks) ? root.blocks : [];
    blocks.forEach((value, index) => {
      const block = asRecord(value);
      const { min, max } = PLATFORM_LIMITS.blockTitle;
      if (typeof block?.title === 'string' && block.title !== '' && (block.title.length < min || block.title.length > max)) {
        warn(`/blocks/${index}/title`, `${label(`/blocks/${index}/title`)} must be ${min} to ${max} characters (it has ${block.title.length})`);
      }
      if (typeof block?.description === 'string' && block.description.length > PLATFORM_LIMITS.blockDescription) {
        const pointer = `/blocks/${index}/description`;
        warn(pointer, `${label(pointer)} must be at most ${PLATFORM_LIMITS.blockDescription} characters (it has ${block.description.length})`);
      }
    });
    for (const [level, value] of Object.entries(asRecord(root.configurations) ?? {})) {
      for (const [name, definition] of Object.entries(asRecord(asRecord(value)?.properties) ?? {})) {
        const property = asRecord(definition);
        const base = `/configurations/${escapeSegment(level)}/properties/${escapeSegment(name)}`;
        for (const [key, limit] of [['title', PLATFORM_LIMITS.propertyTitle], ['description', PLATFORM_LIMITS.propertyDescription]] as const) {
          const text = property?.[key];
          if (typeof text === 'string' && text.length > limit) warn(`${base}/${key}`, `${label(`${base}/${key}`)} must be at most ${limit} characters (it has ${text.length})`);
        }
      }
    }
    const categories = Array.isArray(root.categories) ? root.categories : [];
    categories.forEach((category, index) => {
      const theirs = typeof category === 'string' ? SPEC_CATEGORIES_THE_PLATFORM_REFUSES[category] : undefined;
      if (!theirs) return;
      const pointer = `/categories/${index}`;
      context.report({
        severity: 'warning',
        code: 'platform-limit',
        pointer,
        message: `${label(pointer)} "${category}" is the spec's name; the platform calls it "${theirs}" (the platform refuses to publish it)`,
        fixes: replaceFix(context.locator, pointer, 'value', theirs),
      });
    });
    if (Array.isArray(root.previewImages) && root.previewImages.length > PLATFORM_LIMITS.previewImages) {
      warn('/previewImages', `previewImages may list at most ${PLATFORM_LIMITS.previewImages} images (it lists ${root.previewImages.length})`);
    }
  },
};
