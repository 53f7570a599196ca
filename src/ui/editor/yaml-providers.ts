/**
 * The parts of monaco-yaml the manifest editor leaves out (issue 38). Each of them asked the YAML language server
 * about the whole manifest, which it parses again: after the first paint (starting the 1 MB YAML worker on every
 * first visit) and after each pause in typing (a whole parse each, on the core the validation worker also needs),
 * and none of them gave the author anything:
 * - **folding ranges**: YAML's structure is its indentation, which Monaco folds by itself when no provider is there
 *   (the same regions: a key's block, a list item's, a block scalar);
 * - **document links**: the server links `$ref`s, which a manifest has none of; Monaco's own link detection (URLs in
 *   the text, from its editor worker) stays;
 * - **code actions**: the server offers actions only for its own diagnostics, and kitbench's validator owns the
 *   markers (`validate: false`); the manifest's quick fixes are kitbench's (markers.ts).
 * Completion, hover, formatting, symbols and the rest are registered as monaco-yaml does.
 */

/** The registrations left out, by the name of the `monaco.languages` function that makes them. */
export const LEFT_OUT_YAML_PROVIDERS = ['registerFoldingRangeProvider', 'registerLinkProvider', 'registerCodeActionProvider'] as const;

type Registrar = (...args: never[]) => unknown;
type Languages = { [K in (typeof LEFT_OUT_YAML_PROVIDERS)[number]]: Registrar };

/**
 * Runs `configure` (monaco-yaml's configureMonacoYaml, which registers its providers synchronously) with the YAML
 * registrations above turned into no-ops; every other registration, and every other language's, goes through.
 */
export function withoutUnusedYamlProviders<T>(languages: Languages, configure: () => T): T {
  const originals = LEFT_OUT_YAML_PROVIDERS.map((name) => [name, languages[name]] as const);
  for (const [name, register] of originals) {
    const through = register as (...args: unknown[]) => unknown;
    languages[name] = (selector: unknown, ...rest: unknown[]) => (selector === 'yaml' ? { dispose() {} } : through.call(languages, selector, ...rest));
  }
  try {
    return configure();
  } finally {
    for (const [name, register] of originals) languages[name] = register;
  }
}
