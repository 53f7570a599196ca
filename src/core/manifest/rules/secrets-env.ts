import { asRecord, label } from '../context.ts';
import { escapeSegment } from '../locate.ts';
import { secretVariable } from '../secrets.ts';
import type { Rule } from './rule.ts';

/** With an environment given, every `${{ env.NAME }}` names a variable it sets. */
export const secretsEnv: Rule = {
  name: 'secrets-env',
  check(context) {
    const { env, checkEnv } = context.options;
    const secrets = asRecord(context.root.secrets);
    if (!env || !secrets) return;
    for (const [name, value] of Object.entries(secrets)) {
      const variable = secretVariable(value);
      if (variable === undefined || Object.hasOwn(env, variable)) continue;
      const pointer = `/secrets/${escapeSegment(name)}`;
      context.report({
        severity: checkEnv ? 'error' : 'warning',
        code: 'missing-env',
        pointer,
        message: `${label(pointer)} needs the environment variable ${variable}, which is not set`,
      });
    }
  },
};
