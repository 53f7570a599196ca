import { insertKeyFix } from '../fixes.ts';
import type { Rule } from './rule.ts';

/**
 * Keys the spec's table marks required that the platform's CLI publishes without (its zod manifest schema has them
 * optional): what it does instead. Each is a warning, so a real manifest without them is valid, as on the platform.
 */
export const SPEC_REQUIRED_THE_PLATFORM_DEFAULTS: Readonly<Record<string, string>> = {
  description: "without it the platform's CLI publishes an empty description",
  visibility: "without it the platform's CLI publishes the integration as `private`",
};

/** A spec-required key the platform does without is a warning, with a quick fix that adds it. */
export const specRequired: Rule = {
  name: 'spec-required',
  check(context) {
    for (const [key, instead] of Object.entries(SPEC_REQUIRED_THE_PLATFORM_DEFAULTS)) {
      if (Object.hasOwn(context.root, key)) continue;
      context.report({
        severity: 'warning',
        code: 'spec-required',
        pointer: '',
        anchor: 'object',
        message: `missing key "${key}": the spec lists it as required; ${instead}`,
        fixes: insertKeyFix(context.parsed.text, context.locator, '', key),
      });
    }
  },
};
