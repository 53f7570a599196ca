import { readdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { CliIO } from './io.ts';
import { main } from './main.ts';

const examples = fileURLToPath(new URL('../examples/', import.meta.url));

/** The example folders are laid out as the platform's CLI creates an integration: the CLI must accept them as is. */
describe('kitbench validate on the bundled examples', () => {
  for (const name of readdirSync(examples)) {
    it(`accepts ${name}/service-manifest.yaml with its script and assets`, async () => {
      const out: string[] = [];
      const io: CliIO = {
        stdout: (text) => out.push(text),
        stderr: (text) => out.push(text),
        readFile: async (path) => new Uint8Array(await readFile(path)),
        cwd: examples,
        now: () => 0,
      };
      const code = await main(['validate', `${examples}${name}/service-manifest.yaml`, '--format', 'json'], io);
      const report = JSON.parse(out.join(''));
      expect(report.diagnostics.filter((d: { severity: string }) => d.severity === 'error')).toEqual([]);
      expect(code).toBe(0);
    });
  }
});
