import { useState } from 'react';
import { type ConfigurationField, type ConfigurationScope, endpointUrl } from '../../core/installation';
import { missingSecretsMessage, resolveSecrets, secretsFor } from '../../core/manifest';
import { manifestValue } from '../workspace/manifest';
import type { ConsentRequest } from '../../mock/oauth-provider';
import type { ScriptHost } from '../../sandbox/types';
import { getActiveWorkspace } from '../workspace/store';
import { editConfiguration } from './actions';

/** The saved configuration of the installation, as the handler's API save left it (a string to compare). */
function savedConfiguration(): string {
  return JSON.stringify(getActiveWorkspace().installation?.configuration ?? null);
}
import { ConsentDialog } from './ConsentDialog';
import { beginOAuth, completeOAuth, decideConsent, OAuthFlowError, type OAuthLevel } from './oauthFlow';

type ButtonField = Extract<ConfigurationField, { kind: 'button' }>;

interface OAuthFieldProps {
  field: ButtonField;
  scope: ConfigurationScope;
  /** The stored `oauth_credentials`, if the connection was established. */
  credentials: unknown;
  publicEndpoint: string;
  host: ScriptHost | undefined;
  integrationTitle: string;
  describedBy: string;
  disabled?: boolean;
}

type Phase = { name: 'idle' } | { name: 'starting' } | { name: 'consent'; consent: ConsentRequest } | { name: 'exchanging'; consent: ConsentRequest };

function messageOf(error: unknown): string {
  if (error instanceof OAuthFlowError) return error.message;
  return `The connection failed unexpectedly: ${error instanceof Error ? error.message : String(error)}`;
}

/** The secrets the OAuth handler needs that have no value, and what to tell the user (the variables to set). */
function missingClientSecrets(): string | undefined {
  const workspace = getActiveWorkspace();
  const { secrets } = secretsFor(manifestValue(workspace.manifest), workspace.manifestEnvironment);
  const missing = resolveSecrets(secrets, workspace.env).missing.filter((name) => /^CLIENT_(ID|SECRET)$/i.test(name));
  return missing.length > 0 ? `Cannot connect: ${missingSecretsMessage(missing, secrets)}` : undefined;
}

function maskToken(token: string): string {
  return token.length > 12 ? `${token.slice(0, 8)}…${token.slice(-4)}` : token;
}

/** A `button` property: starts the OAuth connection and shows it once established. */
export function OAuthField({ field, scope, credentials, publicEndpoint, host, integrationTitle, describedBy, disabled }: OAuthFieldProps) {
  const [phase, setPhase] = useState<Phase>({ name: 'idle' });
  const [error, setError] = useState<string | undefined>();
  const token = (credentials as { access_token?: unknown } | undefined)?.access_token;
  const connected = typeof token === 'string' && token !== '';
  const busy = phase.name !== 'idle';

  // An account-scope button asks the installation's own endpoint (its state names the installation alone).
  const level: OAuthLevel = scope === 'account' ? 'installation' : 'space';

  async function start() {
    setError(undefined);
    const missing = missingClientSecrets();
    if (missing) {
      setError(missing);
      return;
    }
    setPhase({ name: 'starting' });
    try {
      const consent = await beginOAuth(endpointUrl(publicEndpoint, field.callbackUrl ?? '/oauth'), level);
      setPhase({ name: 'consent', consent });
    } catch (failure) {
      setError(messageOf(failure));
      setPhase({ name: 'idle' });
    }
  }

  async function decide(consent: ConsentRequest, decision: 'approve' | 'deny') {
    setPhase({ name: 'exchanging', consent });
    try {
      const redirect = await decideConsent(consent, decision);
      const before = savedConfiguration();
      await completeOAuth(redirect, level);
      if (savedConfiguration() === before) {
        throw new OAuthFlowError(
          'The callback answered, but saved nothing on the installation. On the platform the OAuth handler saves the credentials through the API (createOAuthHandler does it; a handler of your own calls updateIntegrationInstallation).',
        );
      }
    } catch (failure) {
      setError(messageOf(failure));
    }
    setPhase({ name: 'idle' });
  }

  const errorId = `${describedBy}-oauth-error`;
  return (
    <div className="inst-oauth">
      <div className="inst-oauth__row">
        <button
          type="button"
          className={connected ? 'btn' : 'btn btn--primary'}
          aria-describedby={`${describedBy}${error ? ` ${errorId}` : ''}`}
          disabled={disabled || busy}
          onClick={() => void start()}
        >
          {phase.name === 'starting' ? 'Contacting the provider…' : connected ? 'Reconnect' : field.buttonText}
        </button>
        {connected && (
          <>
            <span className="badge badge--success" role="status">
              Connected
            </span>
            <code className="inst-oauth__token" title="The stored access token (masked)">
              {maskToken(token)}
            </code>
            <button type="button" className="btn btn--ghost btn--small" disabled={disabled || busy} onClick={() => editConfiguration(host, scope, 'oauth_credentials', undefined)}>
              Disconnect
            </button>
          </>
        )}
        {phase.name === 'exchanging' && <span className="inst-muted">Exchanging the code for a token…</span>}
      </div>
      {error && (
        <p id={errorId} className="inst-inline-error" role="alert">
          {error}
        </p>
      )}
      {(phase.name === 'consent' || phase.name === 'exchanging') && (
        <ConsentDialog
          consent={phase.consent}
          integrationTitle={integrationTitle}
          busy={phase.name === 'exchanging'}
          onDecide={(decision) => void decide(phase.consent, decision)}
          onCancel={() => {
            setPhase({ name: 'idle' });
            setError('The consent screen was closed: nothing was connected.');
          }}
        />
      )}
    </div>
  );
}
