import { TextDocument } from 'vscode-languageserver-textdocument';
import { describe, expect, it } from 'vitest';
import { getLanguageService } from 'yaml-language-server';
import { manifestSchema } from '../../core/manifest/index';
import { answeringAfterColon, NEVER_ANSWERED, withAnsweredTriggers } from './yaml-triggers';

const URI = 'file:///workspace/service-manifest.yaml';
const MANIFEST = 'name: demo\ntitle: Demo\nscopes:\n  - space:content:read\n  - ';

function languageService() {
  const service = getLanguageService({ schemaRequestService: async () => '', workspaceContext: { resolveRelativePath: (path) => path } });
  service.configure({
    completion: true,
    validate: false,
    schemas: [{ uri: 'https://kitbench.local/schema/service-manifest.json', fileMatch: ['**/service-manifest.yaml'], schema: manifestSchema as object }],
  });
  return service;
}

/** monaco-yaml's provider in small: the same language server, its answer in Monaco's shape (1-based ranges). */
function serverProvider(text: string) {
  const service = languageService();
  const asked: number[] = [];
  const model = { getLineContent: (line: number) => text.split('\n')[line - 1] ?? '' };
  const provider = {
    triggerCharacters: [' ', ':'],
    async provideCompletionItems(_model: unknown, position: { lineNumber: number; column: number }) {
      asked.push(position.column);
      const document = TextDocument.create(URI, 'yaml', 1, text);
      const list = await service.doComplete(document, { line: position.lineNumber - 1, character: position.column - 1 }, false);
      return {
        suggestions: list.items.map((item) => {
          const edit = item.textEdit && 'range' in item.textEdit ? item.textEdit.range : undefined;
          const range = edit
            ? { startLineNumber: edit.start.line + 1, startColumn: edit.start.character + 1, endLineNumber: edit.end.line + 1, endColumn: edit.end.character + 1 }
            : { startLineNumber: position.lineNumber, startColumn: position.column, endLineNumber: position.lineNumber, endColumn: position.column };
          return { label: item.label, range };
        }),
      };
    },
  };
  return { provider, model, asked };
}

const endOf = (text: string) => {
  const lines = text.split('\n');
  return { lineNumber: lines.length, column: lines.at(-1)!.length + 1 };
};

describe("the manifest editor's completion after a ':' (issue 26 §5)", () => {
  it("the YAML language server never suggests right after a ':', even where a scope goes on", async () => {
    const service = languageService();
    const labelsAt = async (text: string) => {
      const document = TextDocument.create(URI, 'yaml', 1, text);
      const list = await service.doComplete(document, document.positionAt(text.length), false);
      return list.items.map((item) => item.label);
    };
    expect(await labelsAt(`${MANIFEST}site`)).toContain('site:views:read');
    expect(await labelsAt(`${MANIFEST}site:v`)).toContain('site:views:read');
    for (const ch of NEVER_ANSWERED) expect(await labelsAt(`${MANIFEST}site${ch}`)).toEqual([]);
    expect(await labelsAt(`${MANIFEST}site:views:`)).toEqual([]);
  });

  it("Control+Space right after `- space:` lists the space scopes, each replacing what was typed, ':' included", async () => {
    const text = `${MANIFEST}space:`;
    const { provider, model, asked } = serverProvider(text);
    const position = endOf(text);
    const list = (await answeringAfterColon(provider).provideCompletionItems(model, position)) as {
      suggestions: { label: string; range: { startColumn: number; endColumn: number } }[];
    };
    const scope = list.suggestions.find((item) => item.label === 'space:content:read');
    expect(scope).toBeDefined();
    // `  - space:`: the value starts at column 5; the cursor is at column 11.
    expect(scope!.range).toMatchObject({ startColumn: 5, endColumn: 11 });
    expect(asked).toEqual([10]);
  });

  it("a key's ':' and a ':' inside a word are asked about where they are", async () => {
    for (const text of ['name: demo\ntitle:', `${MANIFEST}space:c`, 'name: demo\nblocks:\n  - id: x\n    title: A # note:']) {
      const { provider, model, asked } = serverProvider(text);
      await answeringAfterColon(provider).provideCompletionItems(model, endOf(text));
      expect(asked, text).toEqual([endOf(text).column]);
    }
  });

  it("registers the YAML provider without ':' as a trigger, and leaves other languages' providers alone", () => {
    const registered: { selector: unknown; triggerCharacters?: string[]; name: string }[] = [];
    const languages = {
      registerCompletionItemProvider(selector: unknown, provider: { triggerCharacters?: string[]; name?: string; provideCompletionItems(): unknown }) {
        registered.push({ selector, triggerCharacters: provider.triggerCharacters, name: provider.name ?? '' });
        return { dispose() {} };
      },
    };
    const original = languages.registerCompletionItemProvider;
    const provideCompletionItems = () => undefined;
    const result = withAnsweredTriggers(languages, () => {
      languages.registerCompletionItemProvider('yaml', { name: 'monaco-yaml', triggerCharacters: [' ', ':'], provideCompletionItems });
      languages.registerCompletionItemProvider('typescript', { name: 'ts', triggerCharacters: ['.', ':'], provideCompletionItems });
      return 'configured';
    });
    expect(result).toBe('configured');
    expect(registered).toEqual([
      { selector: 'yaml', name: 'monaco-yaml', triggerCharacters: [' '] },
      { selector: 'typescript', name: 'ts', triggerCharacters: ['.', ':'] },
    ]);
    // Registrations after the configuration are Monaco's own again.
    expect(languages.registerCompletionItemProvider).toBe(original);
  });
});
