import { TextDocument } from 'vscode-languageserver-textdocument';
import { describe, expect, it } from 'vitest';
import { getLanguageService } from 'yaml-language-server';
import { manifestSchema } from '../../core/manifest/index';
import { NEVER_ANSWERED, withAnsweredTriggers } from './yaml-triggers';

describe("the manifest editor's completion triggers (issue 26 §5)", () => {
  it("the YAML language server never suggests right after a ':', even where a scope goes on", async () => {
    // The cause: an automatic request on ':' always answers empty, and Monaco hides the list on it.
    const service = getLanguageService({ schemaRequestService: async () => '', workspaceContext: { resolveRelativePath: (path) => path } });
    const uri = 'file:///workspace/service-manifest.yaml';
    service.configure({ completion: true, validate: false, schemas: [{ uri: 'https://kitbench.local/schema/service-manifest.json', fileMatch: ['**/service-manifest.yaml'], schema: manifestSchema as object }] });
    const labelsAt = async (text: string) => {
      const document = TextDocument.create(uri, 'yaml', 1, text);
      const list = await service.doComplete(document, document.positionAt(text.length), false);
      return list.items.map((item) => item.label);
    };
    const manifest = 'name: demo\ntitle: Demo\nscopes:\n  - space:content:read\n  - ';
    expect(await labelsAt(`${manifest}site`)).toContain('site:views:read');
    expect(await labelsAt(`${manifest}site:v`)).toContain('site:views:read');
    for (const ch of NEVER_ANSWERED) expect(await labelsAt(`${manifest}site${ch}`)).toEqual([]);
    expect(await labelsAt(`${manifest}site:views:`)).toEqual([]);
  });

  it("asks on ' ' but not on ':' for YAML, and leaves other languages' providers alone", () => {
    const registered: { selector: unknown; provider: { triggerCharacters?: string[]; name: string } }[] = [];
    const languages = {
      registerCompletionItemProvider(selector: unknown, provider: { triggerCharacters?: string[]; name: string }) {
        registered.push({ selector, provider });
        return { dispose() {} };
      },
    };
    const original = languages.registerCompletionItemProvider;
    const result = withAnsweredTriggers(languages, () => {
      languages.registerCompletionItemProvider('yaml', { name: 'monaco-yaml', triggerCharacters: [' ', ':'] });
      languages.registerCompletionItemProvider('typescript', { name: 'ts', triggerCharacters: ['.', ':'] });
      return 'configured';
    });
    expect(result).toBe('configured');
    expect(registered.map(({ selector, provider }) => [selector, provider.name, provider.triggerCharacters])).toEqual([
      ['yaml', 'monaco-yaml', [' ']],
      ['typescript', 'ts', ['.', ':']],
    ]);
    // Registrations after the configuration are Monaco's own again.
    expect(languages.registerCompletionItemProvider).toBe(original);
  });
});
