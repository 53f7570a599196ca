import { asRecord } from '../context.ts';
import { insertKeyFix } from '../fixes.ts';
import type { Rule } from './rule.ts';

/**
 * Keys the spec's table marks required that the manifest schema leaves to this rule, and why each matters. Each is
 * an error, as the spec says, with a quick fix that adds it. The platform's CLI requires `organization` at the top
 * level too (its zod schema validates before it merges `envs.<env>`); it would publish without a `description`
 * (empty) or a `visibility` (`private`), but the spec does not, and every integration of the platform's own
 * repository names all three.
 */
export const SPEC_REQUIRED_KEYS: Readonly<Record<string, string>> = {
  description: "the platform's listing shows it under the title (the platform's CLI would publish an empty one)",
  visibility: "who can install the integration (the platform's CLI would publish it as `private`)",
  organization: "the `id` or `subdomain` of the owning organization; the platform's CLI requires it at the top level, before it merges `envs.<env>`",
};

/** A spec-required key missing from the manifest is an error, with a quick fix that adds it. */
export const specRequired: Rule = {
  name: 'spec-required',
  check(context) {
    for (const [key, why] of Object.entries(SPEC_REQUIRED_KEYS)) {
      if (Object.hasOwn(context.root, key)) continue;
      const fromEnvs = key === 'organization' ? organizationOfEnvs(context.root) : undefined;
      const envsNote = fromEnvs
        ? `; ${fromEnvs.names.map((env) => `envs.${env}.organization`).join(', ')} name${fromEnvs.names.length === 1 ? 's' : ''} it for ${fromEnvs.names.length === 1 ? 'that environment' : 'those environments'} only, not in its place`
        : '';
      context.report({
        severity: 'error',
        code: 'spec-required',
        pointer: '',
        anchor: 'object',
        message: `missing required key "${key}": ${why}${envsNote}`,
        fixes: insertKeyFix(context.parsed.text, context.locator, '', key, fromEnvs ? yamlScalar(fromEnvs.value) : undefined),
      });
    }
  },
};

/** The environments of `envs` that name an `organization`, and the first one's value (what the quick fix copies). */
function organizationOfEnvs(root: Record<string, unknown>): { names: string[]; value: string } | undefined {
  const named = Object.entries(asRecord(root.envs) ?? {}).filter(
    (entry): entry is [string, { organization: string }] => typeof asRecord(entry[1])?.organization === 'string' && asRecord(entry[1])?.organization !== '',
  );
  return named.length ? { names: named.map(([env]) => env), value: named[0][1].organization } : undefined;
}

/** A string as a YAML scalar: plain when that reads back as the same string, else double-quoted. */
function yamlScalar(value: string): string {
  return /^[A-Za-z0-9][A-Za-z0-9_.-]*$/.test(value) && !/^(true|false|null|yes|no|on|off|~|[0-9.eE+-]+)$/i.test(value) ? value : JSON.stringify(value);
}
