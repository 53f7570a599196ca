/**
 * monaco-yaml asks its language server for suggestions on two trigger characters, ' ' and ':'. Right after a ':'
 * the server never suggests anything (yaml-language-server's doComplete returns an empty list when the character
 * before the cursor is ':'), and Monaco hides the suggestions on an empty answer to a request it made by itself.
 * Typing `- site:views:r` in `scopes` therefore closed the list at each ':'; on a slow first visit that answer could
 * arrive after the user's Control+Space, which Monaco had taken as "toggle details" of the list still on screen:
 * nothing showed, and the key was lost (issue 26 §5). Without ':' as a trigger, the list stays and is filtered as
 * the user types; ' ' (a value after `key: `, an item after `- `) still asks.
 */

type Provider = { triggerCharacters?: string[] };
interface Languages<P extends Provider> {
  registerCompletionItemProvider(selector: unknown, provider: P): unknown;
}

/** Characters after which the YAML language server never suggests anything. */
export const NEVER_ANSWERED = [':'];

/**
 * Runs `configure` (monaco-yaml's configureMonacoYaml, which registers its completion provider synchronously) with
 * the YAML provider's trigger characters trimmed of NEVER_ANSWERED; other registrations are left as they are.
 */
export function withAnsweredTriggers<T, P extends Provider>(languages: Languages<P>, configure: () => T): T {
  const register = languages.registerCompletionItemProvider;
  languages.registerCompletionItemProvider = (selector, provider) =>
    register.call(
      languages,
      selector,
      selector === 'yaml' && provider.triggerCharacters
        ? { ...provider, triggerCharacters: provider.triggerCharacters.filter((ch) => !NEVER_ANSWERED.includes(ch)) }
        : provider,
    );
  try {
    return configure();
  } finally {
    languages.registerCompletionItemProvider = register;
  }
}
