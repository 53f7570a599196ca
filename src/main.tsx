import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { holdFetchUntil, reportMockError } from './mock/ready';
import { App } from './ui/App';
import { preloadEditor } from './ui/shell/EditorPane';
import { applyTheme } from './ui/shell/preferences';
import { devFolderName } from './ui/dev/mode';
import { bootWorkspaces } from './ui/workspace/boot';
import { afterEditorUp, whenIdle } from './startup';
import './ui/shell/theme.css';

performance.mark('kitbench:main');
// The editor chunk (Monaco) is the longest fetch: start it before anything else, in parallel with the shell.
preloadEditor();
// The remembered theme before the first paint, so a dark choice does not flash light.
applyTheme();

// MSW is a chunk of its own, started once the manifest editor is up and the main thread idle (its service worker's
// registration and every request it intercepts cost the main thread); the page's requests wait until it answers.
const mockStarted = afterEditorUp()
  .then(() => whenIdle(1000))
  .then(() => import('./mock/browser'))
  .then(({ startMockPlatform }) => startMockPlatform())
  .then(() => void performance.mark('kitbench:mock-ready'));
holdFetchUntil(mockStarted);
mockStarted.catch((error: unknown) =>
  reportMockError(
    `The mocked platform could not start (${error instanceof Error ? error.message : String(error)}). Panels that call it will fail; reload to try again.`,
  ),
);

async function start() {
  await bootWorkspaces();
  performance.mark('kitbench:workspaces');
  // Served by `kitbench dev`: the folder on disk becomes the active workspace before the first render.
  const devFolder = devFolderName();
  const dev = devFolder === undefined ? undefined : await import('./ui/dev');
  await dev?.startDevSession(devFolder!);
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
      {dev && <dev.DevStatusBar />}
    </StrictMode>,
  );
  performance.mark('kitbench:render');
}

void start();
