/**
 * The two pieces of plain JavaScript that cannot be bundled modules: the sandboxed iframe's relay (its srcdoc) and
 * the worker's module loader. Both arrive as text because an opaque-origin iframe can neither load scripts from the
 * app's origin nor start a worker from a same-origin URL; a blob: URL made inside the iframe works.
 */

/**
 * The sandbox document's Content-Security-Policy, inherited by the script's worker and by any worker it starts: no
 * network at all (`connect-src 'none'`: fetch, XHR, WebSocket, EventSource), scripts and workers only from the text
 * the relay itself turns into blob: or data: URLs, `eval` for the CommonJS loader. The script's one way out is the
 * bridged fetch, which the app performs and the Network panel shows. `data:` workers (the script's own worker, see
 * FRAME_HTML) inherit this policy as blob: ones do (checked in Chromium: fetch, importScripts and a nested worker's
 * fetch are refused).
 */
export const SANDBOX_CSP = "default-src 'none'; script-src 'unsafe-inline' 'unsafe-eval' blob:; worker-src blob: data:; connect-src 'none'";

/**
 * The iframe document: relays messages between the app and one worker, and (re)starts that worker. A spare worker
 * is kept booted (runtime loaded, idle) so a restart after each edit costs no worker start-up; its early messages
 * are held until it is adopted by a session.
 *
 * The worker starts from a `data:` URL, not a blob: one, so that it is a secure context with Web Crypto
 * (`crypto.subtle`, `crypto.randomUUID`), as the platform's workers are. The sandboxed srcdoc frame of a secure page
 * is itself a secure context, but a blob: URL made inside it is `blob:null/...` (its opaque origin) and Chromium
 * makes a worker from it insecure; a data: worker inherits its owner's secure-context state (w3c/webappsec-secure-
 * contexts#74). Isolation is unchanged or stricter: a data: worker gets a fresh opaque origin of its own and
 * inherits the sandbox's CSP.
 */
export const FRAME_HTML = `<!doctype html><meta charset="utf-8"><meta http-equiv="Content-Security-Policy" content="${SANDBOX_CSP}"><title>kitbench sandbox</title><script>
(() => {
  let current = null;
  let spare = null;
  const send = (data) => parent.postMessage(data, '*');
  // A result too deep or too large to copy once more must still answer its call, saying why.
  const relay = (session, message) => {
    try {
      send({ kind: 'from-worker', session, message });
    } catch (error) {
      if (!message || message.kind !== 'result') return;
      const text = 'The result could not be copied to the playground (' + error.name + ': ' + error.message + '). Is it nested too deeply, circular or too large? Return a smaller tree.';
      send({ kind: 'from-worker', session, message: { kind: 'result', id: message.id, outcome: { ok: false, error: { kind: 'runtime', message: text } } } });
    }
  };
  const spawn = (data) => {
    const url = 'data:text/javascript;charset=utf-8,' + encodeURIComponent(data.bootstrap);
    const entry = { worker: new Worker(url, { name: 'kitbench-script' }), session: null, held: [] };
    entry.worker.onmessage = (e) => {
      if (entry.session === null) entry.held.push(e.data);
      else relay(entry.session, e.data);
    };
    entry.worker.onerror = (e) => {
      e.preventDefault();
      if (entry.session !== null) send({ kind: 'worker-error', session: entry.session, message: String(e.message || 'The script worker failed') });
    };
    entry.worker.postMessage({ kind: 'init', modules: data.modules, entry: data.entry });
    return entry;
  };
  addEventListener('message', (event) => {
    if (event.source !== parent) return;
    const data = event.data;
    if (data.kind === 'start') {
      if (current) current.worker.terminate();
      current = spare || spawn(data);
      spare = null;
      current.session = data.session;
      for (const message of current.held.splice(0)) relay(data.session, message);
      setTimeout(() => { if (!spare) spare = spawn(data); }, 50);
    } else if (data.kind === 'to-worker' && current && data.session === current.session) {
      current.worker.postMessage(data.message);
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
