import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { codeOnly, scanSources } from './differences';

describe('what one engine allows and the other refuses, read from the author\'s files', () => {
  it('finds code generation, Node globals and workerd-only globals at their line, not in comments or served pages', () => {
    const root = mkdtempSync(join(tmpdir(), 'kitbench-differences-'));
    writeFileSync(
      join(root, 'index.ts'),
      [
        '// eval(commented) is not code',
        'const page = `<script>document.title = "x"; eval("1")</script>`;',
        "const run = new Function('return 1');",
        'const cached = await caches.default.match(request);',
        "const size = Buffer.from('x').length;",
      ].join('\n'),
    );
    const findings = scanSources(root, ['index.ts']);
    expect(findings.map((finding) => `${finding.line}:${finding.message.split(':')[0]}`)).toEqual([
      '3:new Function() generates code from a string',
      '5:`Buffer` is a Node global',
      '4:`caches` exists in workerd, not in kitbench\'s engines',
    ]);
  });

  it('warns about navigator members workerd lacks and Wasm compiled from bytes, not about the members it has', () => {
    const root = mkdtempSync(join(tmpdir(), 'kitbench-differences-'));
    writeFileSync(
      join(root, 'index.ts'),
      [
        'const agent = navigator.userAgent + navigator.language + navigator.hardwareConcurrency;',
        "navigator.sendBeacon('/ping');",
        'const module = await WebAssembly.compile(bytes);',
        'const instance = await WebAssembly.instantiate(imported);',
      ].join('\n'),
    );
    expect(scanSources(root, ['index.ts']).map((finding) => `${finding.line}:${finding.message.split(':')[0]}`)).toEqual([
      '2:`navigator.sendBeacon`',
      '3:compiling WebAssembly from bytes at run time',
    ]);
  });

  it('keeps the code inside a template\'s ${…} and every position', () => {
    const source = 'const a = `text ${eval(x)} more`; // eval(y)';
    const code = codeOnly(source);
    expect(code).toHaveLength(source.length);
    expect(code).toContain('${eval(x)}');
    expect(code).not.toContain('text');
    expect(code).not.toContain('eval(y)');
  });
});
