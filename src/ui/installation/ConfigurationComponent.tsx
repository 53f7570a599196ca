import { type ReactNode, useId, useMemo, useState } from 'react';
import { type ConfigurationComponent, configurationComponentProps, configurationContextOf, type Installation } from '../../core/installation';
import type { PlaygroundScriptHost } from '../../sandbox/types';
import { ComponentSession } from '../preview/ComponentSession';
import type { RenderContext } from '../preview/instance';
import { InstanceView } from '../preview/InstanceView';
import { useScriptEnvironment, useScriptState } from '../script/ScriptHostProvider';

/**
 * A scope whose manifest names a `componentId`: the platform shows that component as the configuration screen,
 * rendered with `installation` (and `spaceInstallation` / `siteInstallation`) as props. It saves through
 * `context.api` (the mocked API stores it as a form save would); `{ type: 'complete' }` closes the screen, and it
 * opens again here with the saved configuration.
 */
export function ConfigurationComponentCard({
  title,
  hint,
  component,
  installation,
  host,
}: {
  title: string;
  hint: string;
  component: ConfigurationComponent;
  installation: Installation;
  host: PlaygroundScriptHost;
}) {
  const headingId = useId();
  const { summary, loadProblem } = useScriptState();
  const environment = useScriptEnvironment();
  // Each opening renders with the configuration saved at that moment, as the platform's screen does.
  const [opening, setOpening] = useState(0);
  const [saved, setSaved] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: props are taken when the screen opens, not on every save
  const props = useMemo(() => configurationComponentProps(component, environment, installation.configuration), [opening, component.level]);
  // What is saved for the scope, now. A save through context.api that does not end with `complete` is rendered by
  // the same call as its action (as on the platform), which still saw the configuration from before: the screen
  // renders again once the saved one is here (its state kept), as the platform's screen follows its installation.
  const savedSignature = JSON.stringify(configurationComponentProps(component, environment, installation.configuration));
  const { target, spaceId, siteId } = installation;
  const context = useMemo<RenderContext>(() => configurationContextOf({ target, spaceId, siteId }, component.scope), [component.scope, target, spaceId, siteId]);
  const declared = summary?.componentIds ?? [];
  let body: ReactNode;
  if (loadProblem && !summary) body = <p className="inst-muted">The script did not load, so its configuration component cannot render.</p>;
  else if (!summary) body = <p className="inst-muted">Waiting for the script to load…</p>;
  else if (!declared.includes(component.componentId)) {
    body = (
      <p className="note note--danger" role="alert">
        The manifest names the component <code>{component.componentId}</code>, which the script does not declare (
        {declared.length ? `it declares ${declared.join(', ')}` : 'it declares no components'}).
      </p>
    );
  } else {
    body = (
      <ComponentSession
        host={host}
        context={context}
        level={component.scope === 'account' ? 'installation' : 'space'}
        onConnected={() => setOpening((n) => n + 1)}
      >
        <InstanceView
          key={`${component.componentId}:${opening}`}
          refreshKey={savedSignature}
          componentId={component.componentId}
          props={props}
          showTimeline={false}
          context={context}
          onComplete={() => {
            setSaved(true);
            setOpening((n) => n + 1);
          }}
        />
      </ComponentSession>
    );
  }
  return (
    <section className="panel-card inst-card" aria-labelledby={headingId}>
      <header className="inst-card__header">
        <h3 id={headingId} className="inst-card__title">
          {title}
        </h3>
        <p className="inst-card__hint">
          {hint} Rendered by the component <code>{component.componentId}</code> (<code>configurations.{component.level}.componentId</code>).
        </p>
      </header>
      {saved && (
        <p className="note note--info" role="status">
          Completed: the component returned <code>{"{ type: 'complete' }"}</code>, so the platform closed the screen. Opened again with the saved
          configuration.
        </p>
      )}
      {body}
      <div className="inst-actions">
        <button
          type="button"
          className="btn btn--ghost btn--small"
          onClick={() => {
            setSaved(false);
            setOpening((n) => n + 1);
          }}
        >
          Reopen {title.toLowerCase()}
        </button>
      </div>
    </section>
  );
}
