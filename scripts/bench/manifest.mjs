// The manifest figures of DESIGN.md: validating a generated 3,000-line manifest against parsing it with `yaml`
// alone, and the gzip size of the JS the app loads before the Monaco chunk.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { parse, parseDocument } from 'yaml';

const root = fileURLToPath(new URL('../../', import.meta.url));
const RUNS = 41;

/** A valid manifest of about `lines` lines: many configuration properties of every type. */
export function generateManifest(lines = 3000) {
  const head = [
    'name: bench-integration',
    'title: Bench Integration',
    'description: A generated manifest for the validation benchmark.',
    'summary: |',
    '  # Bench',
    '  Generated.',
    'organization: bench-org',
    'visibility: public',
    'scopes:',
    '  - space:content:read',
    '  - site:views:read',
    'categories:',
    '  - analytics',
    'blocks:',
  ];
  const out = [...head];
  for (let i = 0; i < 40; i++) out.push(`  - id: block-${i}`, `    title: Block ${i}`, `    description: Block number ${i}.`);
  out.push('configurations:', '  site:', '    properties:');
  const required = [];
  for (let i = 0; out.length < lines - 12; i++) {
    const name = `property_${i}`;
    out.push(`      ${name}:`);
    switch (i % 4) {
      case 0:
        out.push('        type: string', `        title: Property ${i}`, '        description: A choice.');
        out.push('        enum:', '          - one', '          - two', '        default: one');
        required.push(name);
        break;
      case 1:
        out.push('        type: number', `        title: Property ${i}`, '        description: A number.', `        default: ${i}`);
        break;
      case 2:
        out.push('        type: boolean', `        title: Property ${i}`, '        description: A switch.', '        default: true');
        break;
      default:
        out.push('        type: button', `        title: Property ${i}`, '        description: Connect.');
        out.push('        button_text: Connect', '        callback_url: /oauth');
    }
  }
  out.push('    required:', ...required.slice(0, 5).map((name) => `      - ${name}`));
  out.push('secrets:', '  CLIENT_ID: ${{ env.CLIENT_ID }}', '  CLIENT_SECRET: ${{ env.CLIENT_SECRET }}');
  return `${out.join('\n')}\n`;
}

/** Medians of each function, measured round-robin so that JIT warm-up, GC and a busy machine hit all alike. */
function medians(...fns) {
  for (let i = 0; i < 10; i++) for (const fn of fns) fn();
  const times = fns.map(() => []);
  for (let i = 0; i < RUNS; i++) {
    for (const [index, fn] of fns.entries()) {
      const start = performance.now();
      fn();
      times[index].push(performance.now() - start);
    }
  }
  return times.map((list) => list.sort((x, y) => x - y)[Math.floor(list.length / 2)]);
}

async function validateFigures() {
  const bundle = `${root}dist-cli/kitbench.mjs`;
  if (!existsSync(bundle)) throw new Error('dist-cli/kitbench.mjs is missing: run `npm run build` first');
  const { validate } = await import(bundle);
  const text = generateManifest(3000);
  const check = validate(text);
  if (!check.valid) throw new Error(`the generated manifest is invalid: ${check.diagnostics[0]?.message}`);
  // `yaml` parsing the same text to plain JS is the floor validation cannot go below. Its default duplicate-key
  // check is quadratic per mapping (validate does its own in one pass), so the floor without it is shown too.
  const [parseMs, validateMs, bareMs] = medians(
    () => parse(text),
    () => validate(text),
    () => parseDocument(text, { uniqueKeys: false }).toJS(),
  );
  const ratio = validateMs / parseMs;
  const lines = text.split('\n').length - 1;
  return [
    { figure: `yaml parse, ${lines}-line manifest (median)`, value: `${parseMs.toFixed(2)} ms`, target: 'floor', ok: true },
    { figure: `validate, ${lines}-line manifest (median)`, value: `${validateMs.toFixed(2)} ms`, target: '', ok: true },
    { figure: 'validate / parse', value: `${ratio.toFixed(2)}x`, target: '<= 1.5x', ok: ratio <= 1.5 },
    {
      figure: 'validate / parse without yaml duplicate-key check',
      value: `${(validateMs / bareMs).toFixed(2)}x`,
      target: 'info',
      ok: true,
    },
  ];
}

async function initialJsFigure() {
  // KITBENCH_OUT: the e2e convention for building into one's own folder; `npm run bench` builds dist/
  const out = `${root}${process.env.KITBENCH_OUT ?? 'dist'}/`;
  const indexPath = `${out}index.html`;
  if (!existsSync(indexPath)) throw new Error(`${indexPath} is missing: run \`npm run build\` first`);
  const html = await readFile(indexPath, 'utf8');
  // what the browser fetches before any lazy import: entry scripts and modulepreloads
  const sources = new Set();
  for (const match of html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)) sources.add(match[1]);
  // The editor chunk's own preloads (data-preload="editor", vite.config.ts preloadChunks) are fetched in parallel
  // with the shell, not before it: they are what this figure is measured before.
  for (const [tag] of html.matchAll(/<link\b[^>]*>/g)) {
    if (!/\brel="modulepreload"/.test(tag) || /\bdata-preload="editor"/.test(tag)) continue;
    const href = /\bhref="([^"]+)"/.exec(tag);
    if (href) sources.add(href[1]);
  }
  let bytes = 0;
  for (const source of sources) {
    if (!source.endsWith('.js')) continue;
    bytes += gzipSync(await readFile(`${out}${source.replace(/^\.?\//, '')}`), { level: 9 }).length;
  }
  const kb = bytes / 1024;
  return [
    {
      figure: `JS before the editor chunk, gzip (${sources.size} file${sources.size === 1 ? '' : 's'})`,
      value: `${kb.toFixed(1)} KB`,
      target: '< 200 KB',
      ok: kb < 200,
    },
  ];
}

/** The rows of this bench. */
export async function run() {
  const rows = [];
  for (const figures of [validateFigures, initialJsFigure]) {
    try {
      rows.push(...(await figures()));
    } catch (error) {
      rows.push({ figure: figures.name, value: error.message, target: '', ok: false });
    }
  }
  return rows;
}
