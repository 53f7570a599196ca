import { useId, useMemo, useState } from 'react';
import { installationEnvironment } from '../../core/installation';
import { resolveSecrets } from '../../core/manifest';
import type { InstallationState } from '../workspace/types';

interface EnvironmentInspectorProps {
  manifest: unknown;
  env: Record<string, string>;
  installation: InstallationState | null;
  publicEndpoint: string;
}

function mask(value: string): string {
  return value === '' ? '' : '•'.repeat(Math.min(12, Math.max(6, value.length)));
}

/** `context.environment` as the script sees it, with secret values masked unless revealed. */
export function EnvironmentInspector({ manifest, env, installation, publicEndpoint }: EnvironmentInspectorProps) {
  const id = useId();
  const [reveal, setReveal] = useState(false);
  const environment = useMemo(() => {
    const { values } = resolveSecrets((manifest as { secrets?: Record<string, unknown> } | undefined)?.secrets, env);
    const secrets = Object.fromEntries(Object.entries(values).map(([name, value]) => [name, reveal ? value : mask(value)]));
    const name = (manifest as { name?: unknown } | undefined)?.name;
    return {
      integration: { name: typeof name === 'string' ? name : '', urls: { publicEndpoint } },
      secrets,
      installation: installation ? installationEnvironment(installation, publicEndpoint) : undefined,
    };
  }, [manifest, env, installation, publicEndpoint, reveal]);
  return (
    <section className="inst-card" aria-labelledby={`${id}-title`}>
      <header className="inst-card__header inst-card__header--row">
        <h3 id={`${id}-title`} className="inst-card__title">
          Environment
        </h3>
        <label className="inst-check">
          <input type="checkbox" checked={reveal} onChange={(event) => setReveal(event.target.checked)} />
          Reveal secrets
        </label>
      </header>
      <p className="inst-card__hint">
        What the script reads as <code>context.environment</code>: the saved configuration, the status and the resolved secrets.
      </p>
      <section className="inst-code-wrap" aria-label="Environment inspector">
        <pre className="inst-code">{JSON.stringify(environment, null, 2)}</pre>
      </section>
    </section>
  );
}
