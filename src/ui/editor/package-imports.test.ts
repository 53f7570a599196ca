import { describe, expect, it } from 'vitest';
import { packageImports, packageOf } from './package-imports';

const provided = new Set(['@gitbook/runtime', '@gitbook/runtime/jsx-runtime', '@gitbook/api', 'msw', 'kitbench/mocks']);

describe('packageImports', () => {
  it("lists the packages the script's files import, by package, with where the first import is written", () => {
    const sources = {
      'src/index.ts': "import { Router } from 'itty-router';\nimport { createIntegration } from '@gitbook/runtime';\n\nimport type { CopilotRequestPayload } from '@copilot-extensions/preview-sdk';\n",
      'src/github.ts': "import { App, Octokit } from 'octokit';\nexport { json } from 'itty-router/json';\nconst jwt = await import('@tsndr/cloudflare-worker-jwt');",
      'kitbench.mocks.ts': "import { http } from 'msw';\nimport { defineMocks } from 'kitbench/mocks';",
    };
    expect(packageImports(sources, provided)).toEqual([
      { name: '@copilot-extensions/preview-sdk', specifiers: ['@copilot-extensions/preview-sdk'], file: 'src/index.ts', line: 4, column: 44 },
      { name: '@tsndr/cloudflare-worker-jwt', specifiers: ['@tsndr/cloudflare-worker-jwt'], file: 'src/github.ts', line: 3, column: 26 },
      { name: 'itty-router', specifiers: ['itty-router', 'itty-router/json'], file: 'src/github.ts', line: 2, column: 22 },
      { name: 'octokit', specifiers: ['octokit'], file: 'src/github.ts', line: 1, column: 30 },
    ]);
  });

  it('leaves out relative, text, node: and absolute imports, what kitbench types, and files that are not scripts', () => {
    const sources = {
      'src/index.tsx': [
        "import script from './script.raw.js';",
        "import text from './notes.txt?raw';",
        "import { readFile } from 'node:fs/promises';",
        "import x from '/abs/path';",
        "import { jsx } from '@gitbook/runtime/jsx-runtime';",
        "import { ContentKitIcon } from '@gitbook/api';",
        "import '../outside';",
      ].join('\n'),
      'README.md': "import { Router } from 'itty-router';",
      'src/script.raw.js': "import tracker from 'tracker-lib';",
    };
    expect(packageImports(sources, provided)).toEqual([]);
  });

  it('names the package of a specifier', () => {
    expect(packageOf('@octokit/core/types')).toBe('@octokit/core');
    expect(packageOf('itty-router/cors')).toBe('itty-router');
  });
});
