import { label } from '../context.ts';
import { escapeSegment } from '../locate.ts';
import { resolveSecrets, secretsFor, secretVariable } from '../secrets.ts';
import type { Rule } from './rule.ts';

/**
 * With an environment given, every `${{ env.NAME }}` of the secrets in effect names a variable it sets: the
 * top-level `secrets`, or those of `envs.<manifestEnvironment>` (the platform's CLI spreads that entry over the
 * manifest). A 1Password reference is named too while no variable of the secret's own name gives it a value:
 * kitbench cannot read 1Password (offline), so the secret is absent until then.
 */
export const secretsEnv: Rule = {
  name: 'secrets-env',
  check(context) {
    const { env, checkEnv, manifestEnvironment } = context.options;
    const { secrets, pointer } = secretsFor(context.root, manifestEnvironment);
    if (!env || !secrets) return;
    const { external = [], missing } = resolveSecrets(secrets, env);
    for (const [name, value] of Object.entries(secrets)) {
      const at = `${pointer}/${escapeSegment(name)}`;
      if (external.includes(name)) {
        if (!missing.includes(name)) continue;
        context.report({
          severity: 'warning',
          code: 'external-secret',
          pointer: at,
          message: `${label(at)} is a 1Password reference, which only the platform's CLI reads: kitbench leaves environment.secrets.${name} unset until you set the variable ${name}`,
        });
        continue;
      }
      const variable = secretVariable(value);
      if (variable === undefined || Object.hasOwn(env, variable)) continue;
      context.report({
        severity: checkEnv ? 'error' : 'warning',
        code: 'missing-env',
        pointer: at,
        message: `${label(at)} needs the environment variable ${variable}, which is not set`,
      });
    }
  },
};
