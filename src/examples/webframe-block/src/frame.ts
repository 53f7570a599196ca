// The page the block's webframe shows: it draws the steps it receives (the webframe's `data`, sent as { state })
// as a list named "Flow", and tells the host when it is ready.
export function framePage(): string {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <title>Flow</title>
    <style>
      :root { color-scheme: light dark; }
      body { margin: 0; padding: 12px; font: 14px system-ui, sans-serif; background: transparent; }
      ol { display: flex; gap: 16px; margin: 0; padding: 0; list-style: none; }
      li { padding: 6px 12px; border: 2px solid #4f46e5; border-radius: 6px; }
    </style>
  </head>
  <body>
    <ol id="flow" aria-label="Flow"></ol>
    <script>
      window.addEventListener('message', (event) => {
        const state = event.data && event.data.state;
        if (!state || typeof state.source !== 'string') return;
        const steps = state.source.split('->').map((step) => Object.assign(document.createElement('li'), { textContent: step.trim() }));
        document.getElementById('flow').replaceChildren(...steps);
      });
      window.parent.postMessage({ action: { action: '@webframe.ready' } }, '*');
    </script>
  </body>
</html>`;
}
