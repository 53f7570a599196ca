import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { holdFetchUntil } from './mock/ready';
import { App } from './ui/App';
import { devFolderName } from './ui/dev/mode';
import { bootWorkspaces } from './ui/workspace/boot';
import './ui/shell/theme.css';

// MSW is a chunk of its own, fetched in parallel with the app shell; requests wait until it answers.
const mockStarted = import('./mock/browser').then(({ startMockPlatform }) => startMockPlatform());
holdFetchUntil(mockStarted);
const mockError = mockStarted.then(
  () => undefined,
  (error: unknown) => (error instanceof Error ? error.message : String(error)),
);

async function start() {
  await bootWorkspaces();
  // Served by `kitbench dev`: the folder on disk becomes the active workspace before the first render.
  const devFolder = devFolderName();
  const dev = devFolder === undefined ? undefined : await import('./ui/dev');
  await dev?.startDevSession(devFolder!);
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App mockError={mockError} />
      {dev && <dev.DevStatusBar />}
    </StrictMode>,
  );
}

void start();
