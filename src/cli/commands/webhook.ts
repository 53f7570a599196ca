import { createHmac } from 'node:crypto';
import {
  type Clock,
  createPayload,
  DEFAULT_TIMEOUT_MS,
  DEFAULT_TOLERANCE_SECONDS,
  type DeliveryAttempt,
  deliver,
  describeRetryAfter,
  eventIdOf,
  formatSignatureHeader,
  type HmacSha256,
  isWebhookEventType,
  realClock,
  retryAfterOf,
  serializePayload,
  type Transport,
  verify,
  WEBHOOK_EVENT_TYPES,
} from '../../core/webhooks/index';
import { type CliIO, EXIT, UsageError } from '../io';

/** `kitbench webhook sign|verify|send` (CONTRACT.md section 2). */

const HELP = `Usage:
  kitbench webhook sign   --secret S --body-file F [--timestamp T]
  kitbench webhook verify --secret S --signature HEADER --body-file F [--tolerance SECONDS] [--now T]
  kitbench webhook send   --url URL --secret S --event TYPE [--payload-file F] [--timeout MS] [--format text|json]

Event types: ${WEBHOOK_EVENT_TYPES.join(', ')}
Exit codes: 0 success, 1 bad signature or delivery failed, 2 usage error or unreadable file.
`;

/** HMAC-SHA256 with node:crypto: the same digest as the core's WebCrypto one, with less per-call overhead. */
export const nodeHmac = ((secret, parts) => {
  const hmac = createHmac('sha256', secret);
  // one update per call is measurably cheaper than one per part when everything is text
  if (parts.every((part) => typeof part === 'string')) hmac.update(parts.join(''));
  else for (const part of parts) hmac.update(part);
  return hmac.digest('hex');
}) satisfies HmacSha256;

/**
 * The CLI's sign function (what `webhook sign` prints, and what `npm run bench` measures): synchronous,
 * because node:crypto is, and a promise per signature costs a quarter of the throughput.
 */
export function signWebhook(body: string | Uint8Array, secret: string, timestamp: number): string {
  // the hot path of the bench: one string, one update, as raw createHmac usage would do
  const hmac = createHmac('sha256', secret);
  if (typeof body === 'string') hmac.update(`${timestamp}.${body}`);
  else hmac.update(`${timestamp}.`).update(body);
  return formatSignatureHeader(timestamp, hmac.digest('hex'));
}

/** What `runWebhookWith` may replace in tests: time, the network and randomness. */
export interface WebhookDeps {
  /** Waits of the retry schedule (time-outs always use real time); `now` comes from io. */
  sleep?: Clock['sleep'];
  transport?: Transport;
  random?: () => number;
}

type Flags = Record<string, string>;

function parseFlags(args: string[], allowed: readonly string[]): Flags {
  const flags: Flags = {};
  for (let i = 0; i < args.length; i++) {
    const arg = args[i];
    if (!arg.startsWith('--')) throw new UsageError(`unexpected argument “${arg}”`);
    const eq = arg.indexOf('=');
    const name = eq > 0 ? arg.slice(2, eq) : arg.slice(2);
    if (!allowed.includes(name)) throw new UsageError(`unknown option --${name}`);
    const value = eq > 0 ? arg.slice(eq + 1) : args[++i];
    if (value === undefined) throw new UsageError(`--${name} needs a value`);
    flags[name] = value;
  }
  return flags;
}

function required(flags: Flags, name: string): string {
  const value = flags[name];
  if (value === undefined || value === '') throw new UsageError(`--${name} is required`);
  return value;
}

function integer(flags: Flags, name: string, min: number): number | undefined {
  const value = flags[name];
  if (value === undefined) return undefined;
  if (!/^\d+$/.test(value) || Number(value) < min) throw new UsageError(`--${name} must be a whole number ≥ ${min}, got “${value}”`);
  return Number(value);
}

class UnreadableFile extends Error {}

async function readBody(io: CliIO, path: string): Promise<Uint8Array> {
  try {
    return await io.readFile(path);
  } catch (error) {
    const code = (error as { code?: string }).code;
    throw new UnreadableFile(`cannot read ${path}${code ? ` (${code})` : ''}`);
  }
}

async function runSign(args: string[], io: CliIO): Promise<number> {
  const flags = parseFlags(args, ['secret', 'body-file', 'timestamp']);
  const secret = required(flags, 'secret');
  const bodyFile = required(flags, 'body-file');
  const timestamp = integer(flags, 'timestamp', 0) ?? Math.floor(io.now() / 1000);
  const body = await readBody(io, bodyFile);
  io.stdout(`${signWebhook(body, secret, timestamp)}\n`);
  return EXIT.ok;
}

async function runVerify(args: string[], io: CliIO): Promise<number> {
  const flags = parseFlags(args, ['secret', 'signature', 'body-file', 'tolerance', 'now']);
  const secret = required(flags, 'secret');
  const header = flags.signature;
  if (header === undefined) throw new UsageError('--signature is required');
  const bodyFile = required(flags, 'body-file');
  const toleranceSeconds = integer(flags, 'tolerance', 0) ?? DEFAULT_TOLERANCE_SECONDS;
  const now = integer(flags, 'now', 0) ?? Math.floor(io.now() / 1000);
  const body = await readBody(io, bodyFile);
  const result = await verify(header, body, secret, { toleranceSeconds, now, hmac: nodeHmac });
  if (result.valid) {
    io.stdout(`valid: the signature matches ${bodyFile} (t=${result.timestamp})\n`);
    return EXIT.ok;
  }
  io.stderr(`invalid (${result.reason}): ${result.message}\n`);
  return EXIT.failed;
}

function describeAttempt(attempt: DeliveryAttempt): string {
  const outcome = attempt.outcome;
  if (!outcome) return 'cancelled';
  switch (outcome.kind) {
    case 'response': {
      const text = attempt.response?.statusText;
      return `${outcome.status}${text ? ` ${text}` : ''}`;
    }
    case 'timeout':
      return `time-out: no response within ${outcome.timeoutMs} ms`;
    case 'network-error':
      return `network error: ${outcome.message}`;
  }
}

function attemptLine(attempt: DeliveryAttempt): string {
  const decision = attempt.decision;
  const next =
    decision?.verdict === 'retry'
      ? `retrying in ${decision.delayMs} ms`
      : decision?.verdict === 'delivered'
        ? 'delivered'
        : 'not retried';
  const waited = attempt.attempt === 1 ? '' : ` after ${attempt.delayMs} ms`;
  const retryAfter = retryAfterOf(attempt.response, attempt.finishedAt ?? attempt.startedAt);
  const asked = retryAfter ? ` (receiver asks ${describeRetryAfter(retryAfter)})` : '';
  return `attempt ${attempt.attempt}${waited}: ${describeAttempt(attempt)}${asked} → ${next}\n`;
}

function jsonAttempt(attempt: DeliveryAttempt) {
  const outcome = attempt.outcome;
  if (outcome?.kind === 'response') {
    const retryAfter = retryAfterOf(attempt.response, attempt.finishedAt ?? attempt.startedAt);
    return { attempt: attempt.attempt, status: outcome.status, delayMs: attempt.delayMs, ...(retryAfter ? { retryAfter: retryAfter.value } : {}) };
  }
  return { attempt: attempt.attempt, error: describeAttempt(attempt), delayMs: attempt.delayMs };
}

async function runSend(args: string[], io: CliIO, deps: WebhookDeps): Promise<number> {
  const flags = parseFlags(args, ['url', 'secret', 'event', 'payload-file', 'timeout', 'format']);
  const url = required(flags, 'url');
  if (!URL.canParse(url) || !/^https?:$/.test(new URL(url).protocol)) {
    throw new UsageError(`--url must be an http(s) URL, got “${url}”`);
  }
  const secret = required(flags, 'secret');
  const format = flags.format ?? 'text';
  if (format !== 'text' && format !== 'json') throw new UsageError(`--format must be text or json, got “${format}”`);
  const event = flags.event;
  if (event !== undefined && !isWebhookEventType(event)) {
    throw new UsageError(`--event must be one of ${WEBHOOK_EVENT_TYPES.join(', ')}, got “${event}”`);
  }
  if (event === undefined && flags['payload-file'] === undefined) throw new UsageError('--event is required');
  const timeoutMs = integer(flags, 'timeout', 1) ?? DEFAULT_TIMEOUT_MS;

  let body: string | Uint8Array;
  if (flags['payload-file'] !== undefined) {
    body = await readBody(io, flags['payload-file']);
    const text = new TextDecoder().decode(body);
    if (eventIdOf(text) === undefined) io.stderr('warning: the payload file has no string eventId; sent verbatim anyway\n');
  } else {
    body = serializePayload(createPayload(event as (typeof WEBHOOK_EVENT_TYPES)[number]));
  }

  const clock: Clock = { now: () => io.now(), sleep: deps.sleep ?? realClock.sleep };
  const result = await deliver({
    url,
    secret,
    body,
    timeoutMs,
    clock,
    timeoutSleep: realClock.sleep,
    hmac: nodeHmac,
    transport: deps.transport,
    random: deps.random,
    onEvent: (progress) => {
      if (format !== 'text') return;
      if (progress.type === 'attempt-start' && progress.attempt.attempt === 1) {
        io.stdout(`POST ${url}  eventId ${eventIdOf(progress.attempt.body) ?? '(none)'}\n`);
      }
      if (progress.type === 'attempt-end') io.stdout(attemptLine(progress.attempt));
    },
  });
  if (format === 'json') {
    const document = { eventId: result.eventId ?? null, delivered: result.delivered, attempts: result.attempts.map(jsonAttempt) };
    io.stdout(`${JSON.stringify(document, null, 2)}\n`);
  } else {
    const count = `${result.attempts.length} attempt${result.attempts.length === 1 ? '' : 's'}`;
    io.stdout(result.delivered ? `delivered after ${count}\n` : `not delivered after ${count}: ${result.reason}\n`);
  }
  return result.delivered ? EXIT.ok : EXIT.failed;
}

/** `webhook ...` with injectable time, network and randomness (tests). */
export async function runWebhookWith(argv: string[], io: CliIO, deps: WebhookDeps): Promise<number> {
  const [sub, ...args] = argv;
  if (args.includes('--help') || args.includes('-h')) {
    io.stdout(HELP);
    return EXIT.ok;
  }
  try {
    switch (sub) {
      case 'sign':
        return await runSign(args, io);
      case 'verify':
        return await runVerify(args, io);
      case 'send':
        return await runSend(args, io, deps);
      case '--help':
      case '-h':
      case 'help':
        io.stdout(HELP);
        return EXIT.ok;
      default:
        throw new UsageError(sub === undefined ? 'missing subcommand' : `unknown subcommand “${sub}”`);
    }
  } catch (error) {
    if (error instanceof UsageError) {
      io.stderr(`kitbench webhook: ${error.message}\n\n${HELP}`);
      return EXIT.usage;
    }
    if (error instanceof UnreadableFile) {
      io.stderr(`kitbench webhook: ${error.message}\n`);
      return EXIT.usage;
    }
    throw error;
  }
}

/** `kitbench webhook sign|verify|send` as CONTRACT.md section 2 specifies. */
export function runWebhook(argv: string[], io: CliIO): Promise<number> {
  return runWebhookWith(argv, io, {});
}
