import { useId, useMemo, useState } from 'react';
import { type ConfigurationComponent, configurationComponentOf, configurationComponentProps, type Installation } from '../../core/installation';
import { defaultInstallation } from '../../core/runtime/environment';
import type { PlaygroundScriptHost, ScriptHost } from '../../sandbox/types';
import { useManifestValue } from '../workspace/manifest';
import { useWorkspace } from '../workspace/store';
import type { RenderContext } from './instance';
import { ContentSourcesSection } from './ContentSourcesSection';
import { contentSourcesOf } from './contentSources';
import { InstanceView } from './InstanceView';

/**
 * `element.context` on the configuration screen: the space's screen for a space installation, the site's for a site
 * installation, else the account's.
 */
function configurationContext(host: ScriptHost | undefined, level: ConfigurationComponent['level'] | undefined): RenderContext {
  const environment = (host as Partial<PlaygroundScriptHost> | undefined)?.environment;
  const spaceId = environment?.spaceInstallation?.space;
  const siteId = environment?.siteInstallation?.site;
  if (level === 'account') return { type: 'configuration_account' };
  if (spaceId) return { type: 'configuration_space', spaceId };
  return siteId ? { type: 'configuration_site', siteId } : { type: 'configuration_account' };
}

/**
 * The integration's configuration screen, where the same components can also be placed. A component the manifest
 * names as a scope's configuration (`configurations.<level>.componentId`) is offered first and renders with the
 * props the platform gives it (`installation`, and `spaceInstallation` / `siteInstallation`); any other component
 * gets the props of the screen it is placed on.
 */
export function ConfigurationScreen({
  host,
  integrationTitle,
  initialComponentId,
}: {
  host: ScriptHost | undefined;
  integrationTitle: string;
  /** The component shown first (a way here from the Preview's overview names one). */
  initialComponentId?: string;
}) {
  const manifestText = useWorkspace((w) => w.manifest);
  const stored = useWorkspace((w) => w.installation);
  const manifest = useManifestValue(manifestText);
  const declared = useMemo(
    () => [configurationComponentOf(manifest, 'account'), configurationComponentOf(manifest, 'site')].filter((c): c is ConfigurationComponent => !!c),
    [manifest],
  );
  const sources = useMemo(() => contentSourcesOf(manifest), [manifest]);
  // a content source's configuration component has its own screen below (it completes with the source's props)
  const scriptIds = (host?.summary?.componentIds ?? []).filter((id) => !sources.some((source) => source.componentId === id));
  const componentIds = [...declared.map((c) => c.componentId).filter((id) => scriptIds.includes(id)), ...scriptIds.filter((id) => !declared.some((c) => c.componentId === id))];
  const [chosen, setChosen] = useState<string | undefined>(initialComponentId);
  const componentId = chosen && componentIds.includes(chosen) ? chosen : componentIds[0];
  const environment = (host as Partial<PlaygroundScriptHost> | undefined)?.environment;
  const level = declared.find((c) => c.componentId === componentId)?.level ?? (environment?.spaceInstallation ? 'space' : 'account');
  const installation = (stored ?? defaultInstallation(manifest)) as Installation;
  // props are taken when a component is chosen (the platform opens the screen with the saved configuration)
  // biome-ignore lint/correctness/useExhaustiveDependencies: not on every save
  const props = useMemo(() => (environment ? configurationComponentProps({ level }, environment, installation.configuration) : {}), [componentId, level]);
  const selectId = useId();
  return (
    <section className="pv-config" aria-label="Configuration screen">
      <header className="pv-config__header">
        <div className="pv-config__app" aria-hidden="true">
          {integrationTitle.slice(0, 1).toUpperCase()}
        </div>
        <div>
          <h2 className="pv-config__title">{integrationTitle}</h2>
          <p className="pv-muted">Integration settings · how a component looks when placed in the configuration screen</p>
        </div>
      </header>
      {!host ? (
        <p className="pv-muted">The script runtime is not running, so components cannot render yet.</p>
      ) : componentIds.length === 0 ? (
        sources.length === 0 ? (
          <p className="pv-muted">The script declares no components. Add one with createComponent() to preview it here.</p>
        ) : null
      ) : (
        <>
          <div className="field pv-config__picker">
            <label className="field__label" htmlFor={selectId}>
              Component
            </label>
            <select id={selectId} className="select" value={componentId} onChange={(event) => setChosen(event.target.value)}>
              {componentIds.map((id) => {
                const scope = declared.find((c) => c.componentId === id);
                return (
                  <option key={id} value={id}>
                    {scope ? `${id} (configurations.${scope.level})` : id}
                  </option>
                );
              })}
            </select>
          </div>
          <div className="pv-config__frame">
            <InstanceView key={componentId} componentId={componentId!} props={props} showTimeline={false} context={configurationContext(host, level)} />
          </div>
        </>
      )}
      {host && sources.length > 0 ? <ContentSourcesSection sources={sources} host={host} environment={environment} installation={installation} /> : null}
    </section>
  );
}
