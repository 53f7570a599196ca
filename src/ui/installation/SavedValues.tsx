import type { ConfigurationScope } from '../../core/installation';

/**
 * A scope's configuration that the manifest declares no property for, but that holds values all the same: saved
 * through `context.api` by a configuration component of another scope (the platform's `webhook` integration saves the
 * account's URL and secret from its site screen) or by the script. Shown as it is, read-only, so the author sees what
 * later events will carry instead of being told to declare properties the integration does not need.
 */
export function SavedValues({ scope, values }: { scope: ConfigurationScope; values: Readonly<Record<string, unknown>> }) {
  const entries = Object.entries(values);
  if (entries.length === 0) {
    return (
      <p className="inst-muted">
        No properties: add them under <code>configurations.{scope}.properties</code> in the manifest.
      </p>
    );
  }
  return (
    <>
      <p className="inst-muted">
        No properties in the manifest; saved through the API, and in every later event as{' '}
        <code>{scope === 'account' ? 'environment.installation.configuration' : 'environment.siteInstallation.configuration'}</code>:
      </p>
      {/* biome-ignore lint/a11y/useSemanticElements: read-only values, not form controls (what a fieldset groups) */}
      <div role="group" aria-label={`Saved ${scope} configuration`}>
        <dl className="inst-saved">
          {entries.map(([key, value]) => (
            <div key={key} className="inst-saved__row">
              <dt>{key}</dt>
              <dd>
                <code>{shown(value)}</code>
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </>
  );
}

const LIMIT = 200;

function shown(value: unknown): string {
  const text = typeof value === 'string' ? value : (JSON.stringify(value) ?? String(value));
  return text.length > LIMIT ? `${text.slice(0, LIMIT)}…` : text;
}
