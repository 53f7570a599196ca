import { useContext, useEffect, useState } from 'react';
import type { SelectElement, SelectOption } from '../../../core/contentkit/elements';
import { urlString } from '../../../core/contentkit/urls';
import { headersToObject } from '../../../core/runtime/response';
import { fetchRefusal } from '../../../sandbox/fetch-policy';
import { networkLog } from '../../../sandbox/network-log';
import { FieldContext, useContentKit } from '../context';
import { FreeTextSelect } from './FreeTextSelect';

type Remote = { status: 'loading' } | { status: 'ready'; options: SelectOption[] } | { status: 'error'; message: string };

/** The page's `fetch`, recorded in the Network panel as a page load for a select, with its answer or its error. */
async function loggedFetch(url: string, signal?: AbortSignal): Promise<Response> {
  const headers = { accept: 'application/json' };
  const entry = networkLog.start('page', { method: 'GET', url, headers }, undefined, 'select options');
  // The script picks this URL: the page holds it to the script's own fetch policy (never the app, never this
  // machine's other services, never a redirect: the browser would follow it without the policy seeing where).
  // The page's own address; none in Node (unit tests), where only the URL itself is judged.
  const here = globalThis.location;
  const refused = fetchRefusal(new URL(url, here?.href ?? 'https://playground.invalid/').href, here?.origin ?? '');
  if (refused) {
    networkLog.finish(entry, { error: refused });
    throw new Error(refused);
  }
  try {
    const response = await fetch(url, { signal, headers, credentials: 'omit', redirect: 'manual' });
    if (response.type === 'opaqueredirect') {
      throw new Error(`${url} answered with a redirect, which the page does not follow for a select's options (it could lead to a service on this machine): point options.url at the final URL`);
    }
    const body = await response.clone().text();
    networkLog.finish(entry, { response: { status: response.status, statusText: response.statusText, headers: headersToObject(response.headers), body } });
    return response;
  } catch (error) {
    const message = signal?.aborted
      ? 'Cancelled: the select was removed (or its options URL changed) before the answer came.'
      : `The page could not fetch the options: ${error instanceof Error ? error.message : String(error)}`;
    networkLog.finish(entry, { error: message });
    throw error;
  }
}

/**
 * Reads options from a URL: a JSON array of `{ id, label }` (or `{ value, label }`, as completion URLs answer).
 * The request and its answer show in the Network panel.
 */
export async function fetchOptions(url: string, signal?: AbortSignal): Promise<SelectOption[]> {
  const response = await loggedFetch(url, signal);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  const body: unknown = await response.json().catch(() => {
    throw new Error(`${url} did not answer JSON`);
  });
  if (!Array.isArray(body)) throw new Error(`${url} must answer a JSON array of { id, label }`);
  return body.map((item, index) => {
    const entry = item as { id?: unknown; value?: unknown; label?: unknown };
    const id = typeof entry.id === 'string' ? entry.id : typeof entry.value === 'string' ? entry.value : undefined;
    if (id === undefined || typeof entry.label !== 'string') throw new Error(`${url}: option ${index + 1} needs a string id (or value) and label`);
    return { id, label: entry.label };
  });
}

type Source = SelectElement['options'];

/** `{ source: 'openapi' }`: options the platform fills itself (the organization's OpenAPI specifications). */
const isBuiltIn = (options: Source): options is { source: 'openapi' } => !Array.isArray(options) && 'source' in options;

function useOptions(options: Source, resolveUrl: (url: string) => string, state: Record<string, unknown>): Remote {
  const url = Array.isArray(options) || isBuiltIn(options) ? undefined : resolveUrl(urlString(options.url, state));
  const [remote, setRemote] = useState<Remote>({ status: 'loading' });
  useEffect(() => {
    if (url === undefined) return;
    const controller = new AbortController();
    setRemote({ status: 'loading' });
    fetchOptions(url, controller.signal).then(
      (loaded) => setRemote({ status: 'ready', options: loaded }),
      (error: unknown) => {
        if (!controller.signal.aborted) setRemote({ status: 'error', message: error instanceof Error ? error.message : String(error) });
      },
    );
    return () => controller.abort();
  }, [url]);
  if (Array.isArray(options)) {
    return { status: 'ready', options: options.map((o) => ({ id: o.id ?? (o as { value?: string }).value ?? '', label: o.label })) };
  }
  // kitbench's organization has no OpenAPI specifications: the list is empty, as it would be on the platform.
  if (isBuiltIn(options)) return { status: 'ready', options: [] };
  return remote;
}

const identity = (url: string) => url;

/**
 * `select`: a dropdown bound to a state key, with static options or options fetched through the page. With
 * `acceptInput` it is a combobox that also takes free text (FreeTextSelect); `disabled` disables it for assistive
 * technology too.
 */
export function Select({ element }: { element: SelectElement }) {
  const { state, setStateKey, dispatch, readOnly, resolveUrl } = useContentKit();
  const field = useContext(FieldContext);
  const remote = useOptions(element.options, resolveUrl ?? identity, state);
  const current = state[element.state] ?? element.initialValue ?? (element.multiple ? [] : '');
  const change = (value: string | string[]) => {
    setStateKey(element.state, value);
    if (element.onValueChange) dispatch({ ...element.onValueChange, value });
  };
  const disabled = element.disabled === true || readOnly || remote.status !== 'ready';
  const options = remote.status === 'ready' ? remote.options : [];
  return (
    <div className="ck-select">
      {element.acceptInput ? (
        <FreeTextSelect element={element} options={options} current={current} disabled={disabled} onChange={change} />
      ) : (
        <select
          id={field?.id}
          aria-describedby={field?.hintId}
          aria-label={field ? undefined : element.placeholder ?? element.state}
          className="select ck-input"
          multiple={element.multiple}
          disabled={disabled}
          value={element.multiple ? (Array.isArray(current) ? current.map(String) : []) : String(current)}
          onChange={(event) =>
            change(element.multiple ? Array.from(event.target.selectedOptions, (option) => option.value) : event.target.value)
          }
        >
          {!element.multiple && <option value="">{remote.status === 'loading' ? 'Loading options…' : (element.placeholder ?? 'Choose…')}</option>}
          {options.map((option) => (
            <option key={option.id} value={option.id}>
              {option.label}
            </option>
          ))}
        </select>
      )}
      {remote.status === 'error' && (
        <p className="ck-select__error" role="alert">
          Could not load options: {remote.message}
        </p>
      )}
    </div>
  );
}
