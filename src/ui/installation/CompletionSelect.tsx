import { useQuery } from '@tanstack/react-query';
import { type CompletionOption, parseCompletionOptions } from '../../core/installation';

interface CompletionSelectProps {
  id: string;
  describedBy: string;
  /** The endpoint URL: the installation's public endpoint plus the property's `completion_url`. */
  url: string;
  /** Changes whenever the script reloads, so options follow script edits. */
  scriptVersion: number;
  value: string;
  invalid: boolean;
  required: boolean;
  disabled?: boolean;
  onChange: (value: string) => void;
  onBlur: () => void;
}

async function fetchOptions(url: string): Promise<CompletionOption[]> {
  let response: Response;
  try {
    // Through the page, so the mocked platform answers by running the script's `fetch` handler.
    response = await fetch(url, { headers: { Accept: 'application/json' } });
  } catch (error) {
    throw new Error(`The request failed: ${error instanceof Error ? error.message : String(error)}`);
  }
  const body = await response.text();
  if (!response.ok) throw new Error(`The endpoint answered ${response.status}${body ? `: ${body.slice(0, 160)}` : ''}`);
  const result = parseCompletionOptions(body);
  if (!result.ok) throw new Error(result.reason);
  return result.options;
}

/** A dropdown whose options come from the integration's `completion_url` endpoint, with loading and error states. */
export function CompletionSelect({ id, describedBy, url, scriptVersion, value, invalid, required, disabled, onChange, onBlur }: CompletionSelectProps) {
  const query = useQuery({
    queryKey: ['installation', 'completion', url, scriptVersion],
    queryFn: () => fetchOptions(url),
    retry: false,
    staleTime: 30_000,
  });
  const options = query.data ?? [];
  const unknownValue = value !== '' && query.isSuccess && !options.some((o) => o.value === value);
  return (
    <div className="inst-completion">
      <select
        id={id}
        className="select"
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
        aria-required={required || undefined}
        aria-busy={query.isFetching || undefined}
        disabled={disabled || query.isPending}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
      >
        <option value="">{query.isPending ? 'Loading options…' : query.isError ? 'Options unavailable' : 'Choose…'}</option>
        {unknownValue && <option value={value}>{value} (no longer offered)</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {query.isError && (
        <div className="inst-inline-error" role="alert">
          <span>Could not load the options: {query.error.message}</span>
          <button type="button" className="btn btn--small" onClick={() => void query.refetch()}>
            Retry
          </button>
        </div>
      )}
    </div>
  );
}
