/**
 * How the platform hands a site event to the integration: the `multipart/form-data` envelope (`event`,
 * `environment`) POSTed to `{publicEndpoint}/v1`, one Network entry with the envelope, the script's HTTP answer
 * back. The Site view and `kitbench/testing` send `site_view`, `page_feedback`, `fetch_visitor_authentication` and
 * `fetch_published_script` through it.
 */
import { encodeEnvelope } from '../core/runtime/envelope';
import type { RuntimeEvent } from '../core/runtime/types';
import { networkLog } from '../sandbox/network-log';
import type { HostResult, SerializedResponse } from '../sandbox/types';
import type { PlatformBackend } from './platform-backend';

/** The answer of one site event: the script's HTTP answer (or the platform's when the call failed), and the call itself. */
export interface SiteEventAnswer {
  response: SerializedResponse;
  result: HostResult<SerializedResponse>;
}

/** Sends one site event to the script, as the platform does. */
export async function dispatchSiteEvent(backend: PlatformBackend, event: RuntimeEvent): Promise<SiteEventAnswer> {
  const environment = backend.environment;
  const envelope = await encodeEnvelope({ event, environment });
  const url = `${environment.integration.urls.publicEndpoint}/v1`;
  const entry = networkLog.start(
    'endpoint',
    { method: 'POST', url, headers: { 'content-type': envelope.contentType } },
    { event, environment, contentType: envelope.contentType },
  );
  const result = await backend.dispatchEnvelope(envelope);
  let response: SerializedResponse;
  if (result.ok) response = result.value;
  else {
    const status = result.error.kind === 'timeout' ? 504 : 500;
    response = { status, headers: { 'content-type': 'application/json' }, body: JSON.stringify({ error: { code: result.error.kind, message: result.error.message } }) };
  }
  networkLog.finish(entry, { response });
  return { response, result };
}
