import { TextDocument } from 'vscode-languageserver-textdocument';
import { describe, expect, it } from 'vitest';
import { getLanguageService } from 'yaml-language-server';
import { manifestSchema } from '../../core/manifest/index';
import { EXAMPLE } from '../../core/manifest/test-helpers';
import { LEFT_OUT_YAML_PROVIDERS, withoutUnusedYamlProviders } from './yaml-providers';

/** A stand-in for `monaco.languages`: every registration recorded, each returning a disposable of its own. */
function fakeLanguages() {
  const registered: string[] = [];
  const registrar = (name: string) =>
    function (this: unknown, selector: unknown) {
      registered.push(`${name} ${String(selector)}`);
      return { dispose() {}, by: name };
    };
  const languages = {
    registerFoldingRangeProvider: registrar('folding'),
    registerLinkProvider: registrar('links'),
    registerCodeActionProvider: registrar('codeActions'),
    registerCompletionItemProvider: registrar('completion'),
  };
  return { languages, registered };
}

describe('withoutUnusedYamlProviders', () => {
  it("leaves out the YAML folding, link and code action providers and lets everything else through", () => {
    const { languages, registered } = fakeLanguages();
    const original = { ...languages };
    const results = withoutUnusedYamlProviders(languages, () => [
      languages.registerFoldingRangeProvider('yaml'),
      languages.registerLinkProvider('yaml'),
      languages.registerCodeActionProvider('yaml'),
      languages.registerCompletionItemProvider('yaml'),
      languages.registerCodeActionProvider('typescript'),
    ]);
    expect(registered).toEqual(['completion yaml', 'codeActions typescript']);
    // What monaco-yaml keeps in its list of disposables still disposes.
    for (const result of results) expect(typeof (result as { dispose: unknown }).dispose).toBe('function');
    // Afterwards (kitbench's own quick fixes, markers.ts) the YAML registrations are made again.
    expect(languages).toEqual(original);
    languages.registerCodeActionProvider('yaml');
    expect(registered.at(-1)).toBe('codeActions yaml');
  });

  it('puts the registrations back when configuring throws', () => {
    const { languages } = fakeLanguages();
    const original = { ...languages };
    expect(() =>
      withoutUnusedYamlProviders(languages, () => {
        throw new Error('no worker');
      }),
    ).toThrow('no worker');
    expect(languages).toEqual(original);
    expect(LEFT_OUT_YAML_PROVIDERS).toHaveLength(3);
  });
});

describe('what the YAML language server gives a manifest through the providers left out', () => {
  const service = getLanguageService({ schemaRequestService: async () => '', workspaceContext: { resolveRelativePath: (path) => path } });
  service.configure({
    validate: false,
    completion: true,
    schemas: [{ uri: 'https://kitbench.local/schema/service-manifest.json', fileMatch: ['**/service-manifest.yaml'], schema: manifestSchema as object }],
  });
  const document = TextDocument.create('file:///example/service-manifest.yaml', 'yaml', 1, EXAMPLE);

  it('no links and no code actions', async () => {
    expect(await service.findLinks(document)).toEqual([]);
    const everywhere = { start: { line: 0, character: 0 }, end: { line: document.lineCount, character: 0 } };
    expect(service.getCodeAction(document, { textDocument: { uri: document.uri }, range: everywhere, context: { diagnostics: [] } }) ?? []).toEqual([]);
  });

  it("folds what the indentation folds: each of its ranges starts on a line the next line is indented under", () => {
    const lines = EXAMPLE.split('\n');
    const indent = (line: string) => line.length - line.trimStart().length;
    const ranges = service.getFoldingRanges(document, { rangeLimit: 5000 }) ?? [];
    expect(ranges.length).toBeGreaterThan(3);
    for (const range of ranges) {
      const next = lines.slice(range.startLine + 1).find((line) => line.trim() !== '') ?? '';
      // A list item's range starts at its `- `: its keys sit under the dash's text, deeper than the dash.
      expect(indent(next), `line ${range.startLine + 1}: ${lines[range.startLine]}`).toBeGreaterThan(indent(lines[range.startLine]));
    }
  });
});
