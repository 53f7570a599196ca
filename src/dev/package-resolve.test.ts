import { describe, expect, it } from 'vitest';
import { declarationCandidates, exportsTarget, splitSpecifier, typesPackageOf, typesVersionsPaths, versionInRange } from './package-resolve.ts';

describe('exportsTarget', () => {
  it('takes the types condition, in the order the package wrote its conditions, as TypeScript does', () => {
    // itty-router 4: types written last, after import (the bundler's condition): import's .mjs stands for its .d.mts
    expect(exportsTarget({ '.': { import: './index.mjs', require: './index.js', types: './index.d.ts' } }, '.')).toBe('./index.mjs');
    expect(exportsTarget({ '.': { types: './index.d.ts', import: './index.mjs' } }, '.')).toBe('./index.d.ts');
    // @copilot-extensions/preview-sdk: conditions without a '.' key
    expect(exportsTarget({ default: './index.js', types: './index.d.ts' }, '.')).toBe('./index.js');
    // graphql-request 5: nested conditions; require is not the bundler's
    const nested = { '.': { require: { types: './cjs/index.d.ts' }, import: { types: './esm/index.d.ts', default: './esm/index.js' } } };
    expect(exportsTarget(nested, '.')).toBe('./esm/index.d.ts');
    // a bare string
    expect(exportsTarget('./index.js', '.')).toBe('./index.js');
  });

  it('maps subpaths and patterns (the longest prefix wins), and says nothing for what is not exported', () => {
    const exports = { '.': './index.js', './cors': { types: './cors.d.ts' }, './*': './dist/*.js', './utils/*': { types: './types/utils/*.d.ts' } };
    expect(exportsTarget(exports, './cors')).toBe('./cors.d.ts');
    expect(exportsTarget(exports, './json')).toBe('./dist/json.js');
    expect(exportsTarget(exports, './utils/fetch')).toBe('./types/utils/fetch.d.ts');
    expect(exportsTarget({ '.': './index.js' }, './internal')).toBeUndefined();
    expect(exportsTarget({ '.': { require: './index.cjs', node: './node.js' } }, '.')).toBeUndefined();
    expect(exportsTarget({ '.': null }, '.')).toBeUndefined();
  });

  it('takes a versioned types condition only when the editor is in its range', () => {
    expect(exportsTarget({ '.': { 'types@<4.0': './old.d.ts', types: './index.d.ts' } }, '.')).toBe('./index.d.ts');
    expect(exportsTarget({ '.': { 'types@>=5.0': './ts5/index.d.ts', types: './index.d.ts' } }, '.')).toBe('./ts5/index.d.ts');
  });
});

describe('typesVersions', () => {
  it('reads ranges as TypeScript writes them', () => {
    expect(versionInRange('*')).toBe(true);
    expect(versionInRange('>=4.2')).toBe(true);
    expect(versionInRange('<4.0')).toBe(false);
    expect(versionInRange('>=3.1 <5')).toBe(false);
    expect(versionInRange('<3.0 || >=5.9')).toBe(true);
    expect(versionInRange('>=6')).toBe(false);
  });

  it("maps a path with the first range the editor is in, patterns and exact names alike", () => {
    const versions = { '<4.0': { '*': ['ts3/*'] }, '>=4.0': { 'index.d.ts': ['ts4/index.d.ts'], '*': ['ts4/*'] } };
    expect(typesVersionsPaths(versions, 'index.d.ts')).toEqual(['ts4/index.d.ts']);
    expect(typesVersionsPaths(versions, 'client')).toEqual(['ts4/client']);
    expect(typesVersionsPaths({ '<4': { '*': ['old/*'] } }, 'client')).toBeUndefined();
    expect(typesVersionsPaths(undefined, 'client')).toBeUndefined();
  });
});

describe('names and candidates', () => {
  it('splits a specifier into its package and path, refusing anything that would leave node_modules', () => {
    expect(splitSpecifier('@octokit/core/types')).toEqual({ name: '@octokit/core', subpath: 'types' });
    expect(splitSpecifier('itty-router')).toEqual({ name: 'itty-router', subpath: '' });
    for (const bad of ['../secrets', 'pkg/../../etc/passwd', '/etc/passwd', '@scope', 'pkg//x', 'node:fs', 'pkg\\..\\x', '.', '@../x']) {
      expect(splitSpecifier(bad), bad).toBeUndefined();
    }
  });

  it('names the @types package as TypeScript mangles it', () => {
    expect(typesPackageOf('aws-lambda')).toBe('@types/aws-lambda');
    expect(typesPackageOf('@babel/core')).toBe('@types/babel__core');
  });

  it('looks for declarations only, never the JavaScript or TypeScript source itself', () => {
    expect(declarationCandidates('dist/index.js')).toEqual(['dist/index.d.ts']);
    expect(declarationCandidates('dist/index.mjs')).toEqual(['dist/index.d.mts']);
    expect(declarationCandidates('src/index.cts')).toEqual(['src/index.d.cts']);
    expect(declarationCandidates('types/index.d.ts')).toEqual(['types/index.d.ts']);
    expect(declarationCandidates('dist/index')).toEqual(['dist/index.d.ts', 'dist/index/index.d.ts']);
    expect(declarationCandidates('data.json')).toEqual([]);
  });
});
