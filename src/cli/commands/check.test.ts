import { describe, expect, it } from 'vitest';
import type { CliIO } from '../io';
import { main } from '../main';

// `kitbench check` as an author runs it: the script in workerd (miniflare) with the platform's settings, each
// handler once, what fails said at the author's file and line in the platform's words.
function capture(): CliIO & { out: string; err: string } {
  const io = {
    out: '',
    err: '',
    stdout: (text: string) => {
      io.out += text;
    },
    stderr: (text: string) => {
      io.err += text;
    },
    readFile: async () => new Uint8Array(),
    cwd: new URL('../../..', import.meta.url).pathname,
    now: () => 0,
  };
  return io;
}

const fixture = (name: string) => `src/workerd/__fixtures__/${name}`;

describe('kitbench check', () => {
  it('passes on real-style folders, each handler the manifest implies run once in workerd', async () => {
    const io = capture();
    expect(await main(['check', 'e2e/fixtures/real-style/diagram-code'], io)).toBe(0);
    expect(io.out).toContain('compatibility date 2025-05-25, flags nodejs_compat');
    expect(io.out).toContain('ok   render of block "drawing"');
    expect(io.out).toContain('ok   render of block "sequence"');
    expect(io.out).toContain('ok   the fetch handler (GET /)');
    // The page the fetch handler serves (a template literal) uses the DOM: that is not the script's own code.
    expect(io.out).not.toContain('`document`');
    expect(io.out).toMatch(/passed\.\n$/);
  }, 60_000);

  it('passes on a real-world folder with an event handler', async () => {
    const io = capture();
    expect(await main(['check', 'fixtures/real-world/newsletter', '--format', 'json'], io)).toBe(0);
    const report = JSON.parse(io.out) as { ok: boolean; steps: { what: string; workerd: { ok: boolean } }[] };
    expect(report.ok).toBe(true);
    expect(report.steps.map((step) => step.what)).toEqual(['render of block "subscribe"', 'the fetch handler (GET /)', 'the "space_installation_setup" event handler (a default event)']);
    expect(report.steps.every((step) => step.workerd.ok)).toBe(true);
  }, 60_000);

  it('fails on code generated from a string at request time, at the line, in workerd\'s words', async () => {
    const io = capture();
    expect(await main(['check', fixture('codegen')], io)).toBe(1);
    expect(io.err).toMatch(/error: src\/index\.jsx:4:\d+: render of block "formula" fails in workerd \(it runs in kitbench\)/);
    expect(io.err).toContain('EvalError: Code generation from strings disallowed for this context');
    expect(io.err).toContain('1 error');
  }, 60_000);

  it('fails on I/O in the global scope, at the line, in workerd\'s words', async () => {
    const io = capture();
    expect(await main(['check', fixture('global-io')], io)).toBe(1);
    expect(io.err).toMatch(/error: src\/index\.jsx:4:\d+: render of block "formula" fails in workerd/);
    expect(io.err).toContain('Disallowed operation called within global scope');
  }, 60_000);

  it('passes a node:* built-in (workerd has it under nodejs_compat) and warns that kitbench refuses it', async () => {
    const io = capture();
    expect(await main(['check', fixture('node-builtin')], io)).toBe(0);
    expect(io.out).toContain('ok   render of block "formula"');
    expect(io.out).toContain("warning: src/index.jsx: imports node:crypto: workerd gives it under nodejs_compat (the platform enables it), but kitbench's engines refuse");
  }, 60_000);

  it('passes a Node global in the global scope (workerd has it under nodejs_compat) and warns that kitbench\'s engine cannot load the script', async () => {
    const io = capture();
    expect(await main(['check', fixture('node-global')], io)).toBe(0);
    expect(io.out).toContain('ok   render of block "formula"');
    expect(io.out).toContain('warning: src/index.jsx:4:16: `Buffer` is a Node global');
    expect(io.out).toContain(
      "warning: src/index.jsx:4:23: the script loads in workerd but not in kitbench's engine, so the playground and kitbench/testing cannot run it: TypeError: Cannot read properties of undefined (reading 'from')",
    );
  }, 60_000);

  it('says what is wrong with its input', async () => {
    const help = capture();
    expect(await main(['check', '--help'], help)).toBe(0);
    expect(help.out).toContain('Usage: kitbench check [folder]');
    const missing = capture();
    expect(await main(['check', 'no/such/folder'], missing)).toBe(2);
    expect(missing.err).toContain('is not a folder');
  });
});
