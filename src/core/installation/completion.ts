/** One dropdown option a `completion_url` endpoint supplies (DESIGN.md: `{ label, value }`). */
export interface CompletionOption {
  label: string;
  value: string;
}

/** The options, or why the response cannot be used (shown at the dropdown). */
export type CompletionResult = { ok: true; options: CompletionOption[] } | { ok: false; reason: string };

const SHAPE = 'a JSON array of { "label": string, "value": string }';

/** Reads a `completion_url` response body. Never throws; a bad shape names the first offending item. */
export function parseCompletionOptions(body: string): CompletionResult {
  let data: unknown;
  try {
    data = JSON.parse(body);
  } catch {
    const preview = body.trim().slice(0, 80);
    return { ok: false, reason: `The response is not JSON${preview ? ` ("${preview}")` : ' (empty body)'}; expected ${SHAPE}.` };
  }
  if (!Array.isArray(data)) return { ok: false, reason: `The response is not an array; expected ${SHAPE}.` };
  const options: CompletionOption[] = [];
  for (const [index, item] of data.entries()) {
    const record = typeof item === 'object' && item !== null ? (item as Record<string, unknown>) : undefined;
    if (!record || typeof record.value !== 'string' || (record.label !== undefined && typeof record.label !== 'string')) {
      return { ok: false, reason: `Item ${index + 1} is not { "label": string, "value": string }: ${JSON.stringify(item)?.slice(0, 80)}.` };
    }
    options.push({ label: (record.label as string | undefined) ?? record.value, value: record.value });
  }
  return { ok: true, options };
}

/**
 * The URL of a configuration path (`completion_url`, `callback_url`) on the installation's public endpoint. The spec
 * calls them paths; a missing leading slash is forgiven, and an absolute URL is used as it is.
 */
export function endpointUrl(publicEndpoint: string, path: string): string {
  if (/^https?:\/\//i.test(path)) return path;
  return `${publicEndpoint.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}
