import type { TransportResponse } from './transport';

/** A receiver's `Retry-After` (RFC 9110 §10.2.3): the raw value, and the wait it asks for when it parses. */
export interface RetryAfter {
  value: string;
  /** Milliseconds from `now`; undefined when the value is neither seconds nor an HTTP date. */
  delayMs?: number;
}

/**
 * The `Retry-After` a response carries, if any. Shown in the attempt's details: the delivery policy keeps its own
 * schedule (1, 2, 4 s, DESIGN.md), so an author sees when their receiver asks for more than that.
 */
export function retryAfterOf(response: TransportResponse | undefined, now: number): RetryAfter | undefined {
  if (!response) return undefined;
  const entry = Object.entries(response.headers).find(([name]) => name.toLowerCase() === 'retry-after');
  const value = entry?.[1].trim();
  if (!value) return undefined;
  if (/^\d+$/.test(value)) return { value, delayMs: Number(value) * 1000 };
  const date = Date.parse(value);
  return Number.isNaN(date) ? { value } : { value, delayMs: Math.max(0, date - now) };
}

/** `Retry-After: 2 (2 s)`, or the raw value when it does not parse. */
export function describeRetryAfter(retryAfter: RetryAfter): string {
  if (retryAfter.delayMs === undefined) return `Retry-After: ${retryAfter.value} (not a number of seconds or a date)`;
  const seconds = Math.round(retryAfter.delayMs / 100) / 10;
  return /^\d+$/.test(retryAfter.value) ? `Retry-After: ${seconds} s` : `Retry-After: ${retryAfter.value} (in ${seconds} s)`;
}
