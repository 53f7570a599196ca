/**
 * The two pieces of plain JavaScript that cannot be bundled modules: the sandboxed iframe's relay (its srcdoc) and
 * the worker's module loader. Both arrive as text because an opaque-origin iframe can neither load scripts from the
 * app's origin nor start a worker from a same-origin URL; a blob: URL made inside the iframe works.
 */

/** The iframe document: relays messages between the app and one worker, and (re)starts that worker. */
export const FRAME_HTML = `<!doctype html><meta charset="utf-8"><title>kitbench sandbox</title><script>
(() => {
  let worker = null;
  let session = 0;
  const send = (data) => parent.postMessage(data, '*');
  addEventListener('message', (event) => {
    if (event.source !== parent) return;
    const data = event.data;
    if (data.kind === 'start') {
      if (worker) worker.terminate();
      session = data.session;
      const current = session;
      const url = URL.createObjectURL(new Blob([data.bootstrap], { type: 'text/javascript' }));
      worker = new Worker(url, { name: 'kitbench-script' });
      URL.revokeObjectURL(url);
      worker.onmessage = (e) => send({ kind: 'from-worker', session: current, message: e.data });
      worker.onerror = (e) => { e.preventDefault(); send({ kind: 'worker-error', session: current, message: String(e.message || 'The script worker failed') }); };
      worker.postMessage({ kind: 'init', modules: data.modules, entry: data.entry });
    } else if (data.kind === 'to-worker' && worker && data.session === session) {
      worker.postMessage(data.message);
    }
  });
  send({ kind: 'frame-ready' });
})();
</script>`;

/**
 * The worker's first script: a tiny CommonJS loader for the transpiled runtime modules (keyed by their path under
 * src/, e.g. `core/runtime/dispatcher.ts`); it runs `entry`, which takes over `onmessage`.
 */
export const WORKER_BOOTSTRAP = `
self.onmessage = (event) => {
  if (!event.data || event.data.kind !== 'init') return;
  self.onmessage = null;
  const { modules, entry } = event.data;
  const cache = Object.create(null);
  const resolve = (from, specifier) => {
    const parts = from.split('/').slice(0, -1);
    for (const part of specifier.split('/')) {
      if (part === '..') parts.pop();
      else if (part !== '.') parts.push(part);
    }
    const base = parts.join('/');
    for (const candidate of [base, base + '.ts', base + '.tsx', base + '/index.ts']) {
      if (Object.prototype.hasOwnProperty.call(modules, candidate)) return candidate;
    }
    throw new Error('kitbench sandbox: cannot resolve ' + specifier + ' from ' + from);
  };
  const load = (id) => {
    if (cache[id]) return cache[id].exports;
    const module = { exports: {} };
    cache[id] = module;
    const factory = new Function('exports', 'require', 'module', modules[id] + '\\n//# sourceURL=kitbench/' + id);
    factory(module.exports, (specifier) => load(resolve(id, specifier)), module);
    return module.exports;
  };
  load(entry);
};
`;
