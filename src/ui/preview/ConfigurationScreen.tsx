import { useId, useState } from 'react';
import type { PlaygroundScriptHost, ScriptHost } from '../../sandbox/types';
import type { RenderContext } from './instance';
import { InstanceView } from './InstanceView';

/** `element.context` on the configuration screen: the space's screen for a space installation, else the account's. */
function configurationContext(host: ScriptHost | undefined): RenderContext {
  const environment = (host as Partial<PlaygroundScriptHost> | undefined)?.environment;
  const spaceId = environment?.spaceInstallation?.space;
  return spaceId ? { type: 'configuration_space', spaceId } : { type: 'configuration_account' };
}

/** The integration's configuration screen, where the same components can also be placed. */
export function ConfigurationScreen({ host, integrationTitle }: { host: ScriptHost | undefined; integrationTitle: string }) {
  const componentIds = host?.summary?.componentIds ?? [];
  const [chosen, setChosen] = useState<string | undefined>(undefined);
  const componentId = chosen && componentIds.includes(chosen) ? chosen : componentIds[0];
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
        <p className="pv-muted">The script declares no components. Add one with createComponent() to preview it here.</p>
      ) : (
        <>
          <div className="field pv-config__picker">
            <label className="field__label" htmlFor={selectId}>
              Component
            </label>
            <select id={selectId} className="select" value={componentId} onChange={(event) => setChosen(event.target.value)}>
              {componentIds.map((id) => (
                <option key={id} value={id}>
                  {id}
                </option>
              ))}
            </select>
          </div>
          <div className="pv-config__frame">
            <InstanceView key={componentId} componentId={componentId!} props={{}} showTimeline={false} context={configurationContext(host)} />
          </div>
        </>
      )}
    </section>
  );
}
