import { describe, expect, it } from 'vitest';
import { codeMask, handlerSource, upsertMockHandler, urlPattern } from './edit';

const issue = { method: 'GET', url: 'https://api.tracker.example/issues/42?expand=1', status: 200, body: '{"title":"Crash on save"}' };

describe('upsertMockHandler', () => {
  it('creates the file with the import and one handler', () => {
    const edit = upsertMockHandler(undefined, issue);
    expect(edit.ok).toBe(true);
    if (!edit.ok) return;
    expect(edit.text).toContain("import { http, HttpResponse } from 'msw';");
    expect(edit.text).toContain("http.get('https://api.tracker.example/issues/42', () =>");
    expect(edit.text).toContain('"title": "Crash on save"');
    expect(edit.text).toMatch(/export default \[\n {2}http\.get/);
  });

  it('adds to an existing array after the last item, keeping comments and other code', () => {
    const text = `// my mocks
import { http, HttpResponse } from 'msw';
const base = 'https://a.example'; // ] not the end

export default [
  http.get(\`\${base}/x\`, () => HttpResponse.json({ a: '[' })) // first
];
`;
    const edit = upsertMockHandler(text, issue);
    if (!edit.ok) throw new Error(edit.error);
    expect(edit.text.startsWith('// my mocks\nimport { http, HttpResponse }')).toBe(true);
    expect(edit.text).toContain("http.get(`${base}/x`, () => HttpResponse.json({ a: '[' })),\n  http.get('https://api.tracker.example/issues/42'");
    expect(edit.text).toContain("const base = 'https://a.example'; // ] not the end");
    expect(edit.text.trimEnd().endsWith('];')).toBe(true);
  });

  it('replaces the handler for the same method and URL', () => {
    const first = upsertMockHandler(undefined, issue);
    if (!first.ok) throw new Error();
    const second = upsertMockHandler(first.text, { ...issue, body: '{"title":"Fixed"}' });
    if (!second.ok) throw new Error();
    expect(second.replaced).toBe(true);
    expect(second.text).toContain('"title": "Fixed"');
    expect(second.text).not.toContain('Crash on save');
    expect(second.text.match(/http\.get/g)).toHaveLength(1);
  });

  it('follows `export default handlers` to its array and adds missing import names', () => {
    const text = "import { http } from 'kitbench/mocks';\nconst handlers = [];\nexport default handlers;\n";
    const edit = upsertMockHandler(text, { ...issue, method: 'POST', status: 201 });
    if (!edit.ok) throw new Error(edit.error);
    expect(edit.text).toContain("import { http, HttpResponse } from 'kitbench/mocks';");
    expect(edit.text).toContain("const handlers = [\n  http.post('https://api.tracker.example/issues/42'");
    expect(edit.text).toContain('{ status: 201 }');
  });

  it('gives the handler to paste when there is no array to add to', () => {
    const edit = upsertMockHandler("export default makeHandlers();\n", issue);
    expect(edit.ok).toBe(false);
    if (edit.ok) return;
    expect(edit.error).toContain('export default [');
    expect(edit.snippet).toContain('http.get(');
  });
});

describe('handlerSource', () => {
  it('answers text bodies with their content type', () => {
    expect(handlerSource({ method: 'GET', url: 'https://x.example/a', status: 404, body: 'nope', contentType: 'text/html' })).toContain(
      `new HttpResponse("nope", { status: 404, headers: { 'Content-Type': "text/html" } })`,
    );
  });
  it('writes a note inside the handler, so the next recording of the same request replaces it with the handler', () => {
    const first = upsertMockHandler(undefined, { method: 'GET', url: 'https://x.example/a', status: 200, body: '{"n":1}', note: 'The response body was 5.0 MB;\nthe rest was cut.' });
    if (!first.ok) throw new Error(first.error);
    expect(first.text).toContain("http.get('https://x.example/a', () =>\n    // The response body was 5.0 MB; the rest was cut.\n    HttpResponse.json(");
    const second = upsertMockHandler(first.text, { method: 'GET', url: 'https://x.example/a', status: 200, body: '{"n":2}' });
    if (!second.ok) throw new Error(second.error);
    expect(second.text).not.toContain('5.0 MB');
    expect(second.text).toContain('"n": 2');
  });
  it('matches origin and path only', () => {
    expect(urlPattern('https://x.example/a/b?token=1#h')).toBe('https://x.example/a/b');
  });
});

describe('codeMask', () => {
  it('marks strings, comments and template text as not code', () => {
    const text = "a('[', `x${b}]`) // ]";
    const mask = codeMask(text);
    expect(mask[text.indexOf('[')]).toBe(false);
    expect(mask[text.indexOf('b')]).toBe(true);
    expect(mask[text.lastIndexOf(']')]).toBe(false);
  });
});
