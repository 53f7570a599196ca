/**
 * An installation's OAuth connection, as the Installation panel's button runs it: the script's OAuth handler sends
 * the user to the provider, the user decides on the consent screen, the provider sends them back to the callback,
 * the script exchanges the code and answers the configuration to store. Every request goes through the mocked
 * platform (the script's public endpoint, the mock provider).
 */

/** What the user answers on the provider's consent screen. */
export type ConsentDecision = 'approve' | 'deny';

type Send = (url: string, init?: RequestInit) => Promise<Response>;

async function failure(step: string, response: Response): Promise<Error> {
  const text = await response.text().catch(() => '');
  return new Error(`connect: ${step} answered ${response.status}${text ? `: ${text.slice(0, 300)}` : ''}`);
}

/** Runs the whole connection from the callback URL; resolves with the configuration the callback answered. */
export async function connectOAuth(send: Send, callbackUrl: string, decision: ConsentDecision): Promise<Record<string, unknown>> {
  const start = await send(callbackUrl);
  const authorize = start.headers.get('location');
  if (start.status < 300 || start.status >= 400 || !authorize) {
    throw start.ok
      ? new Error(`connect: ${callbackUrl} answered ${start.status} instead of redirecting to the provider. Does the script route it to createOAuthHandler()?`)
      : await failure(`the OAuth handler (${callbackUrl})`, start);
  }
  const consent = await send(authorize);
  if (!consent.ok) throw await failure(`the provider's authorize page (${authorize})`, consent);
  const decided = await send(authorize, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ decision }).toString(),
  });
  if (!decided.ok) throw await failure('the provider', decided);
  const { redirect } = (await decided.json()) as { redirect?: string };
  if (typeof redirect !== 'string') throw new Error('connect: the provider did not say where to send the user back.');
  const callback = await send(redirect);
  if (!callback.ok) throw await failure(`the OAuth callback (${redirect})`, callback);
  const body = (await callback.json().catch(() => undefined)) as { configuration?: unknown } | undefined;
  const configuration = body?.configuration;
  if (typeof configuration !== 'object' || configuration === null || Array.isArray(configuration)) {
    throw new Error('connect: the OAuth callback answered without a `configuration` object to store.');
  }
  return configuration as Record<string, unknown>;
}
