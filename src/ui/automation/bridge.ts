import type { HostResult, SerializedResponse } from '../../sandbox/types';
import type { DeliveryRun } from '../webhooks/store';
import { setNextInsertProps } from './insertProps';
import type { BridgeDelivery, BridgeRequest, BridgeSiteEvent, KitbenchPageBridge } from './protocol';

/**
 * Installs `window.__kitbench` (protocol.ts), what `kitbench/playwright` reads back from the page. Each store is
 * imported when asked for: the panels' modules are their own chunks, and a page nobody tests loads none of them
 * for this. The author's script cannot reach it: it runs in a worker inside an opaque-origin iframe.
 */
export function installAutomationBridge(): void {
  const bridge: KitbenchPageBridge = {
    version: 1,
    setInsertProps: setNextInsertProps,
    async requests() {
      const { networkLog } = await import('../../sandbox/network-log');
      return networkLog.getEntries().map(
        (entry): BridgeRequest => ({
          source: entry.source,
          method: entry.request.method,
          url: entry.request.url,
          headers: entry.request.headers,
          body: entry.request.body,
          status: entry.response?.status ?? entry.loaded?.status,
          response: entry.response && { status: entry.response.status, headers: entry.response.headers, body: entry.response.body },
          error: entry.error,
          mocked: entry.mocked === true,
          ...(entry.initiator ? { initiator: entry.initiator } : {}),
        }),
      );
    },
    async deliveries() {
      const { deliveryRuns } = await import('../webhooks/store');
      return [...deliveryRuns()].reverse().map(toDelivery);
    },
    async received() {
      const { mockReceivers } = await import('../../core/webhooks/index');
      // The receivers keep their log newest first.
      return [...mockReceivers.log()].reverse().map((entry) => ({
        receiver: entry.receiver,
        eventId: entry.eventId,
        verified: entry.verification.valid,
        duplicate: entry.duplicate,
        status: entry.status,
      }));
    },
    async dispatches() {
      const { eventHistory } = await import('../events/history');
      return [...eventHistory.getRecords()].reverse().map((record) => ({
        type: record.event.type,
        event: record.event,
        ok: record.result.ok,
        ...(record.result.ok ? { value: record.result.value } : { error: problemText(record.result.error) }),
      }));
    },
    async site() {
      const [{ currentSession }, { eventHistory }] = await Promise.all([import('../site/session'), import('../events/history')]);
      const session = currentSession();
      const answers = new Map(eventHistory.getRecords().map((record) => [record.event.eventId, record.result]));
      const { screen } = session;
      return {
        key: session.key,
        anonymousId: session.visitor.anonymousId,
        path: session.path,
        history: session.history,
        screen: screen.kind,
        busy: screen.kind === 'sign-in' && screen.busy !== undefined,
        ...(screen.kind === 'problem' ? { problem: { title: screen.title, message: screen.message } } : {}),
        signedIn: session.auth !== undefined,
        ...(session.auth ? { claims: session.auth.claims } : {}),
        events: session.sent.map(({ event, handled }): BridgeSiteEvent => {
          // Site events are answered as the platform's envelope answers: an HTTP response (src/mock/site-dispatch.ts).
          const result = (handled ? answers.get(event.eventId) : undefined) as HostResult<SerializedResponse> | undefined;
          return {
            type: event.type,
            event,
            handled,
            answered: !handled || result !== undefined,
            ...(result?.ok ? { status: result.value.status, body: result.value.body } : {}),
            ...(result && !result.ok ? { status: result.error.kind === 'timeout' ? 504 : 500, error: problemText(result.error) } : {}),
          };
        }),
      };
    },
    async fetch(path, init) {
      const { getScriptHost } = await import('../script/runtime');
      const endpoint = getScriptHost().environment.integration.urls.publicEndpoint;
      const url = /^https?:\/\//.test(path) ? path : `${endpoint}${path.startsWith('/') ? '' : '/'}${path}`;
      const response = await fetch(url, { method: init.method ?? 'GET', headers: init.headers, body: init.body, credentials: 'omit' });
      const nullBody = response.body === null;
      return { status: response.status, statusText: response.statusText, headers: Object.fromEntries(response.headers), body: await response.text(), ...(nullBody ? { nullBody } : {}) };
    },
  };
  window.__kitbench = bridge;
}

declare global {
  interface Window {
    __kitbench?: KitbenchPageBridge;
  }
}

function toDelivery(run: DeliveryRun): BridgeDelivery {
  return {
    url: run.url,
    eventId: run.eventId,
    body: run.body,
    status: run.status,
    reason: run.reason,
    attempts: run.attempts.map((attempt) => ({
      attempt: attempt.attempt,
      status: attempt.outcome?.kind === 'response' ? attempt.outcome.status : undefined,
      error: attempt.outcome?.kind === 'network-error' ? attempt.outcome.message : attempt.outcome?.kind === 'timeout' ? `timed out after ${attempt.outcome.timeoutMs} ms` : undefined,
      signature: attempt.signature,
    })),
  };
}

/** A script problem as one line: the message and where (`src/index.tsx:12`). */
function problemText(problem: { message: string; file?: string; line?: number }): string {
  return problem.file ? `${problem.message} (${problem.file}${problem.line ? `:${problem.line}` : ''})` : problem.message;
}
