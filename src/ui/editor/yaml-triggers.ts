/**
 * The manifest editor's completion never comes up empty where a value goes on (issue 26 §5).
 *
 * Right after a ':' the YAML language server never suggests anything (yaml-language-server's doComplete returns an
 * empty list when the character before the cursor is ':'), meant for `key:` before its space. In the manifest a ':'
 * is also inside values: the scopes (`space:content:read`). Two things went wrong there:
 * - monaco-yaml asks on ' ' and on ':'. Typing `- site:views:r` closed the list at each ':'; on a slow first visit
 *   that empty answer could arrive after the user's Control+Space, which Monaco had taken as "toggle details" of the
 *   list still on screen: nothing showed, and the key was lost. ':' is no trigger any more; ' ' still asks.
 * - Control+Space right after `- space:` said "No suggestions.". When the ':' ends a value (a list item's, or the
 *   value after `key: `), the server is asked one character earlier and the answers' ranges cover the ':' too.
 */

interface Position {
  lineNumber: number;
  column: number;
}
interface Range {
  startLineNumber: number;
  startColumn: number;
  endLineNumber: number;
  endColumn: number;
}
interface Item {
  range: Range | { insert: Range; replace: Range };
}
interface List {
  suggestions: Item[];
}
interface Model {
  getLineContent(lineNumber: number): string;
}
export interface YamlCompletionProvider {
  triggerCharacters?: string[];
  provideCompletionItems(model: Model, position: Position, ...rest: never[]): unknown;
}
interface Languages<P> {
  registerCompletionItemProvider(selector: unknown, provider: P): unknown;
}

/** Characters after which the YAML language server never suggests anything. */
export const NEVER_ANSWERED = [':'];

/** A value that ends in ':' so far: after `- ` (a list item) or after `key: `, no space or comment in it. */
const VALUE_ENDING_IN_COLON = /(?:^\s*-\s+|:\s+)[^\s#'"][^\s#]*:$/;

function stretched(range: Range, position: Position): Range {
  return range.endLineNumber === position.lineNumber && range.endColumn === position.column - 1 ? { ...range, endColumn: position.column } : range;
}

/** The YAML provider, asking one character earlier when the ':' before the cursor ends a value. */
export function answeringAfterColon<P extends YamlCompletionProvider>(provider: P): P {
  return {
    ...provider,
    triggerCharacters: provider.triggerCharacters?.filter((ch) => !NEVER_ANSWERED.includes(ch)),
    async provideCompletionItems(model: Model, position: Position, ...rest: never[]) {
      const before = model.getLineContent(position.lineNumber).slice(0, position.column - 1);
      if (!VALUE_ENDING_IN_COLON.test(before)) return provider.provideCompletionItems(model, position, ...rest);
      const list = (await provider.provideCompletionItems(model, { lineNumber: position.lineNumber, column: position.column - 1 }, ...rest)) as
        | List
        | undefined;
      if (!list) return list;
      return {
        ...list,
        suggestions: list.suggestions.map((item) => ({
          ...item,
          range: 'insert' in item.range ? { insert: stretched(item.range.insert, position), replace: stretched(item.range.replace, position) } : stretched(item.range, position),
        })),
      };
    },
  };
}

/**
 * Runs `configure` (monaco-yaml's configureMonacoYaml, which registers its completion provider synchronously) with
 * the YAML completion provider wrapped by answeringAfterColon; other registrations are left as they are.
 */
export function withAnsweredTriggers<T, P extends YamlCompletionProvider>(languages: Languages<P>, configure: () => T): T {
  const register = languages.registerCompletionItemProvider;
  languages.registerCompletionItemProvider = (selector, provider) =>
    register.call(languages, selector, selector === 'yaml' ? answeringAfterColon(provider) : provider);
  try {
    return configure();
  } finally {
    languages.registerCompletionItemProvider = register;
  }
}
