// Bundling a 30-file integration (DESIGN.md / issue 10 target: under 300 ms in the browser after the first run).
// Measured in Chromium against the production build, on the bundler's own bench page (src/bundle/bench/): the
// esbuild-wasm worker bundles the folder from memory; the first run (wasm start-up) is reported apart and excluded,
// the figure is the median of the warm runs, each with one file edited as an author would between runs.
// The same folder bundled in Node (native esbuild, as `kitbench dev` does) is printed for reference.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import * as esbuild from 'esbuild';
import { launchChromium, median, root, startPreview } from '../bench-lib.mjs';

const port = Number(process.env.KITBENCH_BENCH_BUNDLE_PORT ?? 5188);
const SAMPLES = 15;
const FILES = 30;

/** A folder of FILES source files written as real integrations are: components, helpers, a JSON file, a text import. */
export function generateIntegration(edit = 0) {
  const files = {
    'service-manifest.yaml': 'name: bench\ntitle: Bench\nscript: src/index.tsx\nblocks:\n  - id: card\n    title: Card\n',
    'src/config.json': JSON.stringify({ title: 'Bench', limits: { items: 50, pages: 10 }, colors: ['red', 'green', 'blue'] }, null, 2),
    'src/frame.raw.js': 'window.addEventListener("message", (event) => {\n  console.log(event.data.state);\n});\n',
  };
  const helpers = 14;
  const components = FILES - helpers - 3;
  for (let i = 0; i < helpers; i++) {
    const next = i + 1 < helpers ? `import { helper${i + 1} } from './helper${i + 1}';\n` : '';
    const body = Array.from({ length: 25 }, (_, line) => `  if (input.length > ${line}) out.push(\`${i}-${line}-\${input[${line}] ?? ''}\`);`).join('\n');
    files[`src/utils/helper${i}.ts`] =
      `${next}export interface Options${i}<T> { items: T[]; limit?: number }\n` +
      `export function helper${i}<T>(input: string[], options?: Options${i}<T>): string[] {\n  const out: string[] = [];\n${body}\n` +
      `  return ${next ? `out.concat(helper${i + 1}(input.slice(1), options))` : 'out'}.slice(0, options?.limit ?? 100);\n}\n`;
  }
  files['src/utils/index.ts'] = Array.from({ length: helpers }, (_, i) => `export * from './helper${i}';`).join('\n');
  for (let i = 0; i < components; i++) {
    files[`src/components/Component${i}.tsx`] = [
      "import { createComponent } from '@service/runtime';",
      "import { helper0 } from '../utils';",
      "import config from '../config.json';",
      `type Props = { title?: string; count?: number };`,
      `type State = { count: number; items: string[] };`,
      `export const component${i} = createComponent<Props, State>({`,
      `  componentId: 'component-${i}',`,
      '  initialState: (props) => ({ count: props.count ?? 0, items: [] }),',
      '  action: async (element, action) => {',
      "    if (action.action === 'add') return { state: { ...element.state, count: element.state.count + 1 } };",
      "    if (action.action === 'list') return { state: { ...element.state, items: helper0(config.colors) } };",
      '    return {};',
      '  },',
      '  render: async (element) => (',
      '    <block>',
      `      <text>{element.props.title ?? config.title} ${i}: {element.state.count} (edit ${edit})</text>`,
      '      <hstack>',
      '        <button label="Add" onPress={{ action: \'add\' }} />',
      '        <button label="List" onPress={{ action: \'list\' }} />',
      '      </hstack>',
      '      {element.state.items.map((item) => <text>{item}</text>)}',
      '    </block>',
      '  ),',
      '});',
      '',
    ].join('\n');
  }
  files['src/index.tsx'] = [
    "import { createIntegration } from '@service/runtime';",
    "import frame from './frame.raw.js';",
    ...Array.from({ length: components }, (_, i) => `import { component${i} } from './components/Component${i}';`),
    'export default createIntegration({',
    `  components: [${Array.from({ length: components }, (_, i) => `component${i}`).join(', ')}],`,
    "  events: { fetch_published_script: async () => new Response(frame, { headers: { 'content-type': 'text/javascript' } }) },",
    '});',
    '',
  ].join('\n');
  return files;
}

async function browserFigures() {
  const server = await startPreview(port);
  const browser = await launchChromium();
  try {
    const page = await browser.newPage();
    await page.goto(`http://127.0.0.1:${port}/src/bundle/bench/index.html`);
    await page.getByRole('status', { name: 'Bundler status' }).getByText('Ready').waitFor();
    const inputs = Array.from({ length: SAMPLES + 1 }, (_, run) => {
      const { 'service-manifest.yaml': _manifest, ...files } = generateIntegration(run);
      return { entry: 'src/index.tsx', files };
    });
    const times = await page.evaluate(async (inputs) => {
      const out = [];
      for (const input of inputs) {
        const started = performance.now();
        const result = await window.kitbenchBundler.bundle(input);
        if (!result.ok) throw new Error(result.problems.map((problem) => `${problem.file}:${problem.line}: ${problem.message}`).join('\n'));
        if (result.inputs.length < 30) throw new Error(`the bundle holds ${result.inputs.length} files, not 30`);
        out.push(performance.now() - started);
      }
      return out;
    }, inputs);
    return { cold: times[0], warm: median(times.slice(1)) };
  } finally {
    await browser.close();
    server.kill();
  }
}

/** bundleFolder (src/bundle/node.ts) compiled for this Node process, on the same folder written to disk. */
async function nodeFigure() {
  const scratch = await mkdtemp(path.join(tmpdir(), 'kitbench-bench-bundle-'));
  try {
    // Inside the repo, so the compiled module finds esbuild and yaml in node_modules.
    const module = `${root}node_modules/.cache/kitbench-bench/node-bundler.mjs`;
    await esbuild.build({ entryPoints: [`${root}src/bundle/node.ts`], bundle: true, platform: 'node', format: 'esm', packages: 'external', outfile: module, logLevel: 'silent' });
    const { bundleFolder } = await import(pathToFileURL(module).href);
    const folder = path.join(scratch, 'integration');
    const times = [];
    for (let run = 0; run <= SAMPLES; run++) {
      for (const [file, text] of Object.entries(generateIntegration(run))) {
        await mkdir(path.dirname(path.join(folder, file)), { recursive: true });
        await writeFile(path.join(folder, file), text);
      }
      const started = performance.now();
      const result = await bundleFolder(folder);
      if (!result.ok) throw new Error(result.problems[0].message);
      if (run > 0) times.push(performance.now() - started);
    }
    return median(times);
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}

export async function run() {
  const { cold, warm } = await browserFigures();
  const node = await nodeFigure();
  return [
    { figure: `bundle a ${FILES}-file integration in the browser, warm, median of ${SAMPLES}`, value: `${warm.toFixed(1)} ms`, target: 'under 300 ms', ok: warm < 300 },
    { figure: 'the first bundle in the browser (esbuild.wasm start-up)', value: `${cold.toFixed(0)} ms`, target: 'reference', ok: true },
    { figure: `bundle the same folder in Node (kitbench dev), median of ${SAMPLES}`, value: `${node.toFixed(1)} ms`, target: 'reference', ok: true },
  ];
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const row of await run()) console.log(`${row.ok ? 'ok  ' : 'MISS'} ${row.figure}: ${row.value} (target ${row.target})`);
}
