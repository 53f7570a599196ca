import type { DeliveryAttempt } from '../../core/webhooks/index';

/** `1.04 s` / `850 ms`: delays as the timeline shows them. */
export function formatDuration(ms: number): string {
  return ms >= 1000 ? `${(ms / 1000).toFixed(2)} s` : `${Math.round(ms)} ms`;
}

/** `12:03:04.120`: when something happened. */
export function formatClock(at: number): string {
  const date = new Date(at);
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  return `${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}.${pad(date.getMilliseconds(), 3)}`;
}

/** What an attempt got back, in a few words: `500 Internal Server Error`, `Time-out after 10 s`, … */
export function attemptSummary(attempt: DeliveryAttempt): string {
  const outcome = attempt.outcome;
  if (!outcome) return 'Waiting for the response…';
  switch (outcome.kind) {
    case 'response':
      return `${outcome.status}${attempt.response?.statusText ? ` ${attempt.response.statusText}` : ''}`;
    case 'timeout':
      return `Time-out: no response within ${formatDuration(outcome.timeoutMs)}`;
    case 'network-error':
      return `Network error: ${outcome.message}`;
  }
}

/** The badge tone of an attempt. */
export function attemptTone(attempt: DeliveryAttempt): 'success' | 'danger' | 'warning' | 'info' {
  const verdict = attempt.decision?.verdict;
  if (!verdict) return 'info';
  if (verdict === 'delivered') return 'success';
  return verdict === 'retry' ? 'warning' : 'danger';
}

/** Pretty-prints a JSON text for reading; anything else is shown as is. */
export function prettyBody(text: string): string {
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return text;
  }
}
