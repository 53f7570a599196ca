import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { manifestFileOf } from '../core/workspace/manifest-file';
import { useEffect, useState } from 'react';
import { onMockError } from '../mock/ready';
import { installAutomationBridge } from './automation/bridge';
import { ProblemsPanel } from './problems/ProblemsPanel';
import { EditorPane } from './shell/EditorPane';
import { ErrorBoundary } from './shell/ErrorBoundary';
import { Header, type Notice, NoticeBar } from './shell/Header';
import { ManifestStatus, ScriptStatus } from './shell/StatusBadges';
import { ToolPanels } from './shell/ToolPanels';
import { Workbench } from './shell/Workbench';
import { ScriptHostProvider } from './script/ScriptHostProvider';
import { AssetView } from './workspace/AssetView';
import { FileTree } from './workspace/FileTree';
import { useWorkspace } from './workspace/store';
import { StorageBanners } from './workspace/StorageBanners';
import { useShownAsset } from './workspace/view';
import './shell/app.css';

const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } },
});

/** kitbench: the manifest and the script side by side, the Problems panel, and the tool panels. */
export function App() {
  const openFile = useWorkspace((w) => w.openFile);
  const manifestFile = useWorkspace(manifestFileOf);
  const shownAsset = useShownAsset();
  const [notice, setNotice] = useState<Notice | undefined>();

  // window.__kitbench, for kitbench/playwright's fixtures (src/ui/automation/).
  useEffect(installAutomationBridge, []);
  // The one place the mocked platform's problems are shown (its start, its service worker's update).
  useEffect(() => onMockError((text) => setNotice({ kind: 'error', text })), []);

  // Information fades by itself; errors stay until dismissed.
  useEffect(() => {
    if (notice?.kind !== 'info') return;
    const timer = setTimeout(() => setNotice((current) => (current === notice ? undefined : current)), 6000);
    return () => clearTimeout(timer);
  }, [notice]);

  return (
    <QueryClientProvider client={queryClient}>
      <ScriptHostProvider>
      <div className="app">
        <Header onNotice={setNotice} />
        <div><NoticeBar notice={notice} onDismiss={() => setNotice(undefined)} /><StorageBanners /></div>
        <main className="workbench-area">
          <Workbench
            fileTree={
              <ErrorBoundary area="The file tree">
                <FileTree />
              </ErrorBoundary>
            }
            manifest={<EditorPane file="manifest" fileName={manifestFile} status={<ManifestStatus />} />}
            script={
              <EditorPane
                file="script"
                fileName={shownAsset ?? openFile}
                status={shownAsset ? undefined : <ScriptStatus />}
                overlay={shownAsset ? <AssetView path={shownAsset} /> : undefined}
              />
            }
            problems={
              <ErrorBoundary area="The Problems panel">
                <ProblemsPanel />
              </ErrorBoundary>
            }
            tools={<ToolPanels />}
          />
        </main>
      </div>
      </ScriptHostProvider>
    </QueryClientProvider>
  );
}
