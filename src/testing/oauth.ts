import { INSTALLATION_LEVEL_HEADER } from '../core/runtime/installation-level';

/**
 * An installation's OAuth connection, as the Installation panel's button runs it: the script's OAuth handler sends
 * the user to the provider, the user decides on the consent screen, the provider sends them back to the callback,
 * and the script exchanges the code and saves the credentials on the installation through the API (as the
 * platform's `createOAuthHandler` does). Every request goes through the mocked platform: the script's public
 * endpoint, the folder's mocks, then kitbench's mock provider, which plays whatever authorize and token URLs the
 * script names.
 */

/** What the user answers on the provider's consent screen. */
export type ConsentDecision = 'approve' | 'deny';

/** Where the button sits: an account-scope button asks the installation's own endpoint, a site-scope one its space's. */
export type ConnectLevel = 'installation' | 'space';

type Send = (url: string, init?: RequestInit) => Promise<Response>;

async function failure(step: string, response: Response): Promise<Error> {
  const text = await response.text().catch(() => '');
  return new Error(`connect: ${step} answered ${response.status}${text ? `: ${text.slice(0, 300)}` : ''}`);
}

const isRedirect = (response: Response) => response.status >= 300 && response.status < 400 && response.headers.has('location');

/** Where the provider sends the user back: the consent decision of kitbench's provider, or a mock's own redirect. */
async function providerAnswer(send: Send, authorize: string, decision: ConsentDecision): Promise<string> {
  const consent = await send(authorize);
  // A mocks file playing the provider may answer the authorize request with the redirect back straight away.
  if (isRedirect(consent)) return consent.headers.get('location')!;
  if (!consent.ok) throw await failure(`the provider's authorize page (${authorize})`, consent);
  const decided = await send(authorize, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ decision }).toString(),
  });
  if (!decided.ok) throw await failure('the provider', decided);
  const { redirect } = (await decided.json().catch(() => ({}))) as { redirect?: string };
  if (typeof redirect !== 'string') throw new Error(`connect: the provider's authorize page (${authorize}) did not say where to send the user back.`);
  return redirect;
}

/**
 * Runs the whole connection from the callback URL; resolves once the callback has answered 2xx. `unsetSecrets`
 * (the manifest's secrets without a value) turn a `client_id=undefined` sent to the provider into a message that
 * names them and how to give them.
 */
export async function connectOAuth(send: Send, callbackUrl: string, decision: ConsentDecision, level: ConnectLevel, unsetSecrets: string[] = []): Promise<void> {
  const headers = level === 'installation' ? { [INSTALLATION_LEVEL_HEADER]: 'installation' } : undefined;
  const start = await send(callbackUrl, { headers });
  const authorize = start.headers.get('location');
  if (!isRedirect(start) || !authorize) {
    throw start.ok
      ? new Error(`connect: ${callbackUrl} answered ${start.status} instead of redirecting to the provider. Does the script route it to createOAuthHandler()?`)
      : await failure(`the OAuth handler (${callbackUrl})`, start);
  }
  const clientId = new URL(authorize).searchParams.get('client_id');
  if ((clientId === null || clientId === '' || clientId === 'undefined') && unsetSecrets.length > 0) {
    const names = unsetSecrets.join(', ');
    throw new Error(
      `connect: the OAuth handler sent the provider client_id=${clientId ?? '(none)'}: the manifest's secret${unsetSecrets.length > 1 ? 's' : ''} ${names} ha${unsetSecrets.length > 1 ? 've' : 's'} no value. ` +
        `Give ${unsetSecrets.length > 1 ? 'them' : 'it'} with loadIntegration(folder, { secrets: { ${unsetSecrets[0]}: '…' } }) (any form: \${{ env.X }} or a 1Password reference), or through env.`,
    );
  }
  const redirect = await providerAnswer(send, authorize, decision);
  const back = new URL(redirect);
  const providerError = back.searchParams.get('error');
  if (providerError) {
    const description = back.searchParams.get('error_description');
    throw new Error(`connect: the provider answered ${providerError}${description ? ` (${description})` : ''}: nothing was saved.`);
  }
  const callback = await send(redirect, { headers });
  if (!callback.ok) throw await failure(`the OAuth callback (${back.origin}${back.pathname})`, callback);
}
