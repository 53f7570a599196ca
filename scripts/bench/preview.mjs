// Component button press to re-rendered preview (DESIGN.md target: under 16 ms median, one frame). Measured in
// Chromium against a production build: the counter block from the example workspace is inserted with Quick
// insert, then its "Add" button is clicked from inside the page; the time runs from the click until a
// MutationObserver sees the new count in the DOM (the script's action and render ran in the sandbox worker).
import { fileURLToPath } from 'node:url';
import { insertCounter, launchChromium, median, startPreview } from '../bench-lib.mjs';

const port = Number(process.env.KITBENCH_BENCH_PREVIEW_PORT ?? 5186);
const WARMUP = 10;
const SAMPLES = 60;

export async function run() {
  const server = await startPreview(port);
  const browser = await launchChromium();
  try {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await page.goto(`http://127.0.0.1:${port}/`);
    await insertCounter(page);

    const samples = await page.evaluate(
      async ({ warmup, samples }) => {
        const block = document.querySelector('[data-bench="counter"]');
        const button = [...block.querySelectorAll('button')].find((b) => b.textContent.trim() === 'Add');
        const read = () => Number(/Count: (-?\d+)/.exec(block.textContent)?.[1]);
        const press = () =>
          new Promise((resolve, reject) => {
            const target = read() + 1;
            const timeout = setTimeout(() => reject(new Error('the count did not change within 2 s')), 2000);
            const observer = new MutationObserver(() => {
              if (read() === target) {
                const elapsed = performance.now() - started;
                observer.disconnect();
                clearTimeout(timeout);
                resolve(elapsed);
              }
            });
            observer.observe(block, { subtree: true, childList: true, characterData: true });
            const started = performance.now();
            button.click();
          });
        const times = [];
        for (let i = 0; i < warmup + samples; i++) {
          const elapsed = await press();
          if (i >= warmup) times.push(elapsed);
          // Let the frame finish, as a user's clicks are apart.
          await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
        }
        return times;
      },
      { warmup: WARMUP, samples: SAMPLES },
    );
    const value = median(samples);
    return [
      {
        figure: `component button press to re-rendered preview, median of ${SAMPLES}`,
        value: `${value.toFixed(1)} ms`,
        target: 'under 16 ms',
        ok: value < 16,
      },
    ];
  } finally {
    await browser.close();
    server.kill();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const row of await run()) console.log(`${row.ok ? 'ok  ' : 'MISS'} ${row.figure}: ${row.value} (target ${row.target})`);
}
