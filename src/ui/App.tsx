import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { ProblemsPanel } from './problems/ProblemsPanel';
import { useValidation } from './problems/validation';
import { EditorPane } from './shell/EditorPane';
import { ErrorBoundary } from './shell/ErrorBoundary';
import { Header, type Notice, NoticeBar } from './shell/Header';
import { ToolPanels } from './shell/ToolPanels';
import { ScriptHostProvider, useScriptState } from './script/ScriptHostProvider';
import { AssetView } from './workspace/AssetView';
import { entryOf } from './workspace/entry';
import { FileTree } from './workspace/FileTree';
import { useWorkspace } from './workspace/store';
import { StorageBanners } from './workspace/StorageBanners';
import { isScriptHeld } from './workspace/trust';
import { useShownAsset } from './workspace/view';
import './shell/app.css';

const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } },
});

function ManifestStatus() {
  const { diagnostics } = useValidation();
  const errors = diagnostics.filter((d) => d.severity === 'error').length;
  return errors ? (
    <span className="badge badge--danger">{errors === 1 ? '1 error' : `${errors} errors`}</span>
  ) : (
    <span className="badge badge--success">Valid</span>
  );
}

function ScriptStatus() {
  const { loading, loadProblem, summary } = useScriptState();
  const openFile = useWorkspace((w) => w.openFile);
  const entry = useWorkspace((w) => entryOf(w));
  if (useWorkspace(isScriptHeld)) return <span className="badge">Stopped · from a link</span>;
  if (loading) return <span className="badge">Loading…</span>;
  if (loadProblem) {
    // The problem may sit in another file of the folder than the one on screen: then the badge names it.
    const file = loadProblem.file ?? entry;
    const line = loadProblem.line ? `:${loadProblem.line}` : '';
    const where = file !== openFile ? ` in ${file.split('/').pop()}${line}` : loadProblem.line ? ` at line ${loadProblem.line}` : '';
    return (
      <span className="badge badge--danger" title={loadProblem.message}>
        {loadProblem.kind === 'syntax' ? `Syntax error${where}` : `Error${where}`}
      </span>
    );
  }
  if (!summary) return null;
  const components = summary.componentIds.length;
  return (
    <span className="badge badge--success" title={`Components: ${summary.componentIds.join(', ') || 'none'}`}>
      Running · {components} {components === 1 ? 'component' : 'components'}
    </span>
  );
}

/** kitbench: the manifest and the script side by side, the Problems panel, and the tool panels. */
export function App({ mockError }: { mockError: Promise<string | undefined> }) {
  const openFile = useWorkspace((w) => w.openFile);
  const shownAsset = useShownAsset();
  const [notice, setNotice] = useState<Notice | undefined>();

  useEffect(() => {
    void mockError.then((error) => {
      if (error) setNotice({ kind: 'error', text: `The mocked platform could not start (${error}). Panels that call it will fail.` });
    });
  }, [mockError]);

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
        <main className="workbench">
          <div className="editors">
            <div className="editors__files">
              <ErrorBoundary area="The file tree">
                <FileTree />
              </ErrorBoundary>
              <EditorPane file="manifest" fileName="service-manifest.yaml" status={<ManifestStatus />} />
              <EditorPane
                file="script"
                fileName={shownAsset ?? openFile}
                status={shownAsset ? undefined : <ScriptStatus />}
                overlay={shownAsset ? <AssetView path={shownAsset} /> : undefined}
              />
            </div>
            <ErrorBoundary area="The Problems panel">
              <ProblemsPanel />
            </ErrorBoundary>
          </div>
          <ToolPanels />
        </main>
      </div>
      </ScriptHostProvider>
    </QueryClientProvider>
  );
}
