// `secrets` values are `${{ env.NAME }}` expressions (spec: Manifest `secrets`). Environment variables are not loaded
// into the manifest by default: only these expressions, resolved against a given environment, are.

/** The one accepted form of a secret value; group 1 is the variable name. */
export const SECRET_EXPRESSION = /^\$\{\{\s*env\.([A-Za-z_][A-Za-z0-9_]*)\s*\}\}$/;

/** The same form as a JSON Schema `pattern` (no flags, no lookbehind: portable to every validator). */
export const SECRET_EXPRESSION_PATTERN = '^\\$\\{\\{\\s*env\\.([A-Za-z_][A-Za-z0-9_]*)\\s*\\}\\}$';

/** The environment variable a secret value refers to, or undefined when the value is not `${{ env.NAME }}`. */
export function secretVariable(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  return SECRET_EXPRESSION.exec(value.trim())?.[1];
}

/** The outcome of resolving a manifest's `secrets` against an environment. */
export interface ResolvedSecrets {
  /** Secret name (manifest key) to its value from the environment, for `context.environment.secrets`. */
  values: Record<string, string>;
  /** Secret names whose environment variable is not set. */
  missing: string[];
  /** Secret names whose value is not of the form `${{ env.NAME }}`. */
  invalid: string[];
}

/** Resolves `NAME: ${{ env.NAME }}` entries against `env`; never throws, whatever `secrets` holds. */
export function resolveSecrets(secrets: Record<string, unknown> | undefined, env: Record<string, string>): ResolvedSecrets {
  const result: ResolvedSecrets = { values: {}, missing: [], invalid: [] };
  if (!secrets || typeof secrets !== 'object' || Array.isArray(secrets)) return result;
  for (const [name, value] of Object.entries(secrets)) {
    const variable = secretVariable(value);
    if (variable === undefined) result.invalid.push(name);
    else if (Object.hasOwn(env, variable)) result.values[name] = env[variable];
    else result.missing.push(name);
  }
  return result;
}
