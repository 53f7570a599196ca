import type { DeliveryRun } from '../webhooks/store';
import { setNextInsertProps } from './insertProps';
import type { BridgeDelivery, BridgeRequest, KitbenchPageBridge } from './protocol';

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
    async fetch(path, init) {
      const { getScriptHost } = await import('../script/runtime');
      const endpoint = getScriptHost().environment.integration.urls.publicEndpoint;
      const url = /^https?:\/\//.test(path) ? path : `${endpoint}${path.startsWith('/') ? '' : '/'}${path}`;
      const response = await fetch(url, { method: init.method ?? 'GET', headers: init.headers, body: init.body, credentials: 'omit' });
      return { status: response.status, statusText: response.statusText, headers: Object.fromEntries(response.headers), body: await response.text() };
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
