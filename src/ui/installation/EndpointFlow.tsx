import { useEffect, useState } from 'react';
import type { ConsentRequest } from '../../mock/oauth-provider';
import { ConfirmDialog } from '../contentkit/Dialog';
import { ConsentDialog } from './ConsentDialog';
import { beginOAuth, completeOAuth, decideConsent, OAuthFlowError, type OAuthLevel } from './oauthFlow';

type Phase = { name: 'starting' } | { name: 'consent'; consent: ConsentRequest } | { name: 'exchanging'; consent: ConsentRequest } | { name: 'done'; message: string; ok: boolean };

const messageOf = (error: unknown) =>
  error instanceof OAuthFlowError ? error.message : `The connection failed unexpectedly: ${error instanceof Error ? error.message : String(error)}`;

/**
 * A link or `@ui.url.open` to the integration's own public endpoint (`{publicEndpoint}/oauth`, as github-copilot's
 * "Connect with GitHub" builds it): on the platform the browser opens it and the handler sends the user to the
 * provider. Here the page runs the same steps against kitbench's mocked provider, as the Installation panel's OAuth
 * button does: the handler's redirect, the consent screen, the callback that saves the credentials.
 */
export function EndpointFlow({
  url,
  level,
  integrationTitle,
  onConnected,
  onDone,
}: {
  url: string;
  level: OAuthLevel;
  integrationTitle: string;
  onConnected?: () => void;
  onDone: () => void;
}) {
  const [phase, setPhase] = useState<Phase>({ name: 'starting' });

  useEffect(() => {
    let live = true;
    beginOAuth(url, level).then(
      (consent) => live && setPhase({ name: 'consent', consent }),
      (error) => live && setPhase({ name: 'done', ok: false, message: messageOf(error) }),
    );
    return () => {
      live = false;
    };
  }, [url, level]);

  async function decide(consent: ConsentRequest, decision: 'approve' | 'deny') {
    setPhase({ name: 'exchanging', consent });
    try {
      await completeOAuth(await decideConsent(consent, decision), level);
      onConnected?.();
      setPhase({ name: 'done', ok: true, message: `The OAuth callback answered: ${integrationTitle} is connected. The screen shows what it saved.` });
    } catch (error) {
      setPhase({ name: 'done', ok: false, message: messageOf(error) });
    }
  }

  if (phase.name === 'starting') return null;
  if (phase.name === 'done') {
    return (
      <ConfirmDialog
        title={phase.ok ? 'Connected' : 'The connection failed'}
        text={
          <>
            <p>{phase.message}</p>
            <code className="pv-url">{url}</code>
          </>
        }
        confirmLabel="OK"
        onAnswer={onDone}
      />
    );
  }
  return (
    <ConsentDialog
      consent={phase.consent}
      integrationTitle={integrationTitle}
      busy={phase.name === 'exchanging'}
      onDecide={(decision) => void decide(phase.consent, decision)}
      onCancel={onDone}
    />
  );
}
