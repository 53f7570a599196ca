import { type ReactNode, useMemo, useRef, useState } from 'react';
import { MessageText } from '../kit/MessageText';
import type { PlaygroundScriptHost, ScriptHost } from '../../sandbox/types';
import { usePrefersDark } from '../editor/usePrefersDark';
import { focusSoon, usePanelIntent } from '../shell/navigation';
import { useManifestValue } from '../workspace/manifest';
import { useWorkspace } from '../workspace/store';
import { isScriptHeld } from '../workspace/trust';
import { blocksOf, titleOf } from './blocks';
import { ConfigurationScreen } from './ConfigurationScreen';
import { DocumentView } from './DocumentView';
import { useIntegrationDescription } from './description';
import { IntegrationOverview, OtherHandlers, type ScriptPhase } from './IntegrationOverview';
import { usePreviewHost, useHostVersion } from './host';
import { ComponentSession } from './ComponentSession';
import type { RenderContext } from './instance';
import { PreviewSessionContext } from './session';
import { useNothingToRun } from '../dev/nothingToRun';
import { problemLocation } from './where';
import '../contentkit/contentkit.css';
import './preview.css';

export { resolveAgainstEndpoint } from './ComponentSession';

/** The space a document block sits in: the installation's, or the default space installation's. */
function spaceOf(host: ScriptHost | undefined): string | undefined {
  const environment = (host as Partial<PlaygroundScriptHost> | undefined)?.environment;
  return environment?.spaceInstallation?.space ?? environment?.installation?.space;
}

/** The Preview panel: the editor page with the quick insert menu, and the configuration screen placement. */
export default function PreviewPanel() {
  const host = usePreviewHost();
  const version = useHostVersion(host);
  const workspaceId = useWorkspace((w) => w.id);
  const manifest = useWorkspace((w) => w.manifest);
  const manifestValue = useManifestValue(manifest);
  const blocks = useMemo(() => blocksOf(manifestValue), [manifestValue]);
  const integrationTitle = useMemo(() => titleOf(manifestValue), [manifestValue]);
  const [view, setView] = useState<'document' | 'configuration'>('document');
  // A way here from the overview ("Render settingsModal here"): that screen, that component.
  const [screen, setScreen] = useState<{ componentId?: string; opened: number }>({ opened: 0 });
  const body = useRef<HTMLDivElement>(null);
  usePanelIntent('preview', (intent) => {
    setView('configuration');
    setScreen((current) => ({ componentId: intent.componentId, opened: current.opened + 1 }));
    // the button that asked is gone with the overview: the focus goes to the screen's component picker
    focusSoon(() => body.current?.querySelector<HTMLElement>('.pv-config select, .pv-config button'));
  });
  const held = useWorkspace(isScriptHeld);
  // Under kitbench dev, a folder with no manifest (or no entry file) sends no script: say so, not `Loading script…`.
  const nothing = useNothingToRun();
  const phase: ScriptPhase = !host
    ? 'unavailable'
    : held
      ? 'held'
      : host.summary
        ? 'loaded'
        : host.loadProblem
          ? 'failed'
          : nothing
            ? 'nothing'
            : 'loading';
  const description = useIntegrationDescription(manifest, integrationTitle, phase === 'loaded' ? host?.summary : undefined);
  const prefersDark = usePrefersDark();
  const spaceId = spaceOf(host);
  const documentContext = useMemo<RenderContext>(
    () => ({ type: 'document', spaceId, editable: true, theme: prefersDark ? 'dark' : 'light' }),
    [spaceId, prefersDark],
  );
  // without a host nothing renders live, so there is no session to share
  const withSession = (children: ReactNode) =>
    host ? (
      <ComponentSession host={host} context={documentContext}>
        {children}
      </ComponentSession>
    ) : (
      <PreviewSessionContext.Provider value={undefined}>{children}</PreviewSessionContext.Provider>
    );

  const componentCount = host?.summary?.componentIds.length;
  return withSession(
    <div className="pv">
      <div className="pv__bar">
        {/* biome-ignore lint/a11y/useSemanticElements: a segmented control, not a form section */}
        <div className="pv__switch" role="group" aria-label="Placement">
          <button type="button" className="pv__switch-btn" aria-pressed={view === 'document'} onClick={() => setView('document')}>
            Editor page
          </button>
          <button type="button" className="pv__switch-btn" aria-pressed={view === 'configuration'} onClick={() => setView('configuration')}>
            Configuration screen
          </button>
        </div>
        <span className="pv__status" aria-live="polite">
          {!host ? (
            <span className="badge badge--warning">Runtime not available</span>
          ) : host.loadProblem ? (
            <span className="badge badge--danger">Script failed to load</span>
          ) : nothing ? (
            <span className="badge badge--danger" title={nothing.message}>
              Nothing to run
            </span>
          ) : componentCount === undefined ? (
            <span className="badge">Loading script…</span>
          ) : (
            <span className="badge badge--success">
              Script v{version} · {componentCount === 1 ? '1 component' : `${componentCount} components`}
            </span>
          )}
        </span>
      </div>
      {host?.loadProblem && (
        <div className="pv-notice pv-notice--danger" role="alert">
          {host.summary ? 'The new version did not load' : 'The script did not load'}: <MessageText text={host.loadProblem.message} />
          {problemLocation(host.loadProblem) ? ` (${problemLocation(host.loadProblem)})` : ''}.{' '}
          {host.summary ? 'The last good version keeps running.' : blocks.length ? 'Blocks keep their state and re-render once it loads.' : null}
        </div>
      )}
      <div ref={body} className={`pv__body${view === 'document' ? ' pv__body--document' : ''}`}>
        {view === 'configuration' ? (
          <ConfigurationScreen key={screen.opened} host={host} integrationTitle={integrationTitle} initialComponentId={screen.componentId} />
        ) : blocks.length === 0 ? (
          <IntegrationOverview title={integrationTitle} description={description} phase={phase} />
        ) : (
          <>
            <OtherHandlers parts={description.parts} />
            <DocumentView workspaceId={workspaceId} blocks={blocks} />
          </>
        )}
      </div>
    </div>,
  );
}

