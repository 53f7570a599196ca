// kitbench's service worker: the mocked platform is MSW's own worker (mockServiceWorker.js, which msw's install
// script keeps in step with the installed msw), imported as is. Added here: static routes (Service Worker static
// routing, Chromium 123+), so the page itself and the app's own content-hashed files never wait for this worker to
// start or for MSW to ask the page about them; MSW never mocks them (it passes navigations and the app's files
// through). Browsers without the API use MSW's fetch handler for everything, as before. docs/performance.md.
// `kitbench dev`'s own API (/__kitbench/*, src/dev/protocol.ts) goes to the network too: MSW never mocks it, and a
// write sent as the tab closes (src/ui/dev/writeback.ts, `keepalive`) must not wait on MSW asking the closing page
// whether to mock it, an answer that never comes (the edit was lost).
importScripts('./mockServiceWorker.js');

self.addEventListener('install', (event) => {
  if (typeof event.addRoutes !== 'function') return;
  const assets = `${new URL(self.registration.scope).pathname}assets/*`;
  event.waitUntil(
    event
      .addRoutes([
        { condition: { requestMode: 'navigate' }, source: 'network' },
        { condition: { urlPattern: { pathname: assets } }, source: 'network' },
        { condition: { urlPattern: { pathname: '/__kitbench/*' } }, source: 'network' },
      ])
      .catch(() => undefined),
  );
});

// A page that loaded without this worker in control (it was still installing during the navigation, or a hard
// reload) asks to be claimed, so MSW need not reload it to take control (src/mock/browser.ts).
self.addEventListener('message', (event) => {
  if (event.data?.type === 'KITBENCH_CLAIM') event.waitUntil(self.clients.claim());
});
