import { useId, useMemo, useState } from 'react';
import type { RuntimeEnvironment } from '../../core/runtime/types';
import { environmentFor } from '../script/runtime';
import { getActiveWorkspace, useWorkspace } from '../workspace/store';

function mask(value: string): string {
  return value === '' ? '' : '•'.repeat(Math.min(12, Math.max(6, value.length)));
}

function masked(environment: RuntimeEnvironment): RuntimeEnvironment {
  const secrets = Object.fromEntries(Object.entries(environment.secrets).map(([name, value]) => [name, mask(value)]));
  const apiTokens = Object.fromEntries(Object.entries(environment.apiTokens).map(([name, value]) => [name, mask(value ?? '')]));
  return { ...environment, secrets, apiTokens };
}

/** `context.environment` exactly as the runtime hands it to the script, secrets masked unless revealed. */
export function EnvironmentInspector() {
  const id = useId();
  const [reveal, setReveal] = useState(false);
  const manifest = useWorkspace((w) => w.manifest);
  const env = useWorkspace((w) => w.env);
  const installation = useWorkspace((w) => w.installation);
  const text = useMemo(() => {
    const environment = environmentFor({ ...getActiveWorkspace(), manifest, env, installation });
    return JSON.stringify(reveal ? environment : masked(environment), null, 2);
  }, [manifest, env, installation, reveal]);
  return (
    <section className="panel-card inst-card" aria-labelledby={`${id}-title`}>
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
        What the script reads as <code>context.environment</code>: the installation, its saved configuration and status, and the
        resolved secrets.
      </p>
      <section className="inst-code-wrap" aria-label="Environment inspector">
        <pre className="inst-code">{text}</pre>
      </section>
    </section>
  );
}
