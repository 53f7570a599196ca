import { QueryClient, QueryClientContext, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useContext, useEffect, useMemo, useRef, useState } from 'react';
import {
  configurationComponentOf,
  deriveConfigurationSchema,
  emptyShelf,
  isInstallationValid,
  OAUTH_CREDENTIALS_KEY,
  readConfigurationFields,
  reconcileWithManifest,
  type ShelvedValues,
  scopesFor,
  validateConfiguration,
} from '../../core/installation';
import { useManifestValue } from '../workspace/manifest';
import { updateWorkspace, useWorkspace } from '../workspace/store';
import { ConfigurationComponentCard } from './ConfigurationComponent';
import { ConfigurationForm } from './ConfigurationForm';
import { EnvironmentInspector } from './EnvironmentInspector';
import { EnvVariablesEditor } from './EnvVariablesEditor';
import { EventLog } from './EventLog';
import { InstallControls } from './InstallControls';
import { ProviderBehaviour } from './ProviderBehaviour';
import { useInstallationRuntime } from './host';
import { installationTarget } from './intentTarget';
import { focusSoon, usePanelIntent } from '../shell/navigation';
import './installation.css';

let fallbackClient: QueryClient | undefined;
// Values manifest edits dropped this session (module state: switching tabs must not forget them).
let shelf: { installationId: string; values: ShelvedValues } = { installationId: '', values: emptyShelf() };

/** Mounts a QueryClient when the app root has none, so the panel also works on its own. */
function WithQueryClient({ children }: { children: ReactNode }) {
  const existing = useContext(QueryClientContext);
  if (existing) return children;
  fallbackClient ??= new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } });
  return <QueryClientProvider client={fallbackClient}>{children}</QueryClientProvider>;
}

function Installation() {
  const manifestText = useWorkspace((w) => w.manifest);
  const installation = useWorkspace((w) => w.installation);
  const env = useWorkspace((w) => w.env);
  const manifestEnvironment = useWorkspace((w) => w.manifestEnvironment);
  const { host, publicEndpoint, scriptVersion } = useInstallationRuntime();
  const parsed = useManifestValue(manifestText);
  // While the manifest does not parse (mid-edit), the forms keep the last version that did: no value is dropped.
  const [lastGood, setLastGood] = useState<unknown>(parsed);
  if (parsed !== undefined && parsed !== lastGood) setLastGood(parsed);
  const manifest = parsed ?? lastGood;
  const stale = parsed === undefined && manifest !== undefined;
  // "Connect in Installation" / "Open … configuration in Installation" from the Preview.
  const root = useRef<HTMLDivElement>(null);
  usePanelIntent('installation', (intent) => focusSoon(() => installationTarget(root.current, intent, installation !== null)));
  const accountFields = useMemo(() => readConfigurationFields(manifest, 'account'), [manifest]);
  const siteFields = useMemo(() => readConfigurationFields(manifest, 'site'), [manifest]);
  const accountComponent = useMemo(() => configurationComponentOf(manifest, 'account'), [manifest]);
  const siteComponent = useMemo(() => configurationComponentOf(manifest, 'site'), [manifest]);
  const title = (manifest as { title?: unknown } | undefined)?.title;
  const integrationTitle = typeof title === 'string' && title.trim() ? title : 'The integration';

  // The forms follow manifest edits: values that no longer fit are dropped, new defaults prefilled.
  const previousManifest = useRef(manifest);
  useEffect(() => {
    const previous = previousManifest.current;
    previousManifest.current = manifest;
    if (!installation) return;
    if (shelf.installationId !== installation.id) shelf = { installationId: installation.id, values: emptyShelf() };
    const followed = reconcileWithManifest(manifest, installation, previous, shelf.values);
    shelf = { installationId: installation.id, values: followed.shelf };
    if (followed.installation !== installation) updateWorkspace({ installation: followed.installation });
  }, [manifest, installation]);

  const missing = useMemo(() => {
    if (!installation || isInstallationValid(manifest, installation)) return [];
    return scopesFor(installation.target).flatMap((scope) => {
      const fields = readConfigurationFields(manifest, scope);
      const errors = validateConfiguration(deriveConfigurationSchema(fields), installation.configuration[scope]);
      const titleOf = (key: string) =>
        (key === OAUTH_CREDENTIALS_KEY ? fields.find((f) => f.kind === 'button') : fields.find((f) => f.name === key))?.title ?? key;
      return Object.keys(errors).map(titleOf);
    });
  }, [manifest, installation]);

  const hasButton = [...accountFields, ...siteFields].some((f) => f.kind === 'button');
  const siteHint =
    installation?.target === 'space'
      ? 'Settings for this space.'
      : installation?.target === 'site'
        ? `Settings for the site ${installation.siteId ?? ''}.`.replace(' .', '.')
        : 'Used by space and site installations; an organization installation ignores them.';
  return (
    <div className="inst" ref={root}>
      <InstallControls installation={installation} host={host} missing={missing} />
      {stale && (
        <p className="note note--warning" role="status">
          The manifest does not parse right now: the forms show its last valid configuration until it does again.
        </p>
      )}
      {installation ? (
        <>
          {accountComponent ? (
            <ConfigurationComponentCard
              title="Account configuration"
              hint="The default configuration of the installation."
              component={accountComponent}
              installation={installation}
              host={host}
            />
          ) : (
            <ConfigurationForm
              scope="account"
              title="Account configuration"
              hint="The default configuration of the installation."
              fields={accountFields}
              values={installation.configuration.account}
              host={host}
              scriptVersion={scriptVersion}
              publicEndpoint={publicEndpoint}
              integrationTitle={integrationTitle}
            />
          )}
          {siteComponent ? (
            <ConfigurationComponentCard title="Site configuration" hint={siteHint} component={siteComponent} installation={installation} host={host} />
          ) : (
            <ConfigurationForm
              scope="site"
              title="Site configuration"
              hint={siteHint}
              fields={siteFields}
              values={installation.configuration.site}
              host={host}
              scriptVersion={scriptVersion}
              publicEndpoint={publicEndpoint}
              integrationTitle={integrationTitle}
            />
          )}
          {hasButton && <ProviderBehaviour />}
        </>
      ) : null}
      <EventLog />
      <EnvironmentInspector />
      <EnvVariablesEditor manifest={manifest} env={env} manifestEnvironment={manifestEnvironment} />
    </div>
  );
}

/** The Installation tab: install, the configuration forms from the manifest, OAuth, events and the environment. */
export default function InstallationPanel() {
  return (
    <WithQueryClient>
      <Installation />
    </WithQueryClient>
  );
}
