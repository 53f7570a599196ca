import { type ReactNode, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './ui/App';
import { preloadEditor } from './ui/shell/EditorPane';
import { applyTheme } from './ui/shell/preferences';
import { devFolderName } from './ui/dev/mode';
import { fetchDevProject } from './ui/dev/project';
import { bootWorkspaces } from './ui/workspace/boot';
import { startUp } from './startup';
import './ui/shell/theme.css';

performance.mark('kitbench:main');
// The editor chunk (Monaco) is the longest fetch: start it before anything else, in parallel with the shell.
preloadEditor();
// The remembered theme before the first paint, so a dark choice does not flash light.
applyTheme();

// Served by `kitbench dev`: the folder's snapshot and the dev chunk are asked for now, beside the IndexedDB read.
const devFolder = devFolderName();
const dev =
  devFolder === undefined ? undefined : { folder: devFolder, chunk: import('./ui/dev'), project: fetchDevProject() };
// Their failures are said by the session (the status bar), once it awaits them.
dev?.project.catch(() => undefined);
let DevStatusBar: (() => ReactNode) | undefined;

// What waits for what is src/startup.ts's to say; here are the steps.
startUp({
  readWorkspaces: bootWorkspaces,
  openDevFolder:
    dev &&
    (async () => {
      const module = await dev.chunk;
      DevStatusBar = module.DevStatusBar;
      await module.startDevSession(dev.folder, dev.project);
    }),
  render: () =>
    createRoot(document.getElementById('root')!).render(
      <StrictMode>
        <App />
        {DevStatusBar && <DevStatusBar />}
      </StrictMode>,
    ),
  startMockPlatform: () => import('./mock/browser').then(({ startMockPlatform }) => startMockPlatform()),
});
