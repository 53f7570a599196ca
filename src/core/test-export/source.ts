/** Source text of values, for the exported test files: written as an author would write them by hand. */

/** A string literal in single quotes. */
export const str = (text: string): string => `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'").replace(/\n/g, '\\n').replace(/\r/g, '\\r')}'`;

/** A value as source text: `{ start: 2, tags: ['a'] }`, strings in single quotes, keys unquoted where they can be. */
export function js(value: unknown): string {
  if (typeof value === 'string') return str(value);
  if (Array.isArray(value)) return `[${value.map(js).join(', ')}]`;
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value).map(([key, inner]) => `${/^[A-Za-z_$][\w$]*$/.test(key) ? key : str(key)}: ${js(inner)}`);
    return entries.length ? `{ ${entries.join(', ')} }` : '{}';
  }
  return JSON.stringify(value) ?? 'undefined';
}

/** A regular expression literal matching `text` exactly where it appears. */
export function regExpOf(text: string): string {
  return `/${text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&').replace(/\n/g, '\\n')}/`;
}

/** The opening of an exported test file: imports and where it runs (beside the folder's manifest, by its name). */
export function header(what: string, manifestFile = 'service-manifest.yaml'): string[] {
  return [
    `// Exported from the kitbench playground: ${what}.`,
    `// Save it beside ${manifestFile} and run it with \`npx kitbench test\` (Node's test runner).`,
    "import assert from 'node:assert/strict';",
    "import { test } from 'node:test';",
    "import { loadIntegration } from 'kitbench/testing';",
    '',
  ];
}

/** `loadIntegration` on the folder the file is saved in; only the names of the variables are exported. */
export function loadLine(envNames: readonly string[] = []): string {
  const env = envNames.length ? `, { env: { ${envNames.map((name) => `${name}: process.env.${name} ?? ''`).join(', ')} } }` : '';
  return `const app = await loadIntegration(new URL('.', import.meta.url)${env});`;
}

/** One `test(...)` around `body`, closing the integration's worker at the end. */
export function testBlock(title: string, envNames: readonly string[] | undefined, body: string[]): string[] {
  return [
    `test(${str(title)}, async () => {`,
    `  ${loadLine(envNames)}`,
    '  try {',
    ...body.map((line) => (line ? `    ${line}` : '')),
    '  } finally {',
    '    await app.close();',
    '  }',
    '});',
  ];
}
