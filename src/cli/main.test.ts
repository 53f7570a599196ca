import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manifestSchema, publishedManifestSchema } from '../core/manifest/index.ts';
import type { CliIO } from './io.ts';
import { main } from './main.ts';

const MINIMAL = `name: minimal
title: Minimal
description: The smallest valid manifest.
organization: acme
visibility: private
scopes:
  - space:content:read
`;

let dir: string;

/** Runs the CLI in `dir` and captures what it prints. */
async function run(...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const io: CliIO = {
    stdout: (text) => out.push(text),
    stderr: (text) => err.push(text),
    readFile: async (path) => new Uint8Array(await readFile(path)),
    cwd: dir,
    now: () => 0,
  };
  const code = await main(argv, io);
  return { code, stdout: out.join(''), stderr: err.join('') };
}

function png(width: number, height: number): Uint8Array {
  const bytes = new Uint8Array(33);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  new DataView(bytes.buffer).setUint32(16, width);
  new DataView(bytes.buffer).setUint32(20, height);
  return bytes;
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'kitbench-cli-'));
  await writeFile(join(dir, 'valid.yaml'), MINIMAL);
  await writeFile(join(dir, 'bad.yaml'), MINIMAL.replace('visibility: private', 'visibility: secret').concat('colour: blue\n'));
  await writeFile(join(dir, 'warn.yaml'), `${MINIMAL}  - site:script:inject\n`);
  await writeFile(join(dir, 'binary.yaml'), new Uint8Array([0x6e, 0x3a, 0xff, 0xfe, 0x00, 0x01]));
  await writeFile(join(dir, 'broken.yaml'), 'name: [unclosed\n');
  await mkdir(join(dir, 'integration/assets'), { recursive: true });
  await writeFile(
    join(dir, 'integration/service-manifest.yaml'),
    `${MINIMAL}script: src/index.ts\nicon: assets/icon.png\npreviewImages:\n  - assets/preview.png\nsecrets:\n  CLIENT_ID: \${{ env.CLIENT_ID }}\n`,
  );
  await writeFile(join(dir, 'integration/assets/icon.png'), png(64, 64));
  await writeFile(join(dir, 'integration/assets/preview.png'), png(1000, 1000));
  await mkdir(join(dir, 'integration/src'));
  await writeFile(join(dir, 'integration/src/index.ts'), 'export default {};\n');
  await writeFile(join(dir, 'ok.env'), 'CLIENT_ID=abc\n');
  await writeFile(join(dir, 'empty.env'), '# nothing\n');
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('kitbench validate', () => {
  it('exits 0 on a valid manifest and says so', async () => {
    expect(await run('validate', 'valid.yaml')).toEqual({ code: 0, stdout: 'valid.yaml is valid\n', stderr: '' });
  });

  it('prints file:line:column severity code message, a summary, and exits 1 when invalid', async () => {
    const { code, stdout } = await run('validate', 'bad.yaml');
    expect(code).toBe(1);
    expect(stdout.split('\n')).toEqual([
      'bad.yaml:5:13 error enum visibility must be one of private, unlisted, public',
      'bad.yaml:8:1 warning unknown-key unknown key "colour"',
      'bad.yaml is invalid: 1 error, 1 warning',
      '',
    ]);
  });

  it('prints exactly the documented JSON shape', async () => {
    const { code, stdout } = await run('validate', 'bad.yaml', '--format', 'json');
    expect(code).toBe(1);
    expect(JSON.parse(stdout)).toEqual({
      file: 'bad.yaml',
      valid: false,
      diagnostics: [
        {
          severity: 'error',
          code: 'enum',
          message: 'visibility must be one of private, unlisted, public',
          pointer: '/visibility',
          line: 5,
          column: 13,
        },
        { severity: 'warning', code: 'unknown-key', message: 'unknown key "colour"', pointer: '/colour', line: 8, column: 1 },
      ],
    });
  });

  it('exits 0 when there are only warnings', async () => {
    const { code, stdout } = await run('validate', 'warn.yaml', '--format=json');
    expect(code).toBe(0);
    expect(JSON.parse(stdout)).toMatchObject({ valid: true, diagnostics: [{ severity: 'warning', code: 'internal-scope' }] });
  });

  it('resolves local paths against the manifest folder and measures preview images', async () => {
    const { code, stdout } = await run('validate', 'integration/service-manifest.yaml');
    expect(code).toBe(0);
    expect(stdout).toContain('integration/service-manifest.yaml:11:5 warning preview-image-ratio');
    expect(stdout).toContain('1000x1000');
  });

  it('resolves local paths against --root', async () => {
    const { code, stdout } = await run('validate', 'integration/service-manifest.yaml', '--root', '.');
    expect(code).toBe(1);
    expect(stdout.match(/file-not-found/g)).toHaveLength(3);
  });

  it('checks secrets against --env-file: missing variables fail', async () => {
    expect((await run('validate', 'integration/service-manifest.yaml', '--env-file', 'ok.env')).code).toBe(0);
    const missing = await run('validate', 'integration/service-manifest.yaml', '--env-file', 'empty.env');
    expect(missing.code).toBe(1);
    expect(missing.stdout).toContain(':13:14 error missing-env secrets.CLIENT_ID needs the environment variable CLIENT_ID');
  });

  it('reports malformed YAML and binary data as diagnostics, exit 1', async () => {
    const broken = await run('validate', 'broken.yaml', '--format', 'json');
    expect(broken.code).toBe(1);
    expect(JSON.parse(broken.stdout).diagnostics[0]).toMatchObject({ code: 'yaml-syntax', line: 1, column: 7 });
    const binary = await run('validate', 'binary.yaml');
    expect(binary.code).toBe(1);
    expect(binary.stdout).toContain('binary.yaml:1:1 error binary');
  });

  it('exits 2 on an unreadable file or env file', async () => {
    const missing = await run('validate', 'nope.yaml');
    expect(missing).toMatchObject({ code: 2, stdout: '' });
    expect(missing.stderr).toContain('cannot read "nope.yaml": no such file');
    expect((await run('validate', 'valid.yaml', '--env-file', 'nope.env')).code).toBe(2);
    expect((await run('validate', '.')).code).toBe(2);
  });

  it('validates a folder’s manifest by either name, the spec’s first, and says which one it ignores', async () => {
    await mkdir(join(dir, 'platform'));
    await writeFile(join(dir, 'platform/gitbook-manifest.yaml'), MINIMAL.replace('visibility: private', 'visibility: secret'));
    const platform = await run('validate', 'platform', '--format', 'json');
    expect(platform).toMatchObject({ code: 1, stderr: '' });
    expect(JSON.parse(platform.stdout)).toMatchObject({ file: join('platform', 'gitbook-manifest.yaml'), valid: false, diagnostics: [{ code: 'enum', line: 5 }] });

    await writeFile(join(dir, 'platform/service-manifest.yaml'), MINIMAL);
    const both = await run('validate', 'platform');
    expect(both.code).toBe(0);
    expect(both.stdout).toBe(`${join('platform', 'service-manifest.yaml')} is valid\n`);
    expect(both.stderr).toBe(
      "kitbench validate: Both service-manifest.yaml and gitbook-manifest.yaml are here: kitbench uses service-manifest.yaml (the spec's name wins) and ignores gitbook-manifest.yaml. Delete or rename the one you do not mean.\n",
    );
  });

  it('exits 2 on a folder with neither manifest, naming both names', async () => {
    await mkdir(join(dir, 'neither'));
    const neither = await run('validate', 'neither');
    expect(neither).toMatchObject({ code: 2, stdout: '' });
    expect(neither.stderr).toBe(
      `kitbench validate: No manifest in ${join(dir, 'neither')}: kitbench looks for service-manifest.yaml (the spec's name) or gitbook-manifest.yaml (the name the platform's CLI uses). Pass the manifest file itself, or the folder that holds it.\n`,
    );
  });

  it('exits 2 with the help on usage errors', async () => {
    for (const argv of [[], ['a.yaml', 'b.yaml'], ['valid.yaml', '--format', 'xml'], ['valid.yaml', '--strict']]) {
      const { code, stderr } = await run('validate', ...argv);
      expect(code, argv.join(' ')).toBe(2);
      expect(stderr).toContain('Usage: kitbench validate');
    }
  });

  it('prints its help with --help', async () => {
    const { code, stdout } = await run('validate', '--help');
    expect(code).toBe(0);
    expect(stdout).toContain('--env-file FILE');
  });
});

describe('kitbench schema', () => {
  it('prints the JSON Schema for editors: the validator’s, without what only warns', async () => {
    const { code, stdout } = await run('schema');
    expect(code).toBe(0);
    const printed = JSON.parse(stdout);
    expect(printed).toEqual(publishedManifestSchema());
    expect(printed.$id).toBe(manifestSchema.$id);
    // the spec's required keys that the validator reports through its spec-required rule are required here too
    expect(printed.required).toEqual([...manifestSchema.required, 'description', 'visibility', 'organization']);
    expect(stdout).not.toContain('"additionalProperties": false');
    expect(stdout).not.toContain('"uniqueItems"');
  });

  it('has help and rejects arguments', async () => {
    expect((await run('schema', '--help')).stdout).toContain('Usage: kitbench schema');
    expect((await run('schema', 'extra')).code).toBe(2);
  });
});

describe('kitbench', () => {
  it('lists the commands with --help, and exits 2 without a command', async () => {
    expect((await run('--help')).stdout).toContain('validate <manifest|folder>');
    const none = await run();
    expect(none.code).toBe(2);
    expect(none.stderr).toContain('Usage: kitbench <command>');
  });

  it('exits 2 on an unknown command', async () => {
    const { code, stderr } = await run('valdiate');
    expect(code).toBe(2);
    expect(stderr).toContain('unknown command "valdiate"');
  });

  it('hands webhook commands to the webhook module, or says they are missing', async () => {
    const { code, stderr } = await run('webhook', '--help');
    if (stderr.includes('not available')) expect(code).toBe(2);
    else expect(stderr).not.toContain('unknown command');
  });
});
