import { asRecord } from '../context.ts';
import { insertKeyFix } from '../fixes.ts';
import type { Rule } from './rule.ts';

/**
 * Keys the spec's table marks required that the platform's CLI publishes without (its zod manifest schema has them
 * optional): what it does instead. Each is a warning, so a real manifest without them is valid, as on the platform.
 */
export const SPEC_REQUIRED_THE_PLATFORM_DEFAULTS: Readonly<Record<string, string>> = {
  description: "without it the platform's CLI publishes an empty description",
  visibility: "without it the platform's CLI publishes the integration as `private`",
  organization:
    "the platform's own integrations leave it out and name it when publishing (`gitbook publish --organization <id>`, or `GITBOOK_ORGANIZATION`)",
};

/** A spec-required key the platform does without is a warning, with a quick fix that adds it. */
export const specRequired: Rule = {
  name: 'spec-required',
  check(context) {
    for (const [key, instead] of Object.entries(SPEC_REQUIRED_THE_PLATFORM_DEFAULTS)) {
      if (Object.hasOwn(context.root, key)) continue;
      const fromEnvs = key === 'organization' ? organizationOfEnvs(context.root) : undefined;
      const envsNote = fromEnvs
        ? `; ${fromEnvs.names.map((env) => `envs.${env}.organization`).join(', ')} name${fromEnvs.names.length === 1 ? 's' : ''} it for ${fromEnvs.names.length === 1 ? 'that environment' : 'those environments'} only`
        : '';
      context.report({
        severity: 'warning',
        code: 'spec-required',
        pointer: '',
        anchor: 'object',
        message: `missing key "${key}": the spec lists it as required; ${instead}${envsNote}`,
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
