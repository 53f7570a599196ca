// `npm run bench`: runs every module in scripts/bench/ (each exports `async function run()` resolving to rows
// `{ figure, value, target, ok }`) and prints one table. Targets are what DESIGN.md says; nothing here fails CI.
import { readdir } from 'node:fs/promises';
import { fileURLToPath, pathToFileURL } from 'node:url';

const dir = fileURLToPath(new URL('./bench/', import.meta.url));
const modules = (await readdir(dir)).filter((name) => name.endsWith('.mjs')).sort();
const rows = [];
for (const name of modules) {
  try {
    const { run } = await import(pathToFileURL(`${dir}${name}`).href);
    for (const row of await run()) rows.push({ module: name.replace(/\.mjs$/, ''), ...row });
  } catch (error) {
    rows.push({ module: name, figure: 'failed to run', value: String(error?.message ?? error), target: '', ok: false });
  }
}

const header = ['bench', 'figure', 'value', 'target', 'ok'];
const table = rows.map((row) => [row.module, row.figure, String(row.value), String(row.target ?? ''), row.ok ? 'yes' : 'NO']);
const widths = header.map((title, column) => Math.max(title.length, ...table.map((cells) => cells[column].length)));
const line = (cells) => cells.map((cell, column) => cell.padEnd(widths[column])).join('  ').trimEnd();
console.log(line(header));
console.log(widths.map((width) => '-'.repeat(width)).join('  '));
for (const cells of table) console.log(line(cells));
const missed = rows.filter((row) => !row.ok).length;
console.log(missed ? `\n${missed} figure(s) miss their target` : '\nall figures meet their targets');
