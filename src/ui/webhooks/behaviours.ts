import { MOCK_RECEIVER_ORIGIN, mockReceiverUrl, parseBehaviourSlug, type ReceiverBehaviour } from '../../core/webhooks/index';

/** The receiver behaviours offered in the panel, in the order a user explores them. */
export const BEHAVIOUR_OPTIONS: { value: string; label: string; behaviour: ReceiverBehaviour }[] = [
  { value: 'ok', label: 'Always 200', behaviour: { kind: 'ok' } },
  { value: 'fail-then-ok', label: 'Fail N times, then 200', behaviour: { kind: 'fail-then-ok', failures: 2 } },
  { value: '429', label: 'Always 429 (rate limited)', behaviour: { kind: 'status', status: 429 } },
  { value: '400', label: 'Always 400 (client error)', behaviour: { kind: 'status', status: 400 } },
  { value: '500', label: 'Always 500 (server error)', behaviour: { kind: 'status', status: 500 } },
  { value: 'timeout', label: 'Time-out (never answers)', behaviour: { kind: 'timeout' } },
  { value: 'network-error', label: 'Network error', behaviour: { kind: 'network-error' } },
  { value: 'wrong-secret', label: 'Wrong secret (answers 401)', behaviour: { kind: 'wrong-secret' } },
];

/** The select's value for a URL: a mock behaviour, or `custom` for the user's own URL. */
export function behaviourOfUrl(url: string): { value: string; behaviour?: ReceiverBehaviour } {
  const prefix = `${MOCK_RECEIVER_ORIGIN}/hooks/`;
  if (!url.startsWith(prefix)) return { value: 'custom' };
  const behaviour = parseBehaviourSlug(url.slice(prefix.length));
  if (!behaviour) return { value: 'custom' };
  const value = behaviour.kind === 'status' ? String(behaviour.status) : behaviour.kind;
  return { value, behaviour };
}

/** The mock URL for a select value (with N failures for "fail N times"). */
export function urlForBehaviour(value: string, failures: number): string | undefined {
  const option = BEHAVIOUR_OPTIONS.find((o) => o.value === value);
  if (!option) return undefined;
  const behaviour = option.behaviour.kind === 'fail-then-ok' ? { kind: 'fail-then-ok' as const, failures } : option.behaviour;
  return mockReceiverUrl(behaviour);
}

/** Why a Webhook URL cannot be used, or undefined. */
export function urlProblem(url: string): string | undefined {
  if (url.trim() === '') return 'Enter the Webhook URL.';
  if (!URL.canParse(url)) return 'This is not a URL. Example: https://example.com/hooks';
  const protocol = new URL(url).protocol;
  if (protocol !== 'https:' && protocol !== 'http:') return `Webhook URLs are http or https, not ${protocol.slice(0, -1)}.`;
  return undefined;
}
