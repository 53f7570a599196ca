import { describe, expect, it } from 'vitest';
import { declarationPathOf, jsonDeclaration, jsonImports, jsonModuleDeclarations } from './json-modules';

const uri = (path: string) => `file:///ws/${path}`;

describe('jsonImports', () => {
  it('finds the relative .json imports of script files that exist in the folder, resolved from the importing file', () => {
    const sources = {
      'package.json': '{}',
      'src/data/plans.json': '[]',
      'src/metadata.ts': "import pkg from '../package.json';\nexport { default as plans } from './data/plans.json';",
      'src/other.ts': "import x from './missing.json'; import y from 'some-package/data.json'; import z from '../../outside.json';",
      'README.md': "import pkg from './package.json'",
    };
    expect(jsonImports(sources)).toEqual(['package.json', 'src/data/plans.json']);
  });
});

describe('jsonDeclaration', () => {
  it('types the value as tsc does with resolveJsonModule: widened, `export =`', () => {
    const text = jsonDeclaration('{ "name": "segment", "version": "1.2.0", "private": true, "n": 3, "tags": ["a", "b"] }', false);
    expect(text).toContain('declare const json: { "name": string; "version": string; "private": boolean; "n": number; "tags": string[]; };');
    expect(text).toContain('export = json;');
  });

  it('null and empty arrays follow strictNullChecks; objects of different keys get the others as optional undefined', () => {
    expect(jsonDeclaration('{ "a": null, "b": [] }', true)).toContain('{ "a": null; "b": never[]; }');
    expect(jsonDeclaration('{ "a": null, "b": [] }', false)).toContain('{ "a": any; "b": any[]; }');
    expect(jsonDeclaration('[{ "a": 1 }, { "b": "x" }, 2]', true)).toContain('({ "a": number; "b"?: undefined; } | { "b": string; "a"?: undefined; } | number)[]');
  });

  it('a file that is not JSON is `any` (the JSON editor says what is wrong)', () => {
    expect(jsonDeclaration('{ "name": ', true)).toContain('declare const json: any;');
  });
});

describe('jsonModuleDeclarations', () => {
  it('puts a declaration beside each imported file, where TypeScript looks first, unless the author wrote one', () => {
    const sources = { 'package.json': '{ "version": "1" }', 'src/a.json': '1', 'src/a.d.json.ts': 'export {}', 'src/index.ts': "import p from '../package.json'; import a from './a.json';" };
    const libs = jsonModuleDeclarations(uri, sources, false);
    expect(libs.map((lib) => lib.filePath)).toEqual([uri('package.d.json.ts')]);
    expect(declarationPathOf('src/data.json')).toBe('src/data.d.json.ts');
  });
});
