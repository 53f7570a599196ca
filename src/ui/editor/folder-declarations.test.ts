import { describe, expect, it } from 'vitest';
import { FOLDER_PACKAGES_PATH, folderDeclarations, packageNames, providedModules } from './folder-declarations';

const file = (path: string) => `file:///dev_folder/${path}`;

describe('providedModules', () => {
  it('names the packages the extra libraries hold files of, and the modules they declare by name', () => {
    const provided = providedModules([
      { filePath: 'file:///node_modules/@gitbook/runtime/index.d.ts', content: "export * from '../../@service/runtime/index';" },
      { filePath: 'file:///node_modules/@gitbook/api/index.d.ts', content: '' },
      { filePath: 'file:///node_modules/@service/core/api/platform-types.d.ts', content: '' },
      { filePath: 'file:///node_modules/@kitbench/mocks.d.ts', content: "declare module 'msw' {\n}\ndeclare module 'kitbench/mocks' {}\ndeclare module '*.svg';" },
    ]);
    expect([...provided].sort()).toEqual(['@gitbook/api', '@gitbook/runtime', '@service/core', 'kitbench/mocks', 'msw']);
  });
});

describe('packageNames', () => {
  it('reads dependencies, devDependencies and peerDependencies', () => {
    const json = JSON.stringify({ dependencies: { '@gitbook/runtime': '*', 'itty-router': '^5' }, devDependencies: { '@gitbook/cli': 'workspace:*' }, peerDependencies: { react: '*' } });
    expect(packageNames(json)).toEqual(['@gitbook/runtime', 'itty-router', '@gitbook/cli', 'react']);
  });

  it('is empty without a package.json and undefined while one is not valid JSON', () => {
    expect(packageNames(undefined)).toEqual([]);
    expect(packageNames('null')).toEqual([]);
    expect(packageNames('{ "dependencies": { "itty-')).toBeUndefined();
  });
});

describe('folderDeclarations', () => {
  const sources = { 'src/index.ts': '', 'src/script.raw.js': '', 'src/own.raw.js': '', 'src/own.raw.d.ts': '', 'package.json': '' };
  const provided = new Set(['@gitbook/runtime', '@gitbook/api', 'msw']);

  it('never redeclares a package the editor types: a shorthand module would turn its types into namespaces', () => {
    const [packages] = folderDeclarations(file, sources, ['@gitbook/runtime', '@gitbook/api', 'itty-router', '@types/node', 'msw'], provided);
    expect(packages.filePath).toBe(FOLDER_PACKAGES_PATH);
    expect(packages.content).not.toContain("'@gitbook/runtime'");
    expect(packages.content).not.toContain("'@gitbook/api");
    expect(packages.content).not.toContain("'msw'");
    expect(packages.content).not.toContain('@types/node');
    expect(packages.content).toContain("declare module 'itty-router';\ndeclare module 'itty-router/*';");
    expect(packages.content).toContain("declare module '*.raw.js'");
  });

  it('gives each *.raw.js a string-typed *.raw.d.ts beside it, unless the folder has its own', () => {
    const [, ...siblings] = folderDeclarations(file, sources, [], provided);
    expect(siblings.map((s) => s.filePath)).toEqual(['file:///dev_folder/src/script.raw.d.ts']);
    expect(siblings[0].content).toContain('declare const text: string;\nexport default text;');
  });

  it('skips names that are no module name', () => {
    const [packages] = folderDeclarations(file, {}, ["evil'; declare module 'x", 'ok-name'], provided);
    expect(packages.content).not.toContain('evil');
    expect(packages.content).toContain("declare module 'ok-name';");
  });
});
