// `secrets` values are `${{ env.NAME }}` expressions (spec: Manifest `secrets`). Environment variables are not loaded
// into the manifest by default: only these expressions, resolved against a given environment, are.
//
// Real integrations also name secrets by reference, `${{ "op://vault/item/field" }}` (1Password, which only the
// platform's CLI reads, online). kitbench is offline: such a secret takes its value from the variable of the
// secret's own name (`CLIENT_ID=...` in .env, the Environment panel, `loadIntegration(folder, { env })`), or from
// a value given for the secret by name (`loadIntegration(folder, { secrets })`). One rule for every form:
// `variableFor(name, value)`.

/** The one accepted form of a secret value; group 1 is the variable name. */
export const SECRET_EXPRESSION = /^\$\{\{\s*env\.([A-Za-z_][A-Za-z0-9_]*)\s*\}\}$/;

/** The same form as a JSON Schema `pattern` (no flags, no lookbehind: portable to every validator). */
export const SECRET_EXPRESSION_PATTERN = '^\\$\\{\\{\\s*env\\.([A-Za-z_][A-Za-z0-9_]*)\\s*\\}\\}$';

/** The environment variable a secret value refers to, or undefined when the value is not `${{ env.NAME }}`. */
export function secretVariable(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  return SECRET_EXPRESSION.exec(value.trim())?.[1];
}

/** A 1Password reference, `${{ "op://vault/item/field" }}`: the platform's CLI reads it with `op`; kitbench cannot. */
const ONE_PASSWORD = /^\$\{\{\s*(?:"op:\/\/[^"\s]+"|op:\/\/\S+)\s*\}\}$/;

/** The `envs` entry the platform's CLI applies without `--env` (`gitbook dev`, `gitbook publish`). */
export const DEFAULT_MANIFEST_ENVIRONMENT = 'default';

/** The outcome of resolving a manifest's `secrets` against an environment. */
export interface ResolvedSecrets {
  /** Secret name (manifest key) to its value from the environment, for `context.environment.secrets`. */
  values: Record<string, string>;
  /** Secret names whose environment variable is not set. */
  missing: string[];
  /** Secret names whose value is not of the form `${{ env.NAME }}` (nor a 1Password reference). */
  invalid: string[];
  /** Secret names given as 1Password references, which only the platform's CLI resolves: absent here. */
  external?: string[];
}

/** Whether a secret's value is a 1Password reference (`${{ "op://…" }}`), which kitbench cannot read. */
export function isExternalReference(value: unknown): boolean {
  return typeof value === 'string' && ONE_PASSWORD.test(value.trim());
}

/**
 * The environment variable that gives the secret `name` its value: the one its `${{ env.NAME }}` names, else (a
 * 1Password reference, or any other form) the variable of the secret's own name.
 */
export function variableFor(name: string, value: unknown): string {
  return secretVariable(value) ?? name;
}

/**
 * Resolves a manifest's `secrets` against `env`; never throws, whatever `secrets` holds. `${{ env.NAME }}` reads
 * NAME; any other form (a 1Password reference) reads the variable of the secret's own name. Each secret without a
 * value is listed in `missing` (by secret name); `external` and `invalid` say which forms need that own-name variable.
 */
export function resolveSecrets(secrets: Record<string, unknown> | undefined, env: Record<string, string>): ResolvedSecrets {
  const result: ResolvedSecrets = { values: {}, missing: [], invalid: [] };
  if (!secrets || typeof secrets !== 'object' || Array.isArray(secrets)) return result;
  for (const [name, value] of Object.entries(secrets)) {
    const variable = variableFor(name, value);
    if (Object.hasOwn(env, variable)) result.values[name] = env[variable];
    else result.missing.push(name);
    if (secretVariable(value) !== undefined) continue;
    if (isExternalReference(value)) result.external = [...(result.external ?? []), name];
    else result.invalid.push(name);
  }
  return result;
}

/**
 * Every secret name the manifest names, in its top-level `secrets` and in each `envs.<name>.secrets`, with the
 * environment variable that gives it a value (`variableFor`): what `kitbench dev` reads from `.env` files.
 */
export function namedSecrets(manifest: unknown): { name: string; variable: string }[] {
  if (!isMapping(manifest)) return [];
  const maps = [manifest.secrets, ...(isMapping(manifest.envs) ? Object.values(manifest.envs).map((entry) => (isMapping(entry) ? entry.secrets : undefined)) : [])];
  const found = new Map<string, { name: string; variable: string }>();
  for (const map of maps) {
    if (!isMapping(map)) continue;
    for (const [name, value] of Object.entries(map)) {
      const variable = variableFor(name, value);
      found.set(`${name}\0${variable}`, { name, variable });
    }
  }
  return [...found.values()];
}

/**
 * `env` with a value for each secret given by name (`{ CLIENT_ID: '…' }`), whatever the secret's form: set on the
 * variable that secret reads (`variableFor`). A name the manifest's secrets in effect do not name is an error,
 * which says the names they do.
 */
export function withGivenSecrets(
  secrets: Record<string, unknown> | undefined,
  env: Record<string, string>,
  given: Record<string, string>,
): { env: Record<string, string> } | { problem: string } {
  const named = isMapping(secrets) ? secrets : {};
  const next = { ...env };
  for (const [name, value] of Object.entries(given)) {
    if (!Object.hasOwn(named, name)) {
      const known = Object.keys(named);
      return { problem: `the manifest's secrets name no "${name}" (${known.length ? `they name ${joinNames(known)}` : 'it names none here; choose the envs entry that does with manifestEnvironment'}).` };
    }
    next[variableFor(name, named[name])] = value;
  }
  return { env: next };
}

const isMapping = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The names of the manifest's `envs` (its publishing environments), in their order. */
export function manifestEnvironmentNames(manifest: unknown): string[] {
  const envs = isMapping(manifest) ? manifest.envs : undefined;
  return isMapping(envs) ? Object.keys(envs) : [];
}

/**
 * The manifest's `secrets` in one publishing environment, as the platform's CLI reads them: `envs.<name>` is spread
 * over the manifest, so its `secrets` (when it has any) replace the top-level map whole. `pointer` is where they
 * are (`/secrets` or `/envs/<name>/secrets`), for diagnostics.
 */
export function secretsFor(
  manifest: unknown,
  environmentName: string = DEFAULT_MANIFEST_ENVIRONMENT,
): { secrets: Record<string, unknown> | undefined; pointer: string } {
  if (!isMapping(manifest)) return { secrets: undefined, pointer: '/secrets' };
  const envs = isMapping(manifest.envs) ? manifest.envs : undefined;
  const overrides = envs && Object.hasOwn(envs, environmentName) && isMapping(envs[environmentName]) ? envs[environmentName] : undefined;
  if (overrides && Object.hasOwn(overrides, 'secrets')) {
    const secrets = overrides.secrets;
    return { secrets: isMapping(secrets) ? secrets : undefined, pointer: `/envs/${environmentName.replace(/~/g, '~0').replace(/\//g, '~1')}/secrets` };
  }
  return { secrets: isMapping(manifest.secrets) ? manifest.secrets : undefined, pointer: '/secrets' };
}

const joinNames = (names: string[]): string => (names.length < 3 ? names.join(' and ') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`);

/**
 * What to tell a user whose secrets have no value: the secrets by name, and the environment variables their
 * `${{ env.X }}` expressions refer to (what the user sets). A secret whose variable cannot be read is named as is.
 */
export function missingSecretsMessage(missing: string[], secrets: Record<string, unknown> | undefined): string {
  const plural = missing.length > 1;
  const variables = [...new Set(missing.map((name) => variableFor(name, secrets?.[name])))];
  return `the secret${plural ? 's' : ''} ${joinNames(missing)} ha${plural ? 've' : 's'} no value. Set ${joinNames(variables)} under Environment variables.`;
}
