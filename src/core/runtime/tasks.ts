import { newEventId } from './envelope';
import type { RuntimeEnvironment, RuntimeEvent } from './types';

/**
 * How the platform hands a queued task (`context.integration.queueTask`, the API's `queueIntegrationTask`) back to
 * the integration: a `task` event for a script with `createIntegration({ task })`; for one without, as integrations
 * written before the runtime had `task` receive them (bucket, launchdarkly), a `POST {publicEndpoint}/tasks` whose
 * JSON body is `{ task }`, signed in `X-GitBook-Integration-Signature` (hex HMAC-SHA256 of the body with
 * `signingSecrets.integration`).
 */

/** The `task` event of one queued task. */
export function taskEvent(task: Record<string, unknown>): RuntimeEvent {
  return { type: 'task', eventId: newEventId(), task };
}

/** The signature header of a task delivered over HTTP. */
export const TASK_SIGNATURE_HEADER = 'x-gitbook-integration-signature';

async function hmacHex(secret: string, payload: string): Promise<string> {
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const signature = await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(payload));
  return Array.from(new Uint8Array(signature), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The signed `POST {publicEndpoint}/tasks` of one task, for a script without a `task` handler. */
export async function taskRequest(environment: RuntimeEnvironment, task: Record<string, unknown>): Promise<Request> {
  const body = JSON.stringify({ task });
  const endpoint = environment.installation?.urls.publicEndpoint ?? environment.integration.urls.publicEndpoint;
  return new Request(`${endpoint}/tasks`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [TASK_SIGNATURE_HEADER]: await hmacHex(environment.signingSecrets.integration, body) },
    body,
  });
}

/** What the script declares, as far as tasks go. */
export interface TaskHandlers {
  eventNames: readonly string[];
  hasFetch: boolean;
}

/** How a task reaches this script: by event, over HTTP, or not at all (the message says why). */
export function taskRoute(summary: TaskHandlers | undefined): { kind: 'event' } | { kind: 'http' } | { kind: 'none'; message: string } {
  if (!summary || summary.eventNames.includes('task')) return { kind: 'event' };
  if (summary.hasFetch) return { kind: 'http' };
  return {
    kind: 'none',
    message: 'The script queued a task but has no `task` handler (createIntegration({ task })) nor a `fetch` handler to receive it on POST /tasks: on the platform it is lost.',
  };
}
