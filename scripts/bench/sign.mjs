// `webhook sign` throughput: signatures per second of the CLI's sign function against raw node:crypto HMAC
// (DESIGN.md target: at least 90%). The sign function comes from the built CLI bundle, as users run it.
import { createHmac } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';

const cliDir = fileURLToPath(new URL(`../../${process.env.KITBENCH_CLI_OUT ?? 'dist-cli'}/`, import.meta.url));

/** main.ts may re-export signWebhook; otherwise it sits in the lazily loaded webhook chunk. */
async function loadSign() {
  const entry = await import(pathToFileURL(`${cliDir}kitbench.mjs`).href);
  if (typeof entry.signWebhook === 'function') return entry.signWebhook;
  const assets = `${cliDir}assets/`;
  const chunks = existsSync(assets) ? readdirSync(assets).filter((name) => /^webhook.*\.m?js$/.test(name)) : [];
  for (const chunk of chunks) {
    const module = await import(pathToFileURL(assets + chunk).href);
    if (typeof module.signWebhook === 'function') return module.signWebhook;
  }
  throw new Error(`signWebhook not found in ${cliDir} (run npm run build first)`);
}

// a typical page_feedback delivery, as `webhook send` builds it (about 700 bytes)
const BODY = JSON.stringify(
  {
    eventId: 'evt_5f0c2b9d8e7a6b5c4d3e2f1a',
    type: 'page_feedback',
    siteId: 'site_9a8b7c6d5e4f3a2b',
    spaceId: 'space_1a2b3c4d5e6f7a8b',
    installationId: 'inst_0f1e2d3c4b5a6978',
    pageId: 'page_7c6b5a4938271605',
    feedback: { rating: 'good', comment: 'Clear and to the point, thanks!' },
    visitor: {
      anonymousId: 'anon_4d3c2b1a0f9e8d7c',
      userAgent:
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36',
      ip: '203.0.113.42',
      cookies: {},
    },
    url: 'https://docs.example.com/guides/webhooks',
    referrer: 'https://docs.example.com/',
  },
  null,
  2,
);
const SECRET = 'whsec_3b1f9c0e7d2a4b6c8e0f1a2b3c4d5e6f7a8b9c0d1e2f3a4b5c6d7e8f9a0b1c2d';
const T = 1_700_000_000;
const ROUNDS = 31;
const ROUND_MS = 80;

function opsPerSecond(fn) {
  let count = 0;
  const start = performance.now();
  let now = start;
  while (now - start < ROUND_MS) {
    for (let i = 0; i < 200; i++) fn();
    count += 200;
    now = performance.now();
  }
  return (count * 1000) / (now - start);
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Rows for `npm run bench`. */
export async function run() {
  const signWebhook = await loadSign();
  const raw = () => createHmac('sha256', SECRET).update(`${T}.${BODY}`).digest('hex');
  const ours = () => signWebhook(BODY, SECRET, T);
  // same answer, or the comparison means nothing
  if (ours() !== `t=${T},v1=${raw()}`) throw new Error('signWebhook disagrees with node:crypto HMAC');
  // warm-up: both sides optimized by the JIT before anything is counted
  for (let i = 0; i < 3; i++) {
    opsPerSecond(raw);
    opsPerSecond(ours);
  }
  const rawRuns = [];
  const ourRuns = [];
  const ratios = [];
  // short paired rounds in alternating order: a noisy neighbour on the shared cores hits both sides of a pair
  for (let round = 0; round < ROUNDS; round++) {
    const [first, second] = round % 2 ? [ours, raw] : [raw, ours];
    const a = opsPerSecond(first);
    const b = opsPerSecond(second);
    const [rawOps, ourOps] = round % 2 ? [b, a] : [a, b];
    rawRuns.push(rawOps);
    ourRuns.push(ourOps);
    ratios.push(ourOps / rawOps);
  }
  const ratio = median(ratios);
  return [
    {
      figure: `webhook sign throughput, ${BODY.length}-byte payload (signatures/s vs raw node:crypto HMAC)`,
      value: `${(ratio * 100).toFixed(0)}% (${Math.round(median(ourRuns)).toLocaleString('en')}/s vs ${Math.round(median(rawRuns)).toLocaleString('en')}/s)`,
      target: '>= 90%',
      ok: ratio >= 0.9,
    },
  ];
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  for (const row of await run()) console.log(`${row.ok ? 'ok  ' : 'MISS'} ${row.figure}: ${row.value} (target ${row.target})`);
}
