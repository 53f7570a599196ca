import { label } from '../context.ts';
import { INTERNAL_SCOPES, type Scope } from '../spec.ts';
import type { Rule } from './rule.ts';

/** Internal scopes are for the platform's own integrations: requesting one is a warning (DESIGN.md). */
export const internalScopes: Rule = {
  name: 'internal-scopes',
  check(context) {
    const scopes = context.root.scopes;
    if (!Array.isArray(scopes)) return;
    scopes.forEach((scope, index) => {
      if (!INTERNAL_SCOPES.includes(scope as Scope)) return;
      const pointer = `/scopes/${index}`;
      context.report({
        severity: 'warning',
        code: 'internal-scope',
        pointer,
        message: `${label(pointer)} "${scope}" is an internal scope, granted only to the platform's own integrations`,
      });
    });
  },
};
